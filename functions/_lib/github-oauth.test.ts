/**
 * @jest-environment node
 */
// The host runs these functions with the Fetch API's Request and Response, as Node 20 has them.
import { callback, githubOrigin, login, type OAuthEnv } from "./github-oauth";

const SITE = "https://gmp.example";
const ENV: OAuthEnv = { GITHUB_CLIENT_ID: "client-id-1", GITHUB_CLIENT_SECRET: "secret-never-shown" };
const TOKEN = "gho_token-from-github";

const get = (path: string, cookie?: string) =>
  new Request(new URL(path, SITE), { headers: cookie ? { Cookie: cookie } : {} });

/** Starts a sign-in and returns GitHub's authorize address and the state cookie set with it. */
const startSignIn = (path = "/oauth/login?provider=github&site_id=gmp.example&scope=repo") => {
  const answer = login(get(path), ENV);
  const setCookie = answer.headers.get("Set-Cookie") ?? "";
  return { answer, authorize: new URL(answer.headers.get("Location") ?? ""), setCookie };
};

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

/** A stand-in for GitHub's token endpoint that records what it was sent. */
const tokenEndpoint = (answer: () => Response | Promise<Response>) => {
  const calls: { url: string; body: Record<string, string> }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
};

const granted = () =>
  tokenEndpoint(() => Response.json({ access_token: TOKEN, token_type: "bearer", scope: "repo" }));

/** Everything a response shows: status line, headers and body. */
const everything = async (answer: Response) =>
  [
    answer.status,
    ...[...answer.headers].map(([name, value]) => `${name}: ${value}`),
    await answer.text(),
  ].join("\n");

