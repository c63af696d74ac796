import { graphql, useStaticQuery } from "gatsby";

export type Site = Queries.SiteDataQuery["siteJson"] & object;
export type Navigation = Queries.SiteDataQuery["navigationJson"] & object;
/** A readiness check as the menu lists it. */
export type MenuCheck = { path: string; heading: string };

/**
 * The company identity (data/site.json), the navigation (data/navigation.json), the readiness checks
 * the menu lists (data/checks/, by heading) and when the site was built, which ends the copyright line's years. Gatsby's own build time is used rather than a date in
 * data/ or the code: it changes with every build by itself and is the same on every page of one build.
 */
export const useSite = (): {
  site: Site;
  navigation: Navigation;
  checks: readonly MenuCheck[];
  buildTime: string;
} => {
  const { siteJson, navigationJson, allCheckJson, siteBuildMetadata } = useStaticQuery<Queries.SiteDataQuery>(
    graphql`
      query SiteData {
        siteJson {
          name
          tagline
          url
          logo
          logoRaster
          wordmark
          shareImage
          shareImageAlt
          phone
          whatsapp
          email
          leadTimes {
            name
            label
            time
          }
          workingHours
          address {
            street
            city
            region
            postalCode
            country
          }
          areaServed
          map {
            embedUrl
            linkUrl
            title
            linkLabel
            directions
          }
          registration {
            established
            cin
            gstin
          }
          copyrightYear
          copyright
          form {
            endpoint
            accessKey
          }
        }
        navigationJson {
          skipLinkLabel
          navLabel
          menuButtonLabel
          currentSectionLabel
          callLabel
          whatsappLabel
          pageNavLabel
          requestLabel
          requestShortLabel
          checksLabel
          footerNavLabel
          footerCompanyHeading
          links {
            label
            to
            children {
              label
              to
            }
          }
          footerLinks {
            label
            to
          }
        }
        allCheckJson(sort: { heading: ASC }) {
          nodes {
            path
            heading
          }
        }
        siteBuildMetadata {
          buildTime
        }
      }
    `,
  );
  if (!siteJson || !navigationJson) {
    throw new Error("data/site.json and data/navigation.json are both required");
  }
  // Gatsby sets it on every build; without it the copyright line would be a guess.
  if (!siteBuildMetadata?.buildTime) throw new Error("Gatsby's siteBuildMetadata.buildTime is missing");
  return {
    site: siteJson,
    navigation: navigationJson,
    checks: allCheckJson.nodes,
    buildTime: siteBuildMetadata.buildTime,
  };
};
