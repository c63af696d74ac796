import { render, screen, within } from "@testing-library/react";

import ListGroupSection from ".";

const section: Queries.ListGroupSectionFragment = {
  id: "stages",
  heading: "Made-up Stages",
  intro: null,
  groups: [
    { title: "Before", intro: "What comes <b>first</b>.", items: ["Plan", "ICH Q9/Q10 review"] },
    { title: "After", intro: null, items: ["Report"] },
  ],
};

describe("the list group section", () => {
  it("heads each list by its number and title, behind which its items are, all as the data's text", () => {
    render(<ListGroupSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const heads = within(band).getAllByRole("heading", { level: 3 });
    expect(heads.map((head) => head.textContent)).toEqual(["01Before", "02After"]);
    expect(within(band).getByText("What comes <b>first</b>.")).toBeInTheDocument();
    const lists = within(band).getAllByRole("list");
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ),
    ).toEqual([["Plan", "ICH Q9/Q10 review"], ["Report"]]);
    // Each title opens its list, a disclosure that needs no script; the items carry no ticks.
    expect(heads.every((head) => head.closest("summary")?.parentElement?.tagName === "DETAILS")).toBe(true);
    expect(band.querySelectorAll("svg")).toHaveLength(0);
  });
});
