import { render, screen, within } from "@testing-library/react";

import { loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import SignpostSection from ".";

type Signpost = Queries.SignpostSectionFragment & { __typename: "PageSignpostSection" };

const signposts = pageSlugs().flatMap((slug) =>
  loadPage(slug).sections.filter(
    (section): section is Signpost => section.__typename === "PageSignpostSection",
  ),
);

describe("a signpost to another page", () => {
  it("is a band named by its heading, with its line and one link to the page it names", () => {
    expect(signposts.length).toBeGreaterThan(0);
    for (const section of signposts) {
      const { unmount } = render(<SignpostSection section={section} />);
      const band = screen.getByRole("region", { name: section.heading });
      expect(within(band).getByText(wholeText(section.text.replace(/\s+/g, " ").trim()))).toBeInTheDocument();
      const links = within(band).getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute("href", section.link.to);
      expect(links[0]).toHaveAccessibleName(section.link.label);
      unmount();
    }
  });

  it("shows markup in its text as text", () => {
    const section = { ...signposts[0], heading: "<b>Bold?</b>", text: "<img src=x onerror=alert(1)>" };
    const { container } = render(<SignpostSection section={section} />);
    expect(screen.getByRole("heading", { name: "<b>Bold?</b>" })).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });
});
