/**
 * Keeps `--header-height` on <html> at the sticky header's height as drawn, which the scroll padding
 * reads (src/styles/global.scss): whatever makes the header taller (large text, wider text spacing, a
 * font of the visitor's own), what focus or a link scrolls to lands below it. Until this runs, and
 * without JavaScript, the padding assumes the header's one-row height.
 */
export const HEADER_HEIGHT = "--header-height";

/** Starts following the header of this document; returns what stops it (for tests). */
export const startHeaderHeight = (doc: Document = document): (() => void) => {
  const header = doc.querySelector<HTMLElement>("[data-site-header]");
  if (!header || typeof ResizeObserver === "undefined") return () => undefined;
  // Called once as observing starts, then on every change of size. Set through the CSSOM, which the
  // Content-Security-Policy allows (a style attribute in the markup it would not).
  const observer = new ResizeObserver(() =>
    doc.documentElement.style.setProperty(HEADER_HEIGHT, `${header.offsetHeight}px`),
  );
  observer.observe(header);
  return () => observer.disconnect();
};
