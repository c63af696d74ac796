/**
 * Who signs an article: its author field names a consultant, as the consultants sections of the pages
 * list them (About). An article is signed only when the name is one of theirs; a name nobody listed
 * (such as the launch stand-in "Author to be named") signs nothing, and no byline is drawn for it.
 */

/** What a page's data holds that matters here: its sections, some of them consultants. */
export type PageWithPeople = {
  sections?: readonly { kind?: string | null; consultants?: readonly { name: string }[] | null }[] | null;
};

/** The consultants every page lists, in the pages' order, each name once. */
export const listedConsultants = <T extends { name: string }>(
  sectionsOfPages: readonly (readonly (T[] | readonly T[] | null | undefined)[])[],
): T[] => {
  const seen = new Set<string>();
  return sectionsOfPages.flat().flatMap((people) =>
    (people ?? []).filter((person) => {
      const key = person.name.trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
};

/** The consultants' lists of a page's data, for listedConsultants. */
export const consultantsOfPage = (page: PageWithPeople) =>
  (page.sections ?? []).map((section) => (section.kind === "consultants" ? section.consultants : null));

/** The listed consultant an author field names, or null: the article is then unsigned. */
export const signedBy = <T extends { name: string }>(
  consultants: readonly T[],
  author: string | null | undefined,
): T | null => {
  const name = author?.trim();
  return (name && consultants.find((person) => person.name.trim() === name)) || null;
};
