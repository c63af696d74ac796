/**
 * The contact form against the stand-in form service (SPEC §3-5, §7-8). The
 * tests share the one stand-in, so they run one at a time (project
 * form-service) and set their screen themselves.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import {
  CONTACT_FORM,
  DESKTOP,
  FORM_ENDPOINT,
  labelled,
  navigation,
  PHONE,
  readJson,
  site,
  SITE_URL,
} from "../support/site";
import { builtDocument } from "../support/static-html";
import { DRAFT_KEY } from "../../src/components/contact-form/draft";

/** The access key the build under test baked into the form. */
const accessKey = builtDocument("contactus/index.html")
  .querySelector('input[name="access_key"]')
  ?.getAttribute("value");

/** A day `days` after today, as a date field holds it (far enough ahead for any time zone). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const VALUES = {
  name: "Asha Patel",
  email: "asha.patel@pharma.example",
  subject: "Supplier audit in March",
  company: "Example Pharma Ltd",
  // The optional fields the firm calls back with.
  phone: "+91 98765 43210",
  neededBy: daysAhead(60),
  message: "We need an ICH Q7 audit of an API supplier near Ahmedabad.",
};

/** What the service receives of VALUES (by field name, as the form sends them), with what `fill` chooses and ticks. */
const SENT = { ...VALUES, request: "consultation", inspectionExpected: "yes" };

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
  const inspection = form.getByRole("checkbox", { name: CONTACT_FORM.fields.inspectionExpected.label });
  const fill = async () => {
    for (const [name, value] of Object.entries(VALUES)) await field(name).fill(value);
    await field("request").selectOption("consultation");
    await inspection.check();
  };
  const status = form.getByRole("status");
  const submit = form.getByRole("button", { name: CONTACT_FORM.submitLabel });
  return { form, field, fill, status, submit, inspection };
};

const expectKept = async ({ field, inspection }: Awaited<ReturnType<typeof openForm>>) => {
  for (const [name, value] of Object.entries(VALUES)) await expect(field(name), name).toHaveValue(value);
  await expect(field("request")).toHaveValue("consultation");
  await expect(inspection).toBeChecked();
};

