import { render, screen, within } from "@testing-library/react";

import { loadPage, loadRawPage } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import DiagramSection from ".";
import { placeStep } from "./shapes";

type Diagram = Queries.DiagramSectionFragment;

const diagramOf = (slug: string): Diagram => {
  const section = loadPage(slug).sections.find((s) => s.__typename === "PageDiagramSection");
  if (!section) throw new Error(`data/pages/${slug}.json has no diagram section`);
  return section as Diagram;
};

/** The figure's one ordered list of steps. */
const stepList = (figure: HTMLElement) => {
  const lists = figure.querySelectorAll("ol");
  expect(lists).toHaveLength(1);
  return lists[0];
};

/** What each step of the drawn list says: its title, its explanation and the items of its own list. */
const stepsShown = (figure: HTMLElement) =>
  [...stepList(figure).children].map((step) => [
    ...[...step.querySelectorAll(":scope > p, :scope > h3")].map((text) => text.textContent),
    ...[...step.querySelectorAll(":scope > ul > li")].map((item) => item.textContent),
  ]);

describe.each([
  ["gmpaudits", "cycle"],
  ["computersystemvalidations", "vModel"],
  ["regulatoryaffairs", "timeline"],
])("the diagram of data/pages/%s.json (%s)", (slug, shape) => {
  const raw = loadRawPage(slug).sections.find((s) => s.kind === "diagram") as unknown as {
    diagram: string;
    caption: string;
    description: string;
    steps: { title: string; text?: string; items?: string[] }[];
  };

  it(`is a ${shape}`, () => {
    expect(raw.diagram).toBe(shape);
  });

  it("is a figure captioned in one line, with the full description from the data file in its caption", () => {
    render(<DiagramSection section={diagramOf(slug)} />);
    const figure = screen.getByRole("figure");
    // The caption names the figure (HTML-AAM); jsdom does not compute that name, the browser test checks it.
    const caption = figure.lastElementChild!;
    expect(caption.tagName).toBe("FIGCAPTION");
    expect(within(caption as HTMLElement).getAllByText(wholeText(raw.caption))).toHaveLength(1);
    expect(within(figure).getByText(wholeText(raw.description)).closest("figcaption")).toBe(caption);
  });

  it("draws the steps once, in order, as one ordered list with the data file's words", () => {
    render(<DiagramSection section={diagramOf(slug)} />);
    const figure = screen.getByRole("figure");
    expect(stepsShown(figure)).toEqual(
      raw.steps.map((step) => [step.title, step.text, ...(step.items ?? [])].filter(Boolean)),
    );
  });
});

describe("a diagram section", () => {
  const section: Diagram = {
    id: "made-up",
    heading: "A Made-up Process",
    intro: null,
    folded: null,
    diagram: "cycle",
    caption: "A made-up loop.",
    description: "Three made-up steps in a loop.",
    steps: [
      { title: "<b>First</b>", text: null, items: null },
      { title: "Second", text: "Then this.", items: null },
      { title: "Third", text: null, items: null },
    ],
  };

  it("shows whatever the data says, as text, under the section's heading", () => {
    render(<DiagramSection section={section} />);
    const region = screen.getByRole("region", { name: "A Made-up Process" });
    expect(within(region).getByText("<b>First</b>")).toBeInTheDocument();
    expect(stepsShown(region)).toEqual([["<b>First</b>"], ["Second", "Then this."], ["Third"]]);
  });

  it("numbers a cycle's steps for the eye only: the ordered list already tells a screen reader", () => {
    const { container } = render(<DiagramSection section={section} />);
    const numbers = [...container.querySelectorAll("li > [aria-hidden='true']")].map((n) => n.textContent);
    expect(numbers).toEqual(["1", "2", "3"]);
  });

  it("folded, stands behind its heading, a line of its steps' titles under it, and reveals nothing", () => {
    const { container } = render(<DiagramSection section={{ ...section, folded: true }} />);
    const fold = container.querySelector("details")!;
    expect(
      within(fold.querySelector("summary")!).getByRole("heading", { name: "A Made-up Process" }),
    ).toBeVisible();
    expect(fold.querySelector("summary")).toHaveTextContent("<b>First</b> · Second · Third");
    expect(within(fold).getByRole("figure")).toBeInTheDocument();
    expect(container.querySelector("[data-aos]")).toBeNull();
  });

  it("draws a shape it does not know as a timeline, the plain sequence", () => {
    // A value the model does not know, as the editor's preview of an unfinished entry may hold.
    render(<DiagramSection section={{ ...section, diagram: "pyramid" as Queries.DiagramShape }} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-row") ?? item.getAttribute("data-arm"))).toEqual([
      null,
      null,
      null,
    ]);
    expect(stepsShown(screen.getByRole("figure"))).toHaveLength(3);
  });
});

