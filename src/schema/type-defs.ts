/**
 * The GraphQL types of every JSON file under data/. This is the single
 * description of the content model: the site-content plugin registers it
 * with Gatsby, and its data check (plugins/site-content/check-data.ts) checks
 * each data file against it, so a missing, misspelt or empty field stops the
 * build with the file and field named.
 */

import { MAX_DIAGRAM_STEPS } from "../components/diagram-section/shapes";
import { PRESELECTABLE_REQUESTS } from "../lib/contact-request";
import { MAX_GAP_LINE } from "../lib/readiness";

/** The kinds of page section: each section's `kind` picks its GraphQL type. */
export const SECTION_TYPES = {
  text: "PageTextSection",
  cards: "PageCardsSection",
  list: "PageListSection",
  listGroup: "PageListGroupSection",
  diagram: "PageDiagramSection",
  contact: "PageContactSection",
  form: "PageFormSection",
  cta: "PageCtaSection",
  signpost: "PageSignpostSection",
  urgent: "PageUrgentSection",
  insights: "PageInsightsSection",
  figures: "PageFiguresSection",
  quotes: "PageQuotesSection",
  credentials: "PageCredentialsSection",
  standards: "PageStandardsSection",
  consultants: "PageConsultantsSection",
  caseStudies: "PageCaseStudiesSection",
  featuredCaseStudies: "PageFeaturedCaseStudiesSection",
  leadTimes: "PageLeadTimesSection",
  table: "PageTableSection",
  auditReport: "PageAuditReportSection",
  reportThumbnail: "PageReportThumbnailSection",
} as const;

export type SectionKind = keyof typeof SECTION_TYPES;

/** What the content editor calls each kind of section. */
export const SECTION_LABELS = {
  text: "Text",
  cards: "Cards",
  list: "List",
  listGroup: "Lists side by side",
  diagram: "Diagram",
  contact: "Contact details",
  form: "Contact form",
  cta: "Call to action band",
  signpost: "Signpost to another page",
  urgent: "Urgent help band",
  insights: "Insights",
  figures: "Figures",
  quotes: "Quotes",
  credentials: "Credentials",
  standards: "Standards",
  consultants: "Consultants",
  caseStudies: "Case studies",
  featuredCaseStudies: "Case studies from the service pages",
  leadTimes: "Lead times",
  table: "Table",
  auditReport: "Sample audit report",
  reportThumbnail: "Thumbnail of the sample report",
} as const satisfies Record<SectionKind, string>;

/**
 * The content editor's words for a field, as a directive on it: `label` is
 * what an editor reads beside the field, `hint` the help under it, `item`
 * the label of one entry of a list, `multiline` a text box instead of a line,
 * `markdown` the Markdown editor (headings, lists, links, pictures), `folder`
 * where a chosen picture is stored (from the project's root).
 * Gatsby knows it as a field extension (plugins/site-content); it changes nothing
 * in the data.
 */
export const EDITOR_DIRECTIVE = "editor";
export const EDITOR_DIRECTIVE_ARGS = {
  label: "String!",
  hint: "String",
  item: "String",
  multiline: "Boolean",
  markdown: "Boolean",
  folder: "String",
} as const;

/**
 * What a text field must look like beyond being text that is not empty, by
 * name: a field of the model takes one with `@value(rule: "sitePath")`. The
 * JSON Schemas, and so the data check and the content editor's patterns,
 * are made from them. Fields that become links, image addresses, frame and
 * form targets accept only the site's own paths and https: addresses, so no
 * data value can become a javascript: URL, leave the site through a path
 * ("//elsewhere.example"), or widen the Content-Security-Policy that is built
 * from these origins.
 */
export const VALUE_DIRECTIVE = "value";
export const VALUE_DIRECTIVE_ARGS = { rule: "String!" } as const;

const SITE_PATH = {
  pattern: "^/(?![/\\\\])[^\\s\\\\]*$",
  description: "a path on this site, starting with a single / and without spaces",
};
const HOST = "[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?";
const HTTPS_URL = {
  format: "uri",
  pattern: `^https://${HOST}([/?#][^\\s]*)?$`,
  description: "an address starting with https:// and without spaces",
};
const COLOR = { pattern: "^#[0-9a-fA-F]{6}$", description: "a colour such as #0b2545" };

/**
 * The longest text a place holds, in characters, and the place's name in the message that refuses a
 * longer one (src/schema/text-rules.ts). Each leaves room over today's longest for its layout: a
 * banner heading three or four lines of its 20-character measure, a card heading two or three lines
 * of a card, an article's title two lines beside its summary on wide screens.
 */
const longest = (maxLength: number, place: string) => ({ maxLength, description: place });

export const VALUE_RULES = {
  siteUrl: {
    ...HTTPS_URL,
    pattern: `^https://${HOST}/?$`,
    description: "the site's address, e.g. https://www.example.com",
  },
  email: {
    format: "email",
    // Written into a mailto: link: no "?" or "&" that would add headers such as cc or body.
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$",
    description: "an email address such as info@example.com",
  },
  phone: {
    pattern: "^\\+[0-9][0-9 ]{7,18}[0-9]$",
    description: "a phone number in international format, e.g. +91 00000 00000",
  },
  sitePath: SITE_PATH,
  httpsUrl: HTTPS_URL,
  colour: COLOR,
  copyright: {
    pattern: "\\{year\\}",
    description:
      "a line containing {year}, which becomes the copyright year or the years from it to the build's, such as 2024–2026 ({name} and {country} are filled in too)",
  },
  pinCode: { pattern: "^[0-9]{6}$", description: "a six-digit PIN code" },
  /** The Ministry of Corporate Affairs' Corporate Identity Number: listing, industry code, state, year, kind, number. */
  cin: {
    pattern: "^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$",
    description: "a 21-character CIN such as U74140GJ2024PTC123456",
  },
  /** A GST identification number: state code, PAN, entity number, Z and a check character. */
  gstin: {
    pattern: "^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$",
    description: "a 15-character GSTIN such as 24ABCDE1234F1Z5",
  },
  route: { pattern: "^/([a-z0-9-]+/)*$", description: "a route such as / or /training/" },
  /** Every section's id becomes its anchor and label id, so it must be a plain slug. */
  anchor: { pattern: "^[a-z][a-z0-9-]*$", description: "lower-case words joined by -, e.g. our-services" },
  /** Request values contain spaces, so they are a list here rather than a GraphQL enum. */
  request: { enum: [...PRESELECTABLE_REQUESTS] },
  /** A diagram has rules for placing this many steps and no more. */
  diagramSteps: { minItems: 1, maxItems: MAX_DIAGRAM_STEPS },
  /** People a page names may be none yet: the launch check asks the firm for them. */
  people: { minItems: 0 },
  tooLong: { pattern: "\\{max\\}" },
  attentionMany: {
    pattern: "\\{count\\}",
    description: "a sentence containing {count}, which stands for the number of fields",
  },
  /** A calendar date as the editor's date picker writes it (the data check also refuses 2026-02-30). */
  date: { format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "a date such as 2026-11-25" },
  /** An insight's summary is its meta description: search engines show about 160 characters. */
  summary: {
    pattern: "^(?=[\\s\\S]*\\S)[\\s\\S]{1,160}$",
    description: "one or two sentences of at most 160 characters",
  },
  readingTime: {
    pattern: "\\{minutes\\}",
    description: "a phrase containing {minutes}, which stands for the minutes it takes to read",
  },
  progress: {
    pattern: "(?=[\\s\\S]*\\{answered\\})(?=[\\s\\S]*\\{total\\})",
    description: "a phrase containing {answered} and {total}, which stand for the numbers",
  },
  topicLine: {
    pattern: "\\{topic\\}",
    description: "a phrase containing {topic}, which stands for the topic's name",
  },
  positionLine: {
    pattern: "\\{date\\}",
    description: "a phrase containing {date}, which stands for the date",
  },
  /** A check's gap, one line of the summary the firm gets: short, so that every gap fits (check-data.ts). */
  gapLine: {
    pattern: `^(?=[^\\n]*\\S)[^\\n]{1,${MAX_GAP_LINE}}$`,
    description: `one line of at most ${MAX_GAP_LINE} characters`,
  },
  answeredOn: {
    pattern: "(?=[\\s\\S]*\\{date\\})(?=[\\s\\S]*\\{answered\\})(?=[\\s\\S]*\\{total\\})",
    description: "a phrase containing {date}, {answered} and {total}",
  },
  continueLine: {
    pattern: "(?=[\\s\\S]*\\{number\\})(?=[\\s\\S]*\\{area\\})",
    description:
      "a phrase containing {number} and {area}, which stand for the question's number and its area",
  },
  areaLine: {
    pattern: "\\{area\\}",
    description: "a phrase containing {area}, which stands for the area's heading",
  },
  reading: {
    pattern:
      "(?=[\\s\\S]*\\{answered\\})(?=[\\s\\S]*\\{met\\})(?=[\\s\\S]*\\{partlyMet\\})(?=[\\s\\S]*\\{notMet\\})",
    description:
      "a sentence containing {answered}, {met}, {partlyMet} and {notMet}, which stand for the numbers",
  },
  criticalLine: {
    pattern: "(?=[\\s\\S]*\\{notMet\\})(?=[\\s\\S]*\\{total\\})",
    description: "a phrase containing {notMet} and {total}, which stand for the numbers",
  },
  areasLine: {
    pattern: "\\{areas\\}",
    description: "a phrase containing {areas}, which stands for the areas' headings",
  },
  yearsLabel: {
    pattern: "\\{years\\}",
    description: "a phrase containing {years}, which stands for the number of years",
  },
  /** Years in the industry: a whole number, as the firm states it. */
  years: { pattern: "^[1-9][0-9]?$", description: "a whole number of years, such as 18" },
  /** How many audits and inspections a consultant led: a whole number, as the person's records show it. */
  count: { pattern: "^[1-9][0-9]{0,3}$", description: "a whole number in digits, such as 120" },
  countLabel: {
    pattern: "\\{count\\}",
    description: "a phrase containing {count}, which stands for the number",
  },
  /** A year a credential was granted in: four digits, from 1950 to 2099. */
  year: { pattern: "^(19[5-9][0-9]|20[0-9][0-9])$", description: "a year such as 2024" },
  /** A figure is digits as the firm writes them: 120, 1,200 or 98.5; its unit goes in a field of its own. */
  figure: {
    pattern: "^[0-9][0-9,]*(\\.[0-9]+)?$",
    description: "a number in digits, such as 120, 1,200 or 98.5, without its unit",
  },
  bannerHeading: longest(60, "a banner heading"),
  sectionHeading: longest(80, "a section heading"),
  cardHeading: longest(60, "a card heading"),
  /** A section's name in a service page's On this page row: the row holds seven of them on one line at 1280 px. */
  pageNavLabel: longest(24, "a short name for the On this page row"),
  articleTitle: longest(100, "an article's title"),
  pageOf: {
    pattern: "\\{page\\}",
    description: "a phrase containing {page} (and {pages} if you like) for the page's number",
  },
} as const satisfies Record<
  string,
  {
    pattern?: string;
    format?: string;
    description?: string;
    enum?: readonly string[];
    minItems?: number;
    maxItems?: number;
    maxLength?: number;
  }
