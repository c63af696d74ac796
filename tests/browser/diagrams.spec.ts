/**
 * The diagrams of GMP Audits, Computer System Validation and Regulatory
 * Affairs, diagrams that show expertise, on the production
 * build: drawn in HTML from the page's data file, readable on a phone
 * (labels 14 px or larger), captioned with what they show, no wider than a
 * 320 px screen (axe-core checks them with their pages: every-page.spec.ts).
 */
import type { Page } from "@playwright/test";

import { expect, openedFold, test } from "../support/fixtures";
import { PAGES, PHONE } from "../support/site";

/** The smallest label allowed on a phone, in CSS pixels. */
const MIN_LABEL_PX = 14;
const NARROWEST = { width: 320, height: 640 };

type DiagramStep = { title: string; text?: string; items?: string[] };
type DiagramSection = {
  id: string;
  kind: string;
  diagram: string;
  caption: string;
  description: string;
  steps: DiagramStep[];
};
type WithDiagram = { page: { path: string }; section: DiagramSection };

const WITH_DIAGRAM: WithDiagram[] = PAGES.flatMap((page: { path: string; sections: DiagramSection[] }) =>
  page.sections.filter((section) => section.kind === "diagram").map((section) => ({ page, section })),
);

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * What the page draws for one diagram: the figure's caption, each step's
 * title, explanation and list items, the smallest font size of any text in
 * it, its steps' boxes, and whether an image stands in for it anywhere (a
 * list's ticks are hidden from screen readers, decoration only).
 */
const drawn = async (page: Page, id: string) => {
  await openedFold(page, id);
  // The visible caption names the figure for screen readers (HTML-AAM); wait for it before measuring.
  await expect(page.locator(`#${id}`).getByRole("figure")).toBeVisible();
  return page.evaluate((sectionId) => {
    const figure = document.getElementById(sectionId)?.querySelector("figure");
    if (!figure) throw new Error(`#${sectionId} has no figure`);
    const texts = [...figure.querySelectorAll("ol > li > :is(p, h3), ol > li > ul > li, figcaption")];
    return {
      caption: figure.querySelector("figcaption")?.textContent,
      captionLines: (() => {
        const caption = figure.querySelector("figcaption")!;
        return Math.round(
          caption.getBoundingClientRect().height / parseFloat(getComputedStyle(caption).lineHeight),
        );
      })(),
      lists: figure.querySelectorAll("ol").length,
      steps: [...figure.querySelectorAll("ol > li")].map((li) =>
        [...li.querySelectorAll(":scope > p, :scope > h3, :scope > ul > li")].map((text) => text.textContent),
      ),
      smallestFont: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      boxes: [...figure.querySelectorAll("ol > li")].map((li): Box => {
        const { left, top, right, bottom } = li.getBoundingClientRect();
        return { left, top, right, bottom };
      }),
      images: figure.querySelectorAll("img, svg:not([aria-hidden='true']), [role='img']").length,
    };
  }, id);
};

const find = (shape: string): WithDiagram => {
  const found = WITH_DIAGRAM.find(({ section }) => section.diagram === shape);
  if (!found) throw new Error(`no ${shape} diagram in data/pages`);
  return found;
};
const near = (a: number, b: number) => Math.abs(a - b) < 2;

