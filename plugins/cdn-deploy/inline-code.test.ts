import fs from "fs";
import os from "os";
import path from "path";

import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { inlineJson } from "../../src/lib/inline-json";
import { checkBuiltPages, inlineCodeIn, pagePathOf } from "./inline-code";

const STYLESHEET = "styles.0123abcd.css";
const CSS = ".hero{color:#0b2545}";

/** A page as the build writes it, with `head` and `body` added to its own code. */
const page = (pagePath: string, { head = "", body = "" } = {}) => `<!DOCTYPE html><html lang="en"><head>
<style data-href="/${STYLESHEET}" data-identity="gatsby-global-css">${CSS}</style>
<script>${REVEAL_BOOT_SCRIPT}</script><noscript><style>${NO_SCRIPT_STYLES}</style></noscript>
<script type="speculationrules">${SPECULATION_RULES}</script>${head}
</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main data-path="${pagePath}">${body}</main></div>
<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>
<script type="module" src="/islands/site-AB12CD34.js"></script>
</body></html>`;

/** A temporary public/ with the files Gatsby writes beside the pages, and the given pages. */
const builtSite = (pages: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-code-"));
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: ["app.js", STYLESHEET] } }),
  );
  fs.writeFileSync(path.join(dir, STYLESHEET), CSS);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
};

const problemsOf = (pages: Record<string, string>) => {
  const dir = builtSite(pages);
  try {
    return checkBuiltPages(dir).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const jsonLd = (text: string) => `<script type="application/ld+json">${text}</script>`;

describe("inline code in the built pages", () => {
  it("finds only the build's own code in pages as it writes them, and allows exactly that", () => {
    const dir = builtSite({
      "index.html": page("/"),
      "aboutus/index.html": page("/aboutus/"),
      "404.html": page("/404.html"),
    });
    try {
      const { own, problems } = checkBuiltPages(dir);
      expect(problems).toEqual([]);
      expect(own.scripts).toEqual([REVEAL_BOOT_SCRIPT, SPECULATION_RULES]);
      expect(own.styles).toEqual([NO_SCRIPT_STYLES, CSS]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows each page the part of the stylesheet its components need, and no other styles", () => {
    // Two components' modules: the home page shows the hero only, so it holds the global rule and the hero's.
    const stylesheet =
      "body{margin:0}.hero-module--title--a1b2c{color:navy}.card-module--card--d3e4f{padding:1rem}";
    const ownPart = "body{margin:0}.hero-module--title--a1b2c{color:navy}";
    const withStyles = (css: string) =>
      page("/", { body: '<h1 class="hero-module--title--a1b2c">Title</h1>' }).replace(CSS, css);
    const check = (html: string) => {
      const dir = builtSite({ "index.html": html });
      fs.writeFileSync(path.join(dir, STYLESHEET), stylesheet);
      try {
        return checkBuiltPages(dir);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
    const own = check(withStyles(ownPart));
    expect(own.problems).toEqual([]);
    expect(own.own.styles).toEqual([NO_SCRIPT_STYLES, ownPart]);
    expect(check(withStyles(stylesheet)).problems).toEqual([
      `public/index.html (/): a <style> element ${JSON.stringify(stylesheet.slice(0, 77) + "...")}`,
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
    const dir = builtSite({ "index.html": page("/"), "admin/index.html": editor });
    try {
      const { problems } = checkBuiltPages(dir);
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("accepts an island's props that parse, hostile text inside them escaped, and allows no hash for them", () => {
    const props = inlineJson({ label: "</script><script>window.injected=1</script><!--" });
    const block = `<script type="application/json" data-island-props="contact-form">${props}</script>`;
    const dir = builtSite({ "contactus/index.html": page("/contactus/", { body: block }) });
    try {
      const { own, problems } = checkBuiltPages(dir);
      expect(problems).toEqual([]);
      expect(own.scripts).not.toContain(props);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("accepts JSON-LD that parses, hostile text inside it escaped, and allows no hash for it", () => {
    const data = inlineJson({ streetAddress: "</script><script>window.injected=1</script><!--" });
    const dir = builtSite({ "index.html": page("/", { head: jsonLd(data) }) });
    try {
      const { own, problems } = checkBuiltPages(dir);
      expect(problems).toEqual([]);
      expect(own.scripts).not.toContain(data);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
