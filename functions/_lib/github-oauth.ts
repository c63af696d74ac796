/**
 * Signing in to the content editor with GitHub on Cloudflare Pages: the OAuth
 * handshake Decap CMS's GitHub backend expects from the service its
 * `base_url` and `auth_endpoint` name (src/cms/backend.json), run by the host
 * beside the site as Pages Functions (functions/oauth/login.ts and
 * callback.ts). The client id and secret come from the host's environment,
 * never from the repository or the built files.
 *
 * 1. /oauth/login (opened by the editor in a small window) sends the browser
 *    to GitHub's authorize page with a random `state`, which it also keeps in
 *    a cookie only this site can read.
 * 2. GitHub sends the browser back to /oauth/callback with a code and the
 *    state. The callback refuses a missing or different state, exchanges the
 *    code (with the secret) for a token, and answers with a page that hands
 *    the token to the editor's window, and only to a window of this origin.
 *
 * Every failure is a short page saying what happened, never a stack trace.
 */

import { inlineJson } from "../../src/lib/inline-json";

/** The host's environment (Cloudflare Pages: Settings → Variables and Secrets). */
export type OAuthEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /**
   * For tests only: a stand-in for github.com on this machine. It is heeded
   * only when the site itself is served from this machine and the address is
   * http://127.0.0.1 or http://localhost, so a stray value on the host can
   * never send a code or the secret elsewhere, nor break sign-in.
   */
  GITHUB_OAUTH_TEST_ORIGIN?: string;
};

export const CALLBACK_PATH = "/oauth/callback";
const STATE_COOKIE = "decap_oauth_state";
/** How long a sign-in may take from the login route to the callback. */
const STATE_LIFETIME_S = 600;
const EXCHANGE_TIMEOUT_MS = 10_000;
/** What Decap asks for: full access to the repository (a private one needs it) or to public ones only. */
const SCOPES = ["repo", "public_repo"];
const DEFAULT_SCOPE = "repo";

const LOOPBACK = ["127.0.0.1", "localhost"];

/** Where GitHub's OAuth pages are for a request to `site`: github.com, or a test's stand-in on this machine. */
export const githubOrigin = (env: OAuthEnv, site: URL): string => {
  const candidate = env.GITHUB_OAUTH_TEST_ORIGIN;
  if (candidate && LOOPBACK.includes(site.hostname)) {
    try {
      const url = new URL(candidate);
      if (url.protocol === "http:" && LOOPBACK.includes(url.hostname)) return url.origin;
    } catch {
      // Not an address: ignored like any other.
    }
  }
  return "https://github.com";
};

/** Headers every answer carries: never cached, never framed, no address leaked to another site. */
const COMMON_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] as string,
  );

const randomToken = (bytes: number) => {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** Compares in time that does not depend on where the two differ. */
const sameText = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
};

const cookie = (request: Request, name: string): string | undefined =>
  (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/oauth/; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=Lax`;

/** A small page of its own: one heading, one or two sentences, and (only on success) the hand-over script. */
const page = ({
  status,
  title,
  message,
  script,
  headers = {},
}: {
  status: number;
  title: string;
  message: string;
  script?: string;
  headers?: Record<string, string>;
}) => {
  const nonce = randomToken(16);
  const html = [
    "<!doctype html>",
    '<html lang="en-GB">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="none">',
    `<title>${escapeHtml(title)}</title>`,
    `<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#1a2b33}h1{font-size:1.25rem}</style>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p id="message">${escapeHtml(message)}</p>`,
    script ? `<script nonce="${nonce}">${script}</script>` : "",
  ].join("\n");
  return new Response(html, {
    status,
    headers: {
      ...COMMON_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
      ...headers,
    },
  });
};

const AGAIN = "Close this window and choose “Login with GitHub” in the editor again.";

/** An answer that ends the sign-in and forgets its state. */
const failure = (status: number, title: string, message: string) =>
  page({ status, title, message, headers: { "Set-Cookie": stateCookie("", 0) } });

