/**
 * The diagrams of GMP Audits, Computer System Validation and Regulatory
 * Affairs (issue 14: "diagrams that show expertise"), on the production
 * build: drawn in HTML from the page's data file, readable on a phone
 * (labels 14 px or larger), captioned with what they show, no wider than a
 * 320 px screen, and still free of axe violations.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";

import { useSite } from "../lib/harness.mjs";
import { DESKTOP, PAGES, PHONE } from "../lib/site.mjs";

const require = createRequire(import.meta.url);
const harness = useSite();

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The smallest label the issue allows on a phone, in CSS pixels. */
const MIN_LABEL_PX = 14;
const NARROWEST = { width: 320, height: 640 };

const WITH_DIAGRAM = PAGES.flatMap((page) =>
  page.sections.filter((section) => section.kind === "diagram").map((section) => ({ page, section })),
);

/**
 * What the page draws for one diagram: the figure's caption, each step's
 * text by paragraph, the smallest font size of any text in it, its steps'
 * boxes, and whether an image stands in for it anywhere.
 */
const drawn = (tab, id) =>
  tab.evaluate((sectionId) => {
    const figure = document.getElementById(sectionId).querySelector("figure");
    const texts = [...figure.querySelectorAll("li p, figcaption")];
    return {
      caption: figure.querySelector("figcaption")?.textContent,
      lists: figure.querySelectorAll("ol, ul").length,
      steps: [...figure.querySelectorAll("ol > li")].map((li) =>
        [...li.querySelectorAll("p")].map((p) => p.textContent),
      ),
      smallestFont: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      boxes: [...figure.querySelectorAll("ol > li")].map((li) => {
        const { left, top, right, bottom } = li.getBoundingClientRect();
        return { left, top, right, bottom };
      }),
      images: figure.querySelectorAll("img, svg, [role='img']").length,
    };
  }, id);

/** With reduced motion every section is shown at once; the CSP is bypassed so axe can be injected. */
const openRevealed = (route, viewport) =>
  harness.open(route, { viewport, reducedMotion: "reduce", bypassCSP: true });

const axeViolations = async (tab) => {
  await tab.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const violations = await tab.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } }).then((r) => r.violations),
    AXE_TAGS,
  );
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} — ${v.help}`));
};

describe("diagrams (issue 14)", () => {
  it("GMP Audits, Computer System Validation and Regulatory Affairs each have one: a cycle, a V-model, a timeline", () => {
    assert.deepEqual(
      WITH_DIAGRAM.map(({ page, section }) => [page.path, section.diagram]),
      [
        ["/computersystemvalidations/", "vModel"],
        ["/gmpaudits/", "cycle"],
        ["/regulatoryaffairs/", "timeline"],
      ],
    );
  });

  for (const { page: data, section } of WITH_DIAGRAM) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${data.path} at ${viewport.width} px: the data file's words, once, in order, captioned, with no picture in their place`, async () => {
        const { page, context, problems } = await openRevealed(data.path, viewport);
        try {
          const shown = await drawn(page, section.id);
          assert.equal(shown.caption, section.description);
          assert.equal(shown.lists, 1);
          assert.deepEqual(
            shown.steps,
            section.steps.map((step) => (step.text ? [step.title, step.text] : [step.title])),
          );
          assert.equal(shown.images, 0);
          // The visible caption names the figure for screen readers (HTML-AAM), with no hidden label.
          await page.locator(`#${section.id}`).getByRole("figure", { name: section.description }).waitFor();
          if (viewport === PHONE) {
            assert.ok(
              shown.smallestFont >= MIN_LABEL_PX,
              `smallest text ${shown.smallestFont} px, under ${MIN_LABEL_PX} px`,
            );
          }
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }

    it(`${data.path} at 320 px: the diagram fits, with no sideways scrolling`, async () => {
      const { page, context } = await openRevealed(data.path, NARROWEST);
      try {
        const overflow = await page.evaluate((id) => {
          const root = document.documentElement;
          const box = document.getElementById(id).querySelector("figure").getBoundingClientRect();
          return {
            page: root.scrollWidth - root.clientWidth,
            figureRight: Math.ceil(box.right),
            width: root.clientWidth,
          };
        }, section.id);
        assert.equal(overflow.page, 0);
        assert.ok(overflow.figureRight <= overflow.width, `figure reaches ${overflow.figureRight} px`);
      } finally {
        await context.close();
      }
    });

    it(`${data.path}: axe finds no violation at 375 and 1280 px`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await openRevealed(data.path, viewport);
        try {
          assert.deepEqual(await axeViolations(page), [], `at ${viewport.width} px`);
        } finally {
          await context.close();
        }
      }
    });
  }

  /** The boxes of a diagram's steps at 1280 px, in the order of its list. */
  const desktopBoxes = async (route, id) => {
    const { page, context } = await openRevealed(route, DESKTOP);
    try {
      return (await drawn(page, id)).boxes;
    } finally {
      await context.close();
    }
  };
  const find = (shape) => WITH_DIAGRAM.find(({ section }) => section.diagram === shape);
  const near = (a, b) => Math.abs(a - b) < 2;

  it("at 1280 px the audit cycle runs left to right along the top and back along the bottom", async () => {
    const { page, section } = find("cycle");
    const boxes = await desktopBoxes(page.path, section.id);
    const half = Math.ceil(boxes.length / 2);
    const [top, bottom] = [boxes.slice(0, half), boxes.slice(half)];
    assert.ok(
      top.every((box) => near(box.top, top[0].top)),
      "the first half stands in one row",
    );
    assert.ok(
      bottom.every((box) => box.top > top[0].bottom),
      "the second half stands below it",
    );
    for (let i = 1; i < top.length; i++) assert.ok(top[i].left > top[i - 1].right, "the top row runs right");
    for (let i = 1; i < bottom.length; i++) {
      assert.ok(bottom[i].right < bottom[i - 1].left, "the bottom row runs back left");
    }
    assert.ok(near(bottom.at(-1).left, top[0].left), "the last step stands under the first");
  });

  it("at 1280 px the V-model pairs each specification with its verification, level by level", async () => {
    const { page, section } = find("vModel");
    const boxes = await desktopBoxes(page.path, section.id);
    const last = boxes.length - 1;
    for (let i = 0; i < Math.floor(boxes.length / 2); i++) {
      const [spec, check] = [boxes[i], boxes[last - i]];
      assert.ok(near(spec.top, check.top), `step ${i + 1} and step ${last - i + 1} stand level`);
      assert.ok(spec.right < check.left, "specification on the left, verification on the right");
      if (i > 0) {
        assert.ok(spec.top > boxes[i - 1].bottom, "the left arm runs down");
        assert.ok(spec.left > boxes[i - 1].left, "and inwards");
      }
    }
    const base = boxes[Math.floor(boxes.length / 2)];
    assert.ok(base.top > boxes[Math.floor(boxes.length / 2) - 1].bottom, "configuration at the base");
  });

  it("at 1280 px the submission timeline runs left to right in one row; at 375 px down the page", async () => {
    const { page: data, section } = find("timeline");
    const wide = await desktopBoxes(data.path, section.id);
    assert.ok(wide.every((box) => near(box.top, wide[0].top)));
    for (let i = 1; i < wide.length; i++) assert.ok(wide[i].left > wide[i - 1].right);
    const { page, context } = await openRevealed(data.path, PHONE);
    try {
      const narrow = (await drawn(page, section.id)).boxes;
      for (let i = 1; i < narrow.length; i++) assert.ok(narrow[i].top > narrow[i - 1].bottom);
    } finally {
      await context.close();
    }
  });
});
