import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";

import { exampleSection, filesWithExamples, loadPage } from "../../test-utils/page-fixtures";
import { runQuery } from "../../test-utils/site-graph";
import AuditReportSection from "../audit-report-section";
import FormSection from "../form-section";
import NamedPeople from ".";

/** Made-up consultants (tests/fixtures/proof-examples.json), listed on About as the firm's would be. */
const [first, second, third] = exampleSection("PageConsultantsSection").consultants;

/** The site's graph with the example consultants on About: the pages' own list of people. */
const query = jest.mocked(useStaticQuery);
const realGraph = query.getMockImplementation()!;
const withExamplePeople = () =>
  query.mockImplementation((source) => runQuery(String(source), { files: filesWithExamples() }));

afterEach(() => query.mockImplementation(realGraph));

const sectionOf = <T extends string>(slug: string, typeName: T) => {
  const section = loadPage(slug).sections.find((s) => s.__typename === typeName);
  if (!section) throw new Error(`${slug} has no ${typeName}`);
  return section as Extract<ReturnType<typeof loadPage>["sections"][number], { __typename: T }>;
};

describe("consultants a page names", () => {
  it("shows each listed consultant with portrait, name and role under the line that says what they do", () => {
    withExamplePeople();
    render(<NamedPeople label="Read by" names={[first.name, "Nobody Listed", third.name]} />);
    const people = screen.getByText("Read by").nextElementSibling as HTMLElement;
    const items = within(people).getAllByRole("listitem");
    // A name the pages do not list (a launch stand-in) is left out, never shown as typed.
    expect(items.map((item) => item.textContent)).toEqual([
      `${first.name}${first.role}`,
      `${third.name}${third.role}`,
    ]);
    expect(screen.queryByText("Nobody Listed")).not.toBeInTheDocument();
    const portrait = items[0].querySelector("img");
    expect(portrait).toHaveAttribute("alt", "");
    expect(portrait).toHaveAttribute("width", "48");
    expect(items[1].querySelector("img")).toBeNull();
  });

  it("draws nothing, not even its line, while none of the names is listed", () => {
    const { container } = render(
      <NamedPeople label="Read by" names={[first.name, "Lead auditor to be named"]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("Contact's form section: who reads the requests, after the form, so that its first field stays on the first screen", () => {
    withExamplePeople();
    const section = sectionOf("contactus", "PageFormSection");
    expect(section.readers).toBeTruthy();
    const readers = { label: section.readers!.label, people: [second.name] };
    render(<FormSection section={{ ...section, readers }} form={<form aria-label="The form" />} />);
    const band = screen.getByRole("region", { name: section.heading });
    const label = within(band).getByText(readers.label);
    expect(label.parentElement).toHaveTextContent(`${readers.label}${second.name}${second.role}`);
    const form = within(band).getByRole("form", { name: "The form" });
    expect(label.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it("Contact's form section as the data holds it today, with nobody listed: no line, no empty list", () => {
    const section = sectionOf("contactus", "PageFormSection");
    render(<FormSection section={section} form={<form aria-label="The form" />} />);
    expect(screen.queryByText(section.readers!.label)).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("the sample report's sign-off: each signature with what the person does, only by listed consultants", () => {
    withExamplePeople();
    const section = sectionOf("sample-audit-report", "PageAuditReportSection");
    const signOff = section.signOff!;
    const [lead, reviewer] = signOff.signers;
    const signed = {
      ...signOff,
      signers: [
        { label: lead.label, name: first.name },
        { label: reviewer.label, name: "Nobody Listed" },
      ],
    };
    render(<AuditReportSection section={{ ...section, signOff: signed }} />);
    const heading = screen.getByRole("heading", { level: 3, name: signOff.heading });
    const signatures = within(heading.parentElement!).getAllByRole("listitem");
    expect(signatures.map((item) => item.textContent)).toEqual([`${lead.label} ${first.name}${first.role}`]);
  });

  it("the sample report as the data holds it today, signed by stand-ins: no sign-off at all", () => {
    const section = sectionOf("sample-audit-report", "PageAuditReportSection");
    render(<AuditReportSection section={section} />);
    expect(screen.queryByRole("heading", { name: section.signOff!.heading })).not.toBeInTheDocument();
  });
});
