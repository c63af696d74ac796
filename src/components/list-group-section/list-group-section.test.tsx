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
  it("heads each list by its number and title, and ticks its items, all as the data's text", () => {
    render(<ListGroupSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const heads = within(band).getAllByRole("heading", { level: 3 });
    expect(heads.map((head) => head.textContent)).toEqual(["1Before", "2After"]);
    expect(within(band).getByText("What comes <b>first</b>.")).toBeInTheDocument();
    const lists = within(band).getAllByRole("list");
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ),
    ).toEqual([["Plan", "ICH Q9/Q10 review"], ["Report"]]);
    // The ticks are decoration: nothing but the words is read out.
    const ticks = [...band.querySelectorAll("svg")];
    expect(ticks).toHaveLength(3);
    expect(ticks.every((tick) => tick.getAttribute("aria-hidden") === "true")).toBe(true);
  });
});
