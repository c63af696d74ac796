import { moduleOf, modulesInBody, modulesInPage, pageStyles } from "./page-styles";

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

  it("finds the modules of a body's classes, in <noscript> and <template> too", () => {
    const body = [
      '<header class="hero-module--title--a1b2c extra"><h1>Title</h1></header>',
      '<noscript><iframe class="map-module--frame--12345"></iframe></noscript>',
      '<template><p class="note-module--text--67890"></p></template>',
      '<p class="aos-animate">Text naming card-module--card--d3e4f is not a class</p>',
    ].join("");
    expect([...modulesInBody(body)].sort()).toEqual(["hero", "map", "note"]);
  });

  it("reads a whole page's modules from its body only, as the page's body was rendered", () => {
    const body = '<main class="card-module--card--d3e4f"></main>';
    const page = `<!DOCTYPE html><html><head><noscript><style>.hero-module--title--a1b2c{}</style></noscript></head><body>${body}</body></html>`;
    expect(modulesInPage(page)).toEqual(modulesInBody(body));
  });
});
