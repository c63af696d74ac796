/**
 * The words SPEC §2 fixes on the pages (headings, cards, lists, a few terms),
 * and §3–§5 in the contact form (placeholders, request choices, status
 * messages), read against data/pages/*.json. A page that no longer shows one is a
 * warning, printed with the copy warnings (./copy-rules.ts), never an error:
 * an editor may rename a heading on purpose, and the warning says which
 * words the spec wrote. Words compare in any letter case (the house writes
 * sentence case), and a list may hold more items than the spec names.
 */
import fs from "fs";
import path from "path";

/** A section the spec names by its heading, with what it must show. */
export type SpecSection = {
  heading: string;
  /** Titles of its cards, items, steps or contact cards; it may list more. */
  items?: readonly string[];
  /** The label of every card's link, such as "View More". */
  eachLink?: string;
  /** Words its text names somewhere (IND, NDA), whole words in any letter case. */
  terms?: readonly string[];
};

/** A page of the spec, found by its route. */
export type SpecPage = {
  path: string;
  /** The banner's title, where the spec gives it. */
  hero?: string;
  sections?: readonly SpecSection[];
  /** Words the page names somewhere. */
  terms?: readonly string[];
  /** The words of the page's contact form, by their JSON pointer in its form section. */
  form?: Readonly<Record<string, string>>;
};

export const SPEC_WORDS: readonly SpecPage[] = [
  {
    path: "/",
    sections: [
      {
        heading: "Our Services",
        items: [
          "GMP Audits",
          "Quality Consulting",
          "Computer System Validation",
          "Training",
          "Regulatory Affairs",
        ],
        eachLink: "View More",
      },
    ],
  },
  {
    path: "/aboutus/",
    sections: [
      { heading: "What Do We Do", eachLink: "Read More" },
      {
        heading: "How We Add Value",
        items: [
          "Comprehensive Process Management",
          "Specialized Industrial Expertise",
          "International Reach",
          "Tailored Solutions",
        ],
      },
      { heading: "Our Mission" },
      { heading: "Our Vision" },
      {
        heading: "Why Choose Us",
        items: ["Innovative Solutions", "Distinguished Expertise", "Pristine Quality"],
      },
    ],
  },
  {
    path: "/gmpaudits/",
    sections: [
      {
        heading: "Who We Audit",
        items: [
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
        ],
      },
    ],
    terms: ["EU GMP", "ICH Q7", "21 CFR 210/211", "ISO", "tailor-made", "for-cause"],
  },
  {
    path: "/qualityconsulting/",
    sections: [
      {
        heading: "Compliance Upgradation and Certification",
        items: ["We Inspect", "We Collaborate", "We Ensure Readiness"],
      },
      {
        heading: "GMP Service",
        items: [
          "GMP audits",
          "Quality consulting",
          "Computer system validation",
          "Training",
          "Regulatory affairs",
          "Supplier qualification",
        ],
      },
      { heading: "Why Choose Us" },
    ],
  },
  {
    path: "/computersystemvalidations/",
    sections: [
      {
        heading: "Systems and Services We Validate",
        items: [
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
        ],
      },
      {
        heading: "Benefits",
        items: [
          "Efficiency and Cost Reduction",
          "Dedicated to Compliance",
          "Assurance",
          "Flexible Execution Models",
        ],
        // The spec's execution models; the house writes "on site" (a copy rule).
        terms: ["on site", "remote", "offshore"],
      },
    ],
    terms: ["risk-based", "GAMP 5", "V-model", "21 CFR Part 11", "Annex 11"],
  },
  {
    path: "/training/",
    sections: [
      {
        heading: "Tailored GMP Training",
        items: [
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
        ],
      },
    ],
  },
  {
    path: "/regulatoryaffairs/",
    sections: [
      {
        heading: "How We Support You",
        items: ["Expert Regulatory Guidance", "Strategic Risk Management", "Comprehensive Lifecycle Support"],
      },
      {
        heading: "Regulatory Services for EU and US Markets",
        items: ["Pre-Submission", "During Submission", "Post-Submission"],
        terms: [
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
        ],
      },
    ],
  },
  {
    path: "/contactus/",
    hero: "Contact Us",
    sections: [{ heading: "Get In Touch", items: ["Visit Us", "Call Us", "Email Us"] }],
    // SPEC §5's placeholders, §3's request choices in its order, §4's and §8's status messages.
    form: {
      "/fields/name/placeholder": "Enter your name",
      "/fields/email/placeholder": "Enter your email",
      "/fields/subject/placeholder": "Enter the subject",
      "/fields/otherRequest/placeholder": "Please specify",
      "/fields/company/placeholder": "Enter your company name",
      "/fields/message/placeholder": "Enter your message",
      "/fields/request/placeholder": "Please choose an option",
      "/requestOptions/0/label": "Request a new audit",
      "/requestOptions/1/label": "Request for quality consultation",
      "/requestOptions/2/label": "Request for DMF filing",
      "/requestOptions/3/label": "Request for industrial training",
      "/requestOptions/4/label": "Request for CSV",
      "/requestOptions/5/label": "Others",
      "/messages/sending": "Sending....",
      "/messages/success": "Form Submitted Successfully",
      "/messages/error": "An error occurred while submitting the form.",
    },
  },
];

