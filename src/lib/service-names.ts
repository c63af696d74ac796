/**
 * The service pages (the Services menu's links) by address, with the names the menu gives them. Kept
 * apart from ../hooks/use-site, which the editor's preview replaces with its own (src/cms/preview-site).
 */
export const serviceNames = (navigation: {
  links: readonly { children?: readonly { to: string; label: string }[] | null }[];
}): Map<string, string> =>
  new Map(
    navigation.links.flatMap((link) => link.children ?? []).map((child) => [child.to, child.label] as const),
  );

/**
 * Every page the main navigation links to (its links and the groups' links) by address, with the name
 * the menu gives it: what a link elsewhere says of where it leads.
 */
export const pageNames = (navigation: {
  links: readonly {
    label: string;
    to?: string | null;
    children?: readonly { to: string; label: string }[] | null;
  }[];
}): Map<string, string> =>
  new Map([
    ...navigation.links.flatMap((link) => (link.to ? [[link.to, link.label] as const] : [])),
    ...serviceNames(navigation),
  ]);

/**
 * A menu's Title Case name as a name in running text: each word after the first in lower case, but for
 * an abbreviation (two capitals or more, such as GMP). "Computer System Validations" → "Computer system
 * validations"; "GMP Audits" → "GMP audits".
 */
export const inSentenceCase = (name: string) =>
  name
    .split(" ")
    .map((word, index) => (index === 0 || /[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(" ");
