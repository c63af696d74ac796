/**
 * What the build decided for the pages (./gatsby-node.ts), read when each page's HTML is written
 * (./gatsby-ssr.tsx): the address of the islands' script, and the routes that keep Gatsby's runtime.
 */
import fs from "fs";
import path from "path";

export type IslandsManifest = {
  /** The module script that runs the header's menus and the reveal, with its content hash. */
  script: string;
  /** Routes whose page runs React in the browser (the contact form): they keep Gatsby's runtime. */
  reactRoutes: string[];
};

export const manifestFile = (projectDir: string) => path.join(projectDir, ".cache", "islands.json");

export const readManifest = (projectDir: string): IslandsManifest | null => {
  const file = manifestFile(projectDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as IslandsManifest) : null;
};
