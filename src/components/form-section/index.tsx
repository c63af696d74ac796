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
 * The form section: its heading and introduction, the consultants who read what is sent (when the
 * pages list them), then the form.
 */
const FormSection = ({ section, tone, form, paired }: FormSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
    {section.readers && <NamedPeople label={section.readers.label} names={section.readers.people} />}
    <div className={styles.area}>{form}</div>
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
