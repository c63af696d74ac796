import fs from "fs";
import os from "os";
import path from "path";

import { stylesFingerprint } from "./styles-fingerprint";

describe("the styles' fingerprint in every page's context", () => {
  let src: string;
  beforeEach(() => {
    src = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"));
    fs.mkdirSync(path.join(src, "components/hero"), { recursive: true });
    fs.writeFileSync(path.join(src, "global.scss"), "body { margin: 0; }\n");
    fs.writeFileSync(path.join(src, "components/hero/hero.module.scss"), ".hero { height: 300px; }\n");
    fs.writeFileSync(path.join(src, "components/hero/index.tsx"), "export default null;\n");
  });
  afterEach(() => fs.rmSync(src, { recursive: true, force: true }));

  it("changes when a stylesheet in any folder changes", () => {
    const before = stylesFingerprint(src);
    fs.appendFileSync(path.join(src, "components/hero/hero.module.scss"), ".lead { color: red; }\n");
    expect(stylesFingerprint(src)).not.toBe(before);
  });

  it("changes when a stylesheet is added or renamed", () => {
    const before = stylesFingerprint(src);
    fs.renameSync(path.join(src, "global.scss"), path.join(src, "site.scss"));
    expect(stylesFingerprint(src)).not.toBe(before);
  });

  it("stays the same when only code or nothing changed", () => {
    const before = stylesFingerprint(src);
    fs.appendFileSync(path.join(src, "components/hero/index.tsx"), "// a comment\n");
    expect(stylesFingerprint(src)).toBe(before);
  });
});
