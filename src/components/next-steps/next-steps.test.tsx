import { render, screen } from "@testing-library/react";

import { itemTexts } from "../../test-utils/contact-form";
import { loadContactFormText } from "../../test-utils/page-fixtures";
import NextSteps from ".";

const next = loadContactFormText().next!;

describe("what happens next", () => {
  it("shows its steps in order, with how what is sent is used, as a group named by its heading", () => {
    render(<NextSteps next={next} id="contact" />);
    const group = screen.getByRole("group", { name: next.heading });
    expect(itemTexts(group)).toEqual(next.steps);
    if (next.dataUse) expect(group).toHaveTextContent(next.dataUse);
  });

  it("leaves out the line on data when there is none", () => {
    render(<NextSteps next={{ ...next, dataUse: null }} id="contact" />);
    expect(screen.getByRole("group", { name: next.heading }).querySelectorAll("p")).toHaveLength(0);
  });

  it("shows hostile text from data/ as text", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = render(<NextSteps next={{ ...next, steps: [hostile] }} id="contact" />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("listitem")).toHaveTextContent(hostile);
  });
});
