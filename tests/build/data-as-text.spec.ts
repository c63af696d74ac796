/**
 * Text in a data file never runs as code, and a change to styles alone reaches
 * every page. Both on one copy of the project, built once (a cold build is the
 * slow part of these tests):
 *
 * 1. The copy's data check lets markup through (the real one refuses it, as
 *    the editor does), and the copy gets markup and script in every page's
 *    title, description and hero title, in a home card's text, in the site's street address (which
 *    every page's JSON-LD carries), and in every insight's title, summary and
 *    Markdown text (with raw HTML, javascript: links, frames and styles), with
 *    enough insights for a second page of the list. Its build, served as the CDN serves it,
 *    must show that text literally on every page, run none of it (checked with
 *    the Content-Security-Policy bypassed, so the escaping alone is proven),
 *    keep every page readable without JavaScript, pass the Nu HTML Checker,
 *    and publish no hash for it. About Us also gets the made-up proof sections
 *    (tests/fixtures/proof-examples.json: figures, quotes, credentials,
 *    consultants), GMP Audits the case studies (two marked for the home page's
 *    list), one field of each hostile: they must lay out at 320, 375 and 1280 px
 *    and pass axe.
 * 2. Then one rule is added to the global styles and the copy is built again
 *    with .cache/ kept, as a CDN's build cache does. Gatsby rewrites a page's
 *    HTML only when its data, context or server-side code changed, and the HTML
 *    holds a copy of the stylesheet; every page's context carries a fingerprint
 *    of the styles (stylesContext, plugins/gatsby-internals.ts), so every page
 *    is written again with the new one.
 *
 * The copy's banner pictures are shrunk to thumbnails first: what is tested is
 * text, and the pictures' modern formats (a third of a cold build's time) are
 * the browser tests' concern. And the copy builds no content editor: its compile
 * takes a core for 40 s of a cold build, and no test here opens it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";

import { inlineCodeIn } from "../../plugins/cdn-deploy/inline-code";
import { builtStylesheet } from "../../plugins/cdn-deploy/public-files";
import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { expect, test } from "../support/fixtures";
import { htmlErrors } from "../support/html-checker";
import {
  buildProject,
  copyProject,
  editJson,
  removeCopy,
  shrinkBannerPictures,
} from "../support/project-copy";
import { NOT_FOUND, PAGES, PORTS, ROOT, site } from "../support/site";
import { startSite } from "../support/site-server";

/** A text's hash as the Content-Security-Policy names it. */
const policyHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** What injected code would do: leave a mark naming the field it came from. */
const injected = (field: string) => `window.__injected=(window.__injected||[]).concat("${field}")`;

/** One value holding every hostile form: script break-out, comment opener, event handler, quote, U+2028. */
const hostile = (field: string) =>
  `${field}: </script><script>${injected(field)}</script> <!-- <img src=x onerror='${injected(field)}'> "quoted" \u2028 end`;

/** A banner heading holds at most 60 characters, an article's title 100: the script break-out alone. */
const hostileHeading = (field: string) =>
  `${field}</script><script>__injected=["${field}"]</script> \u2028 end`;

/** An insight's summary is at most 160 characters: a shorter value with the same break-outs. */
const hostileSummary = (field: string) =>
  `${field}</script><script>__injected=["${field}"]</script><img src=x onerror=__injected=["${field}"]> \u2028 end`;

/** Markdown with raw HTML and every link and picture trick the pipeline must defuse. */
const hostileBody = [
  "# Heading of the text",
  `<script>${injected("body-script")}</script>`,
  `Inline <img src=x onerror='${injected("body-img")}'> and <b onclick='${injected("body-click")}'>bold</b>.`,
  `[a link](javascript:${injected("body-link")}) and [another](JAVASCRIPT:${injected("body-link-2")})`,
  `<iframe src="javascript:${injected("body-frame")}"></iframe>`,
  "<style>body { display: none }</style>",
  `![a picture" onerror="${injected("body-picture")}](/images/share.jpg)`,
  "**Bold** and *italic* survive.",
].join("\n\n");

