/**
 * The stand-in form service as a process of its own, for Playwright Test's
 * `webServer`: the service on 127.0.0.1:<service port> (the endpoint the test
 * build bakes in) and, on 127.0.0.1:<control port>, a control port the tests use
 * to choose its answer, read what it received, and stop and start it (a service
 * that is down refuses the connection, as a real one would). The two ports are
 * its arguments (PORTS.form and PORTS.formControl of ./ports.ts).
 *
 *   POST /answer {"scenario": "refused", "delayMs": 0}   GET /received
 *   POST /forward {"from": "https://site.example", "to": "http://127.0.0.1:9000"}
 *   POST /reset    POST /stop    POST /start
 */
import http from "node:http";

import { SCENARIOS, startFormService } from "./form-service.mjs";

const [SERVICE_PORT, CONTROL_PORT] = process.argv.slice(2, 4).map(Number);
if (!SERVICE_PORT || !CONTROL_PORT)
  throw new Error("usage: node form-stand-in.mjs <service port> <control port>");

let service = await startFormService({ port: SERVICE_PORT });
let settings = { scenario: "success", delayMs: 0, forward: null };

const readJson = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
};

const control = http.createServer(async (request, response) => {
  const reply = (status, body) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const route = `${request.method} ${request.url}`;
  if (route === "GET /received") return reply(200, service ? service.received : []);
  if (route === "POST /answer") {
    const { scenario, delayMs = 0 } = await readJson(request);
    if (!(scenario in SCENARIOS)) return reply(400, { error: `unknown scenario ${scenario}` });
    settings = { scenario, delayMs };
    service?.answer(scenario, { delayMs });
    return reply(200, settings);
  }
  if (route === "POST /forward") {
    const { from, to } = await readJson(request);
    settings = { ...settings, forward: { from, to } };
    service?.forward(from, to);
    return reply(200, settings);
  }
  if (route === "POST /reset") {
    settings = { scenario: "success", delayMs: 0, forward: null };
    service?.reset();
    return reply(200, settings);
  }
  if (route === "POST /stop") {
    await service?.close();
    service = null;
    return reply(200, { running: false });
  }
  if (route === "POST /start") {
    service ??= await startFormService({ port: SERVICE_PORT });
    service.answer(settings.scenario, { delayMs: settings.delayMs });
    if (settings.forward) service.forward(settings.forward.from, settings.forward.to);
    return reply(200, { running: true });
  }
  return reply(404, { error: `no ${route}` });
});
control.listen(CONTROL_PORT, "127.0.0.1");

const shutDown = async () => {
  control.close();
  await service?.close();
  process.exit(0);
};
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
