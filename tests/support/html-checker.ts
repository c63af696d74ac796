/** The Nu HTML Checker (vnu-jar, needs Java) over built pages. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { ROOT } from "./site";

/**
 * Nu HTML Checker errors the checker is wrong about, each with the reason, the
 * exact message and the exact markup it is accepted for.
 */
const ACCEPTED_HTML_ERRORS: { message: RegExp; extract: RegExp }[] = [
  {
    // The checker (26.9) predates `<link rel="expect" blocking="render">`, which the HTML Standard
    // allows (the "expect" link type and the blocking attribute); see src/lib/inline-head.ts.
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#hero-end" blocking="render"\/?>/,
  },
  // Its CSS grammar (CSS Level 3 of 2012 plus some) lacks container queries (CSS Containment Level 3),
  // which every current browser supports; the contact form lays itself out by one
  // (src/components/contact-form/contact-form.module.scss). Only the query named request-form is accepted.
  {
    message: /^CSS: Unrecognized at-rule “@container”$/,
    extract: /@container reque/,
  },
  {
    message: /^CSS: “container”: Property “container” doesn't exist\.$/,
    extract: /uest-form\/inline-size\}/,
  },
];

type Message = { type: string; message: string; extract?: string; url: string; lastLine: number };

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
    .filter(
      (m) =>
        m.type === "error" &&
        !ACCEPTED_HTML_ERRORS.some(
          (accepted) => accepted.message.test(m.message) && accepted.extract.test(m.extract ?? ""),
        ),
    )
    .map((m) => `${path.relative(root, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`);
};
