/**
 * The editor's preview draws pages with the site's own components. They read
 * the company details and the menu through useSite (src/hooks/use-site.ts),
 * which asks Gatsby's data layer; in the editor there is none, so the
 * editor's build puts this module in its place (see plugins/content-editor), and
 * the preview hands in what the editor holds.
 */
import { createContext, useContext, type ReactNode } from "react";

import type { Navigation, Site } from "../hooks/use-site";
import { PreviewDuotone } from "./preview-duotone";

type SiteData = { site: Site; navigation: Navigation };

const PreviewSiteContext = createContext<SiteData | null>(null);

export const PreviewSite = ({ site, navigation, children }: SiteData & { children: ReactNode }) => (
  <PreviewSiteContext.Provider value={{ site, navigation }}>
    {children}
    <PreviewDuotone />
  </PreviewSiteContext.Provider>
);

/**
 * The same hook as the site's, answered by the preview. Its build time is now: the copyright line reads
 * as the next build will print it.
 */
export const useSite = (): SiteData & { buildTime: string } => {
  const data = useContext(PreviewSiteContext);
  if (!data) throw new Error("useSite in the editor needs a <PreviewSite> around the page");
  return { ...data, buildTime: new Date().toISOString() };
};
