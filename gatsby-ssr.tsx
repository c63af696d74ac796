import type { GatsbySSR } from "gatsby";

import sourceSans from "./src/fonts/source-sans-3.woff2";
import sourceSerif from "./src/fonts/source-serif-4.woff2";
import { NO_SCRIPT_STYLES, PAINT_AFTER, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "./src/lib/inline-head";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // Both faces set the first screen (the banner's title and the text around it). Preloaded, they
    // arrive in time for the first render, which with `font-display: optional` is the only one they
    // may join (src/styles/font-faces.ts). The build serves them hashed from /static/.
    ...[sourceSerif, sourceSans].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // React 18 has no type for `blocking` yet; it writes the attribute as given.
    <link key="paint-after" rel="expect" href={PAINT_AFTER} {...{ blocking: "render" }} />,
    <script key="reveal-boot" dangerouslySetInnerHTML={{ __html: REVEAL_BOOT_SCRIPT }} />,
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLES }} />
    </noscript>,
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
    />,
  ]);
};
