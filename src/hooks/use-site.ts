import { graphql, useStaticQuery } from "gatsby";

export type Site = Queries.SiteDataQuery["siteJson"] & object;
export type Navigation = Queries.SiteDataQuery["navigationJson"] & object;

/** The company identity (data/site.json) and the navigation (data/navigation.json). */
export const useSite = (): { site: Site; navigation: Navigation } => {
  const { siteJson, navigationJson } = useStaticQuery<Queries.SiteDataQuery>(graphql`
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
        email
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
        callLabel
        requestLabel
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
    }
  `);
  if (!siteJson || !navigationJson) {
    throw new Error("data/site.json and data/navigation.json are both required");
  }
  return { site: siteJson, navigation: navigationJson };
};
