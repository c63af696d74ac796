/**
 * The contact form against the stand-in form service (SPEC §3-5, §7-8). The
 * tests share the one stand-in, so they run one at a time (project
 * form-service) and set their screen themselves.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import { CONTACT_FORM, FORM_ENDPOINT, labelled, PHONE, readJson, site, SITE_URL } from "../support/site";
import { builtDocument } from "../support/static-html";

/** The access key the build under test baked into the form. */
const accessKey = builtDocument("contactus/index.html")
  .querySelector('input[name="access_key"]')
  ?.getAttribute("value");

const VALUES = {
  name: "Asha Patel",
  email: "asha.patel@pharma.example",
  subject: "Supplier audit in March",
  company: "Example Pharma Ltd",
  message: "We need an ICH Q7 audit of an API supplier near Ahmedabad.",
};

/** What the service receives of VALUES (by field name, as the form sends them), with the request `fill` chooses. */
const SENT = { ...VALUES, request: "consultation" };

/**
 * Opens Contact Us once the page's script has run: the form's own code (its island) loads when the
 * visitor first touches the form, and a form sent before it has started waits for it.
 */
const openForm = async (page: Page) => {
  await page.goto("/contactus/", { waitUntil: "networkidle" });
  await expect(page.locator("form"), "the page's script has started").toHaveAttribute("novalidate");
  const form = page.locator("form");
  // The labels' words, whatever their letter case in data/.
  const field = (name: string) => form.getByLabel(labelled(CONTACT_FORM.fields[name].label));
  const fill = async () => {
    for (const [name, value] of Object.entries(VALUES)) await field(name).fill(value);
    await field("request").selectOption("consultation");
  };
  const status = form.getByRole("status");
  const submit = form.getByRole("button", { name: CONTACT_FORM.submitLabel });
  return { form, field, fill, status, submit };
};

const expectKept = async (field: (label: string) => ReturnType<Page["locator"]>) => {
  for (const [name, value] of Object.entries(VALUES)) await expect(field(name), name).toHaveValue(value);
  await expect(field("request")).toHaveValue("consultation");
};

