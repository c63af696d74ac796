/**
 * The request a page's banner button asks for (`/contactus/?request=CSV#request-form`, see
 * src/lib/contact-request.ts), chosen in the contact form as soon as the page runs, before the form's
 * own code has loaded (./loader.ts): when it is one of the form's choices and nothing is chosen yet.
 * A link for a Form 483 response (`#form-483`) also opens the form's 483 part for good (the fragment
 * alone shows it only while it is the target) and fills in its subject and request where empty.
 */
import { FORM_483_ID, fromIn, requestedIn } from "../lib/contact-request";
import { FORM_483_OPEN, FORM_483_REQUEST, FORM_483_SUBJECT } from "./attributes";

/** Puts `value` in the field while it is empty. */
const fillEmpty = (field: HTMLInputElement | HTMLSelectElement | null, value: string | null) => {
  if (!field || field.value || !value) return;
  if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value))
    return;
  field.value = value;
};

/** Opens the form's Form 483 part when the address leads to it. */
export const openForm483 = (doc: Document = document): void => {
  if (doc.location?.hash !== `#${FORM_483_ID}`) return;
  const part = doc.getElementById(FORM_483_ID);
  const form = part?.closest("form");
  if (!part || !form) return;
  part.setAttribute(FORM_483_OPEN, "");
  fillEmpty(
    form.querySelector<HTMLInputElement>('input[name="subject"]'),
    part.getAttribute(FORM_483_SUBJECT),
  );
  fillEmpty(
    form.querySelector<HTMLSelectElement>('select[name="request"]'),
    part.getAttribute(FORM_483_REQUEST),
  );
};

export const chooseRequest = (doc: Document = document): void => {
  // Where the request started, if the address says so in the site's own shape (the HTML holds the
  // form's own page); the form's code keeps it (src/components/contact-form).
  const from = fromIn(doc.location?.search);
  if (from) {
    for (const input of doc.querySelectorAll<HTMLInputElement>('form input[name="from"]')) input.value = from;
  }
  const requested = requestedIn(doc.location?.search);
  if (requested) {
    for (const select of doc.querySelectorAll<HTMLSelectElement>('form select[name="request"]')) {
      const offered = [...select.options].some((option) => option.value === requested);
      if (offered && !select.value) select.value = requested;
    }
  }
  openForm483(doc);
  doc.defaultView?.addEventListener("hashchange", () => openForm483(doc));
};
