/**
 * Structured data in the built pages (issue #13): every page carries one
 * JSON-LD block that parses, as one @graph naming the same firm; service pages
 * add a Service provided by it, inner pages a BreadcrumbList.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import { navigation, NOT_FOUND, PAGES, PUBLIC_DIR, site } from "../lib/site.mjs";

const ORGANIZATION_ID = `${new URL("/", site.url).href}#organization`;
const SERVICE_ROUTES = navigation.links.flatMap((link) => link.children ?? []).map((link) => link.to);

const jsonLdOf = (route) => {
  const file = route === NOT_FOUND.path ? "404.html" : path.join(route, "index.html");
  const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => m[1],
  );
};

const required = (node, properties, where) => {
  for (const property of properties) {
    assert.ok(
      node[property] !== undefined && node[property] !== "",
      `${where}: ${node["@type"]} has ${property}`,
    );
  }
};

describe("structured data in the built pages", () => {
  for (const page of [...PAGES, NOT_FOUND]) {
    it(`${page.path}: one JSON-LD graph with the firm${SERVICE_ROUTES.includes(page.path) ? ", its Service" : ""}${page.path === "/" || page === NOT_FOUND ? "" : " and breadcrumbs"}`, () => {
      const blocks = jsonLdOf(page.path);
      assert.equal(blocks.length, 1, "one JSON-LD block");
      const data = JSON.parse(blocks[0]);
      assert.equal(data["@context"], "https://schema.org");
      const graph = data["@graph"];
      assert.ok(Array.isArray(graph), "an @graph");
      const ofType = (type) => graph.filter((node) => node["@type"] === type);

      const [firm, ...more] = ofType("ProfessionalService");
      assert.equal(more.length, 0, "the firm once");
      assert.equal(firm["@id"], ORGANIZATION_ID);
      required(
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
      assert.equal(firm.address["@type"], "PostalAddress");
      required(
        firm.address,
        ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
        page.path,
      );
      assert.equal(firm.geo["@type"], "GeoCoordinates");
      assert.equal(typeof firm.geo.latitude, "number");
      assert.equal(typeof firm.geo.longitude, "number");
      assert.deepEqual(firm.contactPoint, {
        "@type": "ContactPoint",
        telephone: site.phone,
        email: site.email,
        contactType: "Customer Service",
      });

      const services = ofType("Service");
      if (SERVICE_ROUTES.includes(page.path)) {
        assert.equal(services.length, 1, "one Service");
        required(services[0], ["name", "description", "provider", "areaServed"], page.path);
        assert.deepEqual(services[0].provider, { "@id": ORGANIZATION_ID }, "provided by the firm");
      } else {
        assert.equal(services.length, 0, "no Service");
      }

      const crumbs = ofType("BreadcrumbList");
      if (page.path === "/" || page === NOT_FOUND) {
        assert.equal(crumbs.length, 0, "no breadcrumbs");
      } else {
        assert.equal(crumbs.length, 1, "one BreadcrumbList");
        const items = crumbs[0].itemListElement;
        assert.equal(items[0].name, "Home");
        assert.deepEqual(
          items.map((item) => item.position),
          items.map((_, index) => index + 1),
        );
        assert.equal(items.at(-1).item, new URL(page.path, site.url).href, "ends at the page");
        assert.equal(items.length, SERVICE_ROUTES.includes(page.path) ? 3 : 2);
      }
    });
  }
});
