/**
 * @jest-environment node
 *
 * The drafts' working copy of `npm run cms` (./cms-drafts.mjs), on a scratch
 * repository, with git doing what decap-server does there: a draft saved on a
 * branch of its own never touches the project's files; a published one reaches
 * them as its one commit; what cannot be brought in is said once and kept.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import { openDrafts } from "./cms-drafts.mjs";

const PAGE = "data/pages/training.json";
const PICTURE = "src/images/hero/new.jpg";

let root: string;
let drafts: ReturnType<typeof openDrafts> | undefined;

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], {
    cwd,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout.trim();
};
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** What decap-server does to save a draft: switch to its branch, write, commit, switch back. */
const saveDraft = (dir: string, publishBranch: string) => {
  git(dir, "checkout", "--quiet", "-b", "cms/pages/training");
  write(dir, PAGE, '{ "title": "Training Programmes" }\n');
  write(dir, PICTURE, "a picture");
  git(dir, "add", ".");
  git(dir, "commit", "--quiet", "-m", "Update Page “training”");
  git(dir, "checkout", "--quiet", publishBranch);
};
/** What it does to publish one: merge the draft's branch into the branch it was given, then delete the draft's. */
const publish = (dir: string) => {
  git(dir, "merge", "--quiet", "cms/pages/training");
  git(dir, "branch", "--quiet", "-D", "cms/pages/training");
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-drafts-"));
  git(root, "init", "--quiet", "--initial-branch=main");
  write(root, PAGE, '{ "title": "Training" }\n');
  git(root, "add", "--all");
  git(root, "commit", "--quiet", "-m", "The site as it is");
});
afterEach(() => {
  drafts?.close();
  drafts = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the drafts' working copy", () => {
  it("keeps a saved draft away from the project's files, and brings a published one in as its commit", () => {
    drafts = openDrafts(root, "main");
    expect(drafts.publishBranch).toBe("editor/main");
    expect(drafts.dir.startsWith(path.join(root, ".git"))).toBe(true);
    const start = git(root, "rev-parse", "main");
    saveDraft(drafts.dir, drafts.publishBranch);
    expect(drafts.bringIn()).toBeNull();
    expect(read(root, PAGE)).toBe('{ "title": "Training" }\n');
    expect(fs.existsSync(path.join(root, PICTURE))).toBe(false);
    expect(git(root, "status", "--porcelain")).toBe("");
    expect(git(root, "rev-parse", "main")).toBe(start);

    publish(drafts.dir);
    expect(drafts.bringIn()).toBeNull();
    expect(read(root, PAGE)).toBe('{ "title": "Training Programmes" }\n');
    expect(read(root, PICTURE)).toBe("a picture");
    expect(git(root, "status", "--porcelain")).toBe("");
    expect(git(root, "log", "--format=%s|%an", `${start}..main`)).toBe("Update Page “training”|Editor");

    drafts.close();
    drafts = undefined;
    expect(git(root, "worktree", "list").split("\n")).toHaveLength(1);
    expect(git(root, "branch", "--list", "editor/*")).toBe("");
  });

  it("says once, naming the branch to merge, when a published change collides with an edit here, and keeps it", () => {
    drafts = openDrafts(root, "main");
    saveDraft(drafts.dir, drafts.publishBranch);
    publish(drafts.dir);
    write(root, PAGE, '{ "title": "Edited here" }\n');
    expect(drafts.bringIn()).toMatch(
      /^A published change could not be brought into main \(.+\): merge it with git merge editor\/main\.$/,
    );
    expect(drafts.bringIn()).toBeNull();
    expect(read(root, PAGE)).toBe('{ "title": "Edited here" }\n');
    drafts.close();
    drafts = undefined;
    expect(git(root, "branch", "--list", "editor/main")).toContain("editor/main");
  });

  it("starts afresh from the checked-out commit when a stopped run left its copy behind", () => {
    const left = openDrafts(root, "main");
    saveDraft(left.dir, left.publishBranch);
    publish(left.dir);
    // Stopped without bringing the change in or closing; the next run starts from main as it is.
    drafts = openDrafts(root, "main");
    expect(git(root, "rev-parse", "editor/main")).toBe(git(root, "rev-parse", "main"));
    expect(read(drafts.dir, PAGE)).toBe('{ "title": "Training" }\n');
    expect(git(root, "worktree", "list").split("\n")).toHaveLength(2);
  });
});
