/**
 * An insight's text: Markdown written by an editor, untrusted, made into HTML
 * at build time (and in the editor's preview) by one function. Only what an
 * article needs comes out: headings, paragraphs, lists, tables, quotes, bold,
 * italics, code, links and pictures. Raw HTML in the text is dropped; links
 * lead only to https:, mailto: or this site's own pages; a picture must be a
 * file of this site and have a description.
 */
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot, RootContent as MdastContent } from "mdast";
// The function alone: the package's main module also brings a Node stream the editor's browser bundle cannot have.
import readingTime from "reading-time/lib/reading-time";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";

import { ARTICLE_IDS, isLayoutId } from "./layout-ids";
import { wordsSlug } from "./paths";

/** A picture's size in pixels, written on it so the page does not shift while it loads. */
export type ImageSize = { width: number; height: number };

export type RenderOptions = {
  /** The size of a picture of this site (its address, e.g. /images/insights/chart.png); undefined when unknown. */
  imageSize?: (src: string) => ImageSize | undefined;
};

/** An address on this site: one slash, then anything but a second slash or a backslash (//host is another site). */
export const isSitePath = (href: string): boolean => /^\/(?![/\\])/.test(href) && !href.includes("\\");

/** The addresses a link in an article may have: another site over https, an e-mail, this site, or a place on the page. */
const isAllowedLink = (href: string): boolean =>
  /^https:\/\/[^/\\]/i.test(href) || /^mailto:[^\s]/i.test(href) || isSitePath(href) || /^#./.test(href);

/**
 * What may reach the page, and nothing else (rehype-sanitize's allowlist,
 * written out rather than widened from its default so it reads as the whole
 * rule). Elements not listed are replaced by their text; script and style
 * disappear with their contents.
 */
const SCHEMA: SanitizeSchema = {
  tagNames: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote"],
    ...["ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"],
    ...["strong", "em", "del", "code", "pre", "a", "img"],
  ],
  attributes: {
    a: ["href", ["rel", "noopener"]],
    img: ["src", "alt", "width", "height", ["loading", "lazy"], ["decoding", "async"]],
    ol: ["start"],
  },
  protocols: { href: ["https", "mailto"], src: [] },
  strip: ["script", "style"],
  clobber: [],
  required: {},
  ancestors: {},
};

/**
 * Footnotes are left as the text they were written as ("[^1]", "[^1]: the
 * note"), as plain Markdown shows them: numbered notes that link back and
 * forth need ids the page cannot promise to keep unique. Sources are listed
 * under a heading of their own instead (see CONTENT.md).
 */
const footnotesAsText = () => (tree: MdastRoot) => {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === "footnoteReference") {
      parent.children.splice(index, 1, {
        type: "text",
        value: `[^${node.label ?? node.identifier}]`,
      } as MdastContent);
      return SKIP;
    }
    if (node.type === "footnoteDefinition") {
      const [first, ...rest] = node.children;
      const label = { type: "text", value: `[^${node.label ?? node.identifier}]: ` } as const;
      const lead =
        first?.type === "paragraph" ? [{ ...first, children: [label, ...first.children] }] : [first];
      parent.children.splice(index, 1, ...([...lead, ...rest].filter(Boolean) as MdastContent[]));
      return [SKIP, index];
    }
    return undefined;
  });
};

/** The article's own title is the page's h1: a heading in the text starts at h2. */
const lowestHeading = 2;

/**
 * Puts the site's rules on the tree before the allowlist: headings start at
 * h2, a link to anywhere else than the allowed addresses is left as its text,
 * a link to another site gets rel="noopener", and a picture that is not a
 * file of this site or has no description is dropped; the others get their
 * size and load lazily.
 */
const applySiteRules =
  ({ imageSize }: RenderOptions) =>
  (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const heading = /^h([1-6])$/.exec(node.tagName);
      if (heading && Number(heading[1]) < lowestHeading) node.tagName = `h${lowestHeading}`;
      if (node.tagName === "a") {
        const href = String(node.properties.href ?? "");
        if (!isAllowedLink(href) && parent && index !== undefined) {
          parent.children.splice(index, 1, ...(node.children as ElementContent[]));
          return [SKIP, index];
        }
        node.properties = { href, ...(/^https:/i.test(href) ? { rel: ["noopener"] } : {}) };
      }
      if (node.tagName === "img") {
        const src = String(node.properties.src ?? "");
        const alt = String(node.properties.alt ?? "").trim();
        if (!isSitePath(src) || !alt) {
          if (parent && index !== undefined) parent.children.splice(index, 1);
          return [SKIP, index];
        }
        node.properties = { src, alt, ...imageSize?.(src), loading: "lazy", decoding: "async" };
      }
      return undefined;
    });
  };

