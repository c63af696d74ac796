import { render, screen } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import FormSection from ".";

const section = loadPage("contactus").sections.find(
  (s): s is Queries.FormSectionFragment & { __typename: "PageFormSection" } =>
    s.__typename === "PageFormSection",
)!;

describe("the form section", () => {
  it("holds the form under its heading; what happens next is the form's own, beside its button", () => {
    render(<FormSection section={section} form={<form aria-label="Request" />} />);
    const region = screen.getByRole("region", { name: section.heading });
    expect(region).toContainElement(screen.getByRole("form", { name: "Request" }));
    expect(screen.queryByRole("group")).toBeNull();
  });
});