type Json = Record<string, unknown>;

/** A page file as read: its path from the project folder and its JSON. */
export type PageFile = { file: string; json: Json };

/** Words as compared: letter case, hyphens and no-break spaces (which hold units together) left aside. */
const words = (text: unknown): string =>
  String(text ?? "")
    .replace(/[\s\u00a0-]+/g, " ")
    .trim()
    .toLowerCase();

/** Every string below a value with its JSON pointer. */
const stringsIn = (value: unknown, at = ""): { at: string; text: string }[] => {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringsIn(child, `${at}/${key}`));
};

/** The value at a JSON pointer below `value`, if there is one. */
const valueAt = (value: unknown, pointer: string): unknown =>
  pointer
    .split("/")
    .slice(1)
    .reduce<unknown>(
      (at, key) => (typeof at === "object" && at !== null ? (at as Json)[key] : undefined),
      value,
    );

/** A card's, item's or step's title, or a contact card's (addressTitle). */
const ITEM_TITLE = /\/(?:\d+\/title|[a-z]+Title)$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a text names a term as whole words, in any letter case. */
const names = (text: string, term: string): boolean =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(words(term))}(?![\\p{L}\\p{N}])`, "u").test(words(text));

const quoted = (text: string) => JSON.stringify(text);

const missingTerms = (value: unknown, terms: readonly string[] = []): string[] => {
  const text = stringsIn(value)
    .map((entry) => entry.text)
    .join("\n");
  return terms.filter((term) => !names(text, term));
};

/** The warnings of one page file against what the spec fixes on it. */
const pageWarnings = ({ file, json }: PageFile, spec: SpecPage): string[] => {
  const warnings: string[] = [];
  const say = (at: string, line: string) => warnings.push(`${file}${at && ` ${at}`}: ${line}`);
  const hero = (json.hero ?? {}) as Json;
  if (spec.hero && words(hero.title) !== words(spec.hero)) {
    say(
      "/hero/title",
      `SPEC §2 titles this banner ${quoted(spec.hero)} (it reads ${quoted(String(hero.title))})`,
    );
  }
  const sections = Array.isArray(json.sections) ? (json.sections as Json[]) : [];
  for (const wanted of spec.sections ?? []) {
    const index = sections.findIndex((section) => words(section?.heading) === words(wanted.heading));
    if (index < 0) {
      say("/sections", `SPEC §2 names a section ${quoted(wanted.heading)}, which no section's heading reads`);
      continue;
    }
    const at = `/sections/${index}`;
    const strings = stringsIn(sections[index], at);
    const titles = new Set(
      strings.filter((entry) => ITEM_TITLE.test(entry.at)).map((entry) => words(entry.text)),
    );
    for (const item of wanted.items ?? []) {
      if (!titles.has(words(item))) say(at, `SPEC §2 lists ${quoted(item)} under ${quoted(wanted.heading)}`);
    }
    if (wanted.eachLink) {
      for (const label of strings.filter((entry) => /\/link\/label$/.test(entry.at))) {
        if (words(label.text) !== words(wanted.eachLink)) {
          say(
            label.at,
            `SPEC §2 labels these links ${quoted(wanted.eachLink)} (it reads ${quoted(label.text)})`,
          );
        }
      }
    }
    for (const term of missingTerms(sections[index], wanted.terms)) {
      say(at, `SPEC §2 names ${quoted(term)} under ${quoted(wanted.heading)}`);
    }
  }
  for (const term of missingTerms(json, spec.terms)) say("", `SPEC §2 names ${quoted(term)} on this page`);
  if (spec.form) {
    const index = sections.findIndex((section) => section?.kind === "form");
    if (index < 0) say("/sections", "SPEC §3 has the contact form on this page, which no section holds");
    else
      for (const [pointer, wanted] of Object.entries(spec.form)) {
        const text = valueAt(sections[index], pointer);
        if (words(text) !== words(wanted))
          say(
            `/sections/${index}${pointer}`,
            `SPEC §3–§5 words this ${quoted(wanted)} (it reads ${quoted(String(text ?? ""))})`,
          );
      }
  }
  return warnings;
};

/**
 * One line per word the spec fixes that a page no longer shows:
 * `data/pages/aboutus.json /sections/1: SPEC §2 lists "International Reach" under "How We Add Value"`.
 */
export const checkSpecWords = (
  pages: readonly PageFile[],
  spec: readonly SpecPage[] = SPEC_WORDS,
): string[] =>
  spec.flatMap((wanted) => {
    const page = pages.find(({ json }) => json.path === wanted.path);
    return page
      ? pageWarnings(page, wanted)
      : [`data/pages: SPEC §2 has a page at ${wanted.path}, which no page has`];
  });

/** The spec's words against a project's data/pages/*.json. */
export const specWordWarnings = (projectDir: string): string[] => {
  const dir = path.join(projectDir, "data/pages");
  if (!fs.existsSync(dir)) return [];
  const pages = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({
      file: `data/pages/${name}`,
      json: JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Json,
    }));
  return checkSpecWords(pages);
};
