/**
 * The real data files as the site's queries give them, for unit tests: each fixture is the answer of
 * the query the build runs (./site-graph.ts), so a data change that breaks a page breaks a test, and
 * so does a fragment that stops asking for a field a component draws.
 */
import fs from "fs";
import path from "path";

import type { PageData } from "../components/page-view";
import type { Navigation } from "../hooks/use-site";
import type { SectionKind } from "../schema/type-defs";
import { operationText, siteDocuments, templateSelections, type SiteDocuments } from "./site-documents";
import { nodeId, readDataFiles, runQuery, type DataFiles } from "./site-graph";

const PAGES_DIR = path.resolve(__dirname, "../../data/pages");

type RawSection = { kind: SectionKind; image?: string } & Record<string, unknown>;
type RawPage = Omit<PageData, "hero" | "sections"> & {
  hero: Omit<PageData["hero"], "image"> & { image: string };
  sections: RawSection[];
};

const pageFile = (slug: string) => `pages/${slug}.json`;

/**
 * A page as its template's query gives it: what the templates ask of pageJson, asked of the page the
 * build gives them by its id. From data/ unless `files` says otherwise.
 */
export const queryPage = (
  slug: string,
  { files, documents = siteDocuments() }: { files?: DataFiles; documents?: SiteDocuments } = {},
): PageData => {
  const query = `query PageFixture($id: String!) { pageJson(id: { eq: $id }) ${templateSelections("pageJson", documents)} }`;
  const { pageJson } = runQuery<{ pageJson: PageData | null }>(query, {
    variables: { id: nodeId(pageFile(slug)) },
    files,
    documents,
  });
  if (!pageJson) throw new Error(`No page data/${pageFile(slug)}`);
  return pageJson;
};

/** data/pages/<slug>.json as the page query gives it, its featured case studies gathered from data/pages/. */
export const loadPage = (slug: string): PageData => queryPage(slug);

/** Every page slug, from the files in data/pages/. */
export const pageSlugs = (): string[] =>
  fs
    .readdirSync(PAGES_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.basename(file, ".json"))
    .sort();

/** data/pages/<slug>.json as it is written, for what a test expects to see. */
export const loadRawPage = (slug: string): RawPage =>
  JSON.parse(fs.readFileSync(path.join(PAGES_DIR, `${slug}.json`), "utf8")) as RawPage;

/** data/navigation.json as the site query (src/hooks/use-site.ts) gives it. */
export const loadNavigation = (): Navigation =>
  runQuery<{ navigationJson: Navigation }>(operationText("SiteData")).navigationJson;

/** A request every field of the contact form accepts, by field name (as the service receives it). */
export const A_VALID_REQUEST = {
  name: "Asha Patel",
  email: "asha@pharma.example",
  subject: "Supplier audit",
  request: "new audit",
  company: "Example Pharma",
  message: "An ICH Q7 audit in March, please.",
};

/** The contact form's own text, from the form section of data/pages/contactus.json, as its fragment asks. */
export const loadContactFormText = (): Queries.ContactFormTextFragment => {
  const query = `query ContactFormTextFixture($id: String!) {
    pageJson(id: { eq: $id }) { sections { ... on PageFormSection { ...ContactFormText } } }
  }`;
  const { pageJson } = runQuery<{ pageJson: { sections: Partial<Queries.ContactFormTextFragment>[] } }>(
    query,
    {
      variables: { id: nodeId(pageFile("contactus")) },
    },
  );
  // Every other section answers with nothing.
  const text = pageJson.sections.find((section) => Object.keys(section).length > 0);
  if (!text) throw new Error("data/pages/contactus.json has no form section");
  return text as Queries.ContactFormTextFragment;
};

/**
 * tests/fixtures/proof-examples.json: made-up figures and quotes, never facts about the firm, as the
 * sections of a data file hold them.
 */
export const PROOF_EXAMPLES = path.resolve(__dirname, "../../tests/fixtures/proof-examples.json");

/**
 * data/pages/<slug>.json with the example proof sections added at its end, as the page query gives
 * it; its featured case studies are gathered as the build would, with the examples on that page.
 */
export const loadPageWithExamples = (slug: string): PageData =>
  queryPage(slug, { files: filesWithExamples(slug) });

/** data/'s files with the example proof sections added at the end of data/pages/<slug>.json. */
export const filesWithExamples = (slug = "aboutus"): DataFiles => {
  const { sections } = JSON.parse(fs.readFileSync(PROOF_EXAMPLES, "utf8")) as { sections: RawSection[] };
  const page = loadRawPage(slug);
  return { ...readDataFiles(), [pageFile(slug)]: { ...page, sections: [...page.sections, ...sections] } };
};

type SectionOf<T> = Extract<PageData["sections"][number], { __typename: T }>;

/** The example proof section of one kind (tests/fixtures/proof-examples.json), as the page query gives it. */
export const exampleSection = <T extends PageData["sections"][number]["__typename"]>(typeName: T) =>
  // The last of its kind: the examples come after the page's own sections, which may hold an empty one.
  loadPageWithExamples("aboutus")
    .sections.filter((section): section is SectionOf<T> => section.__typename === typeName)
    .at(-1)!;
