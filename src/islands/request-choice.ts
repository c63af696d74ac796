/**
 * The request a page's banner button asks for (`/contactus/?request=CSV#request-form`, see
 * src/lib/contact-request.ts), chosen in the contact form as soon as the page runs, before the form's
 * own code has loaded (./loader.ts): when it is one of the form's choices and nothing is chosen yet.
 */
import { fromIn, requestedIn } from "../lib/contact-request";

export const chooseRequest = (doc: Document = document): void => {
  // Where the request started, if the address says so in the site's own shape (the HTML holds the
  // form's own page); the form's code keeps it (src/components/contact-form).
  const from = fromIn(doc.location?.search);
  if (from) {
    for (const input of doc.querySelectorAll<HTMLInputElement>('form input[name="from"]')) input.value = from;
  }
  const requested = requestedIn(doc.location?.search);
  if (!requested) return;
  for (const select of doc.querySelectorAll<HTMLSelectElement>('form select[name="request"]')) {
    const offered = [...select.options].some((option) => option.value === requested);
    if (offered && !select.value) select.value = requested;
  }
};