/** Enough insights for two pages of the list (12 to a page). */
const INSIGHT_COUNT = 15;
const insightSlug = (n: number) => `hostile-insight-${n}`;
const INSIGHT_ROUTES = Array.from({ length: INSIGHT_COUNT }, (_, i) => `/insights/${insightSlug(i + 1)}/`);
const LIST_PAGE_2 = "/insights/2/";

const ROUTES: string[] = [...PAGES, NOT_FOUND].map((page) => page.path);
/** Every page the copy builds: the pages, the insights and the list's second page. */
const ALL_ROUTES = [...ROUTES, ...INSIGHT_ROUTES, LIST_PAGE_2];
const NEW_RULE = ".incremental-build-probe{order:7}";

type PageData = {
  path: string;
  title: string;
  description: string;
  hero: { title: string };
  sections: { kind: string; cards: { text: string }[] }[];
};

/**
 * The made-up proof sections (tests/fixtures: figures, quotes, credentials), added to About Us with
 * a hostile value in one field of each kind, and their example logo where the build takes pictures.
 */
const PROOF_IDS = ["in-figures", "what-clients-say", "credentials", "example-consultants"];
/** Where the example case studies show: in GMP Audits' section, and in the home page's short list. */
const CASE_STUDY_PLACES = [
  { route: "/gmpaudits/", id: "example-case-studies" },
  { route: "/", id: "case-studies" },
];
const addProofExamples = (dir: string) => {
  const fixtures = path.join(ROOT, "tests/fixtures");
  const { sections } = JSON.parse(fs.readFileSync(path.join(fixtures, "proof-examples.json"), "utf8"));
  sections[0].figures[1].label = hostile("figure");
  sections[1].quotes[0].text = hostile("quote");
  sections[2].credentials[1].name = hostile("credential");
  sections[3].consultants[0].name = hostile("consultant");
  sections[4].caseStudies[0].title = hostile("case study");
  // The case studies in GMP Audits' own section; the rest on About Us.
  const [caseStudies] = sections.splice(4, 1);
  editJson<{ sections: unknown[] }>(dir, "data/pages/aboutus.json", (page) =>
    page.sections.splice(1, 0, ...sections),
  );
  editJson<{ sections: { kind: string }[] }>(dir, "data/pages/gmpaudits.json", (page) => {
    const empty = page.sections.findIndex((section) => section.kind === "caseStudies");
    page.sections.splice(empty, 1, caseStudies);
  });
  fs.mkdirSync(path.join(dir, "src/images/credentials"), { recursive: true });
  fs.copyFileSync(
    path.join(fixtures, "example-logo.svg"),
    path.join(dir, "src/images/credentials/example-logo.svg"),
  );
  // The consultant with the photo reads the requests on Contact; two sign the sample report.
  editJson<{ sections: { readers?: { people: string[] } }[] }>(dir, "data/pages/contactus.json", (page) => {
    for (const section of page.sections)
      if (section.readers) section.readers.people = [hostile("consultant")];
  });
  editJson<{ sections: { signOff?: { signers: { name: string }[] } }[] }>(
    dir,
    "data/pages/sample-audit-report.json",
    (page) => {
      for (const section of page.sections)
        section.signOff?.signers.forEach(
          (signer, index) => (signer.name = index ? REVIEWER : hostile("consultant")),
        );
    },
  );
  fs.mkdirSync(path.join(dir, "src/images/consultants"), { recursive: true });
  fs.copyFileSync(
    path.join(fixtures, "example-portrait.jpg"),
    path.join(dir, "src/images/consultants/example-portrait.jpg"),
  );
};

/** The example consultant who reviews the copy's articles, as the fixture names them (markup in a name). */
const REVIEWER: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, "tests/fixtures/proof-examples.json"), "utf8"),
).sections[3].consultants[2].name;

