import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { useSite } from "../lib/harness.mjs";
import { DESKTOP, navigation, PAGES, PHONE, site } from "../lib/site.mjs";

const harness = useSite();

/** The auditor's touch target size for links standing on their own line (issue 14). */
const TOUCH_TARGET_PX = 44;

describe("the footer reaches the firm (issue 14)", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`every page's footer gives the address and working tel: and mailto: links at ${viewport.width} px`, async () => {
      const { page, context } = await harness.open("/", { viewport, reducedMotion: "reduce" });
      try {
        for (const route of PAGES.map((p) => p.path)) {
          await page.goto(harness.url + route);
          const footer = page.getByRole("contentinfo");
          assert.ok(await footer.getByText(site.address.street).isVisible(), route);
          const phone = footer.getByRole("link", { name: site.phone, exact: true });
          const email = footer.getByRole("link", { name: site.email, exact: true });
          assert.equal(await phone.getAttribute("href"), `tel:${site.phone.replace(/[^\d+]/g, "")}`);
          assert.equal(await email.getAttribute("href"), `mailto:${site.email}`);
          for (const link of [phone, email]) {
            const box = await link.boundingBox();
            assert.ok(box.height >= TOUCH_TARGET_PX, `${route}: ${box.height} px tall`);
          }
          // The spec's links and copyright stay as they were.
          const nav = footer.getByRole("navigation", { name: navigation.footerNavLabel });
          assert.equal(await nav.getByRole("link").count(), 8);
          assert.ok(await footer.getByText(`© 2024 ${site.name}, India. All rights reserved.`).isVisible());
        }
      } finally {
        await context.close();
      }
    });
  }
});
