import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Band from "../band";
import Icon from "../icon";
import ReportMiniature from "./miniature";
import * as styles from "./report-thumbnail-section.module.scss";

/** The sample reports the build found, by the address of the page that holds each. */
export type Reports = Readonly<Record<string, Queries.ReportThumbnailFragment>>;

type ReportThumbnailSectionProps = {
  section: Queries.ReportThumbnailSectionFragment;
  reports?: Reports;
};

/**
 * A quiet band that shows what the firm's report looks like: heading, one line, and one link that opens
 * the sample report, a small drawing of that report framed above its words. The drawing is made from
 * the report's own data at build time, so it changes as the report does; where the report is not at
 * hand (the editor's preview) the link stands alone.
 */
const ReportThumbnailSection = ({ section, reports = {} }: ReportThumbnailSectionProps) => {
  const report = reports[section.link.to.replace(/[?#].*$/, "")];
  return (
    <Band section={section} className={styles.band} styles={styles} reveal={reveal("fade-up")}>
      <a href={section.link.to} className={styles.link}>
        {report && (
          <span className={styles.frame}>
            <ReportMiniature report={report} />
          </span>
        )}
        <span className={styles.label}>
          {keepTogether(section.link.label)}
          <Icon name="arrow" className={styles.arrow} />
        </span>
      </a>
    </Band>
  );
};

export default ReportThumbnailSection;

export const query = graphql`
  fragment ReportThumbnailSection on PageReportThumbnailSection {
    id
    heading
    text
    link {
      label
      to
    }
  }
  fragment ReportThumbnail on PageAuditReportSection {
    heading
    notice
    facts {
      label
      value
    }
    observations {
      items {
        grade
        finding
      }
    }
    actions {
      items {
        ref
      }
    }
  }
`;
