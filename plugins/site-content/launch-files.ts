/**
 * The project's files on disk as the launch check reads them (src/lib/launch-check.ts): the
 * command line's check, the build's warning and the tests use it.
 */
import fs from "fs";
import path from "path";

import type { ProjectFiles } from "../../src/lib/launch-check";

export const filesOnDisk = (projectDir: string): ProjectFiles => ({
  read: (file) => {
    const full = path.join(projectDir, file);
    if (!fs.existsSync(full)) return undefined;
    try {
      return JSON.parse(fs.readFileSync(full, "utf8")) as unknown;
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
    }
  },
  list: (folder) => {
    const dir = path.join(projectDir, folder);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [];
  },
});
