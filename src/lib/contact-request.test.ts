import { loadContactFormText, loadRawPage, pageSlugs } from "../test-utils/page-fixtures";
import {
  CONTACT_FORM_ID,
  CONTACT_PATH,
  contactFormHref,
  FORM_FROM,
  FROM_MAX_LENGTH,
  fromIn,
  fromValue,
  PRESELECTABLE_REQUESTS,
  requestedIn,
  THANK_YOU_PATH,
} from "./contact-request";

describe("hero actions lead to the contact form", () => {
  it("to the form's section on the contact page, with the request in the address", () => {
    expect(contactFormHref("/gmpaudits/", "new audit")).toBe("/contactus/?request=new+audit#request-form");
    expect(contactFormHref("/regulatoryaffairs/", "DMF filing")).toBe(
      "/contactus/?request=DMF+filing#request-form",
    );
    expect(contactFormHref("/", null)).toBe("/contactus/#request-form");
  });

  it("on the contact page itself, down to the form", () => {
    expect(contactFormHref("/contactus/", "CSV")).toBe("#request-form");
    expect(contactFormHref("/contactus", null)).toBe("#request-form");
  });

  it("for a Form 483 response, to the form's 483 part, on the contact page too", () => {
    expect(contactFormHref("/", "consultation", "urgent", true)).toBe(
      "/contactus/?request=consultation&from=home-urgent#form-483",
    );
    expect(contactFormHref("/contactus/", "consultation", "urgent", true)).toBe("#form-483");
  });

  it("reads the request back from the address", () => {
    expect(requestedIn(new URL(`https://x.example${contactFormHref("/", "DMF filing")}`).search)).toBe(
      "DMF filing",
    );
    expect(requestedIn("?request=new%20audit")).toBe("new audit");
    expect(requestedIn("")).toBeNull();
    expect(requestedIn(undefined)).toBeNull();
  });

  it("names the contact page and form section that data/pages/contactus.json has", () => {
    const contact = loadRawPage("contactus");
    expect(contact.path).toBe(CONTACT_PATH);
    expect(contact.sections.find((section) => section.kind === "form")?.id).toBe(CONTACT_FORM_ID);
  });

  it("only preselects the form's own choices", () => {
    const values = loadContactFormText().requestOptions.map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining([...PRESELECTABLE_REQUESTS]));
    expect(PRESELECTABLE_REQUESTS).not.toContain("others");
  });

  it("every page offers a next step in a few words, but the 404, the thank-you page and the form's own", () => {
    const pages = pageSlugs().map((slug) => [slug, loadRawPage(slug).hero.action] as const);
    const without = ["404", "thank-you", "contactus"];
    expect(
      pages.filter(([slug, action]) => !without.includes(slug) && !action).map(([slug]) => slug),
    ).toEqual([]);
    // The form is on the contact page's first screen: no button down to it.
    expect(loadRawPage("contactus").hero.action).toBeUndefined();
    for (const [, action] of pages) {
      if (action) expect(action.label.split(" ").length).toBeLessThanOrEqual(5);
    }
  });
});

describe("where a request started (from)", () => {
  it("is built from the page's route and the place of the action", () => {
    expect(fromValue("/gmpaudits/", "banner")).toBe("gmpaudits-banner");
    expect(fromValue("/", "closing")).toBe("home-closing");
    expect(fromValue("/insights/revised-schedule-m/", "closing")).toBe("insights-revised-schedule-m-closing");
    expect(fromValue("/Training", "header")).toBe("training-header");
    expect(FORM_FROM).toBe("contactus-form");
  });

  it("rides in the address beside the request, to the form's section", () => {
    expect(contactFormHref("/gmpaudits/", "new audit", "banner")).toBe(
      "/contactus/?request=new+audit&from=gmpaudits-banner#request-form",
    );
    expect(contactFormHref("/insights/", null, "closing")).toBe(
      "/contactus/?from=insights-closing#request-form",
    );
    // On the contact page the action only moves down to the form, which already knows its page.
    expect(contactFormHref("/contactus/", "CSV", "closing")).toBe("#request-form");
  });

  it("is read back from the address when it has the site's shape", () => {
    const href = contactFormHref("/regulatoryaffairs/", "DMF filing", "closing");
    expect(fromIn(new URL(`https://x.example${href}`).search)).toBe("regulatoryaffairs-closing");
    for (const path of pageSlugs().map((slug) => loadRawPage(slug).path)) {
      for (const place of ["banner", "closing", "header"] as const) {
        expect(fromIn(`?from=${fromValue(path, place)}`)).toBe(fromValue(path, place));
      }
    }
  });

  it("refuses a hostile or malformed value", () => {
    for (const hostile of [
      "<script>alert(1)</script>",
      "gmpaudits-banner\r\nBcc: x@y.example",
      "https://evil.example/",
      "GMPAUDITS-BANNER",
      "gmpaudits banner",
      "-gmpaudits",
      "gmpaudits--banner",
      "",
      "a".repeat(FROM_MAX_LENGTH + 1),
    ]) {
      expect(fromIn(`?${new URLSearchParams({ from: hostile }).toString()}`)).toBeNull();
    }
    expect(fromIn("?from=a&from=b")).toBe("a");
    expect(fromIn("")).toBeNull();
    expect(fromIn(undefined)).toBeNull();
  });

  it("the thank-you page the form service sends a browser to is a page of data/pages/, hidden from search", () => {
    const page = loadRawPage("thank-you");
    expect(page.path).toBe(THANK_YOU_PATH);
    expect(page.noindex).toBe(true);
  });
});
