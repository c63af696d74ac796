/** The Nu HTML Checker (vnu-jar, needs Java) over built pages. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { ROOT } from "./site";

/**
 * Nu HTML Checker errors that come from a library's markup, not ours, each
 * with the reason it is accepted. Keep each pattern exact.
 */
const ACCEPTED_HTML_ERRORS: RegExp[] = [];

type Message = { type: string; message: string; url: string; lastLine: number };

/** Every error the checker finds in `files`, as "file:line: message" relative to `root`. */
export const htmlErrors = async (files: string[], root: string) => {
  const jar = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
  let report: { messages: Message[] };
  try {
    await promisify(execFile)("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    report = { messages: [] };
  } catch (error) {
    const failure = error as { code?: string; stderr?: string };
    if (failure.code === "ENOENT")
      throw new Error("java is missing: install a JRE (apt-get install default-jre-headless)");
    report = JSON.parse(failure.stderr ?? "");
  }
  return report.messages
    .filter((m) => m.type === "error" && !ACCEPTED_HTML_ERRORS.some((pattern) => pattern.test(m.message)))
    .map((m) => `${path.relative(root, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`);
};
