import { render, screen, within } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import FormSection from ".";

const section = loadPage("contactus").sections.find(
  (s): s is Queries.FormSectionFragment & { __typename: "PageFormSection" } =>
    s.__typename === "PageFormSection",
)!;

describe("the form section", () => {
  it("shows what happens next after the form, in order, with how what is sent is used", () => {
    const next = section.next!;
    render(<FormSection section={section} form={<form aria-label="Request" />} />);
    const group = screen.getByRole("group", { name: next.heading });
    // (Words that belong together are joined by no-break spaces.)
    const steps = within(group)
      .getAllByRole("listitem")
      .map((item) => item.textContent?.replace(/\u00a0/g, " "));
    expect(steps).toEqual(next.steps);
    expect(group).toHaveTextContent(next.dataUse!);
    // After the form in the document: on phones it reads under it.
    const form = screen.getByRole("form", { name: "Request" });
    expect(form.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows only the form when the page says nothing of what happens next", () => {
    render(<FormSection section={{ ...section, next: null }} form={<form aria-label="Request" />} />);
    expect(screen.getByRole("form", { name: "Request" })).toBeInTheDocument();
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("leaves out the line on data when there is none", () => {
    render(<FormSection section={{ ...section, next: { ...section.next!, dataUse: null } }} />);
    expect(screen.getByRole("group", { name: section.next!.heading })).not.toHaveTextContent(
      section.next!.dataUse!,
    );
  });
});
