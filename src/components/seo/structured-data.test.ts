/**
 * Structured data for local search: one @graph per page with the
 * firm as a ProfessionalService, a Service on each service page and a
 * BreadcrumbList on every inner page, all from the real data files.
 */
import fs from "fs";
import path from "path";

import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import {
  isServicePage,
  mapPin,
  menuTrail,
  organizationId,
  organizationNode,
  structuredData,
} from "./structured-data";

type Node = Record<string, unknown>;

const PAGES_DIR = path.resolve(__dirname, "../../../data/pages");
const pages = fs
  .readdirSync(PAGES_DIR)
  .map((file) => JSON.parse(fs.readFileSync(path.join(PAGES_DIR, file), "utf8")))
  .map((page) => ({
    path: page.path as string,
    heading: page.hero.title as string,
    description: page.description as string,
  }));

const pageAt = (route: string) => pages.find((page) => page.path === route)!;
const graphOf = (route: string) =>
  structuredData(site, navigation, pageAt(route))["@graph"] as unknown as Node[];
const ofType = (graph: Node[], type: string) => graph.filter((node) => node["@type"] === type);

/** What the menu (data/navigation.json) calls the page at a route: the crumbs' names. */
const menuLabel = (route: string) =>
  [...navigation.links, ...navigation.links.flatMap((link) => link.children ?? [])].find(
    (link) => link.to === route,
  )!.label;
const HOME = menuLabel("/");

const SERVICE_ROUTES = [
  "/gmpaudits/",
  "/qualityconsulting/",
  "/computersystemvalidations/",
  "/training/",
  "/regulatoryaffairs/",
];

describe("the firm (ProfessionalService)", () => {
  it("has name, URL, logo, image, telephone, email, postal address, coordinates, areas served and contact point", () => {
    expect(organizationNode(site)).toEqual({
      "@type": "ProfessionalService",
      "@id": "https://www.example.com/#organization",
      name: site.name,
      url: "https://www.example.com/",
      logo: "https://www.example.com/images/logo-512.png",
      image: "https://www.example.com/images/share.jpg",
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
      geo: { "@type": "GeoCoordinates", latitude: 22.3106, longitude: 73.1702 },
      areaServed: site.areaServed,
      contactPoint: {
        "@type": "ContactPoint",
        telephone: site.phone,
        email: site.email,
        contactType: "Customer Service",
      },
    });
    expect(site.areaServed).toContain(site.address.country);
  });

  it("takes the coordinates from the map link's pin, else the embedded map's marker, and leaves them out without one", () => {
    expect(mapPin(site.map)).toEqual({ latitude: 22.3106, longitude: 73.1702 });
    const embedOnly = { ...site.map, linkUrl: "https://www.openstreetmap.org/#map=16/1/2" };
    expect(mapPin(embedOnly)).toEqual({ latitude: 22.3106, longitude: 73.1702 });
    const none = { linkUrl: "https://maps.example/", embedUrl: "https://maps.example/embed?q=Vadodara" };
    expect(mapPin(none)).toBeNull();
    expect(organizationNode({ ...site, map: none })).not.toHaveProperty("geo");
  });

  it("is the same node, with the same @id, on every page", () => {
    for (const page of pages) {
      const [firm, ...others] = ofType(graphOf(page.path), "ProfessionalService");
      expect(others).toEqual([]);
      expect(firm["@id"]).toBe(organizationId(site));
      expect(firm).toEqual(organizationNode(site));
    }
  });
});

