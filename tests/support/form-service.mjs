/**
 * A stand-in for the form service (Web3Forms' contract, see README): accepts a
 * multipart POST, records what it received, and answers as the running test
 * asks. Listens on 127.0.0.1 only. Like the service, it answers a script that
 * asks for JSON with JSON, and a browser's own form post that succeeds by
 * sending the browser on to the form's `redirect` field (303), or to a page of
 * its own when the form names none. A redirect to the site's public address can
 * be forwarded to the same path on the local build (`forward`), which the
 * test's browser reaches where it cannot reach the public one.
 */
import http from "node:http";

/** The answers the stand-in can give. */
export const SCENARIOS = {
  success: { status: 200, json: { success: true, message: "Email sent successfully!" } },
  refused: { status: 400, json: { success: false, message: "Access key is invalid or expired." } },
  failure: { status: 200, json: { success: false, message: "Submission blocked: please try again later." } },
  "server-error": { status: 500, json: { success: false, message: "Internal server error, please retry." } },
  html: { status: 502, html: "<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>" },
};

/** What the service shows a browser whose form named no page to go on to. */
export const SERVICE_OWN_PAGE = "<!doctype html><title>Success</title><h1>Form submitted successfully</h1>";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Accept, Content-Type",
};

/**
 * @param {{ port: number }} options
 */
export const startFormService = ({ port }) =>
  new Promise((resolve, reject) => {
    /** @type {{ scenario: keyof typeof SCENARIOS, delayMs: number, received: object[], forward: { from: string, to: string } | null }} */
    const state = { scenario: "success", delayMs: 0, received: [], forward: null };
    /** The `redirect` field, sent to the local build when it names the forwarded origin. */
    const onTo = (redirect) => {
      if (!state.forward || !redirect.startsWith(`${state.forward.from}/`)) return redirect;
      return state.forward.to + redirect.slice(state.forward.from.length);
    };
    const server = http.createServer(async (request, response) => {
      if (request.method === "OPTIONS") {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      if (request.method !== "POST") {
        response.writeHead(404, CORS);
        response.end();
        return;
      }
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      let fields = {};
      try {
        const parsed = await new Request("http://stand-in/", {
          method: "POST",
          headers: { "content-type": request.headers["content-type"] ?? "" },
          body,
        }).formData();
        fields = Object.fromEntries(parsed.entries());
      } catch (error) {
        fields = { parseError: String(error) };
      }
      state.received.push({
        method: request.method,
        path: request.url,
        contentType: request.headers["content-type"] ?? "",
        fields,
      });
      const answer = SCENARIOS[state.scenario];
      if (state.delayMs) await new Promise((done) => setTimeout(done, state.delayMs));
      const posted = !(request.headers.accept ?? "").includes("application/json");
      if (posted && answer.json?.success) {
        const redirect = typeof fields.redirect === "string" ? fields.redirect : "";
        if (/^https?:\/\//.test(redirect)) {
          response.writeHead(303, { ...CORS, Location: onTo(redirect) });
          response.end();
        } else {
          response.writeHead(200, { ...CORS, "Content-Type": "text/html" });
          response.end(SERVICE_OWN_PAGE);
        }
      } else if (answer.html) {
        response.writeHead(answer.status, { ...CORS, "Content-Type": "text/html" });
        response.end(answer.html);
      } else {
        response.writeHead(answer.status, { ...CORS, "Content-Type": "application/json" });
        response.end(JSON.stringify(answer.json));
      }
    });
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        /** @param {keyof typeof SCENARIOS} scenario */
        answer: (scenario, { delayMs = 0 } = {}) => {
          state.scenario = scenario;
          state.delayMs = delayMs;
        },
        received: state.received,
        /** Sends a redirect to `from` (an origin) on to the same path at `to`. */
        forward: (from, to) => {
          state.forward = { from, to };
        },
        reset: () => {
          state.scenario = "success";
          state.delayMs = 0;
          state.received.length = 0;
          state.forward = null;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