const notConfigured = () =>
  failure(
    500,
    "Sign-in is not set up on this site",
    "The site's host has no GitHub OAuth app configured (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET). Ask whoever looks after the website.",
  );

/** GET /oauth/login: off to GitHub's authorize page, with a fresh state kept in a cookie. */
export const login = (request: Request, env: OAuthEnv): Response => {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notConfigured();
  const url = new URL(request.url);
  const asked = url.searchParams.get("scope") ?? DEFAULT_SCOPE;
  const state = randomToken(32);
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env, url));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
    scope: SCOPES.includes(asked) ? asked : DEFAULT_SCOPE,
    state,
    allow_signup: "false",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...COMMON_HEADERS,
      Location: authorize.href,
      "Set-Cookie": stateCookie(state, STATE_LIFETIME_S),
    },
  });
};

type TokenAnswer = { access_token?: unknown; error?: unknown };

/** Trades GitHub's code for a token; undefined when GitHub cannot be reached or refuses. */
const exchange = async (
  {
    code,
    redirectUri,
    clientId,
    clientSecret,
    github,
  }: Record<"code" | "redirectUri" | "clientId" | "clientSecret" | "github", string>,
  fetcher: typeof fetch,
): Promise<string | undefined> => {
  try {
    const answer = await fetcher(new URL("/login/oauth/access_token", github).href, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "User-Agent": "site-editor-sign-in",
      },
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    if (!answer.ok) return undefined;
    const body = (await answer.json()) as TokenAnswer;
    return typeof body.access_token === "string" && body.access_token ? body.access_token : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The hand-over, in Decap's words: tell the opener "authorizing:github", wait
 * for it to answer from this origin, then send it the token, addressed to this
 * origin only (a window of any other site that opened this one gets nothing).
 */
const handOverScript = (origin: string, message: string) => `(function () {
  var origin = ${inlineJson(origin)};
  var say = function (text) { document.getElementById("message").textContent = text; };
  if (!window.opener) { say("This window was not opened by the editor. Open the editor at /admin/ and sign in there."); return; }
  window.addEventListener("message", function answer(event) {
    if (event.origin !== origin || event.source !== window.opener) return;
    window.removeEventListener("message", answer);
    window.opener.postMessage(${inlineJson(message)}, origin);
    say("Signed in. This window closes by itself; if it does not, close it.");
  });
  window.opener.postMessage("authorizing:github", origin);
})();`;

/** GET /oauth/callback: check the state, trade the code for a token, hand it to the editor. */
export const callback = async (
  request: Request,
  env: OAuthEnv,
  fetcher: typeof fetch = fetch,
): Promise<Response> => {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notConfigured();
  const url = new URL(request.url);
  const params = url.searchParams;
  const error = params.get("error");
  if (error === "access_denied")
    return failure(
      403,
      "Sign-in cancelled",
      `GitHub says access was not granted, so the editor cannot save. ${AGAIN}`,
    );
  // Other codes are GitHub's to name; the page says none of the address's text, which anyone can write.
  if (error)
    return failure(502, "GitHub did not sign you in", `GitHub ended the sign-in with an error. ${AGAIN}`);
  const expected = cookie(request, STATE_COOKIE);
  const state = params.get("state");
  if (!expected || !state || !sameText(state, expected))
    return failure(
      400,
      "This sign-in could not be checked",
      `It was started in another window or browser, or more than ten minutes ago. ${AGAIN}`,
    );
  const code = params.get("code");
  if (!code) return failure(400, "GitHub sent no sign-in code", AGAIN);
  const token = await exchange(
    {
      code,
      redirectUri: new URL(CALLBACK_PATH, url.origin).href,
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      github: githubOrigin(env, url),
    },
    fetcher,
  );
  if (!token)
    return failure(
      502,
      "GitHub did not complete the sign-in",
      `GitHub could not be reached or refused the sign-in code. ${AGAIN}`,
    );
  const message = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
  return page({
    status: 200,
    title: "Signing in to the editor",
    message: "Handing your sign-in to the editor…",
    script: handOverScript(url.origin, message),
    headers: { "Set-Cookie": stateCookie("", 0) },
  });
};
