/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { chooseTestBrowser, DEFAULT_CHROMIUM_PATH, DEFAULT_HEADLESS_SHELL_PATH } from "./test-browser";

/** A machine on which only `files` run. */
const having =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe("the browser tests' Chromium", () => {
  it("is the headless shell where there is one", () => {
    expect(chooseTestBrowser({}, having(DEFAULT_HEADLESS_SHELL_PATH, DEFAULT_CHROMIUM_PATH))).toEqual({
      path: DEFAULT_HEADLESS_SHELL_PATH,
    });
    expect(chooseTestBrowser({ HEADLESS_SHELL_PATH: "/opt/shell" }, having("/opt/shell"))).toEqual({
      path: "/opt/shell",
    });
  });

  it("is Chromium itself without the shell, with one line saying so and what to install", () => {
    const { path: chosen, warning } = chooseTestBrowser({}, having(DEFAULT_CHROMIUM_PATH));
    expect(chosen).toBe(DEFAULT_CHROMIUM_PATH);
    expect(warning).toBe(
      `No headless shell at ${DEFAULT_HEADLESS_SHELL_PATH}: the browser tests run in ${DEFAULT_CHROMIUM_PATH}, at about twice the processor time (Debian: apt-get install chromium-headless-shell, or set HEADLESS_SHELL_PATH)`,
    );
    expect(warning).not.toMatch(/\n/);
    expect(chooseTestBrowser({ CHROMIUM_PATH: "/opt/chromium" }, having("/opt/chromium")).path).toBe(
      "/opt/chromium",
    );
  });

  it("is refused at once when HEADLESS_SHELL_PATH names nothing that runs: it was asked for", () => {
    expect(() =>
      chooseTestBrowser({ HEADLESS_SHELL_PATH: "/opt/missing" }, having(DEFAULT_CHROMIUM_PATH)),
    ).toThrow("HEADLESS_SHELL_PATH=/opt/missing is not an executable file");
  });

  it("is refused at once on a machine with neither, with the install line", () => {
    expect(() => chooseTestBrowser({}, having())).toThrow(
      "install them (Debian: apt-get install chromium chromium-headless-shell) or set HEADLESS_SHELL_PATH",
    );
  });

  it("takes only an executable file: not a folder, nor a file without the right to run", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-browser-"));
    try {
      const executable = path.join(dir, "shell");
      const text = path.join(dir, "notes");
      fs.writeFileSync(executable, "#!/bin/sh\n", { mode: 0o755 });
      fs.writeFileSync(text, "", { mode: 0o644 });
      expect(chooseTestBrowser({ HEADLESS_SHELL_PATH: executable }).path).toBe(executable);
      expect(() => chooseTestBrowser({ HEADLESS_SHELL_PATH: dir })).toThrow("is not an executable file");
      // As root a file without any x bit still does not run.
      expect(() => chooseTestBrowser({ HEADLESS_SHELL_PATH: text })).toThrow("is not an executable file");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
