import { Helmet } from "react-helmet";

import type { Site } from "../../hooks/use-site";
import { inlineJson } from "../../lib/inline-json";
import {
  type ArticleHead,
  structuredData,
  type StructuredDataNavigation,
  type StructuredDataPerson,
  type StructuredDataSite,
} from "./structured-data";

type SeoSite = StructuredDataSite & Pick<Site, "logo" | "shareImageAlt">;

type SeoProps = {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's route, for its canonical URL. */
  path: string;
  /** Keep the page out of search results. */
  noindex?: boolean | null;
  /** The page's main heading, which names a service page's Service. */
  heading: string;
  site: SeoSite;
  /** The menu: which pages are services, and each page's breadcrumbs. */
  navigation: StructuredDataNavigation;
  /** On an article's page: its tags, node of the graph and breadcrumbs (./article.ts). */
  article?: ArticleHead;
  /** The consultants the page shows, each a Person of the graph. */
  people?: readonly StructuredDataPerson[];
};

/**
 * The page's head: title, description, keywords, canonical URL, Open Graph
 * and Twitter card tags, the SVG icon and the JSON-LD graph (structured-data.ts). (The PNG
 * icons, the manifest and theme-color come from gatsby-plugin-manifest.)
 */
const Seo = ({
  title,
  description,
  keywords,
  path,
  noindex,
  heading,
  site,
  navigation,
  article,
  people,
}: SeoProps) => {
  const url = new URL(path, site.url).href;
  const image = new URL(site.shareImage, site.url).href;
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={url} />}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article?.tags.map(({ property, content }) => (
        <meta key={`${property} ${content}`} property={property} content={content} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={site.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.shareImageAlt} />
      <link rel="icon" href={site.logo} type="image/svg+xml" />
      <script type="application/ld+json">
        {inlineJson(structuredData(site, navigation, { path, heading, description }, article, people))}
      </script>
    </Helmet>
  );
};

export default Seo;
