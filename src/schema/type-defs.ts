/**
 * The GraphQL types of every JSON file under data/. This is the single
 * description of the content model: gatsby-node.ts registers it with Gatsby,
 * and scripts/check-data.ts checks each data file against it, so a missing,
 * misspelt or empty field stops the build with the file and field named.
 */

/** Which GraphQL type each data file becomes, by its path inside data/. */
export const jsonTypeName = ({
  relativeDirectory,
  name,
}: {
  relativeDirectory: string;
  name: string;
}): string =>
  relativeDirectory === "pages" ? "PageJson" : `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`;

/** Page sections are a union: each section's `kind` picks its type. */
export const SECTION_TYPES = {
  text: "PageTextSection",
  cards: "PageCardsSection",
  list: "PageListSection",
  listGroup: "PageListGroupSection",
  figure: "PageFigureSection",
  contact: "PageContactSection",
  form: "PageFormSection",
  cta: "PageCtaSection",
} as const;

export type SectionKind = keyof typeof SECTION_TYPES;

export const SECTION_UNION = "PageSection";

export const typeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
    "The name under an installed icon"
    shortName: String!
    tagline: String!
    url: String!
    logo: String!
    logoRaster: String!
    wordmark: String!
    "1200 × 630 image shown when a page is shared"
    shareImage: String!
    shareImageAlt: String!
    "Browser UI colour on phones, and the installed app's colours"
    themeColor: String!
    backgroundColor: String!
    phone: String!
    email: String!
    address: SiteAddress!
    map: SiteMap!
    copyrightYear: Int!
    copyright: String!
    form: SiteForm!
  }
  type SiteAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SiteMap {
    embedUrl: String!
    linkUrl: String!
    title: String!
    linkLabel: String!
  }
  type SiteForm {
    endpoint: String!
    accessKey: String!
  }

  type NavigationJson implements Node @dontInfer {
    skipLinkLabel: String!
    navLabel: String!
    menuButtonLabel: String!
    footerNavLabel: String!
    footerCompanyHeading: String!
    links: [NavItem!]!
  }
  "A top-level menu entry: a link (to) or a group of links (children)."
  type NavItem {
    label: String!
    to: String
    children: [NavLink!]
  }
  type NavLink {
    label: String!
    to: String!
  }

  type PageJson implements Node @dontInfer {
    "The route, with a trailing slash: / or /training/"
    path: String!
    "Browser title"
    title: String!
    description: String!
    keywords: [String!]!
    "Keep the page out of search results (the 404 page)"
    noindex: Boolean
    hero: PageHero!
    sections: [PageSection!]!
  }
  type PageHero {
    title: String!
    lead: String
    image: File! @fileByRelativePath
    showLogo: Boolean
  }
  type PageLink {
    label: String!
    to: String!
  }
  type PageTextSection {
    kind: String!
    id: String!
    heading: String!
    paragraphs: [String!]!
  }
  type PageCardsSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    cards: [PageCard!]!
  }
  type PageCard {
    title: String!
    text: String!
    "One of the icon names in src/components/icon"
    icon: String
    link: PageLink
  }
  type PageListSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    "checks (a ticked list in columns) or steps (numbered items with text)"
    style: String!
    "Reveal the items one after another"
    sequence: Boolean
    items: [PageListItem!]!
    closing: String
  }
  type PageListItem {
    title: String!
    text: String
  }
  type PageListGroupSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    groups: [PageListGroup!]!
  }
  type PageListGroup {
    title: String!
    intro: String
    items: [String!]!
  }
  type PageFigureSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    image: File! @fileByRelativePath
    "Text alternative of the figure for screen readers"
    alt: String!
    caption: String
  }
  type PageContactSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    addressTitle: String!
    phoneTitle: String!
    emailTitle: String!
  }
  "The contact request form (SPEC §3-5): its labels, options and messages."
  type PageFormSection {
    kind: String!
    id: String!
    heading: String!
    intro: String
    fields: PageFormFields!
    "The request choices after the empty one; the value is what the form service receives"
    requestOptions: [PageFormOption!]!
    submitLabel: String!
    messages: PageFormMessages!
  }
  type PageFormFields {
    name: PageFormField!
    email: PageFormField!
    subject: PageFormField!
    "Its placeholder is the label of the empty choice"
    request: PageFormField!
    otherRequest: PageFormField!
    company: PageFormField!
    message: PageFormField!
  }
  type PageFormField {
    label: String!
    placeholder: String!
    "Shown when the field is left empty"
    required: String!
  }
  type PageFormOption {
    value: String!
    label: String!
  }
  type PageFormMessages {
    sending: String!
    success: String!
    error: String!
    invalidEmail: String!
    "{max} stands for the field's limit"
    tooLong: String!
  }
  type PageCtaSection {
    kind: String!
    id: String!
    heading: String!
    text: String!
    link: PageLink!
  }
`;
