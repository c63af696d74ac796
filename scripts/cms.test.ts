/**
 * `npm run cms` refuses, in one line and before starting anything, to run the
 * editor's workflow where publishing could not be one clean commit. Run on a
 * scratch repository holding only the scripts.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/** The script and the module it imports. */
const SCRIPTS = ["cms.mjs", "cms-drafts.mjs"];

let dir: string;
const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });
const cms = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(dir, "scripts/cms.mjs"), ...args], { cwd: dir, encoding: "utf8" });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-refusal-"));
  fs.mkdirSync(path.join(dir, "scripts"));
  fs.mkdirSync(path.join(dir, "data/pages"), { recursive: true });
  for (const script of SCRIPTS)
    fs.copyFileSync(path.join(__dirname, script), path.join(dir, "scripts", script));
  fs.writeFileSync(path.join(dir, "data/pages/training.json"), "{}\n");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const commitAll = () => {
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "start");
};

describe("npm run cms", () => {
  it("refuses to start on uncommitted changes, naming one, and says how to edit without drafts", () => {
    commitAll();
    fs.writeFileSync(path.join(dir, "data/pages/training.json"), '{ "title": "changed" }\n');
    fs.writeFileSync(path.join(dir, "data/pages/new.json"), "{}\n");
    const run = cms();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^Uncommitted changes \(data\/pages\/\S+\.json and 1 more\) are not in the editor's drafts, and publishing could collide with them: commit or stash them first\. \(npm run cms:direct saves straight to the files, without drafts\.\)$/,
      ),
    ]);
  });

  it("refuses outside a git repository", () => {
    const run = cms();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^npm run cms keeps drafts as git branches, and this folder is not a git repository\./,
    );
  });

  it("says how long the start takes before starting anything, longer before Gatsby's first cache", () => {
    // Stand-ins for the two servers: they stop at once, and the editor stops with them.
    fs.mkdirSync(path.join(dir, "node_modules/.bin"), { recursive: true });
    for (const server of ["decap-server", "gatsby"])
      fs.writeFileSync(path.join(dir, "node_modules/.bin", server), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    const firstLine = () => cms("--direct").stdout.split("\n")[0];
    expect(firstLine()).toBe(
      "Starting the site and the editor: about 8 minutes the first time (later starts about 3).",
    );
    fs.mkdirSync(path.join(dir, ".cache"));
    expect(firstLine()).toBe("Starting the site and the editor: about 3 minutes.");
  });

  it("refuses without a branch checked out to publish to", () => {
    commitAll();
    git("checkout", "--quiet", "--detach");
    const run = cms();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^npm run cms needs a branch checked out to publish to/);
  });
});
