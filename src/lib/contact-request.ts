/**
 * How a page's next step reaches the contact form: the hero's action links
 * to the form's section on the contact page with `?request=<value>`, and the
 * form starts with that choice selected when it is one of its own.
 */
import { isSamePath } from "./paths";

/** The contact page's route and its form section's id (data/pages/contactus.json; a test checks both). */
export const CONTACT_PATH = "/contactus/";
export const CONTACT_FORM_ID = "request-form";
/**
 * The id of the form's Form 483 part, the address's fragment of a link for a 483 response: the part
 * shows while it is the target, without JavaScript too, and the page's script keeps it open.
 */
export const FORM_483_ID = "form-483";
/** Where the form service sends the browser after a form sent without JavaScript (data/pages/thank-you.json). */
export const THANK_YOU_PATH = "/thank-you/";

/** The query parameter that carries the request to preselect. */
export const REQUEST_PARAM = "request";

/**
 * The request values a hero action may preselect: the form's own choices
 * (data/pages/contactus.json), apart from "others", which asks the visitor to
 * say more. A test checks them against the form.
 */
export const PRESELECTABLE_REQUESTS = ["new audit", "consultation", "DMF filing", "training", "CSV"] as const;

/** The query parameter that names the page and the place of the action a request started from. */
export const FROM_PARAM = "from";

/**
 * What the firm may receive as `from`: lower-case words of letters and digits joined by single
 * hyphens, as fromValue makes them, and no longer than this. Anything else in an address (typed,
 * pasted or planted by a link elsewhere) is refused, so only values of the site's own shape reach
 * the firm's email.
 */
export const FROM_MAX_LENGTH = 80;
export const FROM_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where on a page an action to the form stands. */
export type ActionPlace =
  "banner" | "closing" | "header" | "form" | "aside" | "article" | "urgent" | "lead-times" | "result";

/**
 * The `from` value of an action: the page's route as words, then the place ("/gmpaudits/" and
 * "banner" make "gmpaudits-banner"; the home page is "home"; an article "insights-<slug>").
 */
export const fromValue = (path: string, place: ActionPlace): string => {
  const page =
    path
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "home";
  return `${page}-${place}`.slice(0, FROM_MAX_LENGTH).replace(/-+$/, "");
};

/**
 * What the form sends as `from` when nothing better is known: the form's own page. It is the value
 * in the page's HTML, since a static page cannot read its own address without JavaScript; the form's
 * script puts the address's value in its place (src/islands/request-choice.ts).
 */
export const FORM_FROM = fromValue(CONTACT_PATH, "form");

/**
 * Where an action to the form leads: from the contact page itself, down to its form; from any other
 * page, to the form with the request chosen and, given its place, the page and place it stands
 * (`from`). The link works without JavaScript too: the browser jumps to the form's section, or for a
 * Form 483 response (`form483`) to the form's 483 part, which then shows.
 */
export const contactFormHref = (
  fromPath: string,
  request?: string | null,
  place?: ActionPlace,
  form483 = false,
): string => {
  const target = `#${form483 ? FORM_483_ID : CONTACT_FORM_ID}`;
  if (isSamePath(fromPath, CONTACT_PATH)) return target;
  const params = new URLSearchParams();
  if (request) params.set(REQUEST_PARAM, request);
  if (place) params.set(FROM_PARAM, fromValue(fromPath, place));
  const query = params.toString();
  return `${CONTACT_PATH}${query ? `?${query}` : ""}${target}`;
};

/** The `from` an address names ("?from=gmpaudits-banner"), or null when it has none of the site's shape. */
export const fromIn = (search: string | undefined): string | null => {
  const value = new URLSearchParams(search ?? "").get(FROM_PARAM);
  return value !== null && value.length <= FROM_MAX_LENGTH && FROM_PATTERN.test(value) ? value : null;
};

/** The request a page address asks for ("?request=CSV"), or null. */
export const requestedIn = (search: string | undefined): string | null =>
  new URLSearchParams(search ?? "").get(REQUEST_PARAM);
