import type { ComponentType, ReactNode } from "react";
import { graphql } from "gatsby";

import { type Site, useSite } from "../../hooks/use-site";
import { listPagePath } from "../../lib/pagination";
import CardsSection from "../cards-section";
import ContactSection from "../contact-section";
import CtaSection from "../cta-section";
import DiagramSection from "../diagram-section";
import Hero from "../hero";
import { insightsShown, type PageInsights } from "../insights-section/shown";
import Layout from "../layout";
import ListGroupSection from "../list-group-section";
import ListSection from "../list-section";
import Section, { type SectionTone } from "../section";
import TextSection from "../text-section";

export type PageData = Queries.PageContentFragment;
/** One section of a page, as the page query gives it: a union on `__typename`. */
export type Section = PageData["sections"][number];
export type SectionTypeName = Section["__typename"];
type SectionOf<T extends SectionTypeName> = Extract<Section, { __typename: T }>;

type PageViewProps = {
  page: PageData;
  /**
   * What goes in the page's form section: the contact form, given by the
   * contact page's template so that other pages do not load its code.
   */
  form?: ReactNode;
  /** The insights the page's query found, for its insights sections. */
  insights?: PageInsights;
  /** The components that draw the page's sections: `sections`, or more (./with-insights.tsx). */
  views?: Partial<SectionViews>;
};

/** What every section component is given; each takes the part it needs. */
type SectionViewProps<S extends Section = Section> = {
  section: S;
  tone: SectionTone;
  site: Site;
  /** The page's route. */
  path: string;
  form?: ReactNode;
  insights?: PageInsights;
};

/** The form section: its heading and introduction around the form the template passes in. */
const FormSection = ({ section, tone, form }: SectionViewProps<SectionOf<"PageFormSection">>) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    {form}
  </Section>
);

/** A component for every kind of section. */
export type SectionViews = { [T in SectionTypeName]: ComponentType<SectionViewProps<SectionOf<T>>> };

/**
 * The component that draws each kind of section, but for the lists of
 * insights: only the pages that have one load that code (./with-insights.tsx).
 * Every other type of the page query's section union needs an entry: a kind
 * without one is a type error.
 */
export const sections = {
  PageTextSection: TextSection,
  PageCardsSection: CardsSection,
  PageListSection: ListSection,
  PageListGroupSection: ListGroupSection,
  PageDiagramSection: DiagramSection,
  PageContactSection: ContactSection,
  PageFormSection: FormSection,
  PageCtaSection: CtaSection,
} satisfies Omit<SectionViews, "PageInsightsSection">;

/**
 * Draws one section by its type; sections alternate between plain and tinted
 * backgrounds. A kind the registry lacks (data newer than the code) stops
 * development with its name, and is left out of a production page.
 */
const SectionView = ({ views, ...props }: SectionViewProps & { views: Partial<SectionViews> }) => {
  const typeName: string = props.section.__typename;
  const Component = Object.prototype.hasOwnProperty.call(views, typeName)
    ? // The registry's type pairs each kind with its component; TypeScript cannot follow that pairing
      // through an index by a union, so the lookup is widened to the props every entry accepts.
      (views[props.section.__typename] as ComponentType<SectionViewProps> | undefined)
    : undefined;
  if (!Component) {
    if (process.env.NODE_ENV === "development") {
      throw new Error(`No component draws the section kind ${typeName} (section "${props.section.id}")`);
    }
    return null;
  }
  return <Component {...props} />;
};

/** This page's own address: page 2 and later of a list have their own. */
const pagePath = (path: string, insights?: PageInsights) =>
  listPagePath(path, insights?.pagination.current ?? 1);

/** A section that would list insights when there are none to list (no related ones yet) is left out. */
const hasContent = (section: Section, insights?: PageInsights) =>
  section.__typename !== "PageInsightsSection" || insightsShown(section.show, insights).length > 0;

/** The browser title of page 2 and later of a list: "Insights | Firm (page 2 of 3)". */
const titleOf = (page: PageData, insights?: PageInsights, pageOf?: string) => {
  const { current, count } = insights?.pagination ?? { current: 1, count: 1 };
  if (current <= 1 || !pageOf) return page.title;
  return `${page.title} (${pageOf.replace("{page}", String(current)).replace("{pages}", String(count))})`;
};

/** A whole page from its data file: head tags, hero and sections inside the layout. */
const PageView = ({ page, form, insights, views = sections }: PageViewProps) => {
  const { site, navigation } = useSite();
  const shown = page.sections.filter((section) => hasContent(section, insights));
  return (
    <Layout
      currentPath={pagePath(page.path, insights)}
      head={{
        title: titleOf(page, insights, insights?.labels.pageOf),
        description: page.description,
        keywords: page.keywords,
        noindex: page.noindex,
        heading: page.hero.title,
      }}
    >
      <Hero
        hero={page.hero}
        logo={site.logo}
        path={page.path}
        call={{ label: navigation.callLabel, phone: site.phone }}
      />
      {shown.map((section, index) => (
        <SectionView
          key={section.id}
          section={section}
          tone={index % 2 ? "tinted" : "plain"}
          site={site}
          path={page.path}
          form={form}
          insights={insights}
          views={views}
        />
      ))}
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
        id
        heading
        intro
      }
      ... on PageCtaSection {
        ...CtaSection
      }
      ... on PageInsightsSection {
        ...InsightsSection
      }
    }
  }
`;
