import fs from "fs";
import os from "os";
import path from "path";

import { editorOrigins, removeEditorSourceMaps } from "./editor-files";

describe("the editor's part of the build", () => {
  it("talks to the git host's API and the sign-in service, by origin", () => {
    expect(editorOrigins({ base_url: "https://auth.example.org/path" })).toEqual([
      "https://api.github.com",
      "https://auth.example.org",
    ]);
    expect(editorOrigins({ api_root: "https://git.example.org/api/v3" })).toEqual([
      "https://git.example.org",
    ]);
    // Signing in through the site's own functions (a path) needs no other origin: 'self' covers it.
    expect(editorOrigins({ base_url: "/" })).toEqual(["https://api.github.com"]);
    expect(editorOrigins()).toEqual(["https://api.github.com"]);
  });

  it("deletes the editor's source maps and nothing else", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const admin = path.join(publicDir, "admin");
    fs.mkdirSync(admin);
    for (const file of ["cms.js", "cms.js.map", "decap-cms-app.js", "decap-cms-app.js.map", "index.html"]) {
      fs.writeFileSync(path.join(admin, file), "x");
    }
    fs.writeFileSync(path.join(publicDir, "app-1.js.map"), "x");
    expect(removeEditorSourceMaps(publicDir).sort()).toEqual([
      "admin/cms.js.map",
      "admin/decap-cms-app.js.map",
    ]);
    expect(fs.readdirSync(admin).sort()).toEqual(["cms.js", "decap-cms-app.js", "index.html"]);
    expect(fs.existsSync(path.join(publicDir, "app-1.js.map"))).toBe(true);
    fs.rmSync(publicDir, { recursive: true });
  });
});
