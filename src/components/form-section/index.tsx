import type { ReactNode } from "react";
import { graphql } from "gatsby";

import Section, { type SectionTone } from "../section";
import * as styles from "./form-section.module.scss";

type FormSectionProps = {
  section: Queries.FormSectionFragment;
  tone?: SectionTone;
  /** The contact form (src/templates/page.tsx gives it, as an island), with what happens next beside its button. */
  form?: ReactNode;
  /** Beside the firm's contact details from 1024 px (PageView's pairs). */
  paired?: boolean;
};

/** The form section: its heading and introduction around the form. */
const FormSection = ({ section, tone, form, paired }: FormSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
    <div className={styles.area}>{form}</div>
  </Section>
);

export default FormSection;

export const query = graphql`
  fragment FormSection on PageFormSection {
    id
    heading
    intro
  }
`;
