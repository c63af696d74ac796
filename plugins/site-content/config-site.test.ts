import fs from "fs";
import os from "os";
import path from "path";

import { configSite, SITE_FILE, UNREAD, UNREAD_URL } from "./config-site";

const PROJECT = path.resolve(__dirname, "../..");

const projectWithSite = (text: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "config-site-"));
  fs.mkdirSync(path.join(dir, "data"));
  fs.writeFileSync(path.join(dir, SITE_FILE), text);
  return dir;
};

describe("configSite", () => {
  it("reads the company identity from data/site.json", () => {
    const site = JSON.parse(fs.readFileSync(path.join(PROJECT, SITE_FILE), "utf8"));
    expect(configSite(PROJECT)).toEqual({
      name: site.name,
      shortName: site.shortName,
      tagline: site.tagline,
      url: site.url,
      themeColor: site.themeColor,
      backgroundColor: site.backgroundColor,
    });
  });

  it("gives placeholders instead of throwing when the file is not valid JSON (a URL for the address)", () => {
    const dir = projectWithSite('{ "name": "A", ');
    expect(configSite(dir)).toEqual(expect.objectContaining({ name: UNREAD, url: UNREAD_URL }));
  });

  it("gives a placeholder for a missing or empty field and keeps the others", () => {
    const dir = projectWithSite(JSON.stringify({ name: "  ", shortName: "Short", url: 3 }));
    expect(configSite(dir)).toEqual(
      expect.objectContaining({ name: UNREAD, shortName: "Short", url: UNREAD_URL, tagline: UNREAD }),
    );
  });

  it("gives a site address Gatsby accepts as a URL, so the data check gets to name the problem", () => {
    expect(new URL(UNREAD_URL).protocol).toBe("https:");
  });
});
