import type { GatsbySSR } from "gatsby";
import headingFont from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2";

import { NO_SCRIPT_STYLES, PAINT_AFTER, REVEAL_BOOT_SCRIPT } from "./src/lib/inline-head";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // React 18 has no type for `blocking` yet; it writes the attribute as given.
    <link key="paint-after" rel="expect" href={PAINT_AFTER} {...{ blocking: "render" }} />,
    // The banner's heading is the first screen's largest text: its face is asked for at once, not when the
    // styles are read (src/styles/_font-faces.scss names the same file). The text face follows from the styles.
    <link
      key="heading-font"
      rel="preload"
      href={headingFont}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    <script key="reveal-boot" dangerouslySetInnerHTML={{ __html: REVEAL_BOOT_SCRIPT }} />,
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLES }} />
    </noscript>,
  ]);
};
