import { graphql } from "gatsby";

import { usePeople } from "../../hooks/use-people";
import { keepTogether } from "../../lib/keep-together";
import DataTable from "../data-table";
import Section, { type SectionTone } from "../section";
// After the section: every template keeps the section's styles before the byline's, in one order.
import { BylineList } from "../byline";
import * as styles from "./audit-report-section.module.scss";

type AuditReportSectionProps = {
  section: Queries.AuditReportSectionFragment;
  tone?: SectionTone;
};

type Grade = Queries.AuditReportSectionFragment["observations"]["items"][number]["grade"];

/** The grades from the most serious down, as the key lists them. */
export const GRADES: readonly Grade[] = ["critical", "major", "minor"];

/** A grade in its word, with a mark whose shape differs by grade (never its colour alone). */
const GradeWord = ({ grade, label }: { grade: Grade; label: string }) => (
  <span className={`${styles.grade} ${styles[grade]}`}>
    <span className={styles.mark} aria-hidden="true" />
    {keepTogether(label)}
  </span>
);

type SignOffProps = { signOff: NonNullable<Queries.AuditReportSectionFragment["signOff"]> };

/** Who signs a report like this one, each with what they do: only consultants the pages list. */
const SignOff = ({ signOff }: SignOffProps) => {
  const { named } = usePeople();
  const signers = signOff.signers.flatMap(({ label, name }) => {
    const author = named(name);
    return author ? [{ label, author }] : [];
  });
  if (signers.length === 0) return null;
  return (
    <div className={styles.part}>
      <h3 className={styles.heading}>{keepTogether(signOff.heading)}</h3>
      <BylineList people={signers} />
    </div>
  );
};

/**
 * A sample audit report, as the firm sets one out: the notice that it is fictional first (on screen
 * and on paper), the report's header (site, kind of audit, dates, standards, scope), what each grade
 * means, the observations as a table (each graded in words, with the clauses it rests on) and the CAPA
 * tracker as another, and who signs such a report. On paper the report prints alone
 * (./audit-report-section.module.scss).
 */
const AuditReportSection = ({ section, tone }: AuditReportSectionProps) => {
  const { grades, observations, actions } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} layout="centred">
      <article className={styles.report} data-audit-report>
        <p className={styles.notice}>{keepTogether(section.notice)}</p>
        <dl className={styles.facts}>
          {section.facts.map((fact, index) => (
            <div key={index} className={styles.fact}>
              <dt className={styles.factLabel}>{keepTogether(fact.label)}</dt>
              <dd className={styles.factValue}>{keepTogether(fact.value)}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.part}>
          <h3 className={styles.heading}>{keepTogether(grades.heading)}</h3>
          <dl className={styles.grades}>
            {GRADES.map((grade) => (
              <div key={grade} className={styles.gradeRow}>
                <dt>
                  <GradeWord grade={grade} label={grades[grade].label} />
                </dt>
                <dd>{keepTogether(grades[grade].meaning)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.part}>
          <h3 className={styles.heading}>{keepTogether(observations.heading)}</h3>
          <DataTable
            id={`${section.id}-observations`}
            caption={observations.caption}
            columns={[
              observations.columns.ref,
              observations.columns.grade,
              observations.columns.finding,
              observations.columns.clauses,
            ]}
            rows={observations.items.map((item) => [
              item.ref,
              <GradeWord key="grade" grade={item.grade} label={grades[item.grade].label} />,
              item.finding,
              <ul key="clauses" className={styles.clauses}>
                {item.clauses.map((clause, index) => (
                  <li key={index}>{keepTogether(clause)}</li>
                ))}
              </ul>,
            ])}
          />
        </div>
        <div className={styles.part}>
          <h3 className={styles.heading}>{keepTogether(actions.heading)}</h3>
          <DataTable
            id={`${section.id}-actions`}
            caption={actions.caption}
            columns={[
              actions.columns.ref,
              actions.columns.action,
              actions.columns.owner,
              actions.columns.due,
              actions.columns.status,
            ]}
            rows={actions.items.map((item) => [item.ref, item.action, item.owner, item.due, item.status])}
          />
        </div>
        {section.signOff && <SignOff signOff={section.signOff} />}
      </article>
    </Section>
  );
};

export default AuditReportSection;

export const query = graphql`
  fragment AuditReportSection on PageAuditReportSection {
    id
    heading
    fictional
    notice
    intro
    facts {
      label
      value
    }
    grades {
      heading
      critical {
        label
        meaning
      }
      major {
        label
        meaning
      }
      minor {
        label
        meaning
      }
    }
    observations {
      heading
      caption
      columns {
        ref
        grade
        finding
        clauses
      }
      items {
        ref
        grade
        finding
        clauses
      }
    }
    actions {
      heading
      caption
      columns {
        ref
        action
        owner
        due
        status
      }
      items {
        ref
        action
        owner
        due
        status
      }
    }
    signOff {
      heading
      signers {
        label
        name
      }
    }
  }
`;
