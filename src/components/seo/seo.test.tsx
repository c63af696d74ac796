import { render } from "@testing-library/react";
import { Helmet } from "react-helmet";

import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import Seo from ".";
import { organizationNode } from "./structured-data";

type HelmetTag = Record<string, string>;

describe("Head tags (SPEC §1)", () => {
  it("sets the page's own title, description and keywords, and html lang", () => {
    render(
      <Seo
        title="Training | X"
        description="About training"
        keywords={["GMP", "CAPA"]}
        path="/training/"
        site={site}
        heading="Training"
        navigation={navigation}
      />,
    );
    const head = Helmet.peek();
    expect(head.title).toBe("Training | X");
    const meta = head.metaTags as unknown as HelmetTag[];
    expect(meta).toContainEqual({ name: "description", content: "About training" });
    expect(meta).toContainEqual({ name: "keywords", content: "GMP, CAPA" });
    expect(head.htmlAttributes).toEqual({ lang: "en" });
  });

  it("adds one JSON-LD block: a graph holding the firm with the contact point from data/site.json", () => {
    render(
      <Seo
        title="t"
        description="d"
        keywords={["k"]}
        path="/"
        heading="Home"
        site={site}
        navigation={navigation}
      />,
    );
    const scripts = Helmet.peek().scriptTags as unknown as HelmetTag[];
    const jsonLd = scripts.filter((tag) => tag.type === "application/ld+json");
    expect(jsonLd).toHaveLength(1);
    const data = JSON.parse(jsonLd[0].innerHTML);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@graph"]).toEqual([
      expect.objectContaining({
        "@type": "ProfessionalService",
        name: site.name,
        contactPoint: {
          "@type": "ContactPoint",
          telephone: site.phone,
          email: site.email,
          contactType: "Customer Service",
        },
      }),
    ]);
  });

  it("writes data text into the JSON-LD so that it cannot end the script element", () => {
    const street = '</script><script>window.injected=1</script><!-- "quoted" \u2028';
    render(
      <Seo
        title="t"
        description="d"
        keywords={["k"]}
        path="/"
        heading="Home"
        site={{ ...site, address: { ...site.address, street } }}
        navigation={navigation}
      />,
    );
    const scripts = Helmet.peek().scriptTags as unknown as HelmetTag[];
    const jsonLd = scripts.find((tag) => tag.type === "application/ld+json");
    expect(jsonLd?.innerHTML).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(jsonLd?.innerHTML ?? "")["@graph"][0].address.streetAddress).toBe(street);
  });

  it("gives the canonical URL and the Open Graph and Twitter card tags", () => {
    render(
      <Seo
        title="Training | X"
        description="About training"
        keywords={["k"]}
        path="/training/"
        site={site}
        heading="Training"
        navigation={navigation}
      />,
    );
    const head = Helmet.peek();
    const links = head.linkTags as unknown as HelmetTag[];
    expect(links).toContainEqual({ rel: "canonical", href: `${site.url}/training/` });
    const meta = head.metaTags as unknown as HelmetTag[];
    const image = `${site.url}${site.shareImage}`;
    for (const tag of [
      { property: "og:title", content: "Training | X" },
      { property: "og:description", content: "About training" },
      { property: "og:url", content: `${site.url}/training/` },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Training | X" },
      { name: "twitter:image", content: image },
    ]) {
      expect(meta).toContainEqual(tag);
    }
    expect(meta).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("keeps a noindex page out of search results, without a canonical URL", () => {
    render(
      <Seo
        title="Not found"
        description="d"
        keywords={["k"]}
        path="/404/"
        noindex
        heading="Not found"
        site={site}
        navigation={navigation}
      />,
    );
    const head = Helmet.peek();
    expect(head.metaTags as unknown as HelmetTag[]).toContainEqual({ name: "robots", content: "noindex" });
    expect((head.linkTags as unknown as HelmetTag[]).some((tag) => tag.rel === "canonical")).toBe(false);
  });

  it("builds an absolute logo URL even when the site URL ends with a slash", () => {
    expect(organizationNode({ ...site, url: "https://www.example.com/" }).logo).toBe(
      "https://www.example.com/images/logo-512.png",
    );
  });
});
