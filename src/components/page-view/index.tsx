import { useSite } from "../../hooks/use-site";
import CardsSection from "../cards-section";
import ContactSection from "../contact-section";
import CtaSection from "../cta-section";
import FigureSection from "../figure-section";
import FormSection from "../form-section";
import Hero from "../hero";
import Layout from "../layout";
import ListGroupSection from "../list-group-section";
import ListSection from "../list-section";
import type { SectionTone } from "../section";
import TextSection from "../text-section";

export type PageData = NonNullable<Queries.PageTemplateQuery["pageJson"]>;
type PageSectionData = PageData["sections"][number];

type PageViewProps = {
  page: PageData;
};

/** Draws one section by its type; sections alternate between plain and tinted backgrounds. */
const SectionView = ({ section, tone }: { section: PageSectionData; tone: SectionTone }) => {
  const { site } = useSite();
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
      return <FormSection section={section} site={site} tone={tone} />;
    case "PageCtaSection":
      return <CtaSection section={section} />;
    default:
      return null;
  }
};

/** A whole page from its data file: head tags, hero and sections inside the layout. */
const PageView = ({ page }: PageViewProps) => {
  const { site } = useSite();
  return (
    <Layout
      currentPath={page.path}
      head={{
        title: page.title,
        description: page.description,
        keywords: page.keywords,
        noindex: page.noindex,
      }}
    >
      <Hero hero={page.hero} logo={site.logo} />
      {page.sections.map((section, index) => (
        <SectionView key={section.id} section={section} tone={index % 2 ? "tinted" : "plain"} />
      ))}
    </Layout>
  );
};

export default PageView;
