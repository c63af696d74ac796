import type { ReactNode } from "react";
import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import Section, { type SectionTone } from "../section";
import * as styles from "./form-section.module.scss";

type FormSectionProps = {
  section: Queries.FormSectionFragment;
  tone?: SectionTone;
  /** The contact form (src/templates/page.tsx gives it, as an island). */
  form?: ReactNode;
  /** Beside the firm's contact details from 1024 px (PageView's pairs): what happens next goes under the form. */
  paired?: boolean;
};

/**
 * The form section: its heading and introduction around the form, and what
 * happens after sending (`next`) beside it from 1024 px, below it on phones
 * and whenever the section shares its band with another.
 */
const FormSection = ({ section, tone, form, paired }: FormSectionProps) => {
  const { next } = section;
  const nextId = `${section.id}-next`;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
      <div className={`${styles.area} ${next ? (paired ? styles.nextUnder : styles.withNext) : ""}`}>
        {form}
        {next && (
          <div className={styles.next} role="group" aria-labelledby={nextId}>
            <h3 id={nextId} className={styles.heading}>
              {keepTogether(next.heading)}
            </h3>
            <ol className={styles.steps}>
              {next.steps.map((step) => (
                <li key={step}>{keepTogether(step)}</li>
              ))}
            </ol>
            {next.dataUse && <p className={styles.dataUse}>{keepTogether(next.dataUse)}</p>}
          </div>
        )}
      </div>
    </Section>
  );
};

export default FormSection;

export const query = graphql`
  fragment FormSection on PageFormSection {
    id
    heading
    intro
    next {
      heading
      steps
      dataUse
    }
  }
`;
