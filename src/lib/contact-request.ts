/**
 * How a page's next step reaches the contact form: the hero's action links
 * to the form's section on the contact page with `?request=<value>`, and the
 * form starts with that choice selected when it is one of its own.
 */
import { isSamePath } from "./paths";

/** The contact page's route and its form section's id (data/pages/contactus.json; a test checks both). */
export const CONTACT_PATH = "/contactus/";
export const CONTACT_FORM_ID = "request-form";

/** The query parameter that carries the request to preselect. */
export const REQUEST_PARAM = "request";

/**
 * The request values a hero action may preselect: the form's own choices
 * (data/pages/contactus.json), apart from "others", which asks the visitor to
 * say more. A test checks them against the form.
 */
export const PRESELECTABLE_REQUESTS = ["new audit", "consultation", "DMF filing", "training", "CSV"] as const;

/**
 * Where a hero action leads: from the contact page itself, down to its form;
 * from any other page, to the form with the request chosen. The link works
 * without JavaScript too: the browser jumps to the form's section.
 */
export const contactFormHref = (fromPath: string, request?: string | null): string => {
  if (isSamePath(fromPath, CONTACT_PATH)) return `#${CONTACT_FORM_ID}`;
  const query = request ? `?${new URLSearchParams({ [REQUEST_PARAM]: request }).toString()}` : "";
  return `${CONTACT_PATH}${query}#${CONTACT_FORM_ID}`;
};

/** The request a page address asks for ("?request=CSV"), or null. */
export const requestedIn = (search: string | undefined): string | null =>
  new URLSearchParams(search ?? "").get(REQUEST_PARAM);
