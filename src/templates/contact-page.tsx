import { graphql, type PageProps } from "gatsby";

import ContactForm from "../components/contact-form";
import PageView from "../components/page-view";
import { useSite } from "../hooks/use-site";
import { requestedIn } from "../lib/contact-request";
import { formService } from "../lib/form-service";

/**
 * A page with a form section (Contact Us): like every other page, plus the
 * request form. Its own template keeps Formik out of the other pages' code.
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
  return <PageView page={data.pageJson} form={form} />;
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
