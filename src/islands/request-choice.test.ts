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