/** A heading of an article's text: its anchor and its words, for the contents list beside the text. */
export type ArticleHeading = { id: string; text: string };

/** The text of an element, as a reader sees it. */
const textOf = (node: ElementContent): string =>
  node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

/** A heading's anchor from its words: "What a Form 483 is" → "what-a-form-483-is". */
const headingSlug = (text: string): string => wordsSlug(text) || "section";

/**
 * Gives each h2 an anchor made from its words, after the allowlist (so it is the site's, never the
 * editor's): a plain slug, numbered on a repeat, and never one of the ids the page frame writes
 * itself. The contents list beside an article links to them.
 */
const anchorHeadings = (reserved: readonly string[]) => (tree: HastRoot) => {
  const taken = new Set(reserved);
  visit(tree, "element", (node: Element) => {
    if (node.tagName !== "h2") return;
    const base = headingSlug(node.children.map(textOf).join(""));
    let id = base;
    for (let n = 2; taken.has(id) || isLayoutId(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    node.properties = { ...node.properties, id };
  });
};

const pipeline = (options: RenderOptions) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(footnotesAsText)
    // Raw HTML is not carried over (allowDangerousHtml stays off): it is dropped here.
    .use(remarkRehype)
    .use(applySiteRules, options)
    .use(rehypeSanitize, SCHEMA)
    .use(anchorHeadings, Object.values(ARTICLE_IDS));

/** The h2 headings of an article's text, in order, with the anchors renderMarkdown gives them. */
export const articleHeadings = (markdown: string): ArticleHeading[] => {
  const processor = pipeline({});
  const tree = processor.runSync(processor.parse(markdown)) as HastRoot;
  const headings: ArticleHeading[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h2") {
      headings.push({ id: String(node.properties.id), text: node.children.map(textOf).join("").trim() });
    }
  });
  return headings;
};

/**
 * An insight's Markdown as HTML that is safe to put into the page as it is.
 * @param markdown the editor's text
 * @param options where pictures' sizes come from
 */
export const renderMarkdown = (markdown: string, options: RenderOptions = {}): string =>
  pipeline(options).use(rehypeStringify).processSync(markdown).toString();

/** The links and pictures a text names, for the data check to follow, and the raw HTML the page leaves out. */
export type MarkdownReferences = {
  links: string[];
  images: { src: string; alt: string }[];
  html: string[];
};

/**
 * Every address a Markdown text links to and every picture it shows, written
 * inline or as references ([text][name] with [name]: /path below), and each
 * piece of raw HTML in it (which renderMarkdown drops).
 */
export const markdownReferences = (markdown: string): MarkdownReferences => {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastRoot;
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => void definitions.set(node.identifier, node.url));
  const references: MarkdownReferences = { links: [], images: [], html: [] };
  visit(tree, (node) => {
    if (node.type === "link") references.links.push(node.url);
    if (node.type === "linkReference" && definitions.has(node.identifier)) {
      references.links.push(definitions.get(node.identifier)!);
    }
    if (node.type === "image") references.images.push({ src: node.url, alt: node.alt ?? "" });
    if (node.type === "html") references.html.push(node.value);
    if (node.type === "imageReference" && definitions.has(node.identifier)) {
      references.images.push({ src: definitions.get(node.identifier)!, alt: node.alt ?? "" });
    }
  });
  return references;
};

/** Words a reader in this trade reads in a minute of technical text. */
export const WORDS_PER_MINUTE = 200;

/** How many minutes reading a Markdown text takes, at least one. */
export const readingMinutes = (markdown: string): number =>
  Math.max(1, Math.round(readingTime(markdown, { wordsPerMinute: WORDS_PER_MINUTE }).minutes));

/**
 * An article's HTML (renderMarkdown's) cut before its `sections + 1`-th section heading (<h2>), or the
 * whole of it with nothing after when it has no more sections than that. The pipeline writes every
 * "<" of the text as an entity ("&#x3C;"), so "<h2" is only ever its own tag.
 */
export const splitAfterSections = (html: string, sections: number): [string, string] => {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((match) => match.index);
  const cut = starts[sections];
  return cut === undefined ? [html, ""] : [html.slice(0, cut), html.slice(cut)];
};