>;

/**
 * What every section has, stated once on this interface: each section type
 * implements it and is given its fields (see ./interface-fields.ts). The
 * sections of a page are a list of it; a section's `kind` picks its type.
 */
export const SECTION_INTERFACE = "PageSection";

/** An anchor name each kind of section might have, shown in the editor's hint for `id`. */
export const SECTION_ANCHOR_EXAMPLES = {
  text: "our-mission",
  cards: "our-services",
  list: "who-we-audit",
  listGroup: "our-services",
  diagram: "audit-cycle",
  contact: "get-in-touch",
  form: "contact-form",
  cta: "next-step",
  signpost: "readiness-check",
  urgent: "received-a-483",
  insights: "latest-insights",
  figures: "in-figures",
  quotes: "what-clients-say",
  credentials: "credentials",
  standards: "standards-we-work-to",
  consultants: "our-consultants",
  caseStudies: "case-studies",
  featuredCaseStudies: "case-studies",
  leadTimes: "when-we-can-start",
  table: "formats",
  auditReport: "sample-report",
  reportThumbnail: "sample-report",
} as const satisfies Record<SectionKind, string>;

/** A section kind's choice to stand behind its heading on phones, worded for what it holds. */
const foldedField = (what: string) => /* GraphQL */ `
    "On phones, the ${what} behind its heading (a disclosure): for secondary detail on a long page"
    folded: Boolean
      @editor(
        label: "On phones, behind its heading"
        hint: "For secondary detail on a long page: a phone shows the heading and a line of what it holds, which open the ${what}; wider screens show it all"
      )`;

/**
 * The content model as written. The section types implement the interface
 * without restating its fields; ./interface-fields.ts gives them those fields
 * for Gatsby and the generators (GraphQL wants every type to list them).
 */
