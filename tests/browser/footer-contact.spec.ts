/** The footer reaches the firm (issue 14): address, working tel: and mailto: links, on every page. */
import { expect, test } from "../support/fixtures";
import { navigation, PAGES, site } from "../support/site";

/** The auditor's touch target size for links standing on their own line (issue 14). */
const TOUCH_TARGET_PX = 44;

test.use({ reducedMotion: "reduce" });

test("every page's footer gives the address and working tel: and mailto: links", async ({ page }) => {
  for (const route of PAGES.map((p) => p.path)) {
    await test.step(route, async () => {
      await page.goto(route);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(site.address.street)).toBeVisible();
      const phone = footer.getByRole("link", { name: site.phone, exact: true });
      const email = footer.getByRole("link", { name: site.email, exact: true });
      await expect(phone).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
      await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
      for (const link of [phone, email]) {
        const box = await link.boundingBox();
        expect(box?.height, `${route}: touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      }
      // The spec's eight links, the footer's own (Insights), and the copyright.
      const nav = footer.getByRole("navigation", { name: navigation.footerNavLabel });
      await expect(nav.getByRole("link")).toHaveCount(8 + (navigation.footerLinks?.length ?? 0));
      for (const link of navigation.footerLinks ?? []) {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to,
        );
      }
      await expect(footer.getByText(`© 2024 ${site.name}, India. All rights reserved.`)).toBeVisible();
    });
  }
});
