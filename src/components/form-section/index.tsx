import { graphql } from "gatsby";

import type { Site } from "../../hooks/use-site";
import Section, { type SectionTone } from "../section";
import * as styles from "./form-section.module.scss";

type FormSectionProps = {
  section: Queries.FormSectionFragment;
  site: Pick<Site, "email">;
  tone?: SectionTone;
};

/**
 * The Contact Us request form's place on the page. Until the form is built
 * here, visitors are offered the email address instead.
 */
const FormSection = ({ section, site, tone }: FormSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <div className={styles.slot} data-slot="contact-form">
      <p>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </div>
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
