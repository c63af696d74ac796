/** Types of ./cms-drafts.mjs, for the TypeScript that imports it (its unit tests). */
export type Drafts = {
  /** The drafts' working copy, inside the repository's .git folder. */
  dir: string;
  /** The branch the editor publishes to: editor/<the checked-out branch>. */
  publishBranch: string;
  /** Fast-forwards the checked-out branch to what was published since the last call; a one-line problem, or null. */
  bringIn: () => string | null;
  /** Removes the working copy, and its branch once everything on it has been brought in. */
  close: () => void;
};

export declare const openDrafts: (root: string, branch: string) => Drafts;
