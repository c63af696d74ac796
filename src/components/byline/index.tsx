import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import Portrait from "../portrait";
import * as styles from "./byline.module.scss";

/** The portrait's side, in CSS pixels. */
export const BYLINE_PHOTO_SIZE = 48;

type BylineProps = {
  /** The consultant who signs the article (src/lib/bylines.ts): only ever one the site lists. */
  author: Queries.BylineConsultantFragment;
  /** Before the name, such as "Written by". */
  label: string;
};

/** Who wrote the article: portrait, name and role, as the consultants section shows them. */
const Byline = ({ author, label }: BylineProps) => (
  <div className={styles.byline}>
    {author.photo && <Portrait photo={author.photo} size={BYLINE_PHOTO_SIZE} className={styles.photo} />}
    <p className={styles.who}>
      <span className={styles.label}>{label}</span>{" "}
      <span className={styles.name}>{keepTogether(author.name)}</span>
      <span className={styles.role}>{keepTogether(author.role)}</span>
    </p>
  </div>
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
