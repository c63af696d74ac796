/**
 * Structured data in the built pages: every page carries one
 * JSON-LD block that parses, as one @graph naming the same firm; service pages
 * add a Service provided by it, inner pages a BreadcrumbList. These read the
 * built files, so they run once, in the desktop project.
 */
import { expect, test } from "../support/fixtures";
import { navigation, navLabel, NOT_FOUND, PAGES, site } from "../support/site";
import { builtDocument, builtFile, jsonLdIn } from "../support/static-html";

type Node = Record<string, unknown> & { "@type"?: string };

const ORGANIZATION_ID = `${new URL("/", site.url).href}#organization`;
const SERVICE_ROUTES: string[] = navigation.links
  .flatMap((link: { children?: { to: string }[] }) => link.children ?? [])
  .map((link: { to: string }) => link.to);

const jsonLdOf = (route: string) => jsonLdIn(builtDocument(builtFile(route)));

const expectProperties = (node: Node, properties: string[], where: string) => {
  for (const property of properties) {
    expect(node[property], `${where}: ${node["@type"]} has ${property}`).not.toBeUndefined();
    expect(node[property], `${where}: ${node["@type"]} has ${property}`).not.toBe("");
  }
};

test.describe("structured data in the built pages", { tag: "@desktop" }, () => {
  for (const page of [...PAGES, NOT_FOUND]) {
    const service = SERVICE_ROUTES.includes(page.path) ? ", its Service" : "";
    const crumbs = page.path === "/" || page === NOT_FOUND ? "" : " and breadcrumbs";
    test(`${page.path}: one JSON-LD graph with the firm${service}${crumbs}`, () => {
      const blocks = jsonLdOf(page.path);
      expect(blocks, "one JSON-LD block").toHaveLength(1);
      const data = blocks[0] as { "@context": string; "@graph": Node[] };
      expect(data["@context"]).toBe("https://schema.org");
      const graph: Node[] = data["@graph"];
      expect(Array.isArray(graph), "an @graph").toBe(true);
      const ofType = (type: string) => graph.filter((node) => node["@type"] === type);

      const [firm, ...more] = ofType("ProfessionalService") as Record<string, Node>[];
      expect(more, "the firm once").toHaveLength(0);
      expect(firm["@id"]).toBe(ORGANIZATION_ID);
      expectProperties(
        firm,
        [
          "name",
          "url",
          "logo",
          "image",
          "telephone",
          "email",
          "address",
          "geo",
          "areaServed",
          "contactPoint",
        ],
        page.path,
      );
      expect(firm.address["@type"]).toBe("PostalAddress");
      expectProperties(
        firm.address,
        ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
        page.path,
      );
      expect(firm.geo["@type"]).toBe("GeoCoordinates");
      expect(typeof firm.geo.latitude).toBe("number");
      expect(typeof firm.geo.longitude).toBe("number");
      expect(firm.contactPoint).toEqual({
        "@type": "ContactPoint",
        telephone: site.phone,
        email: site.email,
        contactType: "Customer Service",
      });

      const services = ofType("Service");
      if (SERVICE_ROUTES.includes(page.path)) {
        expect(services, "one Service").toHaveLength(1);
        expectProperties(services[0], ["name", "description", "provider", "areaServed"], page.path);
        expect(services[0].provider, "provided by the firm").toEqual({ "@id": ORGANIZATION_ID });
      } else {
        expect(services, "no Service").toHaveLength(0);
      }

      const breadcrumbs = ofType("BreadcrumbList") as { itemListElement: Node[] }[];
      if (page.path === "/" || page === NOT_FOUND) {
        expect(breadcrumbs, "no breadcrumbs").toHaveLength(0);
      } else {
        expect(breadcrumbs, "one BreadcrumbList").toHaveLength(1);
        const items = breadcrumbs[0].itemListElement;
        expect(items[0].name).toBe(navLabel("/"));
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items.at(-1)?.item, "ends at the page").toBe(new URL(page.path, site.url).href);
        // A page under a service's page (GMP Audits' sample report) is one step below it.
        const under = SERVICE_ROUTES.find((route) => route !== page.path && page.path.startsWith(route));
        expect(items).toHaveLength(SERVICE_ROUTES.includes(page.path) ? 3 : under ? 4 : 2);
      }
    });
  }
});
