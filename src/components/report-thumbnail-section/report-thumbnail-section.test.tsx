import { render, screen, within } from "@testing-library/react";

import { loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import { runQuery } from "../../test-utils/site-graph";
import ReportThumbnailSection, { type Reports } from ".";

type Thumbnail = Queries.ReportThumbnailSectionFragment & { __typename: "PageReportThumbnailSection" };

const thumbnails = pageSlugs().flatMap((slug) =>
  loadPage(slug).sections.filter(
    (section): section is Thumbnail => section.__typename === "PageReportThumbnailSection",
  ),
);

/** The reports as the page template's query finds them (its reportPages), by page. */
const reports: Reports = Object.fromEntries(
  runQuery<{
    allPageJson: {
      nodes: { path: string; sections: ({ __typename: string } & Queries.ReportThumbnailFragment)[] }[];
    };
  }>(
    `query ReportsFixture { allPageJson { nodes { path sections { __typename ... on PageAuditReportSection { ...ReportThumbnail } } } } }`,
  ).allPageJson.nodes.flatMap((node) =>
    node.sections
      .filter((section) => section.__typename === "PageAuditReportSection")
      .map((section) => [node.path, section]),
  ),
);

describe("a thumbnail of the sample report", () => {
  it("is a band with its heading, its line and one link, named by its words, that opens the report", () => {
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const section of thumbnails) {
      const { unmount } = render(<ReportThumbnailSection section={section} reports={reports} />);
      const band = screen.getByRole("region", { name: section.heading });
      expect(within(band).getByText(section.text)).toBeInTheDocument();
      const links = within(band).getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute("href", section.link.to);
      expect(links[0]).toHaveAccessibleName(section.link.label);
      unmount();
    }
  });

  it("draws the report it opens from that report's data, for the eye only: a mark for each observation", () => {
    for (const section of thumbnails) {
      const report = reports[section.link.to];
      expect(report).toBeDefined();
      const { container, unmount } = render(<ReportThumbnailSection section={section} reports={reports} />);
      const drawing = container.querySelector("a svg")!;
      expect(drawing).toHaveAttribute("aria-hidden", "true");
      expect(drawing).toHaveAttribute("data-observations", String(report.observations.items.length));
      unmount();
      // One observation more, and the drawing grows by its row.
      const more = {
        ...report,
        observations: { items: [...report.observations.items, report.observations.items[0]] },
      };
      const { container: again, unmount: done } = render(
        <ReportThumbnailSection section={section} reports={{ [section.link.to]: more }} />,
      );
      const height = (svg: Element) => Number(svg.getAttribute("viewBox")!.split(" ")[3]);
      const grown = again.querySelector("a svg")!;
      expect(grown).toHaveAttribute("data-observations", String(report.observations.items.length + 1));
      expect(height(grown)).toBeGreaterThan(height(drawing));
      done();
    }
  });

  it("is a plain link where the report is not at hand (the editor's preview)", () => {
    const { container } = render(<ReportThumbnailSection section={thumbnails[0]} />);
    expect(container.querySelector("svg[data-observations]")).toBeNull();
    expect(screen.getByRole("link", { name: thumbnails[0].link.label })).toBeInTheDocument();
  });
});
