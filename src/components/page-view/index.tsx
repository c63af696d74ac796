import type { ComponentType, ReactNode } from "react";
import { graphql } from "gatsby";

import { type Site, useSite } from "../../hooks/use-site";
import { leadTimesShown } from "../../lib/lead-times";
import { serviceNames } from "../../lib/service-names";
import { listPagePath } from "../../lib/paths";
import AuditReportSection from "../audit-report-section";
import CardsSection from "../cards-section";
import CaseStudiesSection from "../case-studies-section";
import ConsultantsSection from "../consultants-section";
import ContactSection from "../contact-section";
import CredentialsSection from "../credentials-section";
import CtaSection from "../cta-section";
import DiagramSection from "../diagram-section";
import FeaturedCaseStudiesSection from "../featured-case-studies-section";
import FiguresSection from "../figures-section";
import FormSection from "../form-section";
import Hero from "../hero";
import { MOST_FACTS } from "../hero/facts";
import PageNav, { PAGE_NAV_SECTIONS } from "../page-nav";
// Where the stylesheet has always had its module: before the insights' and the layout's.
import LeadTimesSection from "../lead-times-section";
import InsightsSection, { insightsShown, type PageInsights } from "../insights-section";
import Layout from "../layout";
import ListGroupSection from "../list-group-section";
import ListSection from "../list-section";
import QuotesSection from "../quotes-section";
import Section, { type HeadingRole, HeadingRoleContext, type SectionTone } from "../section";
import SignpostSection from "../signpost-section";
import ReportThumbnailSection, { type Reports } from "../report-thumbnail-section";
import StandardsSection from "../standards-section";
import TableSection from "../table-section";
import TextSection from "../text-section";
import UrgentSection from "../urgent-section";
import * as styles from "./page-view.module.scss";

export type PageData = Queries.PageContentFragment;
/** One section of a page, as the page query gives it: a union on `__typename`. */
export type Section = PageData["sections"][number];
export type SectionTypeName = Section["__typename"];
type SectionOf<T extends SectionTypeName> = Extract<Section, { __typename: T }>;

type PageViewProps = {
  page: PageData;
  /** What goes in the page's form section: the contact form, as an island (src/islands) in a build. */
  form?: ReactNode;
  /** The insights the page's query found, for its insights sections. */
  insights?: PageInsights;
  /** The sample audit reports the page's query found, by their pages' addresses, for report thumbnails. */
  reports?: Reports;
};

/** What every section component is given; each takes the part it needs. */
type SectionViewProps<S extends Section = Section> = {
  section: S;
  tone: SectionTone;
  site: Site;
  /** The page's route. */
  path: string;
  /** The request the page's banner button chooses on the contact form, for the page's other ways to it. */
  request?: string | null;
  form?: ReactNode;
  insights?: PageInsights;
  reports?: Reports;
  /** Drawn as one column of a band of two (see `PAIRS`). */
  paired?: boolean;
  /** How many of its first entries the page's banner states in its facts rail (a lead-times section's). */
  inBanner?: number;
};

/** A component for every kind of section. */
type SectionViews = { [T in SectionTypeName]: ComponentType<SectionViewProps<SectionOf<T>>> };

/** The component that draws each kind of section: a kind of the page query's union without one is a type error. */
export const sections = {
  PageTextSection: TextSection,
  PageCardsSection: CardsSection,
  PageListSection: ListSection,
  PageListGroupSection: ListGroupSection,
  PageDiagramSection: DiagramSection,
  PageContactSection: ContactSection,
  PageFormSection: FormSection,
  PageCtaSection: CtaSection,
  PageSignpostSection: SignpostSection,
  PageUrgentSection: UrgentSection,
  PageInsightsSection: InsightsSection,
  PageFiguresSection: FiguresSection,
  PageQuotesSection: QuotesSection,
  PageCredentialsSection: CredentialsSection,
  PageStandardsSection: StandardsSection,
  PageConsultantsSection: ConsultantsSection,
  PageCaseStudiesSection: CaseStudiesSection,
  PageFeaturedCaseStudiesSection: FeaturedCaseStudiesSection,
  PageLeadTimesSection: LeadTimesSection,
  PageTableSection: TableSection,
  PageAuditReportSection: AuditReportSection,
  PageReportThumbnailSection: ReportThumbnailSection,
} satisfies SectionViews;

