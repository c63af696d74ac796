import fs from "fs";
import os from "os";
import path from "path";

import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { inlineJson } from "../../src/lib/inline-json";
import { finishBuiltPages, inlineCodeIn, pagePathOf } from "./inline-code";

const CSS = ".hero{color:#0b2545}";

/** A page as Gatsby writes it, with `head` and `body` added to its own code. */
const page = (pagePath: string, { head = "", body = "" } = {}) => `<!DOCTYPE html><html lang="en"><head>
<style data-href="/styles.0123abcd.css" data-identity="gatsby-global-css">${CSS}</style>
<script>${REVEAL_BOOT_SCRIPT}</script><noscript><style>${NO_SCRIPT_STYLES}</style></noscript>
<script type="speculationrules">${SPECULATION_RULES}</script>${head}
</head><body><main data-path="${pagePath}">${body}</main>
<script type="module" src="/islands/site-AB12CD34.js"></script>
</body></html>`;

/** A temporary public/ with the given pages. */
const builtSite = (pages: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-code-"));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
};

/** What finishing the pages of a public/ with `pages` returns, and the pages as it left them. */
const finished = (pages: Record<string, string>, stylesheet = CSS) => {
  const dir = builtSite(pages);
  try {
    const result = finishBuiltPages(dir, stylesheet);
    const written = Object.fromEntries(
      Object.keys(pages).map((file) => [file, fs.readFileSync(path.join(dir, file), "utf8")]),
    );
    return { ...result, written };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const problemsOf = (pages: Record<string, string>) => finished(pages).problems;

const jsonLd = (text: string) => `<script type="application/ld+json">${text}</script>`;

describe("inline code in the built pages", () => {
  it("finds only the build's own code in pages as it writes them, and allows exactly that", () => {
    const { own, problems } = finished({
      "index.html": page("/"),
      "aboutus/index.html": page("/aboutus/"),
      "404.html": page("/404.html"),
    });
    expect(problems).toEqual([]);
    expect(own.scripts).toEqual([REVEAL_BOOT_SCRIPT, SPECULATION_RULES]);
    expect(own.styles).toEqual([NO_SCRIPT_STYLES, CSS]);
  });

  it("writes each page the part of the stylesheet its components need, and allows that part", () => {
    // Two components' modules: the home page shows the hero only, so it holds the global rule and the hero's.
    const stylesheet =
      "body{margin:0}.hero-module--title--a1b2c{color:navy}.card-module--card--d3e4f{padding:1rem}";
    const ownPart = "body{margin:0}.hero-module--title--a1b2c{color:navy}";
    const html = page("/", { body: '<h1 class="hero-module--title--a1b2c">Title</h1>' });
    const { own, problems, written } = finished({ "index.html": html }, stylesheet);
    expect(problems).toEqual([]);
    expect(own.styles).toEqual([NO_SCRIPT_STYLES, ownPart]);
    expect(inlineCodeIn(written["index.html"]).styles).toEqual([ownPart, NO_SCRIPT_STYLES]);
  });

  it("names a second <style> in a page's head as foreign, beside Gatsby's", () => {
    expect(problemsOf({ "index.html": page("/", { head: "<style>body{display:none}</style>" }) })).toEqual([
      'public/index.html (/): a <style> element "body{display:none}"',
    ]);
  });

  it("names the style attributes of Gatsby's router as foreign: a built page carries none of its markup", () => {
    const wrapper = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"></div>';
    expect(problemsOf({ "index.html": page("/", { body: wrapper }) })).toEqual([
      'public/index.html (/): a style attribute "outline:none"',
    ]);
  });

  it("names Gatsby's page loader as foreign: a built page runs none of Gatsby's runtime", () => {
    const loader =
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/training/";/*]]>*/</script>';
    expect(problemsOf({ "training/index.html": page("/training/", { body: loader }) })).toEqual([
      'public/training/index.html (/training/): an inline script "/*<![CDATA[*/window.pagePath=\\"/training/\\";/*]]>*/"',
    ]);
  });

  it("leaves the content editor's page out: Gatsby did not render it, and it has a policy of its own", () => {
    const editor =
      '<!doctype html><html><head><script defer src="cms.js"></script><script>window.CMS_MANUAL_INIT=true</script></head><body></body></html>';
    const { problems, written } = finished({ "index.html": page("/"), "admin/index.html": editor });
    expect(problems).toEqual([]);
    expect(written["admin/index.html"]).toBe(editor);
  });

  it("accepts an island's props that parse, hostile text inside them escaped, and allows no hash for them", () => {
    const props = inlineJson({ label: "</script><script>window.injected=1</script><!--" });
    const block = `<script type="application/json" data-island-props="contact-form">${props}</script>`;
    const { own, problems } = finished({ "contactus/index.html": page("/contactus/", { body: block }) });
    expect(problems).toEqual([]);
    expect(own.scripts).not.toContain(props);
  });

  it("accepts JSON-LD that parses, hostile text inside it escaped, and allows no hash for it", () => {
    const data = inlineJson({ streetAddress: "</script><script>window.injected=1</script><!--" });
    const { own, problems } = finished({ "index.html": page("/", { head: jsonLd(data) }) });
    expect(problems).toEqual([]);
    expect(own.scripts).not.toContain(data);
  });

  it("names the page and the script when text broke out of the JSON-LD", () => {
    const broken = jsonLd('{"streetAddress":"</script><script>window.injected=1</script>"}');
    expect(problemsOf({ "aboutus/index.html": page("/aboutus/", { head: broken }) })).toEqual([
      'public/aboutus/index.html (/aboutus/): an inline script "window.injected=1"',
      'public/aboutus/index.html (/aboutus/): a JSON data block that is not JSON "{\\"streetAddress\\":\\""',
    ]);
  });

  it("reads a page as the browser does: a comment opened in a script hides the rest from a regular expression, not from the check", () => {
    // "<!--<script>" inside a script element: the browser's tokenizer keeps reading script text past the
    // next "</script>", so the element only ends at the second one, and everything between is one script.
    const broken = jsonLd('{"a":"<!--<script>"}</script><p>hi</p><script>window.injected=1;</script>');
    expect(problemsOf({ "index.html": page("/", { head: broken }) })).toEqual([
      expect.stringMatching(/^public\/index\.html \(\/\): a JSON data block that is not JSON/),
    ]);
  });

  it.each([
    ["an inline script the build did not write", page("/", { body: "<script>window.injected=1;</script>" })],
    [
      "a style element inside <noscript>",
      page("/", { head: "<noscript><style>body{display:none}</style></noscript>" }),
    ],
    ["a style attribute", page("/", { body: '<p style="color:red">x</p>' })],
    ["an event handler", page("/", { body: '<img src="x" onerror="window.injected=1">' })],
    ["a javascript: link", page("/", { body: '<a href=" JavaScript:window.injected=1">x</a>' })],
    ["an inline script in SVG", page("/", { body: "<svg><script>window.injected=1</script></svg>" })],
    [
      "a script in a template",
      page("/", { body: "<template><script>window.injected=1</script></template>" }),
    ],
  ])("stops on %s", (_what, html) => {
    expect(problemsOf({ "index.html": html })).toEqual([
      expect.stringMatching(/^public\/index\.html \(\/\): /),
    ]);
  });

  it("leaves text that only looks like code alone", () => {
    const body =
      "<h1>&lt;/script&gt;&lt;script&gt;window.injected=1&lt;/script&gt;</h1><p>&lt;img onerror=x&gt; &lt;!--</p>";
    expect(problemsOf({ "index.html": page("/", { body }) })).toEqual([]);
    expect(inlineCodeIn(page("/", { body })).attributeCode).toEqual([]);
  });

  it.each([
    ["index.html", "/"],
    [path.join("aboutus", "index.html"), "/aboutus/"],
    ["404.html", "/404.html"],
    [path.join("404", "index.html"), "/404/"],
  ])("knows %s was rendered for %s", (file, route) => {
    expect(pagePathOf(file)).toBe(route);
  });
});
