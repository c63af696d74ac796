import { graphql } from "gatsby";

import type { Site } from "../../hooks/use-site";
import ContactForm from "../contact-form";
import Section, { type SectionTone } from "../section";

type FormSectionProps = {
  section: Queries.FormSectionFragment;
  site: Pick<Site, "form">;
  tone?: SectionTone;
};

/** The Contact Us request form under its heading; it posts to the service in data/site.json. */
const FormSection = ({ section, site, tone }: FormSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <ContactForm text={section} service={site.form} />
  </Section>
);

export default FormSection;

export const query = graphql`
  fragment FormSection on PageFormSection {
    id
    heading
    intro
    fields {
      name {
        ...FormField
      }
      email {
        ...FormField
      }
      subject {
        ...FormField
      }
      request {
        ...FormField
      }
      otherRequest {
        ...FormField
      }
      company {
        ...FormField
      }
      message {
        ...FormField
      }
    }
    requestOptions {
      value
      label
    }
    submitLabel
    messages {
      sending
      success
      error
      invalidEmail
      tooLong
    }
  }

  fragment FormField on PageFormField {
    label
    placeholder
    required
  }
`;
