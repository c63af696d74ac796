import { render, screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";

import site from "../../data/site.json";
import { loadPage, loadRawPage } from "../test-utils/page-fixtures";
import ContactPageTemplate from "./contact-page";

type Props = PageProps<Queries.ContactPageTemplateQuery>;

describe("the contact page template", () => {
  it("places the request form, posting to the configured service, in the page's form section", () => {
    const props = { data: { pageJson: loadPage("contactus") } } as unknown as Props;
    const { container } = render(<ContactPageTemplate {...props} />);
    const formSection = loadRawPage("contactus").sections.find((section) => section.kind === "form");
    const section = screen.getByRole("region", { name: formSection?.heading as string });
    expect(within(section).getByRole("button", { name: "Submit" })).toBeInTheDocument();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", site.form.endpoint);
    expect(form.querySelector('input[name="access_key"]')).toHaveValue(site.form.accessKey);
  });

  it("chooses the request named in the page's address (?request=…, from a hero action)", async () => {
    const props = {
      data: { pageJson: loadPage("contactus") },
      location: { search: "?request=training", hash: "#request-form" },
    } as unknown as Props;
    render(<ContactPageTemplate {...props} />);
    await waitFor(() => expect(screen.getByLabelText(/^Request/)).toHaveValue("training"));
  });
});
