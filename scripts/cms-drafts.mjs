/**
 * Where `npm run cms` keeps the editor's drafts: a second working copy of the
 * repository (a git worktree inside the .git folder), never the project's own
 * files. decap-server switches branches to save and read each draft; in its own
 * working copy, those switches never reach the files the running site reads, so
 * the site shows what is published and nothing else. Its branch,
 * editor/<branch>, starts at the checked-out commit; publishing merges a draft
 * into it, and `bringIn` then fast-forwards the checked-out branch to it, so the
 * project's files change once, by the published commit.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The folder, inside the repository's .git folder, that holds the drafts' working copy. */
const FOLDER = "cms-drafts";

const run = (cwd, ...args) => spawnSync("git", args, { cwd, encoding: "utf8" });

/** Runs git in `cwd`; throws with git's own message when it fails. */
const git = (cwd, ...args) => {
  const result = run(cwd, ...args);
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/**
 * Makes the drafts' working copy for `branch` (checked out in `root`), replacing one a stopped run
 * left behind. Returns its folder, the branch the editor publishes to, and what keeps the two in step.
 */
export const openDrafts = (root, branch) => {
  const gitDir = path.resolve(root, git(root, "rev-parse", "--git-common-dir"));
  const dir = path.join(gitDir, FOLDER);
  const publishBranch = `editor/${branch}`;
  if (fs.existsSync(dir)) run(root, "worktree", "remove", "--force", dir);
  git(root, "worktree", "prune");
  git(root, "worktree", "add", "--quiet", "--force", "-B", publishBranch, dir, "HEAD");
  let published = git(root, "rev-parse", publishBranch);

  /**
   * When a draft has been published since the last call, fast-forwards the checked-out branch to
   * it (the project's files change then, once). Returns a one-line problem, or null; a problem is
   * returned once, and the branch is then left for whoever runs the project to merge.
   */
  const bringIn = () => {
    const head = run(root, "rev-parse", publishBranch).stdout.trim();
    if (!head || head === published) return null;
    published = head;
    const current = run(root, "symbolic-ref", "--quiet", "--short", "HEAD").stdout.trim();
    if (current !== branch) {
      return `A change was published to ${publishBranch}, but ${branch} is no longer checked out here: merge it with git merge ${publishBranch}.`;
    }
    const merge = run(root, "merge", "--ff-only", "--quiet", publishBranch);
    if (merge.status !== 0) {
      return `A published change could not be brought into ${branch} (${merge.stderr.trim().split("\n")[0]}): merge it with git merge ${publishBranch}.`;
    }
    return null;
  };

  /** Removes the working copy and its branch once everything published has been brought in. */
  const close = () => {
    run(root, "worktree", "remove", "--force", dir);
    run(root, "worktree", "prune");
    if (run(root, "merge-base", "--is-ancestor", publishBranch, branch).status === 0) {
      run(root, "branch", "--quiet", "-D", publishBranch);
    }
  };

  return { dir, publishBranch, bringIn, close };
};
