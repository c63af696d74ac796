/**
 * Before any test: the served site must be the test build (posting to the
 * stand-in form service) and up to date. tests/support/serve-site.ts builds it
 * when needed before serving; this checks what the site server actually serves.
 */
import { ensureTestBuild } from "./build";
import { FORM_ENDPOINT, SITE_URL } from "./site";
import { parseHtml } from "./static-html";

export default async function globalSetup() {
  await ensureTestBuild();
  const html = await (await fetch(`${SITE_URL}/contactus/`)).text();
  const action = parseHtml(html).querySelector("form")?.getAttribute("action");
  if (action !== FORM_ENDPOINT) {
    throw new Error(`${SITE_URL} serves a build that posts the form to ${action}, not to ${FORM_ENDPOINT}`);
  }
}
