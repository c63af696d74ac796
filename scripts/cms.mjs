/**
 * `npm run cms`: edit the site's content in the browser on this machine, with
 * the same change control as on the live site. Starts `gatsby develop` (the
 * site and the editor at /admin/) and Decap's local server (decap-server, on
 * 127.0.0.1 only) in git mode: each change is a draft on its own local branch
 * (cms/<collection>/<entry>), moved through Draft, In review and Ready on the
 * editor's Workflow board, and publishing merges it into the branch checked
 * out here as one commit. decap-server works in a working copy of its own
 * (./cms-drafts.mjs), so saving a draft never touches the files the site is
 * built from. Refuses to start on uncommitted changes, which the first
 * published change would sweep in or collide with.
 *
 * `npm run cms:direct` (`--direct`): no workflow; every save is written
 * straight to the files under data/ and src/images/, for developers.
 *
 * Waits until both servers answer and prints the editor's address. Ctrl+C stops both.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { openDrafts } from "./cms-drafts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

/** The editor looks for decap-server here (src/cms/index.tsx). */
export const FILE_SERVER = "http://127.0.0.1:8081/api/v1";
export const SITE = "http://localhost:8000";
const STARTUP_LIMIT_MS = 10 * 60 * 1000;
/**
 * How long the start takes, said before it, so that webpack's minutes read as waiting, not as failing:
 * measured on two busy cores, 2 min 48 s with Gatsby's cache (.cache/) and 7 min 40 s without it.
 */
const STARTUP_MINUTES = { cached: 3, first: 8 };
const direct = process.argv.includes("--direct");

const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });

/** The branch published changes go to, or a one-line reason why the workflow cannot run here. */
const workflowBranch = () => {
  const branch = git("symbolic-ref", "--quiet", "--short", "HEAD");
  if (branch.error || git("rev-parse", "--show-toplevel").status !== 0) {
    return { refused: "npm run cms keeps drafts as git branches, and this folder is not a git repository." };
  }
  if (branch.status !== 0)
    return { refused: "npm run cms needs a branch checked out to publish to (git switch main)." };
  // "XY path" per changed file; untracked files count too (a published file of the same name would collide).
  const changes = git("status", "--porcelain").stdout.split("\n").filter(Boolean);
  if (changes.length > 0) {
    const more = changes.length > 1 ? ` and ${changes.length - 1} more` : "";
    return {
      refused: `Uncommitted changes (${changes[0].slice(3)}${more}) are not in the editor's drafts, and publishing could collide with them: commit or stash them first.`,
    };
  }
  return { branch: branch.stdout.trim() };
};

const workflow = direct ? null : workflowBranch();
if (workflow?.refused) {
  console.error(`${workflow.refused} (npm run cms:direct saves straight to the files, without drafts.)`);
  process.exit(1);
}

const cached = fs.existsSync(path.join(root, ".cache"));
console.log(
  cached
    ? `Starting the site and the editor: about ${STARTUP_MINUTES.cached} minutes.`
    : `Starting the site and the editor: about ${STARTUP_MINUTES.first} minutes the first time (later starts about ${STARTUP_MINUTES.cached}).`,
);

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

const drafts = workflow ? openDrafts(root, workflow.branch) : null;
/** Brings each published change into the checked-out branch, a moment after it is published. */
const bringingIn = drafts
  ? setInterval(() => {
      const problem = drafts.bringIn();
      if (problem) console.error(problem);
    }, 500)
  : undefined;

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Waits for the servers, so none is still writing into the project when this command ends.
  await Promise.all(children.map(stopChild));
  clearInterval(bringingIn);
  if (drafts) {
    const problem = drafts.bringIn();
    if (problem) console.error(problem);
    drafts.close();
  }
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
  MODE: direct ? "fs" : "git",
  BIND_HOST: "127.0.0.1",
  PORT: new URL(FILE_SERVER).port,
  GIT_REPO_DIRECTORY: drafts?.dir ?? root,
  LOG_LEVEL: "warn",
});
// The editor sends decap-server the branch to publish to (src/cms/index.tsx). No src/gatsby-types.d.ts:
// develop would rewrite it, an uncommitted change that the next `npm run cms` would refuse to start on.
start("gatsby develop", bin("gatsby"), ["develop", "--host", "localhost", "--port", new URL(SITE).port], {
  GATSBY_CMS_LOCAL_BRANCH: drafts?.publishBranch ?? "",
  SKIP_GATSBY_TYPES: "1",
});

const startedAt = Date.now();
while (!((await fileServerAnswers()) && (await editorAnswers()))) {
  if (Date.now() - startedAt > STARTUP_LIMIT_MS) {
    console.error("The site or the file server did not answer within 10 minutes; stopping.");
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const saving = workflow
  ? `Each change is a draft until it is published from the Workflow tab; publishing commits it to ${workflow.branch}.`
  : "Changes are saved to the files under data/ and src/images/.";
console.log(`\nThe content editor is ready: ${SITE}/admin/\n${saving} Ctrl+C stops it.\n`);
