/**
 * @jest-environment node
 */
// `wrangler pages dev` (the browser tests' server) answers every request through a front worker that
// forwards it to the site's worker over pooled connections. A forward can fail when a pooled connection
// closes as it is reused; wrangler 4.86 then stopped the whole server with an empty "✘ [ERROR]", and
// every later test failed. patches/wrangler+4.86.0.patch makes such a failure the request's alone. It also
// compares the worker's address for the request's own path: in 4.86 only "/" matched, and a failed forward
// of any other page waited, unanswered, for the next request to come in.
import { ProxyWorker } from "wrangler/wrangler-dist/ProxyWorker.js";

const SECRET = "proxy-controller-secret";
const LOST = new Error("Network connection lost.");

/** The front worker as wrangler runs it, told where the site's worker listens; `reports` is what it tells wrangler. */
const startFrontWorker = () => {
  const reports: unknown[] = [];
  const env = {
    PROXY_CONTROLLER_AUTH_SECRET: SECRET,
    PROXY_CONTROLLER: {
      fetch: async (_url: string, init: { body: string }) => reports.push(JSON.parse(init.body)),
    },
  };
  const state = { getWebSockets: () => [], acceptWebSocket: () => undefined };
  const worker = new ProxyWorker(state, env);
  worker.fetch({
    url: "http://127.0.0.1:8788/",
    headers: new Headers({ Authorization: SECRET }),
    cf: {
      hostMetadata: {
        type: "play",
        proxyData: {
          userWorkerUrl: { protocol: "http:", hostname: "127.0.0.1", port: "40123" },
          headers: {},
        },
      },
    },
  });
  return { worker, reports };
};

/** The site's worker: each forward gets the next of `outcomes` (an error is a failed connection). */
const siteWorker = (...outcomes: (Error | string)[]) =>
  jest.spyOn(globalThis, "fetch").mockImplementation(async () => {
    const outcome = outcomes.shift();
    if (outcome === undefined || outcome instanceof Error) throw outcome ?? LOST;
    return new Response(outcome, { headers: { "Content-Type": "text/plain" } });
  });

beforeAll(() => {
  // workerd's Headers has getAll (the front worker uses it for Set-Cookie); Node's has not.
  Object.assign(Headers.prototype, {
    getAll(this: Headers, name: string) {
      return name.toLowerCase() === "set-cookie" ? this.getSetCookie() : [this.get(name)];
    },
  });
});

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("a page whose forward fails three times in a row is sent again and served, and wrangler is told of no error", async () => {
  const { worker, reports } = startFrontWorker();
  const forwards = siteWorker(LOST, LOST, LOST, "the page");

  const response = await worker.fetch(new Request("http://127.0.0.1:8788/aboutus/"));

  expect(response.status).toBe(200);
  expect(await response.text()).toBe("the page");
  expect(forwards).toHaveBeenCalledTimes(4);
  expect(reports).toEqual([]);
});

test("a page whose forward fails every time is answered 502 after 3 more tries, and the server goes on to answer the next", async () => {
  const { worker, reports } = startFrontWorker();
  const forwards = siteWorker(LOST, LOST, LOST, LOST, "the next page");

  const failed = await worker.fetch(new Request("http://127.0.0.1:8788/aboutus/"));
  expect(failed.status).toBe(502);
  expect(await failed.text()).toContain("Network connection lost.");
  expect(forwards).toHaveBeenCalledTimes(4);

  const next = await worker.fetch(new Request("http://127.0.0.1:8788/training/"));
  expect(next.status).toBe(200);
  expect(reports).toEqual([]);
});

test("a POST whose forward fails is answered 502 and not sent again (its body may have been read)", async () => {
  const { worker, reports } = startFrontWorker();
  const forwards = siteWorker(LOST, "must not be reached");

  const response = await worker.fetch(
    new Request("http://127.0.0.1:8788/oauth/callback", { method: "POST", body: "form" }),
  );

  expect(response.status).toBe(502);
  expect(forwards).toHaveBeenCalledTimes(1);
  expect(reports).toEqual([]);
});
