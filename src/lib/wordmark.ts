/** The attribute of static/images/wordmark.svg recording the name it was drawn from (scripts/make-artwork.mjs). */
export const WORDMARK_NAME_ATTRIBUTE = "data-drawn-from";