test.describe(
  "the contact form against the stand-in service (SPEC §3-5, §7-8)",
  { tag: "@form-service" },
  () => {
    test("the build under test posts to the stand-in on 127.0.0.1", async ({ page }) => {
      await page.goto("/contactus/");
      // Built with GATSBY_FORM_ENDPOINT=http://127.0.0.1:9911/submit (tests/support/build.ts does it).
      await expect(page.locator("form")).toHaveAttribute("action", FORM_ENDPOINT);
      expect(accessKey).toBeTruthy();
    });

    test("success: posts multipart with every field and the access key, says so, clears the form", async ({
      page,
      formService,
    }) => {
      const { field, fill, status, submit } = await openForm(page);
      await fill();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.success, { exact: true })).toBeVisible();
      const received = await formService.received();
      expect(received).toHaveLength(1);
      const [sent] = received;
      expect(sent.method).toBe("POST");
      expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
      // Opened straight, the form names its own page as where the request started.
      expect(sent.fields).toEqual({ access_key: accessKey, ...SENT, from: "contactus-form" });
      for (const name of Object.keys(VALUES)) await expect(field(name), name).toHaveValue("");
      await expect(field("request")).toHaveValue("");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: PHONE, hasTouch: true });

      test("sends Other Request only while 'others' is chosen", async ({ page, formService }) => {
        const { field, fill, status, submit } = await openForm(page);
        await fill();
        await field("request").selectOption("others");
        await field("otherRequest").fill("Cleaning validation review");
        await submit.click();
        await expect(status.getByText(CONTACT_FORM.messages.success)).toBeVisible();
        const [sent] = await formService.received();
        expect(sent.fields.otherRequest).toBe("Cleaning validation review");
        expect(sent.fields.request).toBe("others");
      });
    });

    test("the form's code loads on the first touch; what is typed and sent while it loads is kept and sent", async ({
      page,
      formService,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      // The island's own script arrives late, as on a slow phone network.
      let release = () => {};
      const arrived = new Promise<void>((done) => (release = done));
      await page.route(/\/island-contact-form-[0-9a-f]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      const { field, fill, form, status, submit } = await openForm(page);
      expect(scripts, "at load: the page's one script").toEqual([expect.stringMatching(/^\/islands\/site-/)]);
      await fill();
      expect(
        scripts.some((script) => /^\/framework-/.test(script)),
        "React, on the first touch",
      ).toBe(true);
      expect(await page.locator("[data-island-ready]").count(), "still loading").toBe(0);
      await submit.click();
      // The loader has held the submission (it marks the form busy as it cancels the send), and the
      // form's code cannot start before release(): so nothing can have reached the service yet.
      await expect(form).toHaveAttribute("aria-busy", "true");
      await expect(submit).toHaveAttribute("aria-disabled", "true");
      expect(await formService.received(), "held until the form's code has started").toEqual([]);
      release();
      await expect(status.getByText(CONTACT_FORM.messages.success, { exact: true })).toBeVisible();
      const received = await formService.received();
      expect(received).toHaveLength(1);
      expect(received[0].fields).toMatchObject(SENT);
      await expect(field("name")).toHaveValue("");
    });

    test("typing goes on into the fields while React takes the form over, and nothing is lost", async ({
      page,
    }) => {
      await page.route(/\/island-contact-form-[0-9a-f]+\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, 400));
        await route.continue();
      });
      const { field } = await openForm(page);
      const message = "An ICH Q7 audit of an API supplier, typed one key at a time while the code arrives.";
      await field("message").pressSequentially(message, { delay: 15 });
      await expect(page.locator("[data-island-ready]")).toHaveCount(1);
      await field("message").press("End");
      await field("message").pressSequentially(" Done.");
      await expect(field("message")).toHaveValue(`${message} Done.`);
      await expect(field("message")).toBeFocused();
    });

    for (const [scenario, message] of [
      ["refused", "Access key is invalid or expired."],
      ["failure", "Submission blocked: please try again later."],
      ["server-error", "Internal server error, please retry."],
      ["html", CONTACT_FORM.messages.error],
    ] as const) {
      test(`service answers ${scenario}: shows "${message}", logs it, keeps every value`, async ({
        page,
        formService,
      }) => {
        await formService.answer(scenario);
        const logged: string[] = [];
        page.on("console", (entry) => {
          if (entry.type() === "error") logged.push(entry.text());
        });
        const { field, fill, status, submit } = await openForm(page);
        await fill();
        await submit.click();
        await expect(status.getByText(message, { exact: true })).toBeVisible();
        expect(
          logged.some((text) => /form/i.test(text)),
          `logged: ${logged.join(" | ")}`,
        ).toBe(true);
        await expectKept(field);
        await expect(submit).toHaveAttribute("aria-disabled", "false");
      });
    }

    test("network refused: shows the error, keeps every value, and sends once the service is back", async ({
      page,
      formService,
    }) => {
      await formService.stop();
      const { field, fill, status, submit } = await openForm(page);
      await fill();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.error, { exact: true })).toBeVisible();
      await expectKept(field);
      await formService.start();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.success)).toBeVisible();
      expect(await formService.received()).toHaveLength(1);
    });

    test("slow answer: shows Sending...., disables the button, sends once however often it is clicked", async ({
      page,
      formService,
    }) => {
      await formService.answer("success", { delayMs: 1500 });
      const { fill, status, submit } = await openForm(page);
      await fill();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.sending, { exact: true })).toBeVisible();
      await expect(submit).toHaveAttribute("aria-disabled", "true");
      // Playwright waits for an aria-disabled button to be enabled before it clicks; force clicks it
      // while the request is under way, as a visitor can. (Waiting, the clicks fell after the send, on
      // the emptied form, whose failed submit now says so in the status.)
      await submit.click({ force: true });
      await submit.dblclick({ force: true });
      await expect(status.getByText(CONTACT_FORM.messages.success)).toBeVisible({ timeout: 5000 });
      expect(await formService.received()).toHaveLength(1);
    });

    test("invalid input: sends nothing, marks the fields and focuses the first one", async ({
      page,
      formService,
    }) => {
      const { field, submit } = await openForm(page);
      await field("name").fill("Asha");
      await field("email").fill("asha@pharma");
      await submit.click();
      await expect(page.locator("#contact-email")).toBeFocused();
      await expect(field("email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(CONTACT_FORM.messages.invalidEmail)).toBeVisible();
      expect(await formService.received()).toHaveLength(0);
    });

    test("sends the page and place the visitor came from, as the link named them", async ({
      page,
      formService,
    }) => {
      await page.goto("/contactus/?request=training&from=training-closing#request-form", {
        waitUntil: "networkidle",
      });
      const form = page.locator("form");
      await expect(form).toHaveAttribute("novalidate");
      for (const [name, value] of Object.entries(VALUES))
        await form.getByLabel(labelled(CONTACT_FORM.fields[name].label)).fill(value);
      await form.getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
      await expect(form.getByRole("status").getByText(CONTACT_FORM.messages.success)).toBeVisible();
      const [sent] = await formService.received();
      expect(sent.fields).toMatchObject({ request: "training", from: "training-closing" });
      expect(sent.fields.redirect, "only a form sent without JavaScript asks to be sent on").toBeUndefined();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("it is a plain form the browser validates and posts to the service, which then shows our thank-you page", async ({
        page,
        formService,
      }) => {
        // The form asks the service to send the browser to the site's own address (data/site.json),
        // which the test's browser cannot reach: this build stands in for it.
        const thankYou = readJson("data/pages/thank-you.json");
        await page.route(`${new URL(site.url).origin}/**`, async (route) => {
          const { pathname, search } = new URL(route.request().url());
          await route.fulfill({ response: await route.fetch({ url: `${SITE_URL}${pathname}${search}` }) });
        });
        await page.goto("/contactus/?request=training&from=training-banner#request-form");
        const form = page.locator("form");
        await expect(form).not.toHaveAttribute("novalidate");
        await form.getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
        expect(await formService.received(), "the browser's own validation stops an empty form").toHaveLength(
          0,
        );
        for (const [name, value] of Object.entries(VALUES))
          await form.getByLabel(labelled(CONTACT_FORM.fields[name].label)).fill(value);
        await form.getByLabel(labelled(CONTACT_FORM.fields.request.label)).selectOption("training");
        await form.getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
        await page.waitForURL((url) => url.pathname === thankYou.path);
        const received = await formService.received();
        expect(received).toHaveLength(1);
        expect(received[0].fields.access_key).toBe(accessKey);
        expect(received[0].fields.request).toBe("training");
        // A static page cannot read its address without a script: the form names its own page.
        expect(received[0].fields.from).toBe("contactus-form");
        expect(received[0].fields.redirect).toBe(new URL(thankYou.path, site.url).href);
        // Our page, in the site's layout, with what happens next and the way back.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.hero.title);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(
          page.getByRole("heading", { level: 2, name: thankYou.sections[0].heading }),
        ).toBeVisible();
        await expect(
          page.getByRole("link", { name: thankYou.sections[1].cards[0].link.label }),
        ).toHaveAttribute("href", "/");
      });

      test("?request=others shows the Other Request field from the server", async ({ page }) => {
        await page.goto("/contactus/?request=others#request-form");
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.otherRequest.label)),
        ).toBeVisible();
      });
    });

    test("?request=others shows the Other Request field before the form's code has loaded, and it follows the choice", async ({
      page,
    }) => {
      await page.goto("/contactus/?request=others#request-form", { waitUntil: "networkidle" });
      const form = page.locator("form");
      const other = form.getByLabel(labelled(CONTACT_FORM.fields.otherRequest.label));
      await expect(form.getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue("others");
      await expect(other).toBeVisible();
      expect(await page.locator("[data-island-ready]").count(), "the form's code has not loaded").toBe(0);
      await form.getByLabel(labelled(CONTACT_FORM.fields.request.label)).selectOption("training");
      await expect(other).toBeHidden();
    });
  },
);
