/**
 * `npm run cms`: edit the site's content in the browser on this machine.
 * Starts `gatsby develop` (the site and the editor at /admin/) and Decap's
 * local file server (decap-server, which writes the editor's changes straight
 * to the files under data/ and src/images/, on 127.0.0.1 only), waits until
 * both answer, and prints the editor's address. Ctrl+C stops both.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

/** The editor looks for decap-server here (src/cms/index.tsx). */
export const FILE_SERVER = "http://127.0.0.1:8081/api/v1";
export const SITE = "http://localhost:8000";
const STARTUP_LIMIT_MS = 10 * 60 * 1000;

const children = [];
const start = (name, command, args, env) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the editor.`);
      stop(1);
    }
  });
  children.push(child);
};

/** How long a stopped server may take to finish before it is killed. */
const STOP_LIMIT_MS = 10_000;

/** Stops a server and everything it started; resolves once it has exited. */
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        resolve(); // Already gone.
      }
    };
    const timer = setTimeout(() => kill("SIGKILL"), STOP_LIMIT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    kill("SIGTERM");
  });

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Waits for the servers, so none is still writing into the project when this command ends.
  await Promise.all(children.map(stopChild));
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const answers = async (check) => {
  try {
    return await check();
  } catch {
    return false;
  }
};

const fileServerAnswers = () =>
  answers(async () => {
    const response = await fetch(FILE_SERVER, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  });

const editorAnswers = () =>
  answers(async () => {
    const response = await fetch(`${SITE}/admin/cms.js`);
    return response.ok;
  });

start("decap-server", bin("decap-server"), [], {
  MODE: "fs",
  BIND_HOST: "127.0.0.1",
  PORT: new URL(FILE_SERVER).port,
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: "warn",
});
start("gatsby develop", bin("gatsby"), ["develop", "--host", "localhost", "--port", new URL(SITE).port]);

const startedAt = Date.now();
while (!((await fileServerAnswers()) && (await editorAnswers()))) {
  if (Date.now() - startedAt > STARTUP_LIMIT_MS) {
    console.error("The site or the file server did not answer within 10 minutes; stopping.");
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log(
  `\nThe content editor is ready: ${SITE}/admin/\nChanges are saved to the files under data/. Ctrl+C stops it.\n`,
);
