/**
 * The home page's short list of case studies: those marked "Show on the home page" in the service
 * pages' case studies sections. The build's schema resolves it (plugins/site-content), the unit tests'
 * schema likewise (src/test-utils/site-graph.ts).
 */
import { serviceNames } from "./service-names";

/** How many case studies a featured list shows at most. */
export const FEATURED_CASE_STUDIES = 3;

/** A case study as a data file holds it, and the parts of a page and of the menu it is read with. */
type CaseStudyData = {
  title: string;
  sector: string;
  market: string;
  client?: string | null;
  result: string;
  featured?: boolean | null;
};
type PageData = {
  path: string;
  hero: { title: string };
  sections: readonly ({ kind?: string; id: string } & { caseStudies?: readonly CaseStudyData[] })[];
};
type NavigationData = { links: readonly { children?: readonly { to: string; label: string }[] | null }[] };

/** One case study of a featured list: where it comes from and where its section is. */
export type FeaturedCaseStudy = {
  title: string;
  sector: string;
  market: string;
  client: string | null;
  result: string;
  /** Its service, by the Services menu's name for its page (else the page's heading). */
  service: string;
  /** Its page's case studies section: the page's address and the section's anchor. */
  to: string;
};

/**
 * The case studies marked for the home page, in the Services menu's order of their pages (pages the
 * menu does not list after those, by address), each page's in its own order; at most `limit`.
 */
export const featuredCaseStudies = (
  pages: readonly PageData[],
  navigation: NavigationData,
  limit = FEATURED_CASE_STUDIES,
): FeaturedCaseStudy[] => {
  const names = serviceNames(navigation);
  const menuOrder = [...names.keys()];
  const rank = (page: PageData) => {
    const index = menuOrder.indexOf(page.path);
    return index === -1 ? menuOrder.length : index;
  };
  const ordered = [...pages].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  return ordered
    .flatMap((page) =>
      page.sections
        .filter((section) => section.kind === "caseStudies")
        .flatMap((section) =>
          (section.caseStudies ?? [])
            .filter((study) => study.featured)
            .map((study) => ({
              title: study.title,
              sector: study.sector,
              market: study.market,
              client: study.client ?? null,
              result: study.result,
              service: names.get(page.path) ?? page.hero.title,
              to: `${page.path}#${section.id}`,
            })),
        ),
    )
    .slice(0, limit);
};
