import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./quotes-section.module.scss";

type QuotesSectionProps = {
  section: Queries.QuotesSectionFragment;
  tone?: SectionTone;
};

/** Who said it: the name when the speaker agreed to it, then the role and the kind of organisation. */
export const speaker = ({ name, role, organisation }: Queries.QuotesSectionFragment["quotes"][number]) =>
  [name, role, organisation].filter(Boolean).join(", ");

/** Clients' words as quotations, each with who said them; nothing is drawn while there are none. */
const QuotesSection = ({ section, tone }: QuotesSectionProps) => {
  if (section.quotes.length === 0) return null;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.quotes} {...reveal("fade-up")}>
        {section.quotes.map((quote) => (
          <li key={quote.text} className={styles.item}>
            <figure className={styles.quote}>
              <blockquote className={styles.text}>
                <p>{keepTogether(quote.text)}</p>
              </blockquote>
              <figcaption className={styles.speaker}>{keepTogether(speaker(quote))}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default QuotesSection;

export const query = graphql`
  fragment QuotesSection on PageQuotesSection {
    id
    heading
    intro
    quotes {
      text
      role
      organisation
      name
    }
  }
`;
