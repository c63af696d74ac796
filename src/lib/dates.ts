/** "2026-11-04" as visitors in India and Britain read it: "4 November 2026" (the same on the build and in a browser). */
const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const formatDate = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
};

type Dated = { published: string; updated?: string | null; reviewed?: string | null };

/** The day an article last changed: the latest of its dates (ISO dates compare as text). */
export const lastModified = ({ published, updated, reviewed }: Dated): string =>
  [published, updated, reviewed].reduce<string>(
    (latest, date) => (date && date > latest ? date : latest),
    published,
  );
