import { chooseRequest } from "./request-choice";

/** The contact page at `address`, holding the request choice and the hidden `from` field as the build writes them. */
const pageAt = (address: string) => {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = `<form><select name="request"><option value="">Please choose</option>
    <option value="CSV">CSV</option><option value="others">Others</option></select>
    <input type="hidden" name="from" value="contactus-form"></form>`;
  return document;
};

afterEach(() => window.history.replaceState(null, "", "/"));

const fromIn = (doc: Document) => doc.querySelector<HTMLInputElement>('input[name="from"]')!.value;
const requestIn = (doc: Document) => doc.querySelector("select")!.value;

describe("the page's script, before the form's code, takes the address's request and where it started", () => {
  it("chooses the request and puts the page and place in the hidden field", () => {
    const doc = pageAt("/contactus/?request=CSV&from=computersystemvalidations-banner");
    chooseRequest(doc);
    expect(requestIn(doc)).toBe("CSV");
    expect(fromIn(doc)).toBe("computersystemvalidations-banner");
  });

  it("keeps the form's own page when the address's value has not the site's shape", () => {
    const doc = pageAt("/contactus/?from=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    chooseRequest(doc);
    expect(fromIn(doc)).toBe("contactus-form");
    expect(requestIn(doc)).toBe("");
  });
});

describe("a link for a Form 483 response", () => {
  /** The contact page at `address` with the form's 483 part, as the build writes it. */
  const pageWith483 = (address: string, subject = "") => {
    window.history.replaceState(null, "", address);
    document.body.innerHTML = `<form><fieldset id="form-483" data-subject="FDA Form 483 response"
      data-request="consultation"></fieldset><input name="subject" value="${subject}">
      <select name="request"><option value="">Please choose</option>
      <option value="consultation">Consultation</option><option value="CSV">CSV</option></select></form>`;
    return document;
  };
  const part = (doc: Document) => doc.getElementById("form-483")!;
  const subject = (doc: Document) => doc.querySelector<HTMLInputElement>('input[name="subject"]')!.value;

  it("opens the 483 part for good and fills in its subject and request", () => {
    const doc = pageWith483("/contactus/?from=home-urgent#form-483");
    chooseRequest(doc);
    expect(part(doc)).toHaveAttribute("data-open");
    expect(subject(doc)).toBe("FDA Form 483 response");
    expect(requestIn(doc)).toBe("consultation");
  });

  it("leaves what the visitor or the link already gave", () => {
    const doc = pageWith483("/contactus/?request=CSV#form-483", "Our own subject");
    chooseRequest(doc);
    expect(subject(doc)).toBe("Our own subject");
    expect(requestIn(doc)).toBe("CSV");
  });

  it("opens nothing on the way to the form itself, and opens the part when a link to it is followed", () => {
    const doc = pageWith483("/contactus/#request-form");
    chooseRequest(doc);
    expect(part(doc)).not.toHaveAttribute("data-open");
    expect(subject(doc)).toBe("");
    window.location.hash = "form-483";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(part(doc)).toHaveAttribute("data-open");
  });
});
