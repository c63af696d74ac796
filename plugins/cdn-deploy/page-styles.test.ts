import { GatsbyInternalsError } from "../gatsby-internals";
import { moduleOf, modulesInPage, pageStyles, withPageStyles } from "./page-styles";

/** A stylesheet as webpack writes it: global rules, two components' modules, media queries, keyframes. */
const CSS = [
  "body{margin:0}",
  ".hero-module--title--a1b2c{font-size:2rem}",
  ".card-module--card--d3e4f{padding:1rem}",
  ".card-module--card--d3e4f.card-module--open--11111{outline:1px solid}",
  ".hero-module--title--a1b2c,.card-module--card--d3e4f h3{color:navy}",
  "@media (min-width:768px){.card-module--card--d3e4f{padding:2rem}body{margin:1rem}}",
  "@media (min-width:1024px){.card-module--card--d3e4f{padding:3rem}}",
  ".hero-module--title--a1b2c:not(.card-module--card--d3e4f){letter-spacing:0}",
  ".hero-module--title--a1b2c :where(.card-module--card--d3e4f){margin:0}",
  "@keyframes hero-module--rise--99999{0%{opacity:0}to{opacity:1}}",
].join("");

describe("the styles a page needs", () => {
  it("reads a class's module from Gatsby's name for it, and nothing from a global class", () => {
    expect(moduleOf("contact-form-module--form--28d59")).toBe("contact-form");
    expect(moduleOf("aos-animate")).toBeUndefined();
  });

  it("keeps the global rules and every rule of the modules the page shows, and drops the others", () => {
    expect(pageStyles(CSS, new Set(["hero"]))).toBe(
      [
        "body{margin:0}",
        ".hero-module--title--a1b2c{font-size:2rem}",
        ".hero-module--title--a1b2c{color:navy}",
        "@media (min-width:768px){body{margin:1rem}}",
        ".hero-module--title--a1b2c:not(.card-module--card--d3e4f){letter-spacing:0}",
        "@keyframes hero-module--rise--99999{0%{opacity:0}to{opacity:1}}",
      ].join(""),
    );
  });

  it("keeps a module's rules for states the page's markup does not show yet (a class only a script adds)", () => {
    const styles = pageStyles(CSS, new Set(["card"]));
    expect(styles).toContain(".card-module--card--d3e4f.card-module--open--11111{outline:1px solid}");
    expect(styles).toContain("@media (min-width:1024px){.card-module--card--d3e4f{padding:3rem}}");
    expect(styles).not.toContain("font-size:2rem");
  });

  it("leaves the whole stylesheet to a page that shows every module, changing nothing", () => {
    expect(pageStyles(CSS, new Set(["hero", "card"]))).toBe(CSS);
  });

  it("finds the modules of a page's body classes, in <noscript> and <template> too, and none of its head's", () => {
    const body = [
      '<header class="hero-module--title--a1b2c extra"><h1>Title</h1></header>',
      '<noscript><iframe class="map-module--frame--12345"></iframe></noscript>',
      '<template><p class="note-module--text--67890"></p></template>',
      '<p class="aos-animate">Text naming card-module--card--d3e4f is not a class</p>',
    ].join("");
    const page = `<!DOCTYPE html><html><head><noscript><style>.x-module--y--1{}</style></noscript></head><body>${body}</body></html>`;
    expect([...modulesInPage(page)].sort()).toEqual(["hero", "map", "note"]);
  });
});

/** A page as Gatsby writes it: the whole stylesheet in its head, before and after other head tags. */
const builtPage = (style: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${style}<title>T</title>` +
  `<noscript><style>.reveal{opacity:1}</style></noscript></head><body>${body}</body></html>`;

describe("a page's own styles written into it", () => {
  const body = '<h1 class="hero-module--title--a1b2c">Title</h1>';
  const gatsbys = `<style data-href="/styles.0123.css" data-identity="gatsby-global-css">${CSS}</style>`;
  const own = pageStyles(CSS, new Set(["hero"]));

  it("replaces Gatsby's copy of the whole stylesheet with the page's part, and changes nothing else", () => {
    expect(withPageStyles(builtPage(gatsbys, body), CSS)).toEqual({
      html: builtPage(`<style>${own}</style>`, body),
      css: own,
    });
  });

  it("writes a page the last build wrote (a build keeping .cache/ left it) from this build's stylesheet", () => {
    const once = withPageStyles(builtPage(gatsbys, body), CSS).html;
    expect(withPageStyles(once, CSS).html).toBe(once);
    const changed = CSS.replace("font-size:2rem", "font-size:3rem");
    expect(withPageStyles(once, changed).css).toContain("font-size:3rem");
  });

  it("stops, naming Gatsby's stylesheet, when the head does not hold exactly one <style>", () => {
    expect(() => withPageStyles(builtPage("", body), CSS)).toThrow(GatsbyInternalsError);
    expect(() => withPageStyles(builtPage(gatsbys + gatsbys, body), CSS)).toThrow(
      /data-identity="gatsby-global-css".*plugins\/gatsby-internals\.ts/s,
    );
  });
});
