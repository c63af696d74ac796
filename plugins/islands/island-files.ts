/**
 * The files each island's script may load, as webpack built them: its entry's scripts, in the order
 * to load them, and every chunk they may load later (the form's checks, `import("./schema")`). Read
 * from the compilation itself (webpack's chunk groups), and kept outside public/ for the clean-up after
 * the build (plugins/cdn-deploy) and the tests: no page names the later chunks, only webpack's runtime.
 */
import fs from "fs";
import path from "path";

import type { IslandName } from "../../src/islands/island";

export type IslandFiles = Partial<Record<IslandName, { load: string[]; later: string[] }>>;

/** Where the build keeps the record, in the project's folder. */
export const ISLAND_FILES = path.join(".cache", "islands", "island-files.json");

/** The record of the last build in `root`; throws when there is none. */
export const readIslandFiles = (root: string): IslandFiles => {
  const file = path.join(root, ISLAND_FILES);
  if (!fs.existsSync(file)) throw new Error(`${ISLAND_FILES} is missing: the islands' files are unknown`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as IslandFiles;
};

/** What webpack (5) offers of a compilation here: named chunk groups, their chunks and children. */
type ChunkGroup = { chunks: { files: Iterable<string> }[]; getChildren: () => ChunkGroup[] };
type Compilation = { namedChunkGroups: { get: (name: string) => ChunkGroup | undefined } };
type Compiler = {
  hooks: { afterEmit: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
};

const filesOf = (group: ChunkGroup) =>
  group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith(".map"));

/** Every file of the chunk groups `group` may load later, and of theirs. */
const laterFilesOf = (group: ChunkGroup, seen = new Set<ChunkGroup>()): string[] =>
  group.getChildren().flatMap((child) => {
    if (seen.has(child)) return [];
    seen.add(child);
    return [...filesOf(child), ...laterFilesOf(child, seen)];
  });

/** A webpack plugin handing `record` each island's files once the browser's compile is written. */
export const islandFilesPlugin = (
  entries: Record<IslandName, string>,
  record: (files: IslandFiles) => void,
) => ({
  apply: (compiler: Compiler) =>
    compiler.hooks.afterEmit.tap("IslandFiles", (compilation) => {
      // Another compile of the same settings (the content editor's) builds no island.
      if (Object.values(entries).every((entry) => !compilation.namedChunkGroups.get(entry))) return;
      const files: IslandFiles = {};
      for (const [island, entry] of Object.entries(entries) as [IslandName, string][]) {
        const group = compilation.namedChunkGroups.get(entry);
        if (!group)
          throw new Error(`plugins/islands: webpack built no entry ${entry} for the ${island} island`);
        const load = filesOf(group);
        files[island] = {
          load: load.filter((file) => file.endsWith(".js")).map((file) => `/${file}`),
          later: [...new Set(laterFilesOf(group))]
            .filter((file) => !load.includes(file))
            .map((file) => `/${file}`),
        };
      }
      record(files);
    }),
});
