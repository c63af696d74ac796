/**
 * The company identity gatsby-config.ts hands to plugins (manifest, sitemap),
 * read from data/site.json as it is. gatsby-config.ts only reads: the check
 * of every data file is this plugin's first step (gatsby-node.ts onPreInit).
 * Gatsby validates every plugin's options before any plugin runs, so a value
 * it cannot read here (a syntax error, a missing or empty field) is given a
 * placeholder that lets Gatsby reach that check, which then stops the build
 * naming the file and field. Nothing is ever built with a placeholder.
 */
import fs from "fs";
import path from "path";

export const SITE_FILE = "data/site.json";

const CONFIG_FIELDS = ["name", "shortName", "tagline", "url", "themeColor", "backgroundColor"] as const;

/** The fields of data/site.json that gatsby-config.ts uses. */
export type ConfigSite = Record<(typeof CONFIG_FIELDS)[number], string>;

/** Stands in for a value that could not be read; the data check stops the build before it is used. */
export const UNREAD = "(unreadable: see the data check)";
/** The same for the site's address, which Gatsby checks is a URL (.invalid is a reserved name). */
export const UNREAD_URL = "https://unreadable.invalid/";

const readJson = (file: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const configSite = (projectDir: string): ConfigSite => {
  const site = readJson(path.join(projectDir, SITE_FILE));
  const text = (field: (typeof CONFIG_FIELDS)[number]) => {
    const value = site[field];
    if (typeof value === "string" && value.trim() !== "") return value;
    return field === "url" ? UNREAD_URL : UNREAD;
  };
  return Object.fromEntries(CONFIG_FIELDS.map((field) => [field, text(field)])) as ConfigSite;
};