/**
 * Draws one section by its type; sections alternate between plain and tinted
 * backgrounds. A kind the registry lacks (data newer than the code) stops
 * development with its name, and is left out of a production page.
 */
const SectionView = (props: SectionViewProps) => {
  const typeName: string = props.section.__typename;
  const Component = Object.prototype.hasOwnProperty.call(sections, typeName)
    ? // The registry's type pairs each kind with its component; TypeScript cannot follow that pairing
      // through an index by a union, so the lookup is widened to the props every entry accepts.
      (sections[props.section.__typename] as ComponentType<SectionViewProps>)
    : undefined;
  if (!Component) {
    if (process.env.NODE_ENV === "development") {
      throw new Error(`No component draws the section kind ${typeName} (section "${props.section.id}")`);
    }
    return null;
  }
  return <Component {...props} />;
};

/**
 * The list that holds the entries of each kind of section of the firm's proof. A section whose list
 * is empty is left out before the sections alternate their backgrounds, so the page reads as if it
 * were not there (the data ships them empty: only the firm can fill them).
 */
export const PROOF_ENTRIES = {
  PageFiguresSection: "figures",
  PageQuotesSection: "quotes",
  PageCredentialsSection: "credentials",
  PageConsultantsSection: "consultants",
  PageCaseStudiesSection: "caseStudies",
  PageFeaturedCaseStudiesSection: "caseStudies",
} as const satisfies { [T in SectionTypeName]?: keyof SectionOf<T> };

/** Whether a section has something to show: every section but an empty one of the firm's proof. */
export const hasEntries = (section: Section): boolean => {
  const field: string | undefined = (PROOF_ENTRIES as Partial<Record<SectionTypeName, string>>)[
    section.__typename
  ];
  return !field || (section as unknown as Record<string, readonly unknown[]>)[field].length > 0;
};

/**
 * The role of each kind's head (src/components/section, HeadingRole): one size for every section's
 * head, centred over a diagram; null for the bands that set their own head (urgent, signpost, lead
 * times, closing), at the same size. The page's first section with a head opens it in the "lead" role,
 * whatever its kind.
 */
export const HEADING_ROLES = {
  PageTextSection: "section",
  PageCardsSection: "section",
  PageListSection: "section",
  PageListGroupSection: "section",
  PageDiagramSection: "centred",
  PageContactSection: "section",
  PageFormSection: "section",
  PageCtaSection: null,
  PageSignpostSection: null,
  PageUrgentSection: null,
  PageInsightsSection: "section",
  PageFiguresSection: "section",
  PageQuotesSection: "section",
  PageCredentialsSection: "section",
  PageStandardsSection: "section",
  PageConsultantsSection: "section",
  PageCaseStudiesSection: "section",
  PageFeaturedCaseStudiesSection: "section",
  PageLeadTimesSection: null,
  PageTableSection: "section",
  PageAuditReportSection: "section",
  PageReportThumbnailSection: null,
} satisfies Record<SectionTypeName, HeadingRole | null>;

/** The role its kind gives a section's head, or null for a band that sets its own. */
export const headingRoleOf = (section: Section): HeadingRole | null =>
  HEADING_ROLES[section.__typename as SectionTypeName];

type BannerFacts = {
  facts: { label: string; value: string | readonly string[] }[];
  /** The section they come from, when it is a lead-times section: it leaves out what the banner states. */
  from?: string;
};

/**
 * The facts a page's banner carries, from its own sections: the standards the firm works to (a standards
 * section's heading and names), or else a service's lead times (its first lead times section's).
 */
const factsOf = (sections: readonly Section[], site: Site): BannerFacts => {
  const standards = sections.find((section) => section.__typename === "PageStandardsSection");
  if (standards?.__typename === "PageStandardsSection" && standards.standards.length > 0)
    return {
      facts: [{ label: standards.heading, value: standards.standards.map((standard) => standard.name) }],
    };
  const leadTimes = sections.find((section) => section.__typename === "PageLeadTimesSection");
  if (leadTimes?.__typename === "PageLeadTimesSection")
    return {
      facts: leadTimesShown(leadTimes.leadTimes, site)
        .slice(0, MOST_FACTS)
        .map((leadTime) => ({ label: leadTime.label, value: leadTime.time })),
      from: leadTimes.id,
    };
  return { facts: [] };
};

