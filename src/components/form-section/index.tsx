import type { ReactNode } from "react";
import { graphql } from "gatsby";

import Section, { type SectionTone } from "../section";
// After the section: every template keeps the section's styles before the byline's, in one order.
import NamedPeople from "../named-people";
import * as styles from "./form-section.module.scss";

type FormSectionProps = {
  section: Queries.FormSectionFragment;
  tone?: SectionTone;
  /** The contact form (src/templates/page.tsx gives it, as an island), with what happens next beside its button. */
  form?: ReactNode;
  /** Beside the firm's contact details from 1024 px (PageView's pairs). */
  paired?: boolean;
};

/**
 * The form section: its heading and introduction, the form, then the consultants who read what is
 * sent (when the pages list them). Under the send button rather than over the first field: the form
 * keeps its first field on the first screen (1280 × 800 and 375 × 812) however many are named.
 */
const FormSection = ({ section, tone, form, paired }: FormSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
    <div className={styles.area}>{form}</div>
    {section.readers && (
      <NamedPeople label={section.readers.label} names={section.readers.people} className={styles.readers} />
    )}
  </Section>
);

export default FormSection;

export const query = graphql`
  fragment FormSection on PageFormSection {
    id
    heading
    intro
    readers {
      label
      people
    }
  }
`;
