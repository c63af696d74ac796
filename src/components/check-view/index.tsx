import type { ReactNode } from "react";
import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import Layout from "../layout";
import * as styles from "./check-view.module.scss";

type CheckViewProps = {
  check: Queries.CheckViewFragment;
  /** The checklist itself (src/components/readiness-check), as an island in a build. */
  checklist: ReactNode;
  /** The page's request form section, which "Ask for a gap assessment" fills. */
  form?: ReactNode;
};

/**
 * A readiness check's page (data/checks/<slug>.json): its heading, what it covers and what it is not,
 * further reading, the checklist, and the request form. Printed, it drops the site's header and footer and the form.
 */
const CheckView = ({ check, checklist, form }: CheckViewProps) => (
  <Layout
    currentPath={check.path}
    head={{
      title: check.title,
      description: check.description,
      keywords: check.keywords,
      heading: check.heading,
    }}
  >
    <div className={styles.view}>
      <header className={styles.head}>
        <h1 className={styles.heading}>{keepTogether(check.heading)}</h1>
        {check.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {keepTogether(paragraph)}
          </p>
        ))}
        <p className={styles.disclaimer}>{keepTogether(check.disclaimer)}</p>
        {check.related?.map((link) => (
          <p key={link.to} className={styles.related}>
            <a href={link.to}>{keepTogether(link.label)}</a>
          </p>
        ))}
      </header>
      <div className={styles.checklist}>{checklist}</div>
    </div>
    {form && <div className={styles.form}>{form}</div>}
  </Layout>
);

export default CheckView;

export const query = graphql`
  fragment CheckView on CheckJson {
    path
    title
    description
    keywords
    heading
    intro
    disclaimer
    related {
      label
      to
    }
  }
`;
