// First in every template: the global styles also come in through Gatsby's runtime (the first module
// that imports it from "gatsby"), at a different place in each template; first everywhere, they keep
// the one stylesheet in one order of modules (mini-css-extract-plugin warns of "Conflicting order").
import "../styles/global.scss";
import { graphql, type PageProps } from "gatsby";

// In the order the page template's modules come (the form, then the sections, then the layout), so
// that the site's one stylesheet keeps one order of modules for every page.
import ContactFormIsland from "../islands/contact-form-island";
import FormSection from "../components/form-section";
import CheckView from "../components/check-view";
import ReadinessCheck, { type ReadinessCheckIslandProps } from "../components/readiness-check";
import { useSite } from "../hooks/use-site";
import { leadTimesShown } from "../lib/lead-times";
import Island from "../islands/island";

/**
 * A readiness check (data/checks/<slug>.json) at its own address, drawn by CheckView: the checklist
 * as an island, and the contact page's request form section, the same form, which the check's
 * "Ask for a gap assessment" fills.
 */
const CheckTemplate = ({ data }: PageProps<Queries.CheckTemplateQuery>) => {
  const { site, navigation } = useSite();
  const { checkJson, contactPage } = data;
  if (!checkJson) throw new Error("Check data not found");
  const formSection = contactPage?.sections.find((section) => section.__typename === "PageFormSection");
  const form = formSection?.__typename === "PageFormSection" ? formSection : null;
  const nextStep = checkJson.nextStep && {
    text: checkJson.nextStep.text,
    leadTimes: leadTimesShown(checkJson.nextStep.leadTimes, site).map(({ label, time }) => ({ label, time })),
  };
  const props: ReadinessCheckIslandProps = {
    check: checkJson,
    formId: form?.id ?? "",
    printedBy: {
      name: site.name,
      phone: site.phone,
      email: site.email,
      address: `${site.url.replace(/^https:\/\//, "").replace(/\/$/, "")}${checkJson.path}`,
    },
    reach: {
      phone: site.phone,
      whatsapp: site.whatsapp,
      callLabel: navigation.callLabel,
      whatsappLabel: navigation.whatsappLabel,
    },
    nextStep,
  };
  return (
    <CheckView
      check={checkJson}
      checklist={
        <Island name="readiness-check" props={props}>
          <ReadinessCheck {...props} />
        </Island>
      }
      form={
        form && (
          <FormSection section={form} tone="tinted" form={<ContactFormIsland text={form} site={site} />} />
        )
      }
    />
  );
};

export default CheckTemplate;

// The form is the contact page's own (its path is CONTACT_PATH, src/lib/contact-request.ts): one set
// of labels, choices and messages for every form on the site.
export const query = graphql`
  query CheckTemplate($id: String!) {
    checkJson(id: { eq: $id }) {
      ...CheckView
      ...ReadinessCheck
      nextStep {
        text
        leadTimes
      }
    }
    contactPage: pageJson(path: { eq: "/contactus/" }) {
      sections {
        __typename
        ... on PageFormSection {
          ...FormSection
          ...ContactFormText
        }
      }
    }
  }
`;