export const typeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
      @editor(label: "Company name", hint: "Shown in the header, the footer, page titles and search results")
    "The name under an installed icon"
    shortName: String!
      @editor(
        label: "Short name"
        hint: "Shown under the icon when the site is added to a phone's home screen"
      )
    tagline: String!
      @editor(
        label: "Tagline"
        hint: "One sentence on what the firm does, for search results and the installed app"
        multiline: true
      )
    url: String!
      @value(rule: "siteUrl")
      @editor(label: "Website address", hint: "The live site's address, such as https://www.example.com")
    logo: String!
      @value(rule: "sitePath")
      @editor(label: "Logo (SVG)", hint: "A file in static/images, such as /images/logo-mark.svg")
    logoRaster: String!
      @value(rule: "sitePath")
      @editor(label: "Logo (PNG, 512 × 512)", hint: "For search engines and app icons")
    wordmark: String!
      @value(rule: "sitePath")
      @editor(label: "Company name as an image", hint: "Redrawn by npm run artwork after the name changes")
    "1200 × 630 image shown when a page is shared"
    shareImage: String!
      @value(rule: "sitePath")
      @editor(label: "Share picture", hint: "1200 × 630 picture shown when a page is shared")
    shareImageAlt: String!
      @editor(
        label: "Share picture description"
        hint: "What the share picture shows, for people who cannot see it"
      )
    "Browser UI colour on phones, and the installed app's colours"
    themeColor: String!
      @value(rule: "colour")
      @editor(label: "Browser bar colour on phones", hint: "A colour such as #0b2545")
    backgroundColor: String!
      @value(rule: "colour")
      @editor(label: "App background colour", hint: "A colour such as #ffffff")
    phone: String!
      @value(rule: "phone")
      @editor(label: "Phone number", hint: "In international form, such as +91 98765 43210")
    email: String!
      @value(rule: "email")
      @editor(label: "Email address", hint: "Shown on the contact page and in search results")
    address: SiteAddress! @editor(label: "Postal address")
    "Where the firm offers its services, for search engines: countries or regions by name"
    areaServed: [String!]!
      @editor(
        label: "Areas served"
        item: "Area"
        hint: "Countries or regions whose clients the firm serves, such as India; for search engines"
      )
    map: SiteMap! @editor(label: "Map on the contact page")
    registration: SiteRegistration
      @editor(
        label: "Company registration"
        hint: "Shown at the foot of every page: what a client's vendor check looks up"
      )
    copyrightYear: Int!
      @editor(
        label: "Copyright year"
        hint: "The first year; the line runs from it to the year the site is built, such as 2024–2026"
      )
    copyright: String!
      @value(rule: "copyright")
      @editor(
        label: "Copyright line"
        hint: "{year} (the copyright year, or the years from it to the build's), {name} and {country} are filled in"
      )
    form: SiteForm! @editor(label: "Contact form service")
    whatsapp: String
      @value(rule: "phone")
      @editor(
        label: "WhatsApp number"
        hint: "Optional: in international form, such as +91 98765 43210; a WhatsApp link is shown beside the phone number"
      )
    leadTimes: [SiteLeadTime!]
      @editor(
        label: "Lead times"
        item: "Lead time"
        hint: "How soon each kind of work can start or be delivered, written once here; a page's lead-times section picks them by name"
      )
    workingHours: String
      @editor(
        label: "Working hours"
        hint: "Days and hours in IST, and the hours that overlap a European or US working day; shown on the contact page and under the phone number of a closing band that asks for them"
        multiline: true
      )
  }
  "How soon one kind of work can start or be delivered: a promise only the firm can make."
  type SiteLeadTime {
    name: String!
      @value(rule: "anchor")
      @editor(
        label: "Name"
        hint: "Lower-case words joined by -, such as routine-audit: what a page's lead-times section lists it by"
      )
    label: String! @editor(label: "What", hint: "The kind of work, such as Routine supplier audit")
    time: String!
      @editor(
        label: "When"
        hint: "Such as Scheduled within three to four weeks of your order"
        multiline: true
      )
  }
  type SiteRegistration {
    established: String
      @value(rule: "year")
      @editor(label: "Year established", hint: "Optional: four digits, such as 2024")
    cin: String
      @value(rule: "cin")
      @editor(
        label: "CIN"
        hint: "Optional: the Corporate Identity Number from the Ministry of Corporate Affairs, 21 characters"
      )
    gstin: String
      @value(rule: "gstin")
      @editor(label: "GSTIN", hint: "Optional: the GST identification number, 15 characters")
  }
  type SiteAddress {
    street: String! @editor(label: "Building and street")
    city: String! @editor(label: "City")
    region: String! @editor(label: "State")
    postalCode: String! @value(rule: "pinCode") @editor(label: "PIN code", hint: "Six digits")
    country: String! @editor(label: "Country")
  }
  type SiteMap {
    embedUrl: String!
      @value(rule: "httpsUrl")
      @editor(
        label: "Map shown on the page"
        hint: "On openstreetmap.org: Share, then HTML; copy the address after src="
      )
    linkUrl: String!
      @value(rule: "httpsUrl")
      @editor(label: "Address the map link opens", hint: "The map page's own address, starting with https://")
    title: String! @editor(label: "Map description", hint: "Read out by screen readers")
    linkLabel: String! @editor(label: "Map link text")
    directions: String
      @editor(
        label: "Directions"
        hint: "Optional: how to find the office, such as the landmark beside it, the way from the station and the airport, and where to park; shown with the map"
        multiline: true
      )
  }
  type SiteForm {
    endpoint: String!
      @value(rule: "httpsUrl")
      @editor(label: "Form service address", hint: "Where the contact form is sent, starting with https://")
    accessKey: String! @editor(label: "Form service access key", hint: "From the form service's dashboard")
  }

  type NavigationJson implements Node @dontInfer {
    skipLinkLabel: String!
      @editor(
        label: "Skip link text"
        hint: "The first link for keyboard users; it jumps to the page's content"
      )
    navLabel: String! @editor(label: "Main menu name", hint: "Read out by screen readers")
    menuButtonLabel: String! @editor(label: "Menu button text on phones")
    currentSectionLabel: String!
      @editor(
        label: "Current section words"
        hint: "Read out by screen readers after a menu group's name (Services) on a page it lists, such as (current section)"
      )
    callLabel: String!
      @editor(
        label: "Call button text"
        hint: "Shown on phones beside each banner's button; it calls the phone number in the company details"
      )
    pageNavLabel: String!
      @editor(
        label: "Label of a long page's contents row"
        hint: "Shown before the links to the sections of a service page with five or more, such as On this page"
      )
    whatsappLabel: String!
      @editor(
        label: "WhatsApp link text"
        hint: "Shown beside the phone number when the company details give a WhatsApp number; screen readers hear it with the number"
      )
    requestLabel: String!
      @editor(
        label: "Request button text"
        hint: "The button at the top of every page and in the band that closes it: it leads to the contact form, choosing the page's own request"
      )
    requestShortLabel: String!
      @editor(
        label: "Request button text in the top bar of phones"
        hint: "One short word or two, such as Request: the bar has room for little more. Screen readers hear the request button text, which must hold these words"
      )
    checksLabel: String
      @editor(
        label: "Menu group of the readiness checks"
        hint: "Optional: its name, such as Readiness checks. The group lists every readiness check by its heading at the end of the menu's last group (Services); leave empty to keep the checks out of the menu"
      )
    footerNavLabel: String! @editor(label: "Footer links name", hint: "Read out by screen readers")
    footerCompanyHeading: String! @editor(label: "Footer heading")
    links: [NavItem!]! @editor(label: "Menu", item: "Menu entry", hint: "The footer shows the same links")
    footerLinks: [NavLink!]
      @editor(
        label: "More footer links"
        item: "Link"
        hint: "Pages linked from the footer only, after the menu's own links, such as Insights"
      )
  }
  "A top-level menu entry: a link (to) or a group of links (children)."
  type NavItem {
    label: String! @editor(label: "Text")
    to: String
      @value(rule: "sitePath")
      @editor(label: "Links to", hint: "A page address such as /aboutus/; leave empty for a group of links")
    children: [NavLink!] @editor(label: "Links in this group", item: "Link")
  }
  type NavLink {
    label: String! @editor(label: "Text")
    to: String! @value(rule: "sitePath") @editor(label: "Links to", hint: "A page address such as /training/")
  }

  "What every file that is a page has: its address, and what the browser tab and search engines show of it."
  interface PageHead {
    path: String! @value(rule: "route")
    "Browser title"
    title: String!
      @editor(label: "Browser tab title", hint: "Also the title in search results; about 60 characters")
    description: String!
      @editor(
        label: "Search result description"
        hint: "Shown under the title in search results and link previews; 150 to 160 characters"
        multiline: true
      )
    keywords: [String!]! @editor(label: "Keywords", item: "Keyword")
  }

  type PageJson implements Node & PageHead @dontInfer {
    "The route, with a trailing slash: / or /training/"
    path: String!
      @value(rule: "route")
      @editor(label: "Page address", hint: "Fixed: links elsewhere on the site point here")
    "Keep the page out of search results (the 404 page)"
    noindex: Boolean @editor(label: "Hide from search engines")
    hero: PageHero! @editor(label: "Banner")
    sections: [PageSection!]!
      @editor(label: "Sections", item: "Section", hint: "The blocks of the page, top to bottom")
  }
  type PageHero {
    title: String!
      @value(rule: "bannerHeading")
      @editor(label: "Banner heading", hint: "The page's main heading, at most 60 characters")
    lead: String
      @editor(
        label: "Banner line"
        hint: "Shown under the heading; about 110 characters so it fits on phones beside the button"
        multiline: true
      )
    image: File
      @fileByRelativePath
      @editor(
        label: "Banner picture"
        folder: "src/images/hero"
        hint: "At least 2400 × 1100 pixels; the heading sits on the left over a dark overlay. Every banner has one, except where the page opens with the contact form and its details: the form's card rises into the banner and would cover it"
      )
    showLogo: Boolean @editor(label: "Show the logo above the heading")
    action: PageHeroAction
      @editor(
        label: "Banner button"
        hint: "The page's next step: a button to the contact form (on Contact Us, to the form further down)"
      )
  }
  "The banner's button: it opens the contact form with a request already chosen."
  type PageHeroAction {
    label: String!
      @editor(
        label: "Button text"
        hint: "What the visitor asks for, such as Request an audit; never a promise of a result"
      )
    request: String
      @value(rule: "request")
      @editor(
        label: "Request chosen on the form"
        hint: "The contact form opens with this choice selected; leave empty to choose none"
      )
    form483: Boolean
      @editor(
        label: "For a Form 483 response"
        hint: "Opens the form on its Form 483 part: the subject and request set, the 483's date asked"
      )
  }
  type PageLink {
    label: String! @editor(label: "Button text")
    to: String!
      @value(rule: "sitePath")
      @editor(label: "Links to", hint: "A page address such as /contactus/")
  }
  "What every page section has."
  interface PageSection {
    kind: String!
    id: String!
      @value(rule: "anchor")
      @editor(
        label: "Anchor name"
        hint: "Lower-case words joined by -, unique on the page, such as {anchor}"
      )
    heading: String! @value(rule: "sectionHeading") @editor(label: "Section heading")
    pageNavLabel: String
      @value(rule: "pageNavLabel")
      @editor(
        label: "Short name in On this page"
        hint: "Optional: one to three words for the row of links under a long service page's banner, such as Audit cycle; without it, the row shows the heading"
      )
  }
  type PageTextSection implements PageSection {
    paragraphs: [String!]! @editor(label: "Paragraphs", item: "Paragraph", multiline: true)
  }
  type PageCardsSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    note: PageSectionNote
      @editor(
        label: "Note beside the introduction"
        hint: "Optional: a fact a reader asks about, boxed beside the heading and introduction from 1024 px (under them on phones), such as who issues which certificate"
      )
    cards: [PageCard!]! @editor(label: "Cards", item: "Card")
  }
  type PageSectionNote {
    title: String! @editor(label: "Heading", hint: "Such as Who issues which certificate")
    text: String! @editor(label: "Text", multiline: true)
  }
  type PageCard {
    title: String! @value(rule: "cardHeading") @editor(label: "Card heading")
    text: String! @editor(label: "Card text", multiline: true)
    "One of the icon names in src/components/icon"
    icon: IconName @editor(label: "Icon")
    link: PageLink @editor(label: "Button")
  }
  "The site's line icons, each drawn by src/components/icon."
  enum IconName {
    audit
    consulting
    validation
    training
    regulatory
    inspect
    collaborate
    readiness
    guidance
    risk
    lifecycle
    innovation
    expertise
    quality
    efficiency
    location
    phone
    email
    clock
    directions
    check
    chevron
    arrow
    menu
    close
  }
  type PageListSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    "checks (a ticked list of what is included), plain (a list with rules between items), steps (numbered items with text) or terms (each item beside its explanation, as in a table)"
    style: ListStyle!
      @editor(
        label: "Look"
        hint: "checks: ticked, for what is included or done; plain: a list with rules between items; steps: numbered items with text; terms: each item beside its explanation, as in a table (such as a standard and where it applies); every item needs its explanation"
      )
    "Reveal the items one after another"
    sequence: Boolean @editor(label: "Reveal the items one after another")
    ${foldedField("list")}
    items: [PageListItem!]! @editor(label: "Items", item: "Item")
    closing: String @editor(label: "Closing line", multiline: true)
  }
  "A table of rows under column heads, each row led by its own head (its first cell), with a caption that says what it holds."
  type PageTableSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    ${foldedField("table")}
    caption: String!
      @editor(
        label: "Caption"
        hint: "What the table holds, in a few words, such as Training formats compared; shown over it and read out first"
      )
    columns: [String!]!
      @editor(
        label: "Column heads"
        item: "Column head"
        hint: "Left to right; the first heads the column of row names, such as Format"
      )
    rows: [PageTableRow!]!
      @editor(label: "Rows", item: "Row", hint: "Each row has one cell per column head, its name first")
  }
  type PageTableRow {
    cells: [String!]!
      @editor(
        label: "Cells"
        item: "Cell"
        hint: "One per column head, in the same order: the row's name first"
        multiline: true
      )
  }
  "A sample audit report: a fictional site's header, its observations graded critical, major or minor with the clauses each concerns, and the corrective and preventive actions agreed. Marked fictional on its face."
  type PageAuditReportSection implements PageSection {
    fictional: Boolean!
      @editor(
        label: "Fictional"
        hint: "Keep it ticked: a sample shows an invented site and findings, and the data check refuses one not marked fictional"
      )
    notice: String!
      @editor(
        label: "Fictional notice"
        hint: "Shown at the top of the report, on screen and on paper: that the site, company and findings are invented"
        multiline: true
      )
    intro: String @editor(label: "Introduction", multiline: true)
    facts: [PageReportFact!]!
      @editor(
        label: "Report header"
        item: "Line"
        hint: "The site, the kind of audit, the dates, the standards audited against and the scope, each a heading and its text"
      )
    grades: PageReportGrades! @editor(label: "Grades")
    observations: PageReportObservations! @editor(label: "Observations")
    actions: PageReportActions! @editor(label: "CAPA tracker")
    signOff: PageReportSignOff
      @editor(
        label: "Sign-off"
        hint: "At the end of the report: who leads and who reviews a report like this one, chosen from the consultants"
      )
  }
  type PageReportSignOff {
    heading: String! @editor(label: "Heading", hint: "Such as Report signed off by")
    signers: [PageReportSigner!]! @editor(label: "Signatures", item: "Signature")
  }
  type PageReportSigner {
    label: String! @editor(label: "What the person does", hint: "Such as Lead auditor")
    name: String! @editor(label: "Consultant", hint: "Chosen from the consultants listed on the About page")
  }
  type PageReportFact {
    label: String! @editor(label: "Heading", hint: "Such as Site audited")
    value: String! @editor(label: "Text", multiline: true)
  }
  "The words for each grade, and what it means: shown beside the observations."
  type PageReportGrades {
    heading: String!
      @editor(label: "Heading", hint: "Over the grades' meanings, such as How observations are graded")
    critical: PageReportGrade! @editor(label: "Critical")
    major: PageReportGrade! @editor(label: "Major")
    minor: PageReportGrade! @editor(label: "Minor")
  }
  type PageReportGrade {
    label: String! @editor(label: "Word shown", hint: "Such as Critical")
    meaning: String! @editor(label: "What it means", multiline: true)
  }
  type PageReportObservations {
    heading: String! @editor(label: "Heading")
    caption: String! @editor(label: "Table caption", hint: "What the table holds, read out first")
    columns: PageReportObservationColumns! @editor(label: "Column heads")
    items: [PageReportObservation!]! @editor(label: "Observations", item: "Observation")
  }
  type PageReportObservationColumns {
    ref: String! @editor(label: "Reference", hint: "Such as No.")
    grade: String! @editor(label: "Grade")
    finding: String! @editor(label: "Observation")
    clauses: String! @editor(label: "Clauses", hint: "Such as Requirements")
  }
  type PageReportObservation {
    ref: String! @editor(label: "Reference", hint: "Such as O-01; the CAPA tracker refers to it")
    grade: ReportGrade! @editor(label: "Grade")
    finding: String! @editor(label: "Observation", hint: "What was seen, with the evidence", multiline: true)
    clauses: [String!]!
      @editor(
        label: "Clauses"
        item: "Clause"
        hint: "Each reference checked against the regulation's text, such as 21 CFR 211.192; a section by its title where its number is not certain"
      )
  }
  "How serious an observation is."
  enum ReportGrade {
    critical
    major
    minor
  }
  type PageReportActions {
    heading: String! @editor(label: "Heading")
    caption: String! @editor(label: "Table caption", hint: "What the table holds, read out first")
    columns: PageReportActionColumns! @editor(label: "Column heads")
    items: [PageReportAction!]! @editor(label: "Actions", item: "Action")
  }
  type PageReportActionColumns {
    ref: String! @editor(label: "Observation", hint: "Such as Observation")
    action: String! @editor(label: "Action")
    owner: String! @editor(label: "Owner")
    due: String! @editor(label: "Due")
    status: String! @editor(label: "Status")
  }
  type PageReportAction {
    ref: String! @editor(label: "Observation", hint: "The observation's reference, such as O-01")
    action: String! @editor(label: "Action", multiline: true)
    owner: String!
      @editor(label: "Owner", hint: "A role, never a person's name, such as Head of quality control")
    due: String! @editor(label: "Due", hint: "Such as 15 January 2026")
    status: String! @editor(label: "Status", hint: "Such as Open or Closed, with a word on progress")
  }
  "A band that shows a small picture of the sample audit report, drawn from the report's own data, with a heading, a line and a link that opens it."
  type PageReportThumbnailSection implements PageSection {
    text: String! @editor(label: "Text", multiline: true)
    link: PageLink!
      @editor(
        label: "Link"
        hint: "To the page that holds the sample report, such as /gmpaudits/sample-report/; its text says what it opens"
      )
  }
  "How a list looks: checks, ticked items (what is included or done); plain, items with rules between them; steps, numbered items with text; terms, each item beside its explanation."
  enum ListStyle {
    checks
    plain
    steps
    terms
  }
  type PageListItem {
    title: String! @editor(label: "Item")
    text: String @editor(label: "Explanation", multiline: true)
  }
  type PageListGroupSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    groups: [PageListGroup!]! @editor(label: "Lists", item: "List")
  }
  type PageListGroup {
    title: String! @editor(label: "List heading")
    intro: String @editor(label: "Introduction", multiline: true)
    items: [String!]! @editor(label: "Items", item: "Item")
  }
  "A diagram drawn from its steps, as an ordered list that reads the same without the picture."
  type PageDiagramSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    ${foldedField("diagram")}
    "cycle, vModel or timeline: how the steps are drawn"
    diagram: DiagramShape!
      @editor(
        label: "Shape"
        hint: "cycle: steps in a loop back to the first; vModel: the first half down the left, the middle at the base, the rest up the right, each paired with the step level with it; timeline: stages from left to right"
      )
    "The line under the diagram: what it is, in a few words"
    caption: String!
      @editor(
        label: "Caption"
        hint: "One short line under the diagram, such as The audit cycle in six steps"
      )
    "What the diagram shows, in words: read out with the caption (the steps show it on the page)"
    description: String!
      @editor(
        label: "What the diagram shows"
        hint: "Read out by screen readers after the caption, not shown; say how the steps connect"
        multiline: true
      )
    steps: [PageDiagramStep!]!
      @value(rule: "diagramSteps")
      @editor(label: "Steps", item: "Step", hint: "In the order they happen")
  }
  "How a diagram places its steps (src/components/diagram-section/shapes.ts draws each)."
  enum DiagramShape {
    cycle
    vModel
    timeline
  }
  type PageDiagramStep {
    title: String! @editor(label: "Step")
    text: String @editor(label: "Explanation", multiline: true)
    items: [String!]
      @editor(
        label: "List"
        item: "Item"
        hint: "Optional: a ticked list under the explanation, such as the services offered at this stage"
      )
  }
  type PageContactSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    addressTitle: String!
      @editor(
        label: "Address card heading"
        hint: "The address, phone and email come from the company details"
      )
    phoneTitle: String! @editor(label: "Phone card heading")
    emailTitle: String! @editor(label: "Email card heading")
    hoursTitle: String
      @editor(
        label: "Working hours card heading"
        hint: "Optional: a card with the working hours in the company details, such as Working hours"
      )
    directionsTitle: String
      @editor(
        label: "Directions card heading"
        hint: "Optional: a heading over the directions in the company details, with the map, such as Finding us"
      )
    notes: [PageContactNote!]
      @editor(
        label: "More cards"
        item: "Card"
        hint: "Optional: after the address, phone, email and hours, such as who answers and the languages spoken"
      )
  }
  type PageContactNote {
    icon: IconName! @editor(label: "Icon")
    title: String! @editor(label: "Heading", hint: "Such as Languages")
    text: String! @editor(label: "Text", multiline: true)
  }
  "The contact request form (SPEC §3-5): its labels, options and messages."
  type PageFormSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    fields: PageFormFields! @editor(label: "Field texts")
    "The request choices after the empty one; the value is what the form service receives"
    requestOptions: [PageFormOption!]!
      @editor(
        label: "Request choices"
        item: "Choice"
        hint: "The value is what the form service receives; change only the label"
      )
    submitLabel: String! @editor(label: "Send button text")
    messages: PageFormMessages! @editor(label: "Status messages")
    privacy: PageLink
      @editor(
        label: "Privacy notice link"
        hint: "Shown beside the send button: the page that says how what is sent is handled, such as /privacy/"
      )
    next: PageFormNext
      @editor(
        label: "What happens next"
        hint: "Shown beside the form (under it on phones): what the visitor can expect after sending"
      )
    readers: PagePeople
      @editor(
        label: "Who reads the requests"
        hint: "Shown under the introduction: the consultants who read what is sent, each with photo and role"
      )
    sent: PageFormSent
      @editor(
        label: "After sending"
        hint: "Shown under the success message once a request is sent: what was sent, when the firm replies and how to reach it sooner"
      )
    failed: PageFormFailed
      @editor(
        label: "After a failed send"
        hint: "Shown under the error message when a request could not be sent: the same request by email, on WhatsApp or by phone"
      )
    form483: PageForm483
      @editor(
        label: "On the way in from a Form 483 link"
        hint: "What the form adds when a Form 483 link opens it: the subject and request set, the 483's date and its response's due date"
      )
    draft: PageFormDraft
      @editor(
        label: "Kept in the browser"
        hint: "Shown beside the send button: what the visitor types is kept in her browser until sent or cleared. Without it nothing is kept"
      )
  }
  "Consultants named by a page, as the consultants section lists them: those not listed are not shown"
  type PagePeople {
    label: String! @editor(label: "Heading", hint: "Before the people, such as Your request is read by")
    people: [String!]!
      @value(rule: "people")
      @editor(label: "People", item: "Person", hint: "Chosen from the consultants listed on the About page")
  }
  "What the form shows once a request is sent (with JavaScript; without it the thank-you page says it)"
  type PageFormSent {
    heading: String! @editor(label: "Heading", hint: "Such as Your request")
    request: String! @editor(label: "Label of the request chosen", hint: "Such as Request")
    neededBy: String! @editor(label: "Label of the date it is needed by", hint: "Such as Needed by")
    reply: String!
      @editor(
        label: "When the firm replies"
        hint: "One sentence the firm stands behind, such as We reply within one working day"
        multiline: true
      )
    urgent: String!
      @editor(
        label: "For anything urgent"
        hint: "One sentence before the phone number and the WhatsApp link, such as Anything sooner: call us"
      )
  }
  "What the form adds when a link for a Form 483 response opens it (a band's action, the 483 article)"
  type PageForm483 {
    heading: String! @editor(label: "Heading", hint: "Such as Responding to a US FDA Form 483")
    subject: String!
      @editor(
        label: "Subject filled in"
        hint: "Put in the Subject field while it is empty, such as FDA Form 483 response"
      )
    request: String!
      @value(rule: "request")
      @editor(label: "Request chosen", hint: "The form's choice for a 483 response, such as consultation")
    due: String!
      @editor(
        label: "Due date"
        hint: "Shown once the 483's date is given: {date} is the day 15 US business days after it, federal holidays counted; say it as about"
        multiline: true
      )
    team: String!
      @editor(
        label: "Beside the send button"
        hint: "What the firm does once the request is in, such as when a response team can start"
        multiline: true
      )
    nda: String!
      @editor(
        label: "On sending the 483 itself"
        hint: "Such as Send us the 483 itself by email once we have both signed a non-disclosure agreement"
        multiline: true
      )
  }
  "What the form says of the request it keeps in the visitor's browser until sent (with JavaScript)"
  type PageFormDraft {
    kept: String!
      @editor(
        label: "Text"
        hint: "One sentence beside the send button, such as What you type stays in this browser until you send it or clear it"
        multiline: true
      )
    clear: String! @editor(label: "Clear button", hint: "Such as Clear the form")
    clearConfirm: String!
      @editor(
        label: "Question before clearing"
        hint: "Asked before the form and its copy in the browser are cleared, such as Clear everything you have typed?"
        multiline: true
      )
  }
  "What the form offers when a request could not be sent: the visitor's words, sent another way"
  type PageFormFailed {
    heading: String! @editor(label: "Heading", hint: "Such as Send it another way")
    text: String!
      @editor(
        label: "Text"
        hint: "One sentence under the heading, such as Your request is still in the form: send it by email or WhatsApp, or call us"
        multiline: true
      )
    email: String! @editor(label: "Email link", hint: "Such as Send it by email")
    whatsapp: String! @editor(label: "WhatsApp link", hint: "Such as Send it on WhatsApp")
    call: String! @editor(label: "Before the phone number", hint: "Such as Call")
    cut: String!
      @editor(
        label: "End of a shortened email"
        hint: "Closes an email or message too long to send whole, such as The rest did not fit: please paste it from the form"
      )
  }
  type PageFormNext {
    heading: String! @editor(label: "Heading", hint: "Such as What happens next")
    steps: [String!]!
      @editor(
        label: "Steps"
        item: "Step"
        hint: "In order, from the moment the request is sent; only what the firm does every time"
        multiline: true
      )
    dataUse: String
      @editor(label: "How what is sent is used", hint: "One sentence, true of every request", multiline: true)
  }
  type PageFormFields {
    form483IssuedOn: PageFormOptionalField!
      @editor(
        label: "Form 483 issued on"
        hint: "Shown only on the way in from a Form 483 link, above the other fields: the day on the visitor's 483"
      )
    name: PageFormField! @editor(label: "Name")
    email: PageFormField! @editor(label: "Email")
    subject: PageFormField! @editor(label: "Subject")
    "Its placeholder is the label of the empty choice"
    request: PageFormField!
      @editor(label: "Request", hint: "Its placeholder is the empty choice, such as Please choose an option")
    otherRequest: PageFormField! @editor(label: "Other request", hint: "Shown only when Others is chosen")
    company: PageFormField! @editor(label: "Company")
    phone: PageFormOptionalField!
      @editor(label: "Phone", hint: "Optional for the visitor: a number to call back on")
    neededBy: PageFormOptionalField!
      @editor(label: "Needed by", hint: "Optional for the visitor: a date from today on")
    inspectionExpected: PageFormOptionalField!
      @editor(
        label: "Inspection expected"
        hint: "A tick box under Needed by, for a visitor who expects an inspection"
      )
    message: PageFormField! @editor(label: "Message")
  }
  type PageFormField {
    label: String! @editor(label: "Label")
    placeholder: String! @editor(label: "Placeholder", hint: "Shown inside the empty field")
    "Shown when the field is left empty"
    required: String! @editor(label: "Message when left empty")
  }
  "A field the visitor may leave empty: no message for leaving it so"
  type PageFormOptionalField {
    label: String! @editor(label: "Label")
    placeholder: String @editor(label: "Placeholder", hint: "Optional: shown inside the empty field")
    hint: String @editor(label: "Hint", hint: "Optional: shown under the label, such as Optional")
  }
  type PageFormOption {
    value: String! @editor(label: "Value sent")
    label: String! @editor(label: "Label")
  }
  type PageFormMessages {
    sending: String! @editor(label: "While sending")
    success: String! @editor(label: "After a successful send")
    error: String! @editor(label: "After a failed send")
    invalidEmail: String! @editor(label: "Email address not valid")
    invalidPhone: String! @editor(label: "Phone number not valid")
    pastDate: String! @editor(label: "Needed by date in the past", hint: "Shown for a date before today")
    futureDate: String!
      @editor(label: "Form 483 date in the future", hint: "Shown for a Form 483 issued on date after today")
    "{max} stands for the field's limit"
    tooLong: String!
      @value(rule: "tooLong")
      @editor(label: "Text too long", hint: "{max} stands for the field's limit")
    attentionOne: String!
      @editor(label: "Send stopped by one field", hint: "Shown when one field still needs attention")
    attentionMany: String!
      @value(rule: "attentionMany")
      @editor(
        label: "Send stopped by several fields"
        hint: "Shown when several fields need attention; {count} stands for their number"
      )
  }
  "The band that closes a page: its button is the site's one request (the menu's Request button text) with the phone number beside it"
  type PageCtaSection implements PageSection {
    text: String! @editor(label: "Text", multiline: true)
    hours: String
      @editor(
        label: "Working hours label"
        hint: "Optional: the company's working hours under the phone number, folded behind this label, such as Working hours"
      )
  }
  "A quiet band that points to another page of the site (a readiness check, an article): its heading, one line and a link"
  type PageSignpostSection implements PageSection {
    text: String! @editor(label: "Text", multiline: true)
    link: PageLink! @editor(label: "Link")
  }
  "The firm's lead times for the work a page offers (data/site.json's, picked by name): what a buyer asks before calling. From 768 px the banner states the first three, and a band whose lead times are all there shows on phones only"
  type PageLeadTimesSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    leadTimes: [String!]!
      @editor(
        label: "Lead times shown"
        item: "Name"
        hint: "Names of lead times in the company details (data/site.json), such as routine-audit, in the order shown"
      )
    links: [PageLeadTimesLink!]
      @editor(
        label: "Links"
        item: "Link"
        hint: "Optional: each to a page of the site, or, with no page given, to the contact form with a request chosen"
      )
  }
  "A link under the lead times: to a page of the site (to), or to the contact form with a request chosen"
  type PageLeadTimesLink {
    label: String! @editor(label: "Link text", hint: "Such as Ask for a mock inspection")
    to: String
      @value(rule: "sitePath")
      @editor(
        label: "Links to"
        hint: "Optional: a page address such as /schedule-m-readiness/; leave empty for the contact form"
      )
    request: String
      @value(rule: "request")
      @editor(
        label: "Request chosen on the form"
        hint: "For a link to the contact form: the choice it opens with; leave empty to choose none"
      )
  }
  "A band for the visitor who cannot wait (an FDA Form 483, a warning letter): its heading, the fact that sets the clock, a call button to the firm's phone, a link to the form with a request chosen and, if given, a link to a page of the site"
  type PageUrgentSection implements PageSection {
    text: String!
      @editor(
        label: "Text"
        hint: "The fact that makes it urgent, such as the days a response has"
        multiline: true
      )
    callLabel: String!
      @editor(label: "Call button text", hint: "The button dials the phone number in the company details")
    action: PageHeroAction
      @editor(
        label: "Link to the form"
        hint: "Optional: a line of text beside the call button, to the form with a request chosen (none on the page a request lands on)"
      )
    pageLink: PageLink
      @editor(
        label: "Link to a page"
        hint: "Optional: a line of text under the others, to a page of the site such as a readiness check"
      )
  }
  "Figures the firm can show its records for: each a number, its unit and what it counts. Hidden while there are none."
  type PageFiguresSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    figures: [PageFigure!]!
      @editor(
        label: "Figures"
        item: "Figure"
        hint: "Only figures the firm can back with its own records; the section is hidden while there are none"
      )
  }
  type PageFigure {
    value: String!
      @value(rule: "figure")
      @editor(label: "Number", hint: "In digits, such as 120 or 1,200, without its unit")
    unit: String @editor(label: "Unit", hint: "Shown after the number, such as +, % or years; optional")
    label: String! @editor(label: "What it counts", hint: "Such as audits in 2025")
    source: String
      @editor(
        label: "Source"
        hint: "Optional: where the figure comes from, such as our audit register, 2025"
      )
  }
  "Clients' words, each with the speaker's role and kind of organisation. Hidden while there are none."
  type PageQuotesSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    quotes: [PageQuote!]!
      @editor(
        label: "Quotes"
        item: "Quote"
        hint: "Only words a client wrote or agreed to, kept as they gave them; the section is hidden while there are none"
      )
  }
  type PageQuote {
    text: String! @editor(label: "Quote", hint: "A few sentences, without quotation marks", multiline: true)
    role: String! @editor(label: "Speaker's role", hint: "Such as Head of QA")
    organisation: String!
      @editor(
        label: "Kind of organisation"
        hint: "Such as API manufacturer; no client's name unless they agreed"
      )
    name: String @editor(label: "Speaker's name", hint: "Optional: only with the speaker's consent")
  }
  "Memberships, qualifications and registrations the firm or its people hold. Hidden while there are none."
  type PageCredentialsSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    credentials: [PageCredential!]!
      @editor(
        label: "Credentials"
        item: "Credential"
        hint: "Only what the firm can show a certificate or membership record for; the section is hidden while there are none"
      )
  }
  type PageCredential {
    name: String! @editor(label: "Name", hint: "Such as Lead Auditor (ISO 9001) or Corporate member")
    issuer: String!
      @editor(label: "Issued by", hint: "The body that grants it, such as a registration board or society")
    year: String @value(rule: "year") @editor(label: "Year", hint: "Optional: the year it was granted")
    link: String
      @value(rule: "httpsUrl")
      @editor(
        label: "Where to check it"
        hint: "Optional: the issuer's register or page, starting with https://"
      )
    logo: PageCredentialLogo
      @editor(label: "Logo", hint: "Optional: only with the issuer's permission to show it")
  }
  type PageCredentialLogo {
    image: File!
      @fileByRelativePath
      @editor(
        label: "Picture"
        folder: "src/images/credentials"
        hint: "PNG, JPG or SVG; shown at most 96 × 48 pixels"
      )
    alt: String!
      @editor(label: "What it shows", hint: "Read out by screen readers, such as the issuer's name")
  }
  "The people who do the work: each a card with a photo, role, qualifications and areas, and a Person in the page's structured data. Hidden while there are none."
  type PageConsultantsSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    "{years} stands for a consultant's years in the industry"
    yearsLabel: String!
      @value(rule: "yearsLabel")
      @editor(
        label: "Years line"
        hint: "{years} stands for the number, such as {years} years in the industry"
      )
    areasLabel: String!
      @editor(label: "Areas heading", hint: "Read before a consultant's services, such as Works in")
    profileLabel: String!
      @editor(
        label: "Profile link text"
        hint: "Followed by the consultant's name for screen readers, such as Profile"
      )
    languagesLabel: String!
      @editor(label: "Languages heading", hint: "Read before a consultant's languages, such as Speaks")
    "{count} stands for the number of audits and inspections a consultant led"
    ledLabel: String!
      @value(rule: "countLabel")
      @editor(
        label: "Audits led line"
        hint: "{count} stands for the number, such as {count} audits and inspections led"
      )
    consultants: [PageConsultant!]!
      @editor(
        label: "Consultants"
        item: "Consultant"
        hint: "Only people who work with the firm and agreed to be shown; the section is hidden while there are none"
      )
  }
  type PageConsultant {
    name: String! @editor(label: "Name", hint: "As the person wants it shown")
    photo: File
      @fileByRelativePath
      @editor(
        label: "Photo"
        folder: "src/images/consultants"
        hint: "Optional: head and shoulders, at least 480 × 480 pixels; shown cropped square"
      )
    role: String! @editor(label: "Role", hint: "Such as Lead GMP Auditor")
    qualifications: [String!]!
      @editor(
        label: "Qualifications"
        item: "Qualification"
        hint: "Degrees, certifications and former posts, such as M.Pharm or Former Head of QA, API manufacturer"
      )
    years: String
      @value(rule: "years")
      @editor(label: "Years in the industry", hint: "Optional: in digits, such as 18")
    areas: [String!]
      @value(rule: "sitePath")
      @editor(label: "Areas", item: "Service", hint: "Optional: the services the person works in")
    languages: [String!]
      @editor(
        label: "Languages"
        item: "Language"
        hint: "Optional: the languages the person audits and trains in, such as Gujarati"
      )
    led: String
      @value(rule: "count")
      @editor(
        label: "Audits and inspections led"
        hint: "Optional: in digits, and only a figure the person's records show, such as 120"
      )
    profile: String
      @value(rule: "httpsUrl")
      @editor(label: "Profile link", hint: "Optional: a public profile page, starting with https://")
  }
  "What came of the firm's work for this page's service, each as the firm states it and without the client's name unless the client agreed. Hidden while there are none."
  type PageCaseStudiesSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    labels: PageCaseStudyLabels! @editor(label: "Words on each case study")
    caseStudies: [PageCaseStudy!]!
      @editor(
        label: "Case studies"
        item: "Case study"
        hint: "Only work the firm did and can show its records for; the section is hidden while there are none"
      )
  }
  type PageCaseStudyLabels {
    sector: String! @editor(label: "Sector heading", hint: "Read before the sector, such as Sector")
    market: String! @editor(label: "Market heading", hint: "Read before the market, such as Market")
    client: String!
      @editor(
        label: "Client heading"
        hint: "Shown only beside a case study that names its client, such as Client"
      )
    situation: String! @editor(label: "Situation heading", hint: "Such as The situation")
    work: String! @editor(label: "Work heading", hint: "Such as What we did")
    result: String! @editor(label: "Result heading", hint: "Such as The result")
  }
  type PageCaseStudy {
    title: String!
      @editor(
        label: "Title"
        hint: "What came of it in a few words, such as Warning letter closed out at an API site"
      )
    sector: String!
      @editor(label: "Sector", hint: "Such as API, formulation, biologics, excipients or medical device")
    market: String!
      @editor(
        label: "Market"
        hint: "The regulator or market the work was for, such as US FDA, EU, WHO-GMP or CDSCO"
      )
    client: String
      @editor(
        label: "Client's name"
        hint: "Optional: only with the client's written consent; leave empty otherwise"
      )
    situation: String!
      @editor(label: "The situation", hint: "Where the client stood and what they needed", multiline: true)
    work: String! @editor(label: "What we did", hint: "The firm's work, in a few sentences", multiline: true)
    result: String!
      @editor(label: "The result", hint: "As the firm can state it from its records", multiline: true)
    featured: Boolean
      @editor(
        label: "Show on the home page"
        hint: "Listed in the home page's case studies: at most three are shown there, in the Services menu's order"
      )
  }
  "The case studies marked Show on the home page on the service pages, at most three, each linking to its service's case studies. Hidden while none is marked."
  type PageFeaturedCaseStudiesSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    labels: PageFeaturedCaseStudyLabels! @editor(label: "Words on each case study")
  }
  type PageFeaturedCaseStudyLabels {
    sector: String! @editor(label: "Sector heading", hint: "Read before the sector, such as Sector")
    market: String! @editor(label: "Market heading", hint: "Read before the market, such as Market")
    service: String!
      @editor(label: "Service heading", hint: "Read before the service's name, such as Service")
    result: String! @editor(label: "Result heading", hint: "Such as The result")
  }
  "The standards and regulations the firm works to, named as text, each linked to the page that explains its work against it."
  type PageStandardsSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    standards: [PageStandard!]!
      @editor(label: "Standards", item: "Standard", hint: "Named as they are written, never as a logo")
  }
  type PageStandard {
    name: String! @editor(label: "Name", hint: "Such as revised Schedule M or ICH Q7/Q9/Q10")
    scope: String
      @editor(label: "What it covers", hint: "Optional: a few words, such as India's GMP rules for medicines")
    to: String!
      @value(rule: "sitePath")
      @editor(label: "Explained on", hint: "The page about our work against it, such as /gmpaudits/")
  }
  "A list of insights (articles): the newest, those related to this page, or all of them with page numbers."
  type PageInsightsSection implements PageSection {
    intro: String @editor(label: "Introduction", multiline: true)
    show: InsightsShown!
      @editor(
        label: "Which insights"
        hint: "latest: the 3 newest; related: the 3 newest that name this page as a related service (the section is hidden while there are none); all: every insight, newest first, 12 to a page"
      )
    moreLink: PageLink @editor(label: "Link under the list", hint: "Such as All insights, to /insights/")
  }
  "Which insights a section lists."
  enum InsightsShown {
    latest
    related
    all
  }

  "One article (data/insights/<slug>.json): its address is /insights/<slug>/, from the file's name."
  type InsightJson implements Node @dontInfer {
    title: String!
      @value(rule: "articleTitle")
      @editor(
        label: "Title"
        hint: "The article's heading, also its title in search results; about 60 characters, at most 100"
      )
    summary: String!
      @value(rule: "summary")
      @editor(
        label: "Summary"
        hint: "One or two sentences, at most 160 characters: shown in lists, in search results and in the feed"
        multiline: true
      )
    published: Date! @dateformat @value(rule: "date") @editor(label: "Date published")
    updated: Date
      @dateformat
      @value(rule: "date")
      @editor(label: "Date updated", hint: "Only after a change of substance; leave empty otherwise")
    reviewed: Date!
      @dateformat
      @value(rule: "date")
      @editor(
        label: "Date last reviewed"
        hint: "When the technical reviewer last checked the article against the regulations it cites"
      )
    positionAsOf: Date!
      @dateformat
      @value(rule: "date")
      @editor(
        label: "Regulatory position as of"
        hint: "The date up to which the article's regulatory statements were checked; readers recheck anything later"
      )
    author: String!
      @editor(
        label: "Author"
        hint: "The consultant who wrote it, by name as on the About page's consultants: the byline and photo show only for a name listed there"
      )
    reviewer: String!
      @editor(
        label: "Technical reviewer"
        hint: "A second consultant who checked every citation, by name as on the About page's consultants"
      )
    topics: [String!]!
      @editor(
        label: "Topics"
        item: "Topic"
        hint: "One or more of the topics listed under Insights settings"
      )
    services: [String!]!
      @value(rule: "sitePath")
      @editor(
        label: "Related services"
        item: "Service page"
        hint: "The service pages this article concerns: it is listed on each of them"
      )
    image: File
      @fileByRelativePath
      @editor(
        label: "Cover picture"
        folder: "src/images/hero"
        hint: "Optional, at least 2400 × 1100 pixels: shown where the article is shared (the article itself opens with its title on white)"
      )
    draft: Boolean @editor(label: "Draft", hint: "A draft is kept in the files but never published")
    form483: Boolean
      @editor(
        label: "Requests open the Form 483 part"
        hint: "For an article on Form 483 responses: its request links open the form with the subject, request and the 483's date"
      )
    body: String!
      @editor(
        label: "Text"
        hint: "Start sections with a heading; link to pages of this site (/gmpaudits/) or to https:// addresses; every picture needs a description"
        markdown: true
      )
  }

  "What the insights have in common (data/insights.json): the topics and the words around an article."
  type InsightsJson implements Node @dontInfer {
    topics: [InsightTopic!]!
      @editor(label: "Topics", item: "Topic", hint: "The topics an insight can be filed under")
    image: File!
      @fileByRelativePath
      @editor(
        label: "Banner picture of an insight without a cover"
        folder: "src/images/hero"
        hint: "At least 2400 × 1100 pixels"
      )
    labels: InsightLabels! @editor(label: "Words on insight pages")
    cta: PageCtaSection! @editor(label: "Call to action band after each insight")
  }
  type InsightTopic {
    name: String! @editor(label: "Topic")
  }
  type InsightLabels {
    published: String! @editor(label: "Before the date published", hint: "Such as Published")
    updated: String! @editor(label: "Before the date updated", hint: "Such as Updated")
    reviewed: String! @editor(label: "Before the date last reviewed", hint: "Such as Last reviewed")
    author: String! @editor(label: "Before the author's name", hint: "Such as Written by")
    reviewer: String!
      @editor(label: "Before the technical reviewer's name", hint: "Such as Technical review by")
    position: String!
      @value(rule: "positionLine")
      @editor(
        label: "Regulatory position line"
        hint: "{date} stands for the date, such as Regulatory position as of {date}"
      )
    readingTime: String!
      @value(rule: "readingTime")
      @editor(label: "Reading time", hint: "{minutes} stands for the minutes, such as {minutes} min read")
    topics: String! @editor(label: "Topics heading", hint: "Read out before an insight's topics")
    relatedServices: String! @editor(label: "Related services heading")
    moreOnTopic: String! @editor(label: "More on this topic heading")
    contents: String!
      @editor(
        label: "Contents heading"
        hint: "Over the list of an article's sections beside its text (wide screens), such as In this article"
      )
    topicDescription: String!
      @value(rule: "topicLine")
      @editor(
        label: "A topic page's description"
        hint: "For search results: {topic} stands for the topic, such as Articles on {topic} for quality teams"
      )
    allInsights: String! @editor(label: "Link back to every insight", hint: "Such as All insights")
    pages: String!
      @editor(label: "Page numbers' name", hint: "Read out by screen readers, such as Pages of insights")
    previous: String! @editor(label: "Link to newer insights", hint: "Such as Newer")
    next: String! @editor(label: "Link to older insights", hint: "Such as Older")
    pageOf: String!
      @value(rule: "pageOf")
      @editor(
        label: "Page number in the browser tab"
        hint: "Added to the title of page 2 and later: {page} and {pages} stand for the numbers"
      )
  }
  "A readiness check (data/checks/<slug>.json): a self-check of requirements, in areas, that a visitor answers in the browser."
  type CheckJson implements Node & PageHead @dontInfer {
    "The route, with a trailing slash, such as /schedule-m-readiness/"
    path: String!
      @value(rule: "route")
      @editor(
        label: "Page address"
        hint: "Such as /schedule-m-readiness/; links elsewhere on the site point here"
      )
    heading: String! @editor(label: "Heading", hint: "The page's main heading")
    intro: [String!]!
      @editor(
        label: "Introduction"
        item: "Paragraph"
        hint: "What the check covers and how to use it"
        multiline: true
      )
    disclaimer: String!
      @editor(
        label: "What the check is not"
        hint: "A self-check, not an audit: no result is a statement of compliance"
        multiline: true
      )
    related: [PageLink!]
      @editor(
        label: "Further reading"
        item: "Link"
        hint: "Optional: pages shown under the introduction, such as an article on the inspections the check prepares for"
      )
    resultLinks: [PageLink!]
      @editor(
        label: "Links under the result"
        item: "Link"
        hint: "Optional: where to go next once the result is shown, such as another check"
      )
    areas: [CheckArea!]!
      @editor(label: "Areas", item: "Area", hint: "Groups of requirements, in the order asked")
    labels: CheckLabels! @editor(label: "Words on the page")
    nextStep: CheckNextStep
      @editor(
        label: "What we do next"
        hint: "Optional: shown under the result, on screen and in print: a sentence on the work that closes the gaps, and its lead times"
      )
    "The request the form gets with the result"
    request: String!
      @value(rule: "request")
      @editor(label: "Request chosen on the form", hint: "Chosen on the form by Ask for a gap assessment")
  }
  "What the firm does once a check shows gaps: a sentence, and the lead times of that work (data/site.json's, by name)"
  type CheckNextStep {
    text: String! @editor(label: "Text", multiline: true)
    leadTimes: [String!]!
      @editor(
        label: "Lead times shown"
        item: "Name"
        hint: "Names of lead times in the company details (data/site.json), such as gap-assessment, in the order shown"
      )
  }
  type CheckArea {
    id: String!
      @value(rule: "anchor")
      @editor(
        label: "Anchor name"
        hint: "Lower-case words joined by -, unique on the page, such as quality-control"
      )
    heading: String! @editor(label: "Area heading")
    questions: [CheckQuestion!]! @editor(label: "Requirements", item: "Requirement")
  }
  type CheckQuestion {
    id: String!
      @value(rule: "anchor")
      @editor(
        label: "Key"
        hint: "Lower-case words joined by -, unique in the check; answers are kept under it, so keep it once published"
      )
    requirement: String!
      @editor(
        label: "Requirement"
        hint: "One sentence stating the requirement, not a question"
        multiline: true
      )
    source: String!
      @editor(
        label: "Source"
        hint: "Where it comes from: the part and section by title, a paragraph number only where checked"
      )
    gap: String!
      @value(rule: "gapLine")
      @editor(
        label: "The gap, in short"
        hint: "What the firm reads in the request when this is not met, such as Batch testing of every material"
      )
    critical: Boolean
      @editor(
        label: "Critical"
        hint: "Listed first among the gaps; an auditor's few most serious requirements"
      )
  }
  type CheckLabels {
    yes: String! @editor(label: "Answer: yes")
    partly: String! @editor(label: "Answer: partly")
    no: String! @editor(label: "Answer: no")
    notApplicable: String! @editor(label: "Answer: not applicable")
    source: String! @editor(label: "Before a source", hint: "Such as Source")
    progress: String!
      @value(rule: "progress")
      @editor(
        label: "Progress"
        hint: "{answered} and {total} stand for the numbers, such as {answered} of {total} answered"
      )
    critical: String! @editor(label: "Critical", hint: "Beside a critical requirement, such as Critical")
    jumpTo: String!
      @editor(
        label: "Name of the list of areas"
        hint: "Read out by screen readers, such as Areas of the check"
      )
    answeredOn: String!
      @value(rule: "answeredOn")
      @editor(
        label: "Answers kept from an earlier visit"
        hint: "{date}, {answered} and {total} stand for the day and the numbers, such as Your answers from {date}: {answered} of {total} answered"
      )
    continueAt: String!
      @value(rule: "continueLine")
      @editor(
        label: "Link to the first unanswered requirement"
        hint: "Shown to a visitor who comes back with answers kept; {number} and {area} stand for the requirement's number in its area and the area, such as Continue at question {number} ({area})"
      )
    areaComplete: String!
      @value(rule: "areaLine")
      @editor(
        label: "Said when an area is answered"
        hint: "Read out by screen readers; {area} stands for the area, such as {area}: every requirement answered"
      )
    stored: String!
      @editor(
        label: "Where answers are kept"
        hint: "Shown once the page runs: answers stay in this browser"
        multiline: true
      )
    needsScript: String!
      @editor(
        label: "Before the check runs"
        hint: "Shown in the same place until the page runs the check, and all along without JavaScript: that the result needs it, and what the visitor can do instead"
        multiline: true
      )
    resultHeading: String! @editor(label: "Result heading")
    resultDate: String!
      @value(rule: "positionLine")
      @editor(label: "Result date line", hint: "{date} stands for today's date, such as Result of {date}")
    area: String! @editor(label: "Area column heading")
    met: String! @editor(label: "Met")
    partlyMet: String! @editor(label: "Partly met")
    notMet: String! @editor(label: "Not met")
    reading: String!
      @value(rule: "reading")
      @editor(
        label: "The result in a sentence"
        hint: "{answered}, {met}, {partlyMet} and {notMet} stand for the numbers"
      )
    weakest: String!
      @value(rule: "areasLine")
      @editor(
        label: "The weakest areas"
        hint: "{areas} stands for their headings, such as Furthest to go: {areas}."
      )
    criticalReading: String!
      @value(rule: "criticalLine")
      @editor(
        label: "The critical requirements not met"
        hint: "{notMet} and {total} stand for the numbers, such as Critical requirements: {notMet} of {total} not met."
      )
    gapsHeading: String! @editor(label: "Gaps heading", hint: "Over the requirements answered Partly or No")
    noGaps: String! @editor(label: "When there are no gaps")
    print: String! @editor(label: "Print button", hint: "Such as Print or save as PDF")
    clear: String! @editor(label: "Clear button", hint: "Such as Clear answers")
    clearConfirm: String! @editor(label: "Question before clearing", multiline: true)
    ask: String! @editor(label: "Request button", hint: "Such as Ask for a gap assessment")
    askHint: String! @editor(label: "Under the request button", multiline: true)
    subject: String! @editor(label: "Subject put in the form", hint: "Used when the form's subject is empty")
  }
`;