/** A text section this short stands beside another as short (./page-view.module.scss, `.even`). */
const SHORT_TEXT_PARAGRAPHS = 2;

const isShortText = (section: Section) =>
  section.__typename === "PageTextSection" && section.paragraphs.length <= SHORT_TEXT_PARAGRAPHS;

/**
 * How a pair stands: "formFirst" is the contact page's request form, then the firm's details. The
 * form comes first on phones, and from 1024 px stands on the right as a card that rises into the
 * banner beside its title, the details on the left under it; "even" two equal columns.
 */
type PairColumns = "formFirst" | "even";

/**
 * Sections drawn side by side when the second directly follows the first; the document keeps the
 * order of the data.
 * - The request form with the firm's contact details and map beside it, so that the form starts on
 *   the first screen (the contact page: whoever reaches it has already decided).
 * - Two short texts (About Us: Mission and Vision), from 768 px, rather than two tall bands of a
 *   paragraph or two each.
 */
const PAIRS: { fits: (first: Section, second: Section) => boolean; columns: PairColumns }[] = [
  {
    fits: (first, second) =>
      first.__typename === "PageFormSection" && second.__typename === "PageContactSection",
    columns: "formFirst",
  },
  { fits: (first, second) => isShortText(first) && isShortText(second), columns: "even" },
];

type Drawn = Section | { pair: [Section, Section]; columns: PairColumns };

/** The page's sections as drawn: each alone, or two that make a pair together. */
const arrange = (list: Section[]): Drawn[] => {
  const drawn: Drawn[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const [section, next] = [list[index], list[index + 1]];
    const pair = next && PAIRS.find(({ fits }) => fits(section, next));
    if (pair) {
      drawn.push({ pair: [section, next], columns: pair.columns });
      index += 1;
    } else {
      drawn.push(section);
    }
  }
  return drawn;
};

/**
 * The consultants the page shows, as its structured data names them: their services by the names the
 * Services menu gives them, their photo by its address.
 */
const peopleOf = (sections: readonly Section[], navigation: ReturnType<typeof useSite>["navigation"]) => {
  const names = serviceNames(navigation);
  return sections.flatMap((section) =>
    section.__typename === "PageConsultantsSection"
      ? section.consultants.map((consultant) => ({
          name: consultant.name,
          role: consultant.role,
          areas: (consultant.areas ?? []).flatMap((area) => names.get(area) ?? []),
          profile: consultant.profile,
          photo:
            consultant.photo?.childImageSharp?.gatsbyImageData.images.fallback?.src ??
            consultant.photo?.publicURL,
        }))
      : [],
  );
};

/** A section that would list insights when there are none to list (no related ones yet) is left out. */
const listsSome = (section: Section, insights?: PageInsights) =>
  section.__typename !== "PageInsightsSection" || insightsShown(section.show, insights).length > 0;

/** The browser title of page 2 and later of a list: "Insights | Firm (page 2 of 3)". */
const titleOf = (page: PageData, insights?: PageInsights) => {
  const { current, count } = insights?.pagination ?? { current: 1, count: 1 };
  const pageOf = insights?.labels.pageOf;
  if (current <= 1 || !pageOf) return page.title;
  return `${page.title} (${pageOf.replace("{page}", String(current)).replace("{pages}", String(count))})`;
};

/**
 * A whole page from its data file: head tags, hero and sections inside the layout. Empty sections are
 * left out before the sections alternate their backgrounds; a later page of a list has its own title
 * and address.
 */
