/**
 * The headings, cards and lists that SPEC §2 names, written out here rather
 * than read from data/, so that an edit that drops or renames one of them
 * fails a test. The house writes them in sentence case ("What do we do"), so
 * the words are compared in any letter case; where a page lists more than the
 * spec does (the CSV systems, the training topics), the test asks that every
 * one of the spec's items is still there.
 */
import { render, screen, within } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import PageView from ".";
import { allSections } from "./all-sections";

/** Words as compared: letter case and no-break spaces (which hold units together) left aside. */
const words = (text: string | null | undefined) =>
  (text ?? "").replaceAll("\u00a0", " ").trim().toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The spec's words as a pattern that matches them whole, in any letter case. */
const named = (text: string) => new RegExp(`^${escape(text)}$`, "i");

const region = (heading: string) => screen.getByRole("region", { name: named(heading) });

const regionOf = (slug: string, heading: string) => {
  render(<PageView page={loadPage(slug)} form={<p>form</p>} views={allSections} />);
  return region(heading);
};

const titles = (container: HTMLElement, level = 3) =>
  within(container)
    .getAllByRole("heading", { level })
    .map((h) => words(h.textContent?.replace(/^\d+/, "")));

const itemTitles = (container: HTMLElement) =>
  within(container)
    .getAllByRole("listitem")
    .map((item) => words(item.querySelector("p, h3")?.textContent));

const linkLabels = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((a) => words(a.textContent?.replace(/:.*/, "")));

/** The page shows exactly the spec's items, in the spec's order, in any letter case. */
const expectExactly = (shown: string[], spec: string[]) => expect(shown).toEqual(spec.map(words));

/** The page shows every one of the spec's items (and may show more), in any letter case. */
const expectEvery = (shown: string[], spec: string[]) => {
  for (const item of spec) expect(shown).toContain(words(item));
};

describe("the spec's content (SPEC §2)", () => {
  it("Home: Our Services with the five services, each with View More", () => {
    const services = regionOf("home", "Our Services");
    expectExactly(titles(services), [
      "GMP Audits",
      "Quality Consulting",
      "Computer System Validation",
      "Training",
      "Regulatory Affairs",
    ]);
    expectExactly(linkLabels(services), Array(5).fill("View More"));
  });

  it("About Us: its sections in order, five Read More cards and the three Why Choose points", () => {
    render(<PageView page={loadPage("aboutus")} />);
    expectExactly(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => words(h.textContent))
        .slice(0, 5),
      ["What Do We Do", "How We Add Value", "Our Mission", "Our Vision", "Why Choose Us"],
    );
    expectExactly(linkLabels(region("What Do We Do")), Array(5).fill("Read More"));
    expectExactly(titles(region("How We Add Value")), [
      "Comprehensive Process Management",
      "Specialized Industrial Expertise",
      "International Reach",
      "Tailored Solutions",
    ]);
    expectExactly(titles(region("Why Choose Us")), [
      "Innovative Solutions",
      "Distinguished Expertise",
      "Pristine Quality",
    ]);
  });

  it("GMP Audits: the ten kinds of supplier audited", () => {
    expectExactly(itemTitles(regionOf("gmpaudits", "Who We Audit")), [
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
    expectExactly(titles(region("Compliance Upgradation and Certification")), [
      "We Inspect",
      "We Collaborate",
      "We Ensure Readiness",
    ]);
    expectExactly(itemTitles(region("GMP Service")), [
      "GMP audits",
      "Quality consulting",
      "Computer system validation",
      "Training",
      "Regulatory affairs",
      "Supplier qualification",
    ]);
    expect(itemTitles(region("Why Choose Us"))).toHaveLength(6);
  });

  it("Computer System Validation: GAMP 5 V-model, the fourteen systems, four benefits, Part 11 and Annex 11", () => {
    render(<PageView page={loadPage("computersystemvalidations")} />);
    expect(
      screen.getByText(wholeText(/risk-based GAMP 5 Second Edition \(2022\) approach along the V-model/)),
    ).toBeInTheDocument();
    // The spec's fourteen, in its words; the page may name more systems (chromatography data systems, eQMS).
    expectEvery(itemTitles(region("Systems and Services We Validate")), [
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
    const benefits = region("Benefits");
    expectExactly(titles(benefits), [
      "Efficiency and Cost Reduction",
      "Dedicated to Compliance",
      "Assurance",
      "Flexible Execution Models",
    ]);
    // The spec's execution models: onsite, remote, offshore.
    const flexible = within(benefits).getByText(named("Flexible Execution Models")).parentElement;
    expect(flexible).toHaveTextContent(/on-?\s?site/i);
    expect(flexible).toHaveTextContent(/remote/i);
    expect(flexible).toHaveTextContent(/offshore/i);
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent(/21 CFR Part 11/);
    expect(main).toHaveTextContent(/EU (GMP )?Annex 11/);
  });

  it("Training: the thirteen tailored GMP training topics", () => {
    // The spec's thirteen, in its words; the page may offer more topics.
    expectEvery(itemTitles(regionOf("training", "Tailored GMP Training")), [
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
    expectExactly(titles(region("How We Support You")), [
      "Expert Regulatory Guidance",
      "Strategic Risk Management",
      "Comprehensive Lifecycle Support",
    ]);
    const lists = region("Regulatory Services for EU and US Markets");
    expectExactly(titles(lists), ["Pre-Submission", "During Submission", "Post-Submission"]);
    const text = lists.textContent ?? "";
    for (const term of ["IND", "NDA", "ANDA", "IMPD", "MAA"]) {
      expect(text).toContain(term);
    }
    for (const term of [
      "Biosimilar MAAs",
      "certification of suitability",
      "regulatory queries",
      "emerging markets",
      "Renewals",
      "Annual reports",
      "Resubmissions",
    ]) {
      expect(words(text)).toContain(words(term));
    }
  });

  it("Contact Us: the hero and Get In Touch with address, phone and email cards", () => {
    render(<PageView page={loadPage("contactus")} form={<p>form</p>} views={allSections} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(named("Contact Us"));
    expectExactly(titles(region("Get In Touch")), ["Visit Us", "Call Us", "Email Us"]);
  });
});
