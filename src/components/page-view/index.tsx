import type { ReactNode } from "react";
import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import CardsSection from "../cards-section";
import ContactSection from "../contact-section";
import CtaSection from "../cta-section";
import FigureSection from "../figure-section";
import Hero from "../hero";
import Layout from "../layout";
import ListGroupSection from "../list-group-section";
import ListSection from "../list-section";
import Section, { type SectionTone } from "../section";
import TextSection from "../text-section";

export type PageData = Queries.PageContentFragment;
type PageSectionData = PageData["sections"][number];

type PageViewProps = {
  page: PageData;
  /**
   * What goes in the page's form section: the contact form, given by the
   * contact page's template so that other pages do not load its code.
   */
  form?: ReactNode;
};

/** Draws one section by its type; sections alternate between plain and tinted backgrounds. */
type SectionViewProps = {
  section: PageSectionData;
  tone: SectionTone;
  site: ReturnType<typeof useSite>["site"];
  form?: ReactNode;
};

const SectionView = ({ section, tone, site, form }: SectionViewProps) => {
  switch (section.__typename) {
    case "PageTextSection":
      return <TextSection section={section} tone={tone} />;
    case "PageCardsSection":
      return <CardsSection section={section} tone={tone} />;
    case "PageListSection":
      return <ListSection section={section} tone={tone} />;
    case "PageListGroupSection":
      return <ListGroupSection section={section} tone={tone} />;
    case "PageFigureSection":
      return <FigureSection section={section} tone={tone} />;
    case "PageContactSection":
      return <ContactSection section={section} site={site} tone={tone} />;
    case "PageFormSection":
      return (
        <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
          {form}
        </Section>
      );
    case "PageCtaSection":
      return <CtaSection section={section} />;
    default:
      return null;
  }
};

/** A whole page from its data file: head tags, hero and sections inside the layout. */
const PageView = ({ page, form }: PageViewProps) => {
  const { site, navigation } = useSite();
  return (
    <Layout
      currentPath={page.path}
      head={{
        title: page.title,
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
      {page.sections.map((section, index) => (
        <SectionView
          key={section.id}
          section={section}
          tone={index % 2 ? "tinted" : "plain"}
          site={site}
          form={form}
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
      ... on PageFigureSection {
        ...FigureSection
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
    }
  }
`;
