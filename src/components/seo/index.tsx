import { Helmet } from "react-helmet";

import type { Site } from "../../hooks/use-site";

type SeoSite = Pick<Site, "name" | "url" | "logo" | "logoRaster" | "phone" | "email" | "address">;

type SeoProps = {
  title: string;
  description: string;
  keywords: readonly string[];
  site: SeoSite;
};

/** The schema.org Organization of SPEC §1, from data/site.json. */
export const organizationJsonLd = (site: SeoSite) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.name,
  url: site.url,
  logo: new URL(site.logoRaster, site.url).href,
  address: {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  contactPoint: {
    "@type": "ContactPoint",
    telephone: site.phone,
    email: site.email,
    contactType: "Customer Service",
  },
});

/** The page's head: title, description, keywords, icons and the Organization JSON-LD. */
const Seo = ({ title, description, keywords, site }: SeoProps) => (
  <Helmet htmlAttributes={{ lang: "en" }}>
    <title>{title}</title>
    <meta name="description" content={description} />
    <meta name="keywords" content={keywords.join(", ")} />
    <link rel="icon" href={site.logo} type="image/svg+xml" />
    <link rel="icon" href="/images/favicon-32.png" sizes="32x32" type="image/png" />
    <link rel="apple-touch-icon" href="/images/apple-touch-icon.png" />
    <script type="application/ld+json">{JSON.stringify(organizationJsonLd(site))}</script>
  </Helmet>
);

export default Seo;
