import { graphql, type PageProps } from "gatsby";

import ContactForm from "../components/contact-form";
import ContactSection from "../components/contact-section";
import FormSection from "../components/form-section";
import PageView, { sections } from "../components/page-view";
import { useSite } from "../hooks/use-site";
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
  const form =
    formText?.__typename === "PageFormSection" ? (
      <ContactForm
        text={formText}
        service={formService(site.form)}
        requested={requestedIn(location?.search)}
      />
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
