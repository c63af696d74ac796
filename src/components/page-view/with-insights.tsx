import type { ComponentProps } from "react";

import InsightsSection from "../insights-section";
import PageView, { type SectionViews, sections } from ".";

/** Every kind of section, the lists of insights included. */
export const allSections = {
  ...sections,
  PageInsightsSection: InsightsSection,
} satisfies SectionViews;

/**
 * A page that may list insights (the home page, the services, /insights/):
 * PageView with the insights sections' code, which other pages do not load.
 */
const PageWithInsights = (props: Omit<ComponentProps<typeof PageView>, "views">) => (
  <PageView {...props} views={allSections} />
);

export default PageWithInsights;
