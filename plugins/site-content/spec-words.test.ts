/**
 * The spec's words report on a made-up spec and page: what it warns of,
 * naming the file and the field, and what it lets pass.
 */
import { checkSpecWords, type PageFile, type SpecPage } from "./spec-words";

const SPEC: SpecPage[] = [
  {
    path: "/example/",
    hero: "Contact Us",
    sections: [
      {
        heading: "Our Services",
        items: ["GMP Audits", "Pre-Submission"],
        eachLink: "View More",
        terms: ["IND"],
      },
    ],
    terms: ["Annex 11"],
    form: { "/fields/name/placeholder": "Enter your name", "/messages/sending": "Sending...." },
  },
];

const FILE = "data/pages/example.json";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form edits of a fixture

/** The page as the house writes it (every word of SPEC, in sentence case), changed. */
const page = (change: (json: Json) => void = () => {}): PageFile[] => {
  const json: Json = {
    path: "/example/",
    hero: { title: "Contact us", lead: "We validate to EU GMP Annex 11." },
    sections: [
      { kind: "text", id: "intro", heading: "Who we are", paragraphs: ["An independent firm."] },
      {
        kind: "cards",
        id: "services",
        heading: "Our services",
        cards: [
          { title: "GMP audits", text: "Audits.", link: { label: "View more", to: "/a/" } },
          { title: "Pre-submission", text: "New drug (IND) files.", link: { label: "View more", to: "/b/" } },
        ],
      },
      {
        kind: "form",
        id: "request-form",
        heading: "Send us your request",
        fields: { name: { label: "Name", placeholder: "Enter your name" } },
        messages: { sending: "Sending...." },
      },
    ],
  };
  change(json);
  return [{ file: FILE, json }];
};

const warningsAfter = (change: (json: Json) => void) => checkSpecWords(page(change), SPEC);

describe("the spec's words (a content report that warns)", () => {
  it("lets sentence case, hyphens and no-break spaces pass", () => {
    expect(checkSpecWords(page(), SPEC)).toEqual([]);
    expect(warningsAfter((json) => (json.sections[1].cards[1].title = "PRE\u00a0SUBMISSION"))).toEqual([]);
  });

  it("lets a list hold more items than the spec names, in any order", () => {
    expect(
      warningsAfter((json) =>
        json.sections[1].cards.unshift({
          title: "Training",
          text: "Courses.",
          link: { label: "View more", to: "/c/" },
        }),
      ),
    ).toEqual([]);
  });

  it("warns, with the file, of a section whose heading is gone", () => {
    expect(warningsAfter((json) => json.sections.splice(1, 1))).toEqual([
      `${FILE} /sections: SPEC §2 names a section "Our Services", which no section's heading reads`,
    ]);
  });

  it("warns once of a renamed heading, not of each item under it", () => {
    expect(warningsAfter((json) => (json.sections[1].heading = "What we offer"))).toEqual([
      `${FILE} /sections: SPEC §2 names a section "Our Services", which no section's heading reads`,
    ]);
  });

  it("names the section of a renamed or missing item", () => {
    expect(
      warningsAfter((json) => {
        json.sections[1].cards[0].title = "Supplier audits";
        json.sections[1].cards.pop();
      }),
    ).toEqual([
      `${FILE} /sections/1: SPEC §2 lists "GMP Audits" under "Our Services"`,
      `${FILE} /sections/1: SPEC §2 lists "Pre-Submission" under "Our Services"`,
      `${FILE} /sections/1: SPEC §2 names "IND" under "Our Services"`,
    ]);
  });

  it("names the field of a renamed link label and of a renamed banner title", () => {
    expect(
      warningsAfter((json) => {
        json.sections[1].cards[1].link.label = "Learn more";
        json.hero.title = "Reach us";
      }),
    ).toEqual([
      `${FILE} /hero/title: SPEC §2 titles this banner "Contact Us" (it reads "Reach us")`,
      `${FILE} /sections/1/cards/1/link/label: SPEC §2 labels these links "View More" (it reads "Learn more")`,
    ]);
  });

  it("finds a term only as whole words", () => {
    // "independent" and "Annex 110" do not name IND or Annex 11.
    expect(
      warningsAfter((json) => {
        json.sections[1].cards[1].text = "An independent review.";
        json.hero.lead = "EU GMP Annex 110.";
      }),
    ).toEqual([
      `${FILE} /sections/1: SPEC §2 names "IND" under "Our Services"`,
      `${FILE}: SPEC §2 names "Annex 11" on this page`,
    ]);
  });

  it("names the field of a form's placeholder or message that reads otherwise, or of a form that is gone", () => {
    expect(
      warningsAfter((json) => {
        json.sections[2].fields.name.placeholder = "Your name";
        delete json.sections[2].messages.sending;
      }),
    ).toEqual([
      `${FILE} /sections/2/fields/name/placeholder: SPEC §3–§5 words this "Enter your name" (it reads "Your name")`,
      `${FILE} /sections/2/messages/sending: SPEC §3–§5 words this "Sending...." (it reads "")`,
    ]);
    expect(warningsAfter((json) => json.sections.pop())).toEqual([
      `${FILE} /sections: SPEC §3 has the contact form on this page, which no section holds`,
    ]);
  });

  it("warns of a page the spec has that no page file holds", () => {
    expect(checkSpecWords([], SPEC)).toEqual([
      "data/pages: SPEC §2 has a page at /example/, which no page has",
    ]);
  });
});
