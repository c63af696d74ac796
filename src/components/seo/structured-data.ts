/**
 * The page's structured data (schema.org JSON-LD), as one @graph: the firm as
 * a ProfessionalService on every page, a Service on each service page and a
 * BreadcrumbList on every page of the menu but home, an article's Article
 * (./article.ts), and a Person for each consultant a page shows. Typed with schema-dts, so a misspelt property or a value of
 * the wrong kind fails the type check.
 */
import type {
  Article,
  BreadcrumbList,
  GeoCoordinates,
  Graph,
  ListItem,
  Person,
  ProfessionalService,
  Service,
} from "schema-dts";

import type { Navigation, Site } from "../../hooks/use-site";

export type StructuredDataSite = Pick<
  Site,
  "name" | "url" | "logoRaster" | "shareImage" | "phone" | "email" | "address" | "areaServed"
> & { map: Pick<Site["map"], "linkUrl" | "embedUrl"> };

type MenuLink = Navigation["links"][number];

/** The menu as the page query gives it, or as data/navigation.json holds it (absent fields left out). */
export type StructuredDataNavigation = {
  readonly links: readonly {
    readonly label: MenuLink["label"];
    readonly to?: MenuLink["to"];
    readonly children?: MenuLink["children"];
  }[];
  /** Pages the footer links besides the menu's (Insights): a step below home, like a menu link. */
  readonly footerLinks?: readonly { readonly label: string; readonly to: string }[] | null;
};

export type StructuredDataPage = {
  /** The page's route, such as /gmpaudits/. */
  path: string;
  /** Its main heading: the service's name on a service page. */
  heading: string;
  description: string;
};

export const absolute = (site: Pick<Site, "url">, path: string) => new URL(path, site.url).href;

/** The firm's one identifier, shared by every page: the site's home URL + "#organization". */
export const organizationId = (site: Pick<Site, "url">) => `${absolute(site, "/")}#organization`;

const COORDINATE = /^-?\d{1,3}(?:\.\d+)?$/;

/**
 * The office's coordinates from the map pin in data/site.json: the map link's
 * mlat/mlon, else the embedded map's marker ("lat,lon"). Null when neither is there.
 */
export const mapPin = (map: StructuredDataSite["map"]): { latitude: number; longitude: number } | null => {
  const link = new URL(map.linkUrl).searchParams;
  const [markerLat, markerLon] = (new URL(map.embedUrl).searchParams.get("marker") ?? "").split(",");
  const latitude = link.get("mlat") ?? markerLat;
  const longitude = link.get("mlon") ?? markerLon;
  if (!latitude || !longitude || !COORDINATE.test(latitude) || !COORDINATE.test(longitude)) return null;
  return { latitude: Number(latitude), longitude: Number(longitude) };
};

/** The firm: a ProfessionalService (a LocalBusiness) with its contact point (SPEC §1). */
export const organizationNode = (site: StructuredDataSite): Exclude<ProfessionalService, string> => {
  const pin = mapPin(site.map);
  const geo: GeoCoordinates | undefined = pin ? { "@type": "GeoCoordinates", ...pin } : undefined;
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(site),
    name: site.name,
    url: absolute(site, "/"),
    logo: absolute(site, site.logoRaster),
    image: absolute(site, site.shareImage),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    ...(geo && { geo }),
    areaServed: [...site.areaServed],
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phone,
      email: site.email,
      contactType: "Customer Service",
    },
  };
};

/** One step of a page's place in the menu; a group of links has no page of its own. */
export type Crumb = { name: string; path: string | null };

/**
 * What an article's page adds (built by ./article.ts, which only the article's template loads): its
 * Open Graph tags, its node of the graph, and where it sits (Home › Insights › it).
 */
export type ArticleHead = {
  tags: readonly { property: string; content: string }[];
  node: (site: StructuredDataSite, page: StructuredDataPage) => Exclude<Article, string>;
  trail: Crumb[];
};

