/**
 * The real data files in the shape the page query gives them, for unit tests:
 * each section gets its GraphQL type name, and image paths become the image
 * data Gatsby would have made from them. A data change that breaks a page
 * therefore breaks a test.
 */
import fs from "fs";
import path from "path";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { PageData } from "../components/page-view";
import type { Navigation } from "../hooks/use-site";
import { SECTION_TYPES, type SectionKind } from "../schema/type-defs";

const PAGES_DIR = path.resolve(__dirname, "../../data/pages");

const fakeImage = (file: string): IGatsbyImageData => {
  const name = path.basename(file, path.extname(file));
  return {
    // A full-width image's width and height are its aspect ratio, as gatsby-plugin-image gives them.
    layout: "fullWidth",
    width: 1,
    height: 1100 / 2400,
    images: {
      fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}-480.jpg 480w`, sizes: "100vw" },
      sources: [
        { type: "image/avif", srcSet: `/static/${name}-480.avif 480w`, sizes: "100vw" },
        { type: "image/webp", srcSet: `/static/${name}-480.webp 480w`, sizes: "100vw" },
      ],
    },
  };
};

type RawSection = { kind: SectionKind; image?: string } & Record<string, unknown>;
type RawPage = Omit<PageData, "hero" | "sections"> & {
  hero: Omit<PageData["hero"], "image"> & { image: string };
  sections: RawSection[];
};

const withNulls = <T extends Record<string, unknown>>(value: T, optional: string[]): T => {
  const copy: Record<string, unknown> = { ...value };
  for (const key of optional) copy[key] = copy[key] ?? null;
  return copy as T;
};

const toSection = (section: RawSection) => {
  const { kind, image, ...rest } = section;
  const shaped: Record<string, unknown> = { __typename: SECTION_TYPES[kind], ...rest };
  if (image) shaped.image = { publicURL: `/static/${path.basename(image)}` };
  if (Array.isArray(rest.cards)) {
    shaped.cards = rest.cards.map((card) => withNulls(card as Record<string, unknown>, ["icon", "link"]));
  }
  if (Array.isArray(rest.items) && typeof rest.items[0] === "object") {
    shaped.items = rest.items.map((item) => withNulls(item as Record<string, unknown>, ["text"]));
  }
  return withNulls(shaped, ["intro", "sequence", "closing", "caption"]);
};

/** Reads data/pages/<slug>.json as PageData. */
export const loadPage = (slug: string): PageData => {
  const raw = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, `${slug}.json`), "utf8")) as RawPage;
  return {
    ...raw,
    noindex: raw.noindex ?? null,
    hero: {
      ...withNulls(raw.hero, ["lead", "showLogo", "action"]),
      ...(raw.hero.action ? { action: withNulls(raw.hero.action, ["request"]) } : {}),
      image: { childImageSharp: { gatsbyImageData: fakeImage(raw.hero.image) } },
    },
    sections: raw.sections.map(toSection) as unknown as PageData["sections"],
  };
};

/** Every page slug, from the files in data/pages/. */
export const pageSlugs = (): string[] =>
  fs
    .readdirSync(PAGES_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.basename(file, ".json"))
    .sort();

export const loadRawPage = (slug: string): RawPage =>
  JSON.parse(fs.readFileSync(path.join(PAGES_DIR, `${slug}.json`), "utf8")) as RawPage;

/** data/navigation.json as the site query gives it: absent fields are null. */
export const loadNavigation = (): Navigation => {
  const raw = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/navigation.json"), "utf8"));
  return {
    ...raw,
    links: raw.links.map((link: Record<string, unknown>) => withNulls(link, ["to", "children"])),
  };
};

/** The form section of data/pages/contactus.json, with everything the contact form needs. */
export const loadContactFormText = (): Queries.ContactFormTextFragment => {
  const section = loadRawPage("contactus").sections.find((s) => s.kind === "form");
  if (!section) throw new Error("data/pages/contactus.json has no form section");
  return section as unknown as Queries.ContactFormTextFragment;
};
