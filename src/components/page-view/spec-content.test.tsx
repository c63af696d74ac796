/**
 * The headings, cards and lists that SPEC §2 names, written out here rather
 * than read from data/, so that an edit that drops or renames one of them
 * fails a test.
 */
import { render, screen, within } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import PageView from ".";
import { allSections } from "./all-sections";

const regionOf = (slug: string, heading: string) => {
  render(<PageView page={loadPage(slug)} form={<p>form</p>} views={allSections} />);
  return screen.getByRole("region", { name: heading });
};

const titles = (region: HTMLElement, level = 3) =>
  within(region)
    .getAllByRole("heading", { level })
    .map((h) => h.textContent?.replace(/^\d+/, ""));

const itemTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p, h3")?.textContent);

describe("the spec's content (SPEC §2)", () => {
  it("Home: Our Services with the five services, each with View More", () => {
    const region = regionOf("home", "Our Services");
    expect(titles(region)).toEqual([
      "GMP Audits",
      "Quality Consulting",
      "Computer System Validation",
      "Training",
      "Regulatory Affairs",
    ]);
    expect(
      within(region)
        .getAllByRole("link")
        .map((a) => a.textContent?.replace(/:.*/, "")),
    ).toEqual(Array(5).fill("View More"));
  });

  it("About Us: its sections in order, five Read More cards and the three Why Choose points", () => {
    render(<PageView page={loadPage("aboutus")} />);
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 5),
    ).toEqual(["What Do We Do", "How We Add Value", "Our Mission", "Our Vision", "Why Choose Us"]);
    const what = screen.getByRole("region", { name: "What Do We Do" });
    expect(
      within(what)
        .getAllByRole("link")
        .map((a) => a.textContent?.replace(/:.*/, "")),
    ).toEqual(Array(5).fill("Read More"));
    expect(titles(screen.getByRole("region", { name: "Why Choose Us" }))).toEqual([
      "Innovative Solutions",
      "Distinguished Expertise",
      "Pristine Quality",
    ]);
  });

  it("GMP Audits: the ten kinds of supplier audited", () => {
    expect(itemTitles(regionOf("gmpaudits", "Who We Audit"))).toEqual([
      "APIs and intermediates",
      "Formulated products",
      "Biological and fermentation products",
      "Excipients, key starting materials (KSMs), raw materials and cosmetics",
      "Contract laboratories",
      "Service providers",
      "Distributors (GDP)",
      "Packaging materials",
      "Components",
      "Processing sites",
    ]);
  });

  it("Quality Consulting: the three stages, six GMP services and six Why Choose points", () => {
    render(<PageView page={loadPage("qualityconsulting")} />);
    expect(titles(screen.getByRole("region", { name: "Compliance Upgradation and Certification" }))).toEqual([
      "We Inspect",
      "We Collaborate",
      "We Ensure Readiness",
    ]);
    expect(itemTitles(screen.getByRole("region", { name: "GMP Service" }))).toEqual([
      "GMP audits",
      "Quality consulting",
      "Computer system validation",
      "Training",
      "Regulatory affairs",
      "Supplier qualification",
    ]);
    expect(itemTitles(screen.getByRole("region", { name: "Why Choose Us" }))).toHaveLength(6);
  });

  it("Computer System Validation: GAMP 5 V-model, the fourteen systems, four benefits, Part 11 and Annex 11", () => {
    render(<PageView page={loadPage("computersystemvalidations")} />);
    expect(
      screen.getByText(wholeText(/risk-based GAMP 5 Second Edition \(2022\) approach along the V-model/)),
    ).toBeInTheDocument();
    expect(itemTitles(screen.getByRole("region", { name: "Systems and Services We Validate" }))).toEqual([
      "Local and plant control systems (SCADA, PLC)",
      "Data integrity risk assessment",
      "Computer system validation",
      "Building and environment management systems",
      "Manufacturing equipment",
      "CAPA system",
      "Automated packaging and labeling equipment",
      "Track and trace",
      "Sterilization",
      "Laboratory systems (LIMS)",
      "ERP/SAP",
      "Document management",
      "Warehouse management",
      "E-BMR",
    ]);
    expect(titles(screen.getByRole("region", { name: "Benefits" }))).toEqual([
      "Efficiency and Cost Reduction",
      "Dedicated to Compliance",
      "Assurance",
      "Flexible Execution Models",
    ]);
    expect(screen.getByText(/Flexible Execution Models/).parentElement).toHaveTextContent(
      /on-site, remote or offshore/i,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent(/USFDA 21 CFR Part 11/);
    expect(main).toHaveTextContent(/EU GMP Annex 11/);
  });

  it("Training: the thirteen tailored GMP training topics", () => {
    expect(itemTitles(regionOf("training", "Tailored GMP Training"))).toEqual([
      "Interactive modules",
      "Expert-led instruction",
      "Flexible formats",
      "Quality metrics",
      "Behavioral GMP",
      "CAPA/RCA",
      "Train the trainer",
      "Audit acumen",
      "Data integrity",
      "Technical writing",
      "Quality risk management",
      "Investigative report writing",
      "Computer system validation",
    ]);
  });

  it("Regulatory Affairs: three support cards and the pre-, during- and post-submission lists", () => {
    render(<PageView page={loadPage("regulatoryaffairs")} />);
    expect(titles(screen.getByRole("region", { name: "How We Support You" }))).toEqual([
      "Expert Regulatory Guidance",
      "Strategic Risk Management",
      "Comprehensive Lifecycle Support",
    ]);
    const lists = screen.getByRole("region", { name: "Regulatory Services for EU and US Markets" });
    expect(titles(lists)).toEqual(["Pre-Submission", "During Submission", "Post-Submission"]);
    const text = lists.textContent ?? "";
    for (const term of [
      "IND",
      "NDA",
      "ANDA",
      "IMPD",
      "MAA",
      "Biosimilar MAAs",
      "certification of suitability",
      "regulatory queries",
      "emerging markets",
      "Renewals",
      "Annual reports",
      "Resubmissions",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("Contact Us: the hero and Get In Touch with address, phone and email cards", () => {
    render(<PageView page={loadPage("contactus")} form={<p>form</p>} views={allSections} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Contact Us$/);
    expect(titles(screen.getByRole("region", { name: "Get In Touch" }))).toEqual([
      "Visit Us",
      "Call Us",
      "Email Us",
    ]);
  });
});