/**
 * Where a page sits in the menu: [Home, About Us] or [Home, Services, GMP Audits], or for a page the
 * footer links, [Home, Insights]; a page under one of those (/gmpaudits/sample-report/), given its
 * name, that page's trail and then itself; empty otherwise.
 */
export const menuTrail = (navigation: StructuredDataNavigation, path: string, name?: string): Crumb[] => {
  const home = navigation.links.find((link) => link.to === "/");
  const links: StructuredDataNavigation["links"] = [...navigation.links, ...(navigation.footerLinks ?? [])];
  for (const link of links) {
    if (link.to === path && path !== "/" && home)
      return [
        { name: home.label, path: "/" },
        { name: link.label, path },
      ];
    const child = link.children?.find((item) => item.to === path);
    if (child && home) {
      return [
        { name: home.label, path: "/" },
        { name: link.label, path: null },
        { name: child.label, path },
      ];
    }
  }
  const parent = path.replace(/[^/]+\/$/, "");
  if (name && parent !== path && parent !== "/") {
    const above = menuTrail(navigation, parent);
    if (above.length > 0) return [...above, { name, path }];
  }
  return [];
};

/**
 * The page's breadcrumbs. A menu group (Services) has no page: its crumb
 * points at the home page, where the services are listed, since search
 * engines want an address on every crumb but the last.
 */
export const breadcrumbNode = (site: StructuredDataSite, trail: Crumb[]): BreadcrumbList => ({
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index): ListItem => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absolute(site, crumb.path ?? "/"),
  })),
});

/**
 * Is the page one of the service pages, the links of the menu's group (Services)? The group is known
 * by holding links, not by its name, which an editor may change (as ../../lib/service-names.ts does).
 */
export const isServicePage = (navigation: StructuredDataNavigation, path: string) =>
  navigation.links.some((link) => link.children?.some((child) => child.to === path));

/** A service page's Service, provided by the firm. */
export const serviceNode = (site: StructuredDataSite, page: StructuredDataPage): Service => ({
  "@type": "Service",
  "@id": `${absolute(site, page.path)}#service`,
  name: page.heading,
  description: page.description,
  url: absolute(site, page.path),
  provider: { "@id": organizationId(site) },
  areaServed: [...site.areaServed],
});

/** One of the firm's consultants, as a page shows them (its consultants sections). */
export type StructuredDataPerson = {
  name: string;
  role: string;
  /** The names of the services they work in. */
  areas: readonly string[];
  /** A public profile page (https:). */
  profile?: string | null;
  /** The photo's address on the site. */
  photo?: string | null;
};

/** A consultant: a Person who works for the firm, with their role and the services they know. */
export const personNode = (
  site: StructuredDataSite,
  person: StructuredDataPerson,
): Exclude<Person, string> => ({
  "@type": "Person",
  name: person.name,
  jobTitle: person.role,
  worksFor: { "@id": organizationId(site) },
  ...(person.areas.length > 0 && { knowsAbout: [...person.areas] }),
  ...(person.profile && { sameAs: person.profile }),
  ...(person.photo && { image: absolute(site, person.photo) }),
});

/** Every node of a page's structured data, in one @graph. */
export const structuredData = (
  site: StructuredDataSite,
  navigation: StructuredDataNavigation,
  page: StructuredDataPage,
  article?: ArticleHead,
  people: readonly StructuredDataPerson[] = [],
): Graph => {
  const trail = article?.trail ?? menuTrail(navigation, page.path, page.heading);
  return {
    "@context": "https://schema.org",
    "@graph": [
      organizationNode(site),
      ...(isServicePage(navigation, page.path) ? [serviceNode(site, page)] : []),
      ...(article ? [article.node(site, page)] : []),
      ...people.map((person) => personNode(site, person)),
      ...(trail.length > 0 ? [breadcrumbNode(site, trail)] : []),
    ],
  };
};