let dir: string;
let server: Awaited<ReturnType<typeof startSite>> | undefined;

test.beforeAll(async () => {
  dir = copyProject("gmp-hostile-text-");
  fs.writeFileSync(
    path.join(dir, "plugins/content-editor/gatsby-node.ts"),
    "// The copy builds no content editor.\nexport {};\n",
  );
  // The data check refuses markup, as the editor does; the copy's lets it through, to prove that
  // markup which reached the data would still show as text.
  const rules = path.join(dir, "src/schema/text-rules.ts");
  const source = fs.readFileSync(rules, "utf8");
  const open = source.replace("export const REFUSE_MARKUP = true;", "export const REFUSE_MARKUP = false;");
  expect(open, "src/schema/text-rules.ts has REFUSE_MARKUP").not.toBe(source);
  fs.writeFileSync(rules, open);
  for (const file of fs.readdirSync(path.join(dir, "data/pages"))) {
    editJson<PageData>(dir, `data/pages/${file}`, (page) => {
      page.title = hostile("title");
      page.description = hostile("description");
      page.hero.title = hostileHeading("hero");
      const cards = page.sections.find((section) => section.kind === "cards");
      if (page.path === "/" && cards) cards.cards[0].text = hostile("card");
    });
  }
  editJson<{ address: { street: string } }>(
    dir,
    "data/site.json",
    (data) => (data.address.street = hostile("street")),
  );
  // The copy's insights: only hostile ones, on every service page and every topic.
  const insightsDir = path.join(dir, "data/insights");
  fs.rmSync(insightsDir, { recursive: true, force: true });
  fs.mkdirSync(insightsDir);
  const topics = JSON.parse(fs.readFileSync(path.join(dir, "data/insights.json"), "utf8")).topics.map(
    (topic: { name: string }) => topic.name,
  );
  const services = PAGES.map((page) => page.path).filter((route) => route !== "/" && route !== "/insights/");
  for (let n = 1; n <= INSIGHT_COUNT; n++) {
    const insight = {
      title: hostileHeading("insight-title"),
      summary: hostileSummary("insight-summary"),
      published: `2026-10-${String(n).padStart(2, "0")}`,
      reviewed: "2026-10-31",
      positionAsOf: "2026-10-31",
      // Signed by two of the example consultants (addProofExamples), one named in hostile text: an
      // article names only a listed consultant.
      author: hostile("consultant"),
      reviewer: REVIEWER,
      topics,
      services,
      body: hostileBody,
    };
    fs.writeFileSync(
      path.join(insightsDir, `${insightSlug(n)}.json`),
      `${JSON.stringify(insight, null, 2)}\n`,
    );
  }
  // The readiness check's further reading named an article the copy no longer has: one of the copy's own.
  for (const file of fs.readdirSync(path.join(dir, "data/checks"))) {
    editJson<{ related?: { label: string; to: string }[] }>(dir, `data/checks/${file}`, (check) => {
      check.related = [{ label: hostile("related"), to: INSIGHT_ROUTES[0] }];
    });
  }
  addProofExamples(dir);
  await shrinkBannerPictures(dir);
  const build = await buildProject(dir);
  expect(build.status, build.output).toBe(0);
  server = await startSite({ root: path.join(dir, "public"), port: PORTS.copy });
});

test.afterAll(async () => {
  await server?.close();
  removeCopy(dir);
});

