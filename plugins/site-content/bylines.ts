/**
 * An article's author and technical reviewer are consultants of the firm: each name should be one
 * the About page's consultants section lists, where a reader can see who they are. A name it does
 * not list is a copy warning (the firm may be about to add the person), never an error. While no
 * consultant is listed at all, the bylines are the launch check's stand-ins and nothing is said here.
 */
import type { DataText } from "./spelling";

const BYLINE = /^data\/insights\/[^/]+\.json$/;
const BYLINE_FIELDS = new Set(["/author", "/reviewer"]);
const CONSULTANT_NAME = /^\/sections\/\d+\/consultants\/\d+\/name$/;

/** One warning per byline that names nobody among the consultants of data/pages/*.json. */
export const checkBylines = (texts: DataText[]): string[] => {
  const consultants = new Set(
    texts
      .filter(({ file, pointer }) => file.startsWith("data/pages/") && CONSULTANT_NAME.test(pointer))
      .map(({ text }) => text.trim()),
  );
  if (consultants.size === 0) return [];
  return texts
    .filter(({ file, pointer }) => BYLINE.test(file) && BYLINE_FIELDS.has(pointer))
    .filter(({ text }) => !consultants.has(text.trim()))
    .map(
      ({ file, pointer, text }) =>
        `${file} ${pointer}: name a consultant listed on the About page ("${text}" is not among them)`,
    );
};
