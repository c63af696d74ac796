import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./credentials-section.module.scss";

type CredentialsSectionProps = {
  section: Queries.CredentialsSectionFragment;
  tone?: SectionTone;
};

type Credential = Queries.CredentialsSectionFragment["credentials"][number];

/** The issuer and, when given, the year: "IRCA, 2024". */
export const grantedBy = ({ issuer, year }: Pick<Credential, "issuer" | "year">) =>
  year ? `${issuer}, ${year}` : issuer;

/**
 * Memberships, qualifications and registrations: each named with who grants it, a logo where the
 * issuer allows one, and a link to the issuer's register where there is one. Nothing is drawn while
 * there are none.
 */
const CredentialsSection = ({ section, tone }: CredentialsSectionProps) => {
  if (section.credentials.length === 0) return null;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.credentials} {...reveal("fade-up")}>
        {section.credentials.map((credential) => (
          <li key={`${credential.name} ${credential.issuer}`} className={styles.credential}>
            {credential.logo?.image?.publicURL && (
              // A fixed box the picture is fitted into: the row never moves when the picture arrives.
              <img
                className={styles.logo}
                src={credential.logo.image.publicURL}
                alt={credential.logo.alt}
                width={96}
                height={48}
                loading="lazy"
                decoding="async"
              />
            )}
            <p className={styles.name}>
              {credential.link ? (
                <a href={credential.link} className={styles.link}>
                  {keepTogether(credential.name)}
                </a>
              ) : (
                keepTogether(credential.name)
              )}
            </p>
            <p className={styles.issuer}>{keepTogether(grantedBy(credential))}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default CredentialsSection;

export const query = graphql`
  fragment CredentialsSection on PageCredentialsSection {
    id
    heading
    intro
    credentials {
      name
      issuer
      year
      link
      logo {
        image {
          publicURL
        }
        alt
      }
    }
  }
`;