test.describe("gatsby build with markup and script in the data files", () => {
  test.describe("with the Content-Security-Policy bypassed", () => {
    test.use({ bypassCSP: true });

    test("shows the text literally on every page and runs none of it", async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const route of ROUTES) {
        await page.goto(server!.url + route, { waitUntil: "networkidle" });
        const seen = await page.evaluate(() => ({
          injected: (window as { __injected?: string[] }).__injected ?? [],
          title: document.title,
          h1: document.querySelector("h1")?.textContent,
          description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => s.textContent,
          ),
          handlers: document.querySelectorAll("[onerror]").length,
        }));
        expect(seen.injected, `${route}: no injected code ran`).toEqual([]);
        expect(seen.title, `${route}: the browser title is the text itself`).toBe(hostile("title"));
        expect(seen.h1, `${route}: the hero title shows the text as characters`).toBe(hostileHeading("hero"));
        expect(seen.description, `${route}: the description is the text itself`).toBe(hostile("description"));
        expect(seen.jsonLd, `${route}: one JSON-LD block`).toHaveLength(1);
        const organization = JSON.parse(seen.jsonLd[0] ?? "")["@graph"].find(
          (node: { "@type": string }) => node["@type"] === "ProfessionalService",
        );
        expect(organization.address.streetAddress, `${route}: the JSON-LD carries the value`).toBe(
          hostile("street"),
        );
        expect(seen.handlers, `${route}: no element has an event handler`).toBe(0);
      }
      for (const route of [...INSIGHT_ROUTES.slice(0, 2), LIST_PAGE_2, "/", "/gmpaudits/"]) {
        await page.goto(server!.url + route, { waitUntil: "networkidle" });
        const seen = await page.evaluate(() => ({
          injected: (window as { __injected?: string[] }).__injected ?? [],
          handlers: document.querySelectorAll("[onerror], [onclick]").length,
          unsafe: document.querySelectorAll(
            'main iframe, main style, main script, a[href^="javascript:" i], img[src^="javascript:" i]',
          ).length,
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => s.textContent,
          ),
        }));
        expect(seen.injected, `${route}: no injected code ran`).toEqual([]);
        expect(seen.handlers, `${route}: no element has an event handler`).toBe(0);
        expect(seen.unsafe, `${route}: no frame, style, script or javascript: address in the page`).toBe(0);
        expect(() => JSON.parse(seen.jsonLd[0] ?? ""), `${route}: the JSON-LD parses`).not.toThrow();
      }
      // An insight: its title and summary as text, its Markdown formatted, its raw HTML dropped.
      await page.goto(server!.url + INSIGHT_ROUTES[0], { waitUntil: "networkidle" });
      await expect(page.locator("h1")).toHaveText(hostileHeading("insight-title"));
      await expect(page.locator("main")).toContainText(hostileSummary("insight-summary"));
      await expect(page.locator("main strong", { hasText: "Bold" })).toBeVisible();
      await expect(page.locator("main em", { hasText: "italic" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Heading of the text" })).toBeVisible();
      // The javascript: links are left as their text.
      await expect(page.locator("main")).toContainText("a link and another");
      const article = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
      )["@graph"].find((node: { "@type": string }) => node["@type"] === "Article");
      expect(article.headline, "the Article's headline is the title as written").toBe(
        hostileHeading("insight-title"),
      );
      expect(article.description).toBe(hostileSummary("insight-summary"));
      // The byline too: shown and structured as written.
      await expect(page.locator("main")).toContainText(hostile("consultant"));
      await expect(page.locator("main")).toContainText(REVIEWER);
      expect(article.author.name).toBe(hostile("consultant"));
      // The list's second page holds the three oldest.
      await page.goto(server!.url + LIST_PAGE_2, { waitUntil: "networkidle" });
      await expect(page.locator("main article")).toHaveCount(INSIGHT_COUNT - 12);
      // The feed is well-formed XML with every insight, its title as written.
      const feed = await page.evaluate(async (url) => {
        const xml = new DOMParser().parseFromString(await (await fetch(url)).text(), "application/xml");
        return {
          error: xml.querySelector("parsererror")?.textContent ?? null,
          titles: [...xml.querySelectorAll("item > title")].map((title) => title.textContent),
          authors: [...xml.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator")].map(
            (creator) => creator.textContent,
          ),
        };
      }, `${server!.url}/insights/rss.xml`);
      expect(feed.error).toBeNull();
      expect(feed.titles).toEqual(Array(INSIGHT_COUNT).fill(hostileHeading("insight-title")));
      expect(feed.authors).toEqual(Array(INSIGHT_COUNT).fill(hostile("consultant")));
      await page.goto(`${server!.url}/`, { waitUntil: "networkidle" });
      await expect(page.getByText(hostile("card"), { exact: true })).toBeVisible();
      // The footer gives the street on every page but the contact page, whose address card gives it.
      await expect(page.getByRole("contentinfo")).toContainText(hostile("street"));
      await page.goto(`${server!.url}/contactus/`, { waitUntil: "networkidle" });
      // The address card shows it, once (the link under the map does not repeat it).
      await expect(page.locator("main address"), "the address card").toHaveCount(1);
      await expect(
        page.locator("main address"),
        "the contact page shows the street as written",
      ).toContainText(hostile("street"));
      expect(dialogs).toEqual([]);
    });
  });

  test("lays out the firm's proof sections at 320, 375 and 1280 px, as text, with nothing at fault", async ({
    page,
  }) => {
    // Revealed at once, so axe sees the colours as a visitor does.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const places = [
      { route: "/aboutus/", ids: PROOF_IDS },
      ...CASE_STUDY_PLACES.map(({ route, id }) => ({ route, ids: [id] })),
    ];
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { route, ids } of places) {
        const at = `${route} at ${width} px`;
        await page.goto(server!.url + route, { waitUntil: "networkidle" });
        for (const id of ids) await expect(page.locator(`#${id}`), `${at}: #${id}`).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${at}: nothing wider than the window`,
        ).toBeLessThanOrEqual(0);
        // Each figure, tile, quote and case study inside its section's column.
        const escaping = await page.evaluate((inside) => {
          const out: string[] = [];
          for (const id of inside) {
            const column = document.querySelector(`#${id} ul`)!.getBoundingClientRect();
            for (const item of document.querySelectorAll(`#${id} li`)) {
              const box = item.getBoundingClientRect();
              if (box.left < column.left - 0.5 || box.right > column.right + 0.5)
                out.push(`#${id} ${item.textContent}`);
            }
          }
          return out;
        }, ids);
        expect(escaping, `${at}: items outside their column`).toEqual([]);
        const { violations } = await new AxeBuilder({ page })
          .include(ids.map((id) => `#${id}`))
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
          at,
        ).toEqual([]);
      }
    }
    await page.goto(`${server!.url}/aboutus/`);
    // The numbers are text a screen reader reads, not pictures; the hostile values show as characters.
    const figures = page.locator("#in-figures");
    await expect(figures.getByRole("img")).toHaveCount(0);
    await expect(figures.getByRole("listitem").first()).toHaveText(/^120\+/);
    await expect(figures).toContainText(hostile("figure"));
    await expect(page.locator("#what-clients-say blockquote").first()).toHaveText(hostile("quote"));
    await expect(page.locator("#credentials")).toContainText(hostile("credential"));
    await expect(page.locator("#example-consultants h3").first()).toHaveText(hostile("consultant"));
    // The photo: the build's square crop, its box set before it arrives.
    const photo = page.locator("#example-consultants img[src*='example-portrait']").first();
    await expect(photo).toHaveAttribute("width", "96");
    await expect(photo).toHaveAttribute("height", "96");
    // Each consultant a Person of the page's graph, working for the firm, the hostile name as text.
    const people = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((script) => JSON.parse(script.textContent ?? "{}")["@graph"] ?? [])
        .filter((node: { "@type": string }) => node["@type"] === "Person"),
    );
    expect(people.map((person: { name: string }) => person.name)).toEqual([
      hostile("consultant"),
      "Example Consultant Two",
      "Example Consultant <b>Three</b>",
    ]);
    // The case studies: the hostile title as text on GMP Audits, and the two marked for the home page
    // listed there, each linking to GMP Audits' case studies.
    await page.goto(`${server!.url}/gmpaudits/`);
    await expect(page.locator("#example-case-studies h3").first()).toHaveText(hostile("case study"));
    await page.goto(`${server!.url}/`);
    const listed = page.locator("#case-studies h3 a");
    await expect(listed).toHaveText([hostile("case study"), "Example: a data integrity remediation"]);
    for (const link of await listed.all()) {
      await expect(link).toHaveAttribute("href", "/gmpaudits/#example-case-studies");
    }
    await listed.first().click();
    await expect(page.locator("#example-case-studies")).toBeInViewport();
    await page.goto(`${server!.url}/aboutus/`);
    // The logo has its box before it arrives, and arrives.
    const logo = page.locator("#credentials img");
    await expect(logo).toHaveAttribute("width", "96");
    await expect(logo).toHaveAttribute("height", "48");
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("names the firm's people where the work is: a portrait in modern formats, a byline on every article, who reads the requests, who signs the report; nothing moves", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    /** Every layout shift since the page started, summed, once the page has been scrolled through. */
    const shifted = () =>
      page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: "layout-shift", buffered: true });
        const total = observer
          .takeRecords()
          .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
        observer.disconnect();
        return total;
      });
    /** The portrait beside a name: its sources' formats and widths, and its box. */
    const portraitOf = (scope: string) =>
      page
        .locator(`${scope} picture`)
        .first()
        .evaluate((picture) => {
          const img = picture.querySelector("img")!;
          return {
            sources: [...picture.querySelectorAll("source")].map((source) => ({
              type: source.type,
              widths: source.srcset.split(",").length,
            })),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            // As drawn: the square holds beside however long a name.
            drawn: [img.clientWidth, img.clientHeight],
          };
        });
    for (const route of INSIGHT_ROUTES) {
      await page.goto(server!.url + route, { waitUntil: "networkidle" });
      const header = page.locator("main article > header");
      await expect(header, `${route}: the author's byline`).toContainText(hostile("consultant"));
      await expect(header, `${route}: the reviewer's byline`).toContainText(REVIEWER);
      await expect(header.locator("picture img"), `${route}: the author's portrait`).toHaveCount(1);
    }
    expect(await portraitOf("main article > header")).toEqual({
      sources: [
        { type: "image/avif", widths: 2 },
        { type: "image/webp", widths: 2 },
      ],
      width: "48",
      height: "48",
      drawn: [48, 48],
    });
    expect(await shifted(), "an article: no layout shift").toBe(0);
    await page.goto(`${server!.url}/aboutus/`, { waitUntil: "networkidle" });
    expect((await portraitOf("#example-consultants")).sources).toEqual([
      { type: "image/avif", widths: 2 },
      { type: "image/webp", widths: 2 },
    ]);
    await expect(page.locator("#example-consultants li").first()).toContainText(
      "120 audits and inspections led",
    );
    expect(await shifted(), "About: no layout shift").toBe(0);
    await page.goto(`${server!.url}/contactus/`, { waitUntil: "networkidle" });
    const form = page.locator("#request-form");
    const readers = JSON.parse(
      fs.readFileSync(path.join(ROOT, "data/pages/contactus.json"), "utf8"),
    ).sections.find((section: { readers?: unknown }) => section.readers).readers.label;
    await expect(form.getByText(readers)).toBeVisible();
    await expect(form).toContainText(hostile("consultant"));
    await expect(form.locator("picture img")).toHaveCount(1);
    expect(await shifted(), "Contact: no layout shift").toBe(0);
    await page.goto(`${server!.url}/gmpaudits/sample-report/`, { waitUntil: "networkidle" });
    const { signOff } = JSON.parse(
      fs.readFileSync(path.join(ROOT, "data/pages/sample-audit-report.json"), "utf8"),
    ).sections.find((section: { signOff?: unknown }) => section.signOff);
    const signatures = page.getByRole("heading", { level: 3, name: signOff.heading }).locator("..");
    await expect(signatures.getByRole("listitem")).toHaveText([
      new RegExp(`^${signOff.signers[0].label}`),
      new RegExp(`^${signOff.signers[1].label}`),
    ]);
    await expect(signatures.getByRole("listitem").first()).toContainText(hostile("consultant"));
    await expect(signatures.getByRole("listitem").last()).toContainText(REVIEWER);
    expect(await shifted(), "the sample report: no layout shift").toBe(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("keeps every page's content visible", async ({ page }) => {
      const copyright = site.copyright.replace("{year}", String(site.copyrightYear)).split("{name}")[0];
      for (const route of [...ROUTES, INSIGHT_ROUTES[0]]) {
        await page.goto(server!.url + route);
        const h1 = page.locator("h1");
        await expect(h1, `${route}: the hero title is shown`).toBeVisible();
        await expect(h1, `${route}: the hero title is the text itself`).toHaveText(
          hostileHeading(route.startsWith("/insights/hostile") ? "insight-title" : "hero"),
        );
        const footer = page.locator("footer");
        await expect(
          footer,
          `${route}: the footer is shown (nothing after the head was swallowed)`,
        ).toBeVisible();
        await expect(footer, `${route}: the footer holds the copyright`).toContainText(copyright.trim());
      }
    });
  });

  test("writes pages that the Nu HTML Checker finds valid", async () => {
    const publicDir = path.join(dir, "public");
    const files = [
      ...[...ROUTES, INSIGHT_ROUTES[0], LIST_PAGE_2].map((route) =>
        path.join(publicDir, route, "index.html"),
      ),
      path.join(publicDir, "404.html"),
    ];
    expect(await htmlErrors(files, publicDir)).toEqual([]);
  });

  test("publishes no hash for the injected code and only the build's own inline code", () => {
    const headers = fs.readFileSync(path.join(dir, "public/_headers"), "utf8");
    for (const field of ["title", "description", "hero", "card", "street", "insight-title", "body-script"]) {
      const hash = createHash("sha256").update(injected(field)).digest("base64");
      expect(headers.includes(hash), `no hash for the ${field} script`).toBe(false);
    }
    // Our boot script and speculation rules: a built page holds none of Gatsby's inline scripts.
    const scriptSrc = headers.match(/script-src ([^;]+);/)?.[1].split(" ") ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual(
      [policyHash(REVEAL_BOOT_SCRIPT), policyHash(SPECULATION_RULES)].sort(),
    );
  });
});

test.describe("gatsby build after a change to styles only (the copy's .cache/ kept)", () => {
  test("puts the new styles into every page, and their hash into the policy", async () => {
    fs.appendFileSync(path.join(dir, "src/styles/global.scss"), `\n${NEW_RULE}\n`);
    const build = await buildProject(dir);
    expect(build.status, build.output).toBe(0);

    const publicDir = path.join(dir, "public");
    const stylesheet = builtStylesheet(dir);
    expect(stylesheet.includes(NEW_RULE), "the build wrote a stylesheet with the new rule").toBe(true);
    // Each page holds its own part of the stylesheet (plugins/cdn-deploy/page-styles.ts), which keeps every
    // rule outside the components' modules, the new one included; the policy allows that part by hash.
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    for (const route of ALL_ROUTES) {
      const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
      const styles = inlineCodeIn(html).styles.filter((css) => css !== NO_SCRIPT_STYLES);
      expect(styles, `${route} holds its styles in one element`).toHaveLength(1);
      expect(styles[0].includes(NEW_RULE), `${route} holds the new rule`).toBe(true);
      expect(headers.includes(policyHash(styles[0])), `the policy allows ${route}'s styles`).toBe(true);
    }
  });
});
