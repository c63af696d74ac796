import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, beforeEach, describe, it } from "node:test";

import { startFormService } from "../lib/form-service.mjs";
import { newLocalContext } from "../lib/browser.mjs";
import { useSite } from "../lib/harness.mjs";
import { DESKTOP, PHONE, PUBLIC_DIR } from "../lib/site.mjs";

const harness = useSite();

/** The build under test posts to the endpoint baked into it; it must be the stand-in on 127.0.0.1. */
const builtForm = () => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, "contactus/index.html"), "utf8");
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  const key = html.match(/name="access_key" value="([^"]+)"/)?.[1];
  return { endpoint: new URL(action), accessKey: key, html };
};

const { endpoint, accessKey } = builtForm();
let service;

before(async () => {
  assert.equal(
    endpoint.hostname,
    "127.0.0.1",
    `the build posts to ${endpoint}; build with GATSBY_FORM_ENDPOINT=http://127.0.0.1:9911/submit (npm test does)`,
  );
  service = await startFormService({ port: Number(endpoint.port) });
});
after(() => service?.close());
beforeEach(() => service.reset());

const VALUES = {
  Name: "Asha Patel",
  Email: "asha.patel@pharma.example",
  Subject: "Supplier audit in March",
  Company: "Example Pharma Ltd",
  Message: "We need an ICH Q7 audit of an API supplier near Ahmedabad.",
};

const openForm = async (options = { viewport: DESKTOP }) => {
  const opened = await harness.open("/contactus/", options);
  const form = opened.page.locator("form");
  const field = (label) => form.getByLabel(new RegExp(`^${label}`));
  const fill = async () => {
    for (const [label, value] of Object.entries(VALUES)) await field(label).fill(value);
    await field("Request").selectOption("consultation");
  };
  const status = form.getByRole("status");
  const submit = form.getByRole("button", { name: "Submit" });
  return { ...opened, form, field, fill, status, submit };
};

const expectKept = async (field) => {
  for (const [label, value] of Object.entries(VALUES))
    assert.equal(await field(label).inputValue(), value, label);
  assert.equal(await field("Request").inputValue(), "consultation");
};

describe("the contact form against the stand-in service (SPEC §3-5, §7-8)", () => {
  it("success: posts multipart with every field and the access key, says so, clears the form", async () => {
    const { page, context, field, fill, status, submit } = await openForm();
    try {
      await fill();
      await submit.click();
      await status.getByText("Form Submitted Successfully", { exact: true }).waitFor();
      assert.equal(service.received.length, 1);
      const [sent] = service.received;
      assert.equal(sent.method, "POST");
      assert.match(sent.contentType, /^multipart\/form-data; boundary=/);
      assert.deepEqual(sent.fields, {
        access_key: accessKey,
        name: VALUES.Name,
        email: VALUES.Email,
        subject: VALUES.Subject,
        request: "consultation",
        company: VALUES.Company,
        message: VALUES.Message,
      });
      for (const label of Object.keys(VALUES)) assert.equal(await field(label).inputValue(), "", label);
      assert.equal(await field("Request").inputValue(), "");
      assert.equal(await page.evaluate(() => document.activeElement.tagName), "BUTTON");
    } finally {
      await context.close();
    }
  });

  it("sends Other Request only while 'others' is chosen", async () => {
    const { context, field, fill, status, submit } = await openForm({ viewport: PHONE });
    try {
      await fill();
      await field("Request").selectOption("others");
      await field("Other Request").fill("Cleaning validation review");
      await submit.click();
      await status.getByText("Form Submitted Successfully").waitFor();
      assert.equal(service.received[0].fields.otherRequest, "Cleaning validation review");
      assert.equal(service.received[0].fields.request, "others");
    } finally {
      await context.close();
    }
  });

  for (const [scenario, message] of [
    ["refused", "Access key is invalid or expired."],
    ["failure", "Submission blocked: please try again later."],
    ["server-error", "Internal server error, please retry."],
    ["html", "An error occurred while submitting the form."],
  ]) {
    it(`service answers ${scenario}: shows "${message}", logs it, keeps every value`, async () => {
      service.answer(scenario);
      const { page, context, field, fill, status, submit } = await openForm();
      const logged = [];
      page.on("console", (entry) => entry.type() === "error" && logged.push(entry.text()));
      try {
        await fill();
        await submit.click();
        await status.getByText(message, { exact: true }).waitFor();
        assert.ok(
          logged.some((text) => /form/i.test(text)),
          `logged: ${logged.join(" | ")}`,
        );
        await expectKept(field);
        assert.equal(await submit.getAttribute("aria-disabled"), "false");
      } finally {
        await context.close();
      }
    });
  }

  it("network refused: shows the error, keeps every value, and sends once the service is back", async () => {
    await service.close();
    const { context, field, fill, status, submit } = await openForm();
    try {
      await fill();
      await submit.click();
      await status.getByText("An error occurred while submitting the form.", { exact: true }).waitFor();
      await expectKept(field);
      service = await startFormService({ port: Number(endpoint.port) });
      await submit.click();
      await status.getByText("Form Submitted Successfully").waitFor();
      assert.equal(service.received.length, 1);
    } finally {
      await context.close();
    }
  });

  it("slow answer: shows Sending...., disables the button, sends once however often it is clicked", async () => {
    service.answer("success", { delayMs: 1500 });
    const { context, fill, status, submit } = await openForm();
    try {
      await fill();
      await submit.click();
      await status.getByText("Sending....", { exact: true }).waitFor();
      assert.equal(await submit.getAttribute("aria-disabled"), "true");
      // Playwright waits for an aria-disabled button to be enabled before it clicks; force clicks it
      // while the request is under way, as a visitor can. (Waiting, the clicks fell after the send, on
      // the emptied form, whose failed submit now says so in the status.)
      await submit.click({ force: true });
      await submit.dblclick({ force: true });
      await status.getByText("Form Submitted Successfully").waitFor({ timeout: 5000 });
      assert.equal(service.received.length, 1);
    } finally {
      await context.close();
    }
  });

  it("invalid input: sends nothing, marks the fields and focuses the first one", async () => {
    const { page, context, field, submit } = await openForm();
    try {
      await field("Name").fill("Asha");
      await field("Email").fill("asha@pharma");
      await submit.click();
      assert.equal(await page.evaluate(() => document.activeElement.id), "contact-email");
      assert.equal(await field("Email").getAttribute("aria-invalid"), "true");
      assert.ok(await page.getByText("Please enter a valid email address").isVisible());
      assert.equal(service.received.length, 0);
    } finally {
      await context.close();
    }
  });

  it("without JavaScript it is a plain form the browser validates and posts to the service", async () => {
    const context = await newLocalContext(harness.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${harness.url}/contactus/`);
      const form = page.locator("form");
      assert.equal(await form.getAttribute("novalidate"), null);
      await form.getByRole("button", { name: "Submit" }).click();
      assert.equal(service.received.length, 0, "the browser's own validation stops an empty form");
      for (const [label, value] of Object.entries(VALUES))
        await form.getByLabel(new RegExp(`^${label}`)).fill(value);
      await form.getByLabel(/^Request/).selectOption("training");
      await form.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL(`${endpoint}`);
      assert.equal(service.received.length, 1);
      assert.equal(service.received[0].fields.access_key, accessKey);
      assert.equal(service.received[0].fields.request, "training");
    } finally {
      await context.close();
    }
  });
});
