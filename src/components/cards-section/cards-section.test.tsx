import { render, screen, within } from "@testing-library/react";

import { loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import CardsSection from ".";

type Cards = Queries.CardsSectionFragment & { __typename: "PageCardsSection" };

const withNote = pageSlugs()
  .flatMap((slug) => loadPage(slug).sections)
  .find((section): section is Cards => section.__typename === "PageCardsSection" && Boolean(section.note))!;

describe("a cards section's note", () => {
  it("stands in the section's head, its heading and text after the intro and before the cards", () => {
    expect(withNote).toBeDefined();
    render(<CardsSection section={withNote} />);
    const region = screen.getByRole("region", { name: withNote.heading });
    const headings = within(region).getAllByRole("heading", { level: 3 });
    expect(headings[0]).toHaveTextContent(withNote.note!.title);
    expect(headings.slice(1).map((heading) => heading.textContent)).toEqual(
      withNote.cards.map((card) => card.title),
    );
    expect(headings[0].parentElement).toHaveTextContent(withNote.note!.text);
  });

  it("leaves no box where the section has no note, and shows markup in a note as text", () => {
    const { unmount } = render(<CardsSection section={{ ...withNote, note: null }} />);
    expect(screen.queryByRole("heading", { name: withNote.note!.title })).toBeNull();
    unmount();
    const { container } = render(
      <CardsSection section={{ ...withNote, note: { title: "<b>Who?</b>", text: "<img src=x>" } }} />,
    );
    expect(screen.getByRole("heading", { name: "<b>Who?</b>" })).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });
});
