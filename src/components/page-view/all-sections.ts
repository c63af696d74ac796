import ContactSection from "../contact-section";
import FormSection from "../form-section";
import InsightsSection from "../insights-section";
import { type SectionViews, sections } from ".";

/**
 * Every kind of section: for the editor's previews, which may show any page.
 * The site's templates each take only the kinds their pages show.
 */
export const allSections = {
  ...sections,
  PageContactSection: ContactSection,
  PageFormSection: FormSection,
  PageInsightsSection: InsightsSection,
} satisfies SectionViews;
