import { render, screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";

import site from "../../data/site.json";
import type { PageData } from "../components/page-view";
import { ISLAND_ATTRIBUTE } from "../islands/attributes";
import { exampleInsight, insightSettings } from "../test-utils/insight-fixtures";
import { formFields } from "../test-utils/contact-form";
import { loadContactFormText, loadPage, loadRawPage } from "../test-utils/page-fixtures";
import { runQuery } from "../test-utils/site-graph";
import PageTemplate from "./page";

type Data = Queries.PageTemplateQuery;
type Props = PageProps<Data, { pagination?: { current: number; count: number; numbers: number[] } }>;

/** The sample reports, as the page query's reportPages finds them (every page, each with its report sections). */
const reportPages = () =>
  runQuery<Pick<Data, "reportPages">>(
    `query ReportPagesFixture { reportPages: allPageJson { nodes { path sections { __typename ... on PageAuditReportSection { ...ReportThumbnail } } } } }`,
  ).reportPages;

/** What the page query finds for a page (the fixtures hold the form's text too), with these insights for its lists. */
const queried = (page: PageData, insights = [exampleInsight(2), exampleInsight(1)]) =>
  ({
    pageJson: page,
    latestInsights: { nodes: insights },
    relatedInsights: { nodes: insights },
    filedInsights: { nodes: insights },
    insightsJson: { topics: [{ name: "Example topic" }], labels: insightSettings().labels },
    reportPages: reportPages(),
  }) as unknown as Data;

/** The contact page's form's words, as data/ gives them. */
const formText = loadContactFormText();

const props = (data: Data, more: Partial<Props> = {}) =>
  ({ data, pageContext: {}, ...more }) as unknown as Props;

describe("the page template", () => {
  it("places the request form, posting to the configured service, in the page's form section", () => {
    const { container } = render(<PageTemplate {...props(queried(loadPage("contactus")))} />);
    const formSection = loadRawPage("contactus").sections.find((section) => section.kind === "form");
    const section = screen.getByRole("region", { name: formSection?.heading as string });
    expect(within(section).getByRole("button", { name: formText.submitLabel })).toBeInTheDocument();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", site.form.endpoint);
    expect(form.querySelector('input[name="access_key"]')).toHaveValue(site.form.accessKey);
    expect(container.querySelectorAll(`[${ISLAND_ATTRIBUTE}="contact-form"]`)).toHaveLength(1);
  });

  it("chooses the request named in the page's address (?request=…, from a hero action)", async () => {
    const location = { search: "?request=training", hash: "#request-form" };
    render(<PageTemplate {...props(queried(loadPage("contactus")), { location } as Partial<Props>)} />);
    await waitFor(() => expect(formFields(formText)("request")).toHaveValue("training"));
  });

  it("adds no form and no island to a page without a form section", () => {
    const { container } = render(<PageTemplate {...props(queried(loadPage("home")))} />);
    expect(container.querySelector("form")).toBeNull();
    expect(container.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
  });

  it("lists the insights the page query found, on a page that also holds the form", () => {
    const contact = loadPage("contactus");
    const list = {
      __typename: "PageInsightsSection" as const,
      id: "latest-insights",
      heading: "Latest examples",
      intro: null,
      show: "latest" as const,
      moreLink: null,
    };
    const page = { ...contact, sections: [...contact.sections, list] };
    render(<PageTemplate {...props(queried(page))} />);
    const region = screen.getByRole("region", { name: list.heading });
    expect(within(region).getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: formText.submitLabel })).toBeInTheDocument();
  });

  it("draws the page of the list its context names, with that page marked in the page numbers", () => {
    const labels = insightSettings().labels;
    const pagination = { current: 2, count: 3, numbers: [1, 2, 3] };
    render(<PageTemplate {...props(queried(loadPage("insights")), { pageContext: { pagination } })} />);
    const nav = screen.getByRole("navigation", { name: labels.pages });
    expect(within(nav).getByRole("link", { name: "2" })).toHaveAttribute("aria-current", "page");
  });

  it("draws a thumbnail of the sample report from the report the page query found, inside the link that opens it", () => {
    const audits = loadPage("gmpaudits");
    const thumbnail = audits.sections.find((section) => section.__typename === "PageReportThumbnailSection");
    if (thumbnail?.__typename !== "PageReportThumbnailSection")
      throw new Error("GMP Audits has no report thumbnail");
    const report = loadPage("sample-audit-report").sections.find(
      (section) => section.__typename === "PageAuditReportSection",
    );
    if (report?.__typename !== "PageAuditReportSection")
      throw new Error("The sample report page has no report");
    const { container } = render(<PageTemplate {...props(queried(audits))} />);
    const link = screen.getByRole("link", { name: thumbnail.link.label });
    expect(link).toHaveAttribute("href", thumbnail.link.to);
    expect(link.querySelector("svg")).toHaveAttribute(
      "data-observations",
      String(report.observations.items.length),
    );
    expect(container.querySelectorAll("svg[data-observations]")).toHaveLength(1);
  });
});