test.describe(
  "the contact form against the stand-in service (SPEC §3-5, §7-8)",
  { tag: "@form-service" },
  () => {
    test("the build under test posts to the stand-in on 127.0.0.1", async ({ page }) => {
      await page.goto("/contactus/");
      // Built with GATSBY_FORM_ENDPOINT set to FORM_ENDPOINT (tests/support/build.ts does it).
      await expect(page.locator("form")).toHaveAttribute("action", FORM_ENDPOINT);
      expect(accessKey).toBeTruthy();
    });

    test("success: posts multipart with every field and the access key, says so, clears the form", async ({
      page,
      formService,
    }) => {
      const { field, fill, status, submit, inspection } = await openForm(page);
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
      await expect(inspection).not.toBeChecked();
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
        const opened = await openForm(page);
        const { fill, status, submit } = opened;
        await fill();
        await submit.click();
        await expect(status.getByText(message, { exact: true })).toBeVisible();
        expect(
          logged.some((text) => /form/i.test(text)),
          `logged: ${logged.join(" | ")}`,
        ).toBe(true);
        await expectKept(opened);
        await expect(submit).toHaveAttribute("aria-disabled", "false");
      });
    }

    test("network refused: shows the error, keeps every value, and sends once the service is back", async ({
      page,
      formService,
    }) => {
      await formService.stop();
      const opened = await openForm(page);
      const { fill, status, submit } = opened;
      await fill();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.error, { exact: true })).toBeVisible();
      await expectKept(opened);
      await formService.start();
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.success)).toBeVisible();
      expect(await formService.received()).toHaveLength(1);
    });

    test("the request is kept across a reload and a closed tab, said so beside the form, and gone once sent", async ({
      page,
      context,
      formService,
    }) => {
      const opened = await openForm(page);
      await opened.fill();
      const note = opened.form.getByText(CONTACT_FORM.draft.kept, { exact: false });
      await expect(note).toBeVisible();
      await expect(note.getByRole("button", { name: CONTACT_FORM.draft.clear })).toBeVisible();
      // Back without a touch: the form's code starts as the page loads, since a draft is kept.
      await page.reload({ waitUntil: "networkidle" });
      await expectKept(opened);
      await page.close();
      const again = await openForm(await context.newPage());
      await expectKept(again);
      await again.submit.click();
      await expect(again.status.getByText(CONTACT_FORM.messages.success, { exact: true })).toBeVisible();
      expect((await formService.received())[0].fields).toMatchObject(SENT);
      await again.form.page().reload({ waitUntil: "networkidle" });
      for (const name of Object.keys(VALUES)) await expect(again.field(name), name).toHaveValue("");
      expect(await again.form.page().evaluate(() => Object.keys(window.localStorage))).toEqual([]);
    });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      test(`a failed send at ${viewport.width} × ${viewport.height} offers email, WhatsApp and the phone in view, focused, with the visitor's words`, async ({
        page,
        formService,
      }) => {
        await page.setViewportSize(viewport);
        await formService.answer("failure");
        const opened = await openForm(page);
        const { fill, form, status, submit } = opened;
        await fill();
        await submit.click();
        await expect(status).not.toBeEmpty();
        const failed = form.getByRole("group", { name: CONTACT_FORM.failed.heading });
        await expect(failed).toBeFocused();
        // Whole in the window, and clear of the header that stays at its top.
        await expect(failed).toBeInViewport({ ratio: 0.99 });
        const header = (await page.getByRole("banner").boundingBox())!;
        expect((await failed.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        const href = (name: string) => failed.getByRole("link", { name }).getAttribute("href");
        const email = new URL((await href(CONTACT_FORM.failed.email))!);
        expect(email.pathname).toBe(site.email);
        expect(email.searchParams.get("subject")).toBe(VALUES.subject);
        const chat = new URL((await href(CONTACT_FORM.failed.whatsapp))!);
        for (const words of [email.searchParams.get("body"), chat.searchParams.get("text")]) {
          expect(words).toContain(VALUES.message);
          expect(words).toContain(VALUES.company);
        }
        await expect(failed.getByRole("link", { name: site.phone })).toBeVisible();
        await expectKept(opened);
      });
    }

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
      const { field, status, submit } = await openForm(page);
      await field("name").fill("Asha");
      await field("email").fill("asha@pharma");
      await submit.click();
      await expect(page.locator("#contact-email")).toBeFocused();
      await expect(field("email")).toHaveAttribute("aria-invalid", "true");
      const fieldError = page.getByText(CONTACT_FORM.messages.invalidEmail);
      await expect(fieldError).toBeVisible();
      expect(await formService.received()).toHaveLength(0);
      // The status says that nothing was sent in the field errors' colour, not as small print.
      await expect(status).not.toBeEmpty();
      const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
      expect(await colour(status)).toBe(await colour(fieldError));
    });

    test("the added fields are optional; a Needed by date in the past is refused with its message", async ({
      page,
      formService,
    }) => {
      const { field, fill, status, submit } = await openForm(page);
      await fill();
      await field("neededBy").fill(daysAhead(-2));
      await submit.click();
      await expect(field("neededBy")).toBeFocused();
      await expect(field("neededBy")).toHaveAttribute("aria-invalid", "true");
      await expect(field("neededBy")).toHaveAccessibleDescription(
        new RegExp(CONTACT_FORM.messages.pastDate.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      expect(await formService.received()).toHaveLength(0);
      // Left empty, the optional fields stop nothing and are not sent.
      await field("neededBy").fill("");
      await field("phone").fill("");
      await submit.click();
      await expect(status.getByText(CONTACT_FORM.messages.success, { exact: true })).toBeVisible();
      const [sent] = await formService.received();
      expect(sent.fields).not.toHaveProperty("phone");
      expect(sent.fields).not.toHaveProperty("neededBy");
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
      // The hand-over: what was asked for, when the firm replies, and the phone for what cannot wait.
      const handOver = form.getByRole("group", { name: CONTACT_FORM.sent.heading });
      const training = CONTACT_FORM.requestOptions.find(
        (option: { value: string }) => option.value === "training",
      );
      await expect(handOver.getByText(training.label, { exact: true })).toBeVisible();
      await expect(handOver.getByText(CONTACT_FORM.sent.reply)).toBeVisible();
      await expect(handOver.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute(
        "href",
        `tel:${site.phone.replace(/[^\d+]/g, "")}`,
      );
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("it is a plain form the browser validates and posts to the service, which then shows our thank-you page", async ({
        page,
        formService,
      }) => {
        // The form asks the service to send the browser to the site's own address (data/site.json),
        // which the test's browser cannot reach: the stand-in sends it to the same path on this build.
        const thankYou = readJson("data/pages/thank-you.json");
        await formService.forward(new URL(site.url).origin, SITE_URL);
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
        await form.getByRole("checkbox", { name: CONTACT_FORM.fields.inspectionExpected.label }).check();
        await form.getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
        await page.waitForURL((url) => url.pathname === thankYou.path);
        const received = await formService.received();
        expect(received).toHaveLength(1);
        expect(received[0].fields.access_key).toBe(accessKey);
        expect(received[0].fields.request).toBe("training");
        // The optional fields, drawn by the server, arrive as typed.
        expect(received[0].fields).toMatchObject({
          phone: VALUES.phone,
          neededBy: VALUES.neededBy,
          inspectionExpected: "yes",
        });
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
        const cards = thankYou.sections.find((section: { kind: string }) => section.kind === "cards");
        await expect(page.getByRole("link", { name: cards.cards[0].link.label })).toHaveAttribute(
          "href",
          "/",
        );
        // When the firm replies, and the phone and WhatsApp for what cannot wait that long.
        const urgent = thankYou.sections.find((section: { kind: string }) => section.kind === "urgent");
        const band = page.getByRole("region", { name: urgent.heading });
        await expect(band.getByText(urgent.text)).toBeVisible();
        await expect(band.getByRole("link", { name: labelled(urgent.callLabel) })).toHaveAttribute(
          "href",
          `tel:${site.phone.replace(/[^\d+]/g, "")}`,
        );
        await expect(band.locator("a[href^='https://wa.me/']")).toBeVisible();
        // Not a second request: one has just been sent.
        await expect(band.locator("a[href*='/contactus/']")).toHaveCount(0);
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

// Pinned to one project: each test sets its own screen.
test.describe("Contact Us: what happens after sending, beside the submit button", { tag: "@desktop" }, () => {
  /** The button's and the steps' boxes on Contact Us. */
  const boxes = async (page: Page) => {
    await page.goto("/contactus/");
    const form = page.locator("form");
    const button = await form.getByRole("button", { name: CONTACT_FORM.submitLabel }).boundingBox();
    const next = await form.getByRole("group", { name: CONTACT_FORM.next.heading }).boundingBox();
    if (!button || !next) throw new Error("the button or what happens next is not drawn");
    return { button, next };
  };

  for (const viewport of [DESKTOP, { width: 768, height: 1024 }]) {
    test(`at ${viewport.width} px it stands beside the button, level with it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { button, next } = await boxes(page);
      expect(next.x).toBeGreaterThanOrEqual(button.x + button.width);
      // Side by side: the steps start no lower than the button's foot.
      expect(next.y).toBeLessThan(button.y + button.height);
    });
  }

  test("lists the steps in order, inside the form", async ({ page }) => {
    await page.goto("/contactus/");
    const steps = await page
      .locator("#request-form form")
      .getByRole("group", { name: CONTACT_FORM.next.heading })
      .getByRole("listitem")
      .allTextContents();
    expect(steps.map((step) => step.replace(/\u00a0/g, " "))).toEqual(CONTACT_FORM.next.steps);
  });

  test("on a phone it comes straight under the button", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { button, next } = await boxes(page);
    expect(next.y).toBeGreaterThanOrEqual(button.y + button.height);
    // Under it, not a screen further down: only the privacy link and the (empty) status between.
    expect(next.y - (button.y + button.height)).toBeLessThan(200);
  });
});

test.describe("the WhatsApp link beside the phone number", { tag: "@desktop" }, () => {
  const whatsapp = site.whatsapp as string | undefined;

  test("is in the contact card and the closing band, named with the number, leading to wa.me; none without a number", async ({
    page,
  }) => {
    await page.goto("/contactus/");
    if (!whatsapp) {
      // data/site.json gives no WhatsApp number: no page offers one.
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
      return;
    }
    const name = `${navigation.whatsappLabel} ${whatsapp}`;
    const links = page.getByRole("link", { name, exact: true });
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", `https://wa.me/${whatsapp.replace(/\D/g, "")}`);
    await page.goto("/training/");
    const closing = page.getByRole("link", { name, exact: true });
    await expect(closing).toHaveCount(1);
    await expect(closing).toBeVisible();
  });
});

test.describe("a draft the browser kept that the form could not have written", { tag: "@desktop" }, () => {
  const today = new Date().toISOString().slice(0, 10);
  const hostile = '<img src=x onerror="window.hostileRan = true">';
  /** What localStorage held, and what of it the form may show: only text it could have held itself. */
  const CORRUPT: [string, string, Record<string, string>][] = [
    ["no JSON", '{"on":"' + today + '","values":{"name":"Asha', {}],
    ["a list", JSON.stringify(["Asha Patel", "asha@pharma.example"]), {}],
    [
      "values of other types, a choice the form does not offer, markup",
      JSON.stringify({
        on: today,
        values: { name: { first: "Asha" }, email: 42, request: "javascript:alert(1)", subject: hostile },
      }),
      { subject: hostile },
    ],
    [
      "a key of the object's prototype and a message past the form's limit",
      `{"on":"${today}","values":{"__proto__":{"name":"Mallory"},"message":"${"x".repeat(6000)}"}}`,
      {},
    ],
    ["a draft left months ago", JSON.stringify({ on: "2026-01-05", values: { name: "Asha Patel" } }), {}],
  ];

  test("five corrupt drafts are ignored without an error; markup stays text", async ({ page, problems }) => {
    await page.goto("/contactus/", { waitUntil: "networkidle" });
    const form = page.locator("form");
    const field = (name: string) => form.getByLabel(labelled(CONTACT_FORM.fields[name].label));
    for (const [what, stored, shown] of CORRUPT) {
      await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [DRAFT_KEY, stored]);
      await page.reload({ waitUntil: "networkidle" });
      // The form's code started for it as the page loaded, and found nothing it could use.
      await expect(form.getByText(CONTACT_FORM.draft.kept, { exact: false }), what).toBeVisible();
      for (const name of ["name", "email", "subject", "request", "message"]) {
        await expect(field(name), `${what}: ${name}`).toHaveValue(shown[name] ?? "");
      }
      expect(await page.evaluate(() => "hostileRan" in window), what).toBe(false);
      await expect(form.locator("img")).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
});