const PageView = ({ page, form, insights, reports }: PageViewProps) => {
  const { site, navigation } = useSite();
  const shown = page.sections.filter((section) => hasEntries(section) && listsSome(section, insights));
  const drawn = arrange(shown);
  // The form's card rises into the banner when it opens the page: the banner then keeps its text clear.
  const first = drawn[0];
  const formRises = first !== undefined && "pair" in first && first.columns === "formFirst";
  // The page's opening section: the first with a head of its own (not a band's), unless a pair opens it.
  const opening = drawn.find((entry) => "pair" in entry || headingRoleOf(entry) !== null);
  // The menu group that lists this page (Services, on a service page): named above the banner's title.
  const group = navigation.links.find((link) => link.children?.some((child) => child.to === page.path));
  // A service page's sections with a head of their own (not the bands'): from PAGE_NAV_SECTIONS, a row
  // of links to them under the banner.
  const headed = shown.filter((section) => headingRoleOf(section) !== null);
  const hasPageNav = group !== undefined && headed.length >= PAGE_NAV_SECTIONS;
  const banner = factsOf(shown, site);
  return (
    <Layout
      currentPath={listPagePath(page.path, insights?.pagination.current ?? 1)}
      head={{
        title: titleOf(page, insights),
        description: page.description,
        keywords: page.keywords,
        noindex: page.noindex,
        heading: page.hero.title,
        people: peopleOf(page.sections, navigation),
      }}
      request={page.hero.action?.request}
      givesContact={shown.some((section) => section.__typename === "PageContactSection")}
    >
      <Hero
        hero={page.hero}
        logo={site.logo}
        path={page.path}
        call={{ label: navigation.callLabel, phone: site.phone }}
        besideCard={formRises}
        eyebrow={group?.label}
        facts={banner.facts}
      />
      {hasPageNav && (
        <PageNav
          label={navigation.pageNavLabel}
          sections={headed.map((section) => ({
            id: section.id,
            name:
              page.sectionNames?.find((names) => names.id === section.id)?.pageNavLabel ?? section.heading,
          }))}
        />
      )}
      {drawn.map((entry, index) => {
        const tone = index % 2 ? "tinted" : "plain";
        const shared = {
          tone,
          site,
          path: page.path,
          request: page.hero.action?.request,
          form,
          insights,
          reports,
        } as const;
        if (!("pair" in entry)) {
          return (
            <HeadingRoleContext.Provider
              key={entry.id}
              value={entry === opening ? "lead" : (headingRoleOf(entry) ?? undefined)}
            >
              <SectionView
                section={entry}
                inBanner={entry.id === banner.from ? banner.facts.length : undefined}
                {...shared}
              />
            </HeadingRoleContext.Provider>
          );
        }
        return (
          <div
            key={entry.pair[0].id}
            className={`${styles.pair} ${styles[entry.columns]} ${styles[tone]} ${index === 0 ? styles.rises : ""}`}
            data-section-pair
          >
            <div className={styles.pairInner}>
              {entry.pair.map((section) => (
                <HeadingRoleContext.Provider key={section.id} value={headingRoleOf(section) ?? undefined}>
                  <SectionView section={section} paired {...shared} />
                </HeadingRoleContext.Provider>
              ))}
            </div>
          </div>
        );
      })}
    </Layout>
  );
};

export default PageView;

export const query = graphql`
  fragment PageContent on PageJson {
    path
    title
    description
    keywords
    noindex
    hero {
      ...Hero
    }
    sectionNames: sections {
      id
      pageNavLabel
    }
    sections {
      __typename
      ... on PageTextSection {
        ...TextSection
      }
      ... on PageCardsSection {
        ...CardsSection
      }
      ... on PageListSection {
        ...ListSection
      }
      ... on PageListGroupSection {
        ...ListGroupSection
      }
      ... on PageDiagramSection {
        ...DiagramSection
      }
      ... on PageContactSection {
        ...ContactSection
      }
      ... on PageFormSection {
        ...FormSection
      }
      ... on PageCtaSection {
        ...CtaSection
      }
      ... on PageSignpostSection {
        ...SignpostSection
      }
      ... on PageUrgentSection {
        ...UrgentSection
      }
      ... on PageInsightsSection {
        ...InsightsSection
      }
      ... on PageFiguresSection {
        ...FiguresSection
      }
      ... on PageQuotesSection {
        ...QuotesSection
      }
      ... on PageCredentialsSection {
        ...CredentialsSection
      }
      ... on PageConsultantsSection {
        ...ConsultantsSection
      }
      ... on PageStandardsSection {
        ...StandardsSection
      }
      ... on PageCaseStudiesSection {
        ...CaseStudiesSection
      }
      ... on PageFeaturedCaseStudiesSection {
        ...FeaturedCaseStudiesSection
      }
      ... on PageLeadTimesSection {
        ...LeadTimesSection
      }
      ... on PageTableSection {
        ...TableSection
      }
      ... on PageAuditReportSection {
        ...AuditReportSection
      }
      ... on PageReportThumbnailSection {
        ...ReportThumbnailSection
      }
    }
  }
`;
