/**
 * A stand-in for GitHub's two OAuth endpoints, on 127.0.0.1:<port> (its one
 * argument, PORTS.github of ./ports.ts), for
 * Playwright Test's `webServer`: the sign-in functions (functions/oauth/) of
 * the served site are pointed at it (GITHUB_OAUTH_TEST_ORIGIN). Its
 * authorize page approves at once, as GitHub does for an editor who has
 * approved the app before; its token endpoint checks the client id, secret
 * and code as GitHub does. GET /received lists the requests it was sent.
 */
import fs from "node:fs";
import http from "node:http";

/** The app's id and secret, and the token it grants: shared with the tests (site.ts). */
const {
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  token: TOKEN,
} = JSON.parse(fs.readFileSync(new URL("./github-sign-in.json", import.meta.url), "utf8"));
const PORT = Number(process.argv[2]);
if (!PORT) throw new Error("usage: node github-stand-in.mjs <port>");
const origin = `http://127.0.0.1:${PORT}`;
const CODE = "stand-in-code";

const received = [];

const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
};

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, origin);
  const json = (status, body) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "GET" && url.pathname === "/received") return json(200, received);
  if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
    const query = Object.fromEntries(url.searchParams);
    received.push({ endpoint: "authorize", query });
    if (query.client_id !== CLIENT_ID) return json(404, { error: "unknown client_id" });
    const back = new URL(query.redirect_uri);
    back.searchParams.set("code", CODE);
    back.searchParams.set("state", query.state ?? "");
    response.writeHead(302, { Location: back.href });
    return response.end();
  }
  if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
    const body = JSON.parse((await readBody(request)) || "{}");
    received.push({
      endpoint: "access_token",
      body: { ...body, client_secret: body.client_secret && "(sent)" },
    });
    if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET)
      return json(200, { error: "incorrect_client_credentials" });
    if (body.code !== CODE) return json(200, { error: "bad_verification_code" });
    return json(200, { access_token: TOKEN, token_type: "bearer", scope: "repo" });
  }
  return json(404, { error: `no ${request.method} ${url.pathname}` });
});
server.listen(PORT, "127.0.0.1");

const shutDown = () => server.close(() => process.exit(0));
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
