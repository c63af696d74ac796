import type { GatsbySSR } from "gatsby";

import { NO_SCRIPT_STYLES, PAINT_AFTER, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "./src/lib/inline-head";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
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
