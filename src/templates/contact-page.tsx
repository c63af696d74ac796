import { graphql, type PageProps } from "gatsby";

import ContactForm, { type ContactFormIslandProps } from "../components/contact-form";
import ContactSection from "../components/contact-section";
import FormSection from "../components/form-section";
import PageView, { sections } from "../components/page-view";
import { useSite } from "../hooks/use-site";
import Island from "../islands/island";
import { requestedIn } from "../lib/contact-request";
import { formService } from "../lib/form-service";

/** The firm's contact details and map come with the form: no other page loads their code. */
const contactSections = { ...sections, PageContactSection: ContactSection, PageFormSection: FormSection };

/**
 * A page with the request form or the firm's contact details (Contact Us):
 * like every other page, plus those. Its own template keeps Formik and the
 * map's code out of the other pages' code.
 */
const ContactPageTemplate = ({ data, location }: PageProps<Queries.ContactPageTemplateQuery>) => {
  const { site } = useSite();
  if (!data.pageJson) throw new Error("Page data not found");
  const formText = data.pageJson.sections.find((section) => section.__typename === "PageFormSection");
  // The form's own text only: the island's props are written into the page as they are.
  const islandProps: ContactFormIslandProps | null =
    formText?.__typename === "PageFormSection"
      ? {
          text: {
            fields: formText.fields,
            requestOptions: formText.requestOptions,
            submitLabel: formText.submitLabel,
            privacy: formText.privacy,
            messages: formText.messages,
          },
          service: formService(site.form),
        }
      : null;
  // The form runs React in the browser: an island (src/islands/island.tsx) on an otherwise static page.
  const form = islandProps ? (
    <Island name="contact-form" props={islandProps}>
      <ContactForm {...islandProps} requested={requestedIn(location?.search)} />
    </Island>
  ) : null;
  return <PageView page={data.pageJson} form={form} views={contactSections} />;
};

export default ContactPageTemplate;

export const query = graphql`
  query ContactPageTemplate($id: String!) {
    pageJson(id: { eq: $id }) {
      ...PageContent
      sections {
        ... on PageFormSection {
          ...ContactFormText
        }
      }
    }
  }
`;