describe("where each step is drawn", () => {
  it("a cycle of six runs along the top row and back along the bottom one, ending with a turn up to the first", () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => placeStep("cycle", i, 6))).toEqual([
      { "data-row": 1, "data-col": 1, "data-turn": "right" },
      { "data-row": 1, "data-col": 2, "data-turn": "right" },
      { "data-row": 1, "data-col": 3, "data-turn": "down" },
      { "data-row": 2, "data-col": 3, "data-turn": "left" },
      { "data-row": 2, "data-col": 2, "data-turn": "left" },
      { "data-row": 2, "data-col": 1, "data-turn": "up" },
    ]);
  });

  it("a V-model of seven pairs each specification with the verification at its level, configuration at the base", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => placeStep("vModel", i, 7))).toEqual([
      { "data-arm": "left", "data-level": 1 },
      { "data-arm": "left", "data-level": 2 },
      { "data-arm": "left", "data-level": 3 },
      { "data-arm": "base", "data-level": 4 },
      { "data-arm": "right", "data-level": 3 },
      { "data-arm": "right", "data-level": 2 },
      { "data-arm": "right", "data-level": 1 },
    ]);
  });

  it("the CSV page's V-model pairs its first step with its last (the plan with the report), and so on down to its base", () => {
    const { steps } = diagramOf("computersystemvalidations");
    const places = steps.map((_, index) => placeStep("vModel", index, steps.length));
    const arm = Math.floor(steps.length / 2);
    for (let level = 1; level <= arm; level += 1) {
      expect(places[level - 1]).toEqual({ "data-arm": "left", "data-level": level });
      expect(places[steps.length - level]).toEqual({ "data-arm": "right", "data-level": level });
    }
    if (steps.length % 2 === 1) expect(places[arm]).toEqual({ "data-arm": "base", "data-level": arm + 1 });
  });

  it("a V-model tells the stylesheet how deep its arms go, so their steps share one width", () => {
    render(<DiagramSection section={diagramOf("computersystemvalidations")} />);
    expect(screen.getByRole("list")).toHaveAttribute("data-depth", "4");
  });

  it("a stage with a list of its own is headed by its title, its items ticked under its explanation", () => {
    const timeline = diagramOf("regulatoryaffairs");
    render(<DiagramSection section={timeline} />);
    const stages = screen.getAllByRole("heading", { level: 3 });
    expect(stages.map((stage) => stage.textContent)).toEqual(timeline.steps.map((step) => step.title));
    const first = stages[0].closest("li")!;
    const items = [...first.querySelectorAll(":scope > ul > li")];
    expect(items.map((item) => item.textContent)).toEqual(timeline.steps[0].items);
    expect(items.every((item) => item.querySelector("svg"))).toBe(true);
  });

  it("a step without a list keeps its title as a line of the diagram, not a heading", () => {
    render(<DiagramSection section={diagramOf("gmpaudits")} />);
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });

  it("a timeline's stages need no placing: they stand in order", () => {
    expect(placeStep("timeline", 1, 3)).toEqual({});
  });
});
