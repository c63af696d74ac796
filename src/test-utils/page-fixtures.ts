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
import { navigationData, pageData, type Pictures } from "../cms/entry-data";
import { featuredCaseStudies } from "../lib/case-studies";
import type { Navigation } from "../hooks/use-site";
import type { SectionKind } from "../schema/type-defs";

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

/** Pictures as the build would serve them: the hero's <picture> sources and a file's public URL. */
const pictures: Pictures = { hero: fakeImage, url: (file) => `/static/${path.basename(file)}` };

/** The case studies the build would gather for a page's featured list, from these pages' data. */
const featuredFrom = (pages: readonly RawPage[]) =>
  featuredCaseStudies(pages as unknown as Parameters<typeof featuredCaseStudies>[0], loadNavigation());

/** Reads data/pages/<slug>.json as PageData, its featured case studies gathered from data/pages/. */
export const loadPage = (slug: string): PageData =>
  pageData(loadRawPage(slug), pictures, featuredFrom(pageSlugs().map(loadRawPage)));

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
export const loadNavigation = (): Navigation =>
  navigationData(
    JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/navigation.json"), "utf8")),
    pictures,
  );

/** The form section of data/pages/contactus.json, with everything the contact form needs. */
/** A request every field of the contact form accepts, by field name (as the service receives it). */
export const A_VALID_REQUEST = {
  name: "Asha Patel",
  email: "asha@pharma.example",
  subject: "Supplier audit",
  request: "new audit",
  company: "Example Pharma",
  message: "An ICH Q7 audit in March, please.",
};

export const loadContactFormText = (): Queries.ContactFormTextFragment => {
  const section = loadRawPage("contactus").sections.find((s) => s.kind === "form");
  if (!section) throw new Error("data/pages/contactus.json has no form section");
  return section as unknown as Queries.ContactFormTextFragment;
};

/**
 * tests/fixtures/proof-examples.json: made-up figures and quotes, never facts about the firm, as the
 * sections of a data file hold them.
 */
export const PROOF_EXAMPLES = path.resolve(__dirname, "../../tests/fixtures/proof-examples.json");

/**
 * data/pages/<slug>.json with the example proof sections added at its end, as PageData; its featured
 * case studies are gathered as if the examples were on that page.
 */
export const loadPageWithExamples = (slug: string): PageData => {
  const { sections } = JSON.parse(fs.readFileSync(PROOF_EXAMPLES, "utf8")) as { sections: RawSection[] };
  const page = loadRawPage(slug);
  const withExamples = { ...page, sections: [...page.sections, ...sections] };
  return pageData(withExamples, pictures, featuredFrom([withExamples]));
};

type SectionOf<T> = Extract<PageData["sections"][number], { __typename: T }>;

/** The example proof section of one kind (tests/fixtures/proof-examples.json), as the page query gives it. */
export const exampleSection = <T extends PageData["sections"][number]["__typename"]>(typeName: T) =>
  // The last of its kind: the examples come after the page's own sections, which may hold an empty one.
  loadPageWithExamples("aboutus")
    .sections.filter((section): section is SectionOf<T> => section.__typename === typeName)
    .at(-1)!;
