import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import Portrait from "../portrait";
import * as styles from "./byline.module.scss";

/** The portrait's side, in CSS pixels. */
export const BYLINE_PHOTO_SIZE = 48;

type BylineProps = {
  /** The consultant who signs the article (src/lib/bylines.ts): only ever one the site lists. */
  author: Queries.BylineConsultantFragment;
  /** Before the name, such as "Written by"; none where a heading over a list of people says it. */
  label?: string;
  /** Shown over the name (such as "Technical review by"); otherwise read out only. */
  labelShown?: boolean;
};

/**
 * A consultant named where the work is: portrait, name and role, as the consultants section shows
 * them. The article's author, its technical reviewer, who reads the requests, who signs a report.
 */
const Byline = ({ author, label, labelShown = false }: BylineProps) => (
  <div className={styles.byline}>
    {author.photo && <Portrait photo={author.photo} size={BYLINE_PHOTO_SIZE} className={styles.photo} />}
    <p className={styles.who}>
      {label && (
        <>
          <span className={labelShown ? styles.shownLabel : styles.label}>{label}</span>{" "}
        </>
      )}
      <span className={styles.name}>{keepTogether(author.name)}</span>
      <span className={styles.role}>{keepTogether(author.role)}</span>
    </p>
  </div>
);

type BylineListProps = {
  /** Each consultant, with what they do here where the line says it (Byline's label). */
  people: readonly { author: Queries.BylineConsultantFragment; label?: string }[];
};

/**
 * Consultants side by side, wrapping on phones, each a byline with its label shown: who reads the
 * requests (under one line that says so), who signs the sample report (each with what they do).
 */
export const BylineList = ({ people }: BylineListProps) => (
  <ul className={styles.list}>
    {people.map(({ author, label }) => (
      <li key={`${label ?? ""} ${author.name}`}>
        <Byline author={author} label={label} labelShown />
      </li>
    ))}
  </ul>
);

export default Byline;

export const query = graphql`
  fragment BylineConsultant on PageConsultant {
    name
    role
    photo {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 48
          height: 48
          layout: FIXED
          formats: [AUTO, WEBP, AVIF]
          transformOptions: { cropFocus: ATTENTION }
        )
      }
    }
  }
`;
