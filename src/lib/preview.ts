/** The most of a text a closed disclosure shows under its title, in characters (the line clips it too). */
export const PREVIEW_CHARACTERS = 90;

/**
 * The start of a text as a closed disclosure's one line of evidence under its title: whole words, cut
 * where the text runs on and marked with an ellipsis.
 */
export const previewOf = (text: string, most = PREVIEW_CHARACTERS): string => {
  if (text.length <= most) return text;
  const cut = text.slice(0, most + 1);
  const end = cut.lastIndexOf(" ");
  return `${cut.slice(0, end > 0 ? end : most).replace(/[\s,;:.\u2013\u2014-]+$/, "")}\u2026`;
};
