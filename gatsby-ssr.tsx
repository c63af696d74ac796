import type { GatsbySSR } from "gatsby";

import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT } from "./src/lib/inline-head";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="reveal-boot" dangerouslySetInnerHTML={{ __html: REVEAL_BOOT_SCRIPT }} />,
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLES }} />
    </noscript>,
  ]);
};
