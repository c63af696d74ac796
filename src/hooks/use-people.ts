import { graphql, useStaticQuery } from "gatsby";

import { listedConsultants, signedBy } from "../lib/bylines";

export type Person = Queries.BylineConsultantFragment;

/**
 * The consultants the pages list (About's consultants section), each once, for the places that name
 * them elsewhere: who reads the requests on Contact, who signs the sample report. A name not listed
 * there is nobody: `named` leaves it out, so a launch stand-in never shows.
 */
export const usePeople = () => {
  const { allPageJson } = useStaticQuery<Queries.SitePeopleQuery>(graphql`
    query SitePeople {
      allPageJson {
        nodes {
          sections {
            ... on PageConsultantsSection {
              consultants {
                ...BylineConsultant
              }
            }
          }
        }
      }
    }
  `);
  const people = listedConsultants<Person>(
    allPageJson.nodes.map((page) =>
      page.sections.map((section) => ("consultants" in section ? section.consultants : null)),
    ),
  );
  return {
    people,
    /** The listed consultant of that name, or null. */
    named: (name: string | null | undefined) => signedBy(people, name),
  };
};
