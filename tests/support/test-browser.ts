/**
 * Which Chromium the browser tests launch, chosen when Playwright reads its configuration, so that a
 * missing one is said before the test build's minutes rather than after them.
 */
import fs from "node:fs";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";
export const DEFAULT_HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";
/** What to install, in scripts/system-deps.sh's words (npm test installs it itself). */
export const installLine = (...packages: string[]) => `Debian: apt-get install ${packages.join(" ")}`;

export type TestBrowser = { path: string; warning?: string };

const canRun = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The headless shell (HEADLESS_SHELL_PATH, else Debian's), or, when the default one is missing, Chromium
 * itself (CHROMIUM_PATH, else /usr/bin/chromium) with a warning: Playwright runs it headless too, at about
 * twice the processor time. A HEADLESS_SHELL_PATH that does not run, or no Chromium at all, throws.
 */
export const chooseTestBrowser = (
  env: NodeJS.ProcessEnv,
  runs: (file: string) => boolean = canRun,
): TestBrowser => {
  const shell = env.HEADLESS_SHELL_PATH || DEFAULT_HEADLESS_SHELL_PATH;
  if (runs(shell)) return { path: shell };
  if (env.HEADLESS_SHELL_PATH) {
    throw new Error(
      `HEADLESS_SHELL_PATH=${shell} is not an executable file: set it to Chromium's headless shell`,
    );
  }
  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  if (runs(chromium)) {
    return {
      path: chromium,
      warning: `No headless shell at ${shell}: the browser tests run in ${chromium}, at about twice the processor time (${installLine("chromium-headless-shell")}, or set HEADLESS_SHELL_PATH)`,
    };
  }
  throw new Error(
    `No Chromium for the browser tests, at ${shell} or ${chromium}: install them (${installLine("chromium", "chromium-headless-shell")}) or set HEADLESS_SHELL_PATH`,
  );
};

/**
 * The configuration's choice for this machine. Playwright reads its configuration again in every worker;
 * the warning is printed by the first reader alone.
 */
export const testBrowser = (): string => {
  const { path, warning } = chooseTestBrowser(process.env);
  if (warning && process.env.TEST_WORKER_INDEX === undefined) console.warn(`Warning: ${warning}`);
  return path;
};
