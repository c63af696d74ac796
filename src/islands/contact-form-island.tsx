import ContactForm, { type ContactFormIslandProps, type ContactFormText } from "../components/contact-form";
import { type Site, useSite } from "../hooks/use-site";
import { THANK_YOU_PATH } from "../lib/contact-request";
import { formService } from "../lib/form-service";
import Island from "./island";

type ContactFormIslandOwnProps = {
  text: ContactFormText;
  site: Site;
  /** The request the page's address asks for (?request=…), if any. */
  requested?: string | null;
};

/**
 * The contact form as an island (./island.tsx) on an otherwise static page, whose props are the form's
 * own text only, since they are written into the page as they are.
 */
const ContactFormIsland = ({ text, site, requested = null }: ContactFormIslandOwnProps) => {
  const { navigation } = useSite();
  const props: ContactFormIslandProps = {
    text: {
      fields: text.fields,
      requestOptions: text.requestOptions,
      submitLabel: text.submitLabel,
      privacy: text.privacy,
      messages: text.messages,
      next: text.next,
      sent: text.sent,
      failed: text.failed,
      form483: text.form483,
      draft: text.draft,
    },
    service: formService(site.form),
    thankYou: new URL(THANK_YOU_PATH, site.url).href,
    reach: {
      phone: site.phone,
      email: site.email,
      whatsapp: site.whatsapp,
      whatsappLabel: navigation.whatsappLabel,
    },
  };
  return (
    <Island name="contact-form" props={props}>
      <ContactForm {...props} requested={requested} />
    </Island>
  );
};

export default ContactFormIsland;
