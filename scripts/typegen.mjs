/**
 * `npm run typegen`: writes src/gatsby-types.d.ts, the TypeScript types of the
 * GraphQL schema and of every named query, without building the site. It runs
 * Gatsby's bootstrap (the data check, sourcing, the schema, the queries) and
 * Gatsby's own type writer, as `gatsby build` does at its end. `npm run
 * typecheck` runs it first when the file is missing, as in a fresh clone
 * (`--if-missing`); run it after changing the model or a query.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const directory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const TYPES_FILE = "src/gatsby-types.d.ts";
if (process.argv.includes("--if-missing") && fs.existsSync(path.join(directory, TYPES_FILE))) process.exit(0);

process.env.GATSBY_TELEMETRY_DISABLED = "1";
process.env.gatsby_executing_command = "build";
process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const { bootstrap } = require("gatsby/dist/bootstrap");
const { store } = require("gatsby/dist/redux");
const { writeTypeScriptTypes } = require("gatsby/dist/utils/graphql-typegen/ts-codegen");

const program = {
  directory,
  sitePackageJson: require(path.join(directory, "package.json")),
  browserslist: [">0.25%", "not dead"],
  command: "build",
};
const { workerPool } = await bootstrap({ program });
const { schema, definitions, config } = store.getState();
await writeTypeScriptTypes(directory, schema, definitions, config.graphqlTypegen);
await Promise.all(workerPool?.end?.() ?? []);
console.log(`Wrote ${config.graphqlTypegen.typesOutputPath}`);
process.exit(0);