describe("services and breadcrumbs", () => {
  it("counts as services exactly the pages of the Services menu, whatever the menu calls it", () => {
    const services = (menu: typeof navigation) =>
      pages
        .filter((page) => isServicePage(menu, page.path))
        .map((page) => page.path)
        .sort();
    expect(services(navigation)).toEqual([...SERVICE_ROUTES].sort());
    const renamed = {
      ...navigation,
      links: navigation.links.map((link) => (link.children ? { ...link, label: "What we do" } : link)),
    };
    expect(services(renamed)).toEqual([...SERVICE_ROUTES].sort());
  });

  it.each(SERVICE_ROUTES)(
    "%s adds a Service provided by the firm, and Home › Services › the page",
    (route) => {
      const graph = graphOf(route);
      const page = pageAt(route);
      const group = navigation.links.find((link) => link.children?.some((child) => child.to === route))!;
      expect(ofType(graph, "Service")).toEqual([
        {
          "@type": "Service",
          "@id": `https://www.example.com${route}#service`,
          name: page.heading,
          description: page.description,
          url: `https://www.example.com${route}`,
          provider: { "@id": "https://www.example.com/#organization" },
          areaServed: site.areaServed,
        },
      ]);
      expect(ofType(graph, "BreadcrumbList")).toEqual([
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: HOME, item: "https://www.example.com/" },
            { "@type": "ListItem", position: 2, name: group.label, item: "https://www.example.com/" },
            {
              "@type": "ListItem",
              position: 3,
              name: menuLabel(route),
              item: `https://www.example.com${route}`,
            },
          ],
        },
      ]);
    },
  );

  it.each(["/aboutus/", "/contactus/"])("%s is no service and has Home › the page", (route) => {
    const graph = graphOf(route);
    expect(ofType(graph, "Service")).toEqual([]);
    expect(ofType(graph, "BreadcrumbList")[0].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: HOME, item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: menuLabel(route), item: `https://www.example.com${route}` },
    ]);
  });

  it("gives a page under a page of the menu that page's trail, then itself", () => {
    const [service] = SERVICE_ROUTES;
    const above = menuTrail(navigation, service);
    expect(menuTrail(navigation, `${service}example/`, "An example")).toEqual([
      ...above,
      { name: "An example", path: `${service}example/` },
    ]);
    // Without its name, or under no page of the menu, it has none.
    expect(menuTrail(navigation, `${service}example/`)).toEqual([]);
    expect(menuTrail(navigation, "/nowhere/example/", "An example")).toEqual([]);
  });

  it("gives a page the footer links besides the menu Home › it", () => {
    const withInsights = { ...navigation, footerLinks: [{ label: "Example articles", to: "/examples/" }] };
    expect(menuTrail(withInsights, "/examples/")).toEqual([
      { name: HOME, path: "/" },
      { name: "Example articles", path: "/examples/" },
    ]);
  });

  it("gives the home page and the not-found page the firm alone", () => {
    for (const route of ["/", "/404/"])
      expect(graphOf(route).map((node) => node["@type"])).toEqual(["ProfessionalService"]);
    expect(menuTrail(navigation, "/404/")).toEqual([]);
  });
});

describe("consultants (Person)", () => {
  const person = {
    name: "Example Consultant </script><script>alert(1)</script>",
    role: "Example Lead GMP Auditor",
    areas: ["GMP Audits", "Quality Consulting"],
    profile: "https://profiles.example.org/one",
    photo: "/static/abc/example-portrait.jpg",
  };

  it("is a Person who works for the firm, with the role, the services as what they know, profile and photo", () => {
    const graph = structuredData(site, navigation, pageAt("/aboutus/"), undefined, [
      person,
      { name: "Example Two", role: "Example CSV Lead", areas: [] },
    ])["@graph"] as unknown as Node[];
    expect(ofType(graph, "Person")).toEqual([
      {
        "@type": "Person",
        name: person.name,
        jobTitle: person.role,
        worksFor: { "@id": organizationId(site) },
        knowsAbout: person.areas,
        sameAs: person.profile,
        image: new URL(person.photo, site.url).href,
      },
      {
        "@type": "Person",
        name: "Example Two",
        jobTitle: "Example CSV Lead",
        worksFor: { "@id": organizationId(site) },
      },
    ]);
    // The firm they work for is the graph's own node.
    expect(ofType(graph, "ProfessionalService")[0]["@id"]).toBe(organizationId(site));
  });
});
