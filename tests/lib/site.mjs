/** What the browser tests expect, read from the same data files the site is built from. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

export const site = readJson("data/site.json");
export const navigation = readJson("data/navigation.json");

const ALL_PAGES = fs
  .readdirSync(path.join(ROOT, "data/pages"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => readJson(`data/pages/${file}`));

/** The site's routes (the eight of SPEC §2), with their data from data/pages/*.json. */
export const PAGES = ALL_PAGES.filter((page) => !page.noindex);

/** The page shown for an unknown address (data/pages/404.json). */
export const NOT_FOUND = ALL_PAGES.find((page) => page.path === "/404/");

export const pageAt = (route) => PAGES.find((page) => page.path === route);

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