test.describe("diagrams", () => {
  // With reduced motion every section is shown at once.
  test.use({ reducedMotion: "reduce" });

  test(
    "GMP Audits, Computer System Validation and Regulatory Affairs each have one: a cycle, a V-model, a timeline",
    { tag: "@desktop" },
    () => {
      expect(WITH_DIAGRAM.map(({ page, section }) => [page.path, section.diagram])).toEqual([
        ["/computersystemvalidations/", "vModel"],
        ["/gmpaudits/", "cycle"],
        ["/regulatoryaffairs/", "timeline"],
      ]);
    },
  );

  for (const { page: data, section } of WITH_DIAGRAM) {
    // Runs in the phone (375 px) and desktop (1280 px) projects.
    test(`${data.path}: the data file's words, once, in order, captioned, with no picture in their place`, async ({
      page,
      problems,
    }) => {
      await page.goto(data.path);
      const shown = await drawn(page, section.id);
      expect(shown.caption).toBe(`${section.caption} ${section.description}`);
      // One line to see: the full description is read out, not shown.
      expect(shown.captionLines).toBe(1);
      expect(shown.lists).toBe(1);
      expect(shown.steps).toEqual(
        section.steps.map((step) => [step.title, ...(step.text ? [step.text] : []), ...(step.items ?? [])]),
      );
      expect(shown.images).toBe(0);
      // The caption names the figure for screen readers (HTML-AAM): its line and the full description.
      await expect(
        page
          .locator(`#${section.id}`)
          .getByRole("figure", { name: `${section.caption} ${section.description}`.replace(/\s+/g, " ") }),
      ).toBeVisible();
      if (page.viewportSize()?.width === PHONE.width) {
        expect(shown.smallestFont, `smallest text under ${MIN_LABEL_PX} px`).toBeGreaterThanOrEqual(
          MIN_LABEL_PX,
        );
      }
      expect(problems).toEqual([]);
    });

    test.describe("at 320 px", { tag: "@phone" }, () => {
      test.use({ viewport: NARROWEST });

      test(`${data.path} at 320 px: the diagram fits, with no sideways scrolling`, async ({ page }) => {
        await page.goto(data.path);
        await openedFold(page, section.id);
        await expect(page.locator(`#${section.id}`).getByRole("figure")).toBeVisible();
        const overflow = await page.evaluate((id) => {
          const root = document.documentElement;
          const figure = document.getElementById(id)?.querySelector("figure");
          if (!figure) throw new Error(`#${id} has no figure`);
          const box = figure.getBoundingClientRect();
          return {
            page: root.scrollWidth - root.clientWidth,
            figureRight: Math.ceil(box.right),
            width: root.clientWidth,
          };
        }, section.id);
        expect(overflow.page).toBe(0);
        expect(overflow.figureRight, `figure reaches ${overflow.figureRight} px`).toBeLessThanOrEqual(
          overflow.width,
        );
      });
    });
  }

  test.describe("at 1280 px", { tag: "@desktop" }, () => {
    /** The boxes of a diagram's steps at 1280 px, in the order of its list. */
    const desktopBoxes = async (page: Page, route: string, id: string) => {
      await page.goto(route);
      return (await drawn(page, id)).boxes;
    };

    test("at 1280 px the audit cycle runs left to right along the top and back along the bottom", async ({
      page,
    }) => {
      const { page: data, section } = find("cycle");
      const boxes = await desktopBoxes(page, data.path, section.id);
      const half = Math.ceil(boxes.length / 2);
      const [top, bottom] = [boxes.slice(0, half), boxes.slice(half)];
      expect(
        top.every((box) => near(box.top, top[0].top)),
        "the first half stands in one row",
      ).toBe(true);
      expect(
        bottom.every((box) => box.top > top[0].bottom),
        "the second half stands below it",
      ).toBe(true);
      for (let i = 1; i < top.length; i++) {
        expect(top[i].left, "the top row runs right").toBeGreaterThan(top[i - 1].right);
      }
      for (let i = 1; i < bottom.length; i++) {
        expect(bottom[i].right, "the bottom row runs back left").toBeLessThan(bottom[i - 1].left);
      }
      expect(near(bottom[bottom.length - 1].left, top[0].left), "the last step stands under the first").toBe(
        true,
      );
    });

    test("at 1280 px the V-model pairs each specification with its verification, level by level", async ({
      page,
    }) => {
      const { page: data, section } = find("vModel");
      const boxes = await desktopBoxes(page, data.path, section.id);
      const last = boxes.length - 1;
      for (let i = 0; i < Math.floor(boxes.length / 2); i++) {
        const [spec, check] = [boxes[i], boxes[last - i]];
        expect(near(spec.top, check.top), `step ${i + 1} and step ${last - i + 1} stand level`).toBe(true);
        expect(spec.right, "specification on the left, verification on the right").toBeLessThan(check.left);
        if (i > 0) {
          expect(spec.top, "the left arm runs down").toBeGreaterThan(boxes[i - 1].bottom);
          expect(spec.left, "and inwards").toBeGreaterThan(boxes[i - 1].left);
        }
      }
      const base = boxes[Math.floor(boxes.length / 2)];
      expect(base.top, "configuration at the base").toBeGreaterThan(
        boxes[Math.floor(boxes.length / 2) - 1].bottom,
      );
    });

    test("at 1280 px the submission timeline runs left to right in one row", async ({ page }) => {
      const { page: data, section } = find("timeline");
      const wide = await desktopBoxes(page, data.path, section.id);
      expect(wide.every((box) => near(box.top, wide[0].top))).toBe(true);
      for (let i = 1; i < wide.length; i++) expect(wide[i].left).toBeGreaterThan(wide[i - 1].right);
    });
  });

  test("at 375 px the submission timeline runs down the page", { tag: "@phone" }, async ({ page }) => {
    const { page: data, section } = find("timeline");
    await page.goto(data.path);
    const narrow = (await drawn(page, section.id)).boxes;
    expect(narrow.length).toBeGreaterThan(1);
    for (let i = 1; i < narrow.length; i++) expect(narrow[i].top).toBeGreaterThan(narrow[i - 1].bottom);
  });
});