describe("the login route", () => {
  test("sends the browser to GitHub's authorize page with the client id, the scope and a state", () => {
    const { answer, authorize } = startSignIn();
    expect(answer.status).toBe(302);
    expect(authorize.origin + authorize.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(authorize.searchParams.get("client_id")).toBe("client-id-1");
    expect(authorize.searchParams.get("scope")).toBe("repo");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${SITE}/oauth/callback`);
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  test("keeps the state in a Secure, HttpOnly, SameSite=Lax cookie, new for every sign-in", () => {
    const first = startSignIn();
    const second = startSignIn();
    expect(first.setCookie).toMatch(/; Secure/);
    expect(first.setCookie).toMatch(/; HttpOnly/);
    expect(first.setCookie).toMatch(/; SameSite=Lax/);
    expect(cookieOf(first.setCookie)).toBe(`decap_oauth_state=${first.authorize.searchParams.get("state")}`);
    expect(first.authorize.searchParams.get("state")).not.toBe(second.authorize.searchParams.get("state"));
  });

  test("asks for public repositories only when the editor does, and never for more than the repository", () => {
    expect(startSignIn("/oauth/login?scope=public_repo").authorize.searchParams.get("scope")).toBe(
      "public_repo",
    );
    expect(startSignIn("/oauth/login?scope=admin:org").authorize.searchParams.get("scope")).toBe("repo");
    expect(startSignIn("/oauth/login").authorize.searchParams.get("scope")).toBe("repo");
  });

  test("is never cached", () => {
    expect(startSignIn().answer.headers.get("Cache-Control")).toBe("no-store");
  });

  test("without a client id or secret, says sign-in is not set up, as a page", async () => {
    const answer = login(get("/oauth/login"), { GITHUB_CLIENT_ID: "client-id-1" });
    expect(answer.status).toBe(500);
    expect(answer.headers.get("Location")).toBeNull();
    expect(await answer.text()).toMatch(/Sign-in is not set up on this site/);
  });
});

describe("the callback route", () => {
  test("exchanges the code with the secret and hands the token to the editor's window at this origin", async () => {
    const { authorize, setCookie } = startSignIn();
    const state = authorize.searchParams.get("state");
    const github = granted();
    const answer = await callback(
      get(`/oauth/callback?code=code-7&state=${state}`, cookieOf(setCookie)),
      ENV,
      github.fetcher,
    );
    expect(answer.status).toBe(200);
    expect(github.calls).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: {
          client_id: "client-id-1",
          client_secret: "secret-never-shown",
          code: "code-7",
          redirect_uri: `${SITE}/oauth/callback`,
        },
      },
    ]);
    const html = await answer.text();
    // Decap's hand-over: "authorizing:github" to the opener, then the token once the opener answers.
    expect(html).toContain('window.opener.postMessage("authorizing:github", origin)');
    expect(html).toContain('var origin = "https://gmp.example"');
    expect(html).toContain(
      `authorization:github:success:{\\"token\\":\\"${TOKEN}\\",\\"provider\\":\\"github\\"}`,
    );
    expect(html).toMatch(/event\.origin !== origin/);
    // The page allows only its own script (by nonce) and forgets the state.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(answer.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^decap_oauth_state=; Path=\/oauth\/; Max-Age=0/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  test.each([
    ["no state cookie", (state: string) => [`/oauth/callback?code=c&state=${state}`, undefined]],
    ["no state in the address", () => ["/oauth/callback?code=c", "decap_oauth_state=abc"]],
    [
      "a different state",
      (state: string) => [`/oauth/callback?code=c&state=${state}x`, `decap_oauth_state=${state}`],
    ],
    [
      "a different state of the same length",
      (state: string) => [
        `/oauth/callback?code=c&state=${state.slice(0, -1)}t`,
        `decap_oauth_state=${state}`,
      ],
    ],
  ])("refuses %s, without asking GitHub for a token", async (_case, request) => {
    const github = granted();
    const [path, cookie] = request("s".repeat(43)) as [string, string | undefined];
    const answer = await callback(get(path, cookie), ENV, github.fetcher);
    expect(answer.status).toBe(400);
    expect(github.calls).toEqual([]);
    const html = await answer.text();
    expect(html).toMatch(/<h1>This sign-in could not be checked<\/h1>/);
    expect(html).not.toMatch(/<script/);
  });

  test("says so when the editor declined access on GitHub", async () => {
    const { authorize, setCookie } = startSignIn();
    const github = granted();
    const answer = await callback(
      get(
        `/oauth/callback?error=access_denied&state=${authorize.searchParams.get("state")}`,
        cookieOf(setCookie),
      ),
      ENV,
      github.fetcher,
    );
    expect(answer.status).toBe(403);
    expect(await answer.text()).toMatch(/<h1>Sign-in cancelled<\/h1>/);
    expect(github.calls).toEqual([]);
  });

  test("says GitHub ended the sign-in, in its own words: nothing the address holds reaches the page", async () => {
    const answer = await callback(
      get("/oauth/callback?error=%3Cimg%20src%3Dx%3E%20Call%20this%20number"),
      ENV,
      granted().fetcher,
    );
    expect(answer.status).toBe(502);
    const html = await answer.text();
    expect(html).toContain("<h1>GitHub did not sign you in</h1>");
    expect(html).not.toMatch(/img|Call this number/);
  });

  test.each([
    ["GitHub cannot be reached", () => Promise.reject(new TypeError("fetch failed"))],
    ["GitHub answers with an error status", () => new Response("busy", { status: 503 })],
    ["GitHub refuses the code", () => Response.json({ error: "bad_verification_code" })],
    ["GitHub answers something other than JSON", () => new Response("<html>")],
  ])("when %s, shows a short page and no token", async (_case, answer) => {
    const { authorize, setCookie } = startSignIn();
    const github = tokenEndpoint(answer);
    const page = await callback(
      get(`/oauth/callback?code=c&state=${authorize.searchParams.get("state")}`, cookieOf(setCookie)),
      ENV,
      github.fetcher,
    );
    expect(page.status).toBe(502);
    const html = await page.text();
    expect(html).toMatch(/<h1>GitHub did not complete the sign-in<\/h1>/);
    expect(html).not.toMatch(/<script|authorization:github|Error|at \w+ \(/);
  });

  test("no answer of either route ever shows the client secret", async () => {
    const { answer, authorize, setCookie } = startSignIn();
    const state = authorize.searchParams.get("state");
    const answers = [
      answer,
      await callback(
        get(`/oauth/callback?code=c&state=${state}`, cookieOf(setCookie)),
        ENV,
        granted().fetcher,
      ),
      await callback(
        get(`/oauth/callback?code=c&state=${state}`, cookieOf(setCookie)),
        ENV,
        tokenEndpoint(() => Response.json({ error: "x" })).fetcher,
      ),
      await callback(get("/oauth/callback?code=c&state=other"), ENV, granted().fetcher),
      await callback(get("/oauth/callback?error=access_denied"), ENV, granted().fetcher),
    ];
    for (const each of answers) expect(await everything(each)).not.toContain("secret-never-shown");
  });
});

describe("where GitHub is", () => {
  const onThisMachine = new URL("http://127.0.0.1:8788/oauth/login");

  test("is github.com unless a test on this machine names a stand-in on this machine", () => {
    expect(githubOrigin({}, onThisMachine)).toBe("https://github.com");
    const standIn = { GITHUB_OAUTH_TEST_ORIGIN: "http://127.0.0.1:9913" };
    expect(githubOrigin(standIn, onThisMachine)).toBe("http://127.0.0.1:9913");
    expect(githubOrigin({ GITHUB_OAUTH_TEST_ORIGIN: "http://localhost:9913/x" }, onThisMachine)).toBe(
      "http://localhost:9913",
    );
    for (const elsewhere of [
      "https://evil.example",
      "http://10.0.0.1:80",
      "https://127.0.0.1",
      "not an address",
    ])
      expect(githubOrigin({ GITHUB_OAUTH_TEST_ORIGIN: elsewhere }, onThisMachine)).toBe("https://github.com");
  });

  test("is github.com on the live site even when the host has the test's setting", () => {
    const standIn = { GITHUB_OAUTH_TEST_ORIGIN: "http://127.0.0.1:9913" };
    expect(githubOrigin(standIn, new URL(SITE))).toBe("https://github.com");
    const { authorize } = (() => {
      const answer = login(get("/oauth/login"), { ...ENV, ...standIn });
      return { authorize: new URL(answer.headers.get("Location") ?? "") };
    })();
    expect(authorize.origin).toBe("https://github.com");
  });
});
