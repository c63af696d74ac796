import { render, screen, within } from "@testing-library/react";

import { SECTION_TYPES } from "../../schema/type-defs";
import { installIntersectionObserver } from "../../test-utils/intersection-observer";
import { loadPage } from "../../test-utils/page-fixtures";
import PageView, { hasEntries, type PageData, sections } from ".";

/** The home page with one more section, of a kind no component draws (data newer than the code). */
const pageWithUnknownSection = (): PageData => {
  const page = loadPage("home");
  const unknown = { __typename: "PageMarqueeSection", id: "news", heading: "News" };
  return { ...page, sections: [...page.sections, unknown as unknown as PageData["sections"][number]] };
};

const withNodeEnv = (value: string, run: () => void) => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    run();
  } finally {
    process.env.NODE_ENV = before;
  }
};

describe("the section registry", () => {
  beforeAll(() => {
    installIntersectionObserver();
  });

  it.each(Object.entries(SECTION_TYPES))(
    "has a component for the %s section kind (%s)",
    (_kind, typeName) => {
      expect(Object.keys(sections)).toContain(typeName);
      expect(sections[typeName]).toEqual(expect.any(Function));
    },
  );

  it("has no entry for a type the content model lacks", () => {
    expect(Object.keys(sections).sort()).toEqual(Object.values(SECTION_TYPES).sort());
  });

  it("stops development with the name of a section kind it has no component for", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    withNodeEnv("development", () => {
      expect(() => render(<PageView page={pageWithUnknownSection()} />)).toThrow(
        /No component draws the section kind PageMarqueeSection \(section "news"\)/,
      );
    });
    error.mockRestore();
  });

  it("leaves such a section out of a production page and draws the rest", () => {
    withNodeEnv("production", () => {
      render(<PageView page={pageWithUnknownSection()} />);
    });
    expect(screen.queryByRole("heading", { name: "News" })).not.toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(
      within(main)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(
      loadPage("home")
        // Given no insights, the page leaves its insights sections out too, and its empty proof sections.
        .sections.filter((section) => section.__typename !== "PageInsightsSection" && hasEntries(section))
        .map((section) => section.heading),
    );
  });
});
