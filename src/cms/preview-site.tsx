/**
 * The editor's preview draws pages with the site's own components. They read
 * the company details and the menu through useSite (src/hooks/use-site.ts),
 * and the consultants the pages list through usePeople (src/hooks/use-people.ts),
 * which ask Gatsby's data layer; in the editor there is none, so the editor's
 * build puts this module in place of both (see plugins/content-editor), and
 * the preview hands in what the editor holds.
 */
import { createContext, useContext, type ReactNode } from "react";

import type { Person } from "../hooks/use-people";
import type { MenuCheck, Navigation, Site } from "../hooks/use-site";
import { signedBy } from "../lib/bylines";
import { PreviewDuotone } from "./preview-duotone";

type SiteData = { site: Site; navigation: Navigation };

const PreviewSiteContext = createContext<(SiteData & { people: readonly Person[] }) | null>(null);

type PreviewSiteProps = SiteData & {
  /** The consultants the pages list, as the editor holds them (none while nobody is listed). */
  people?: readonly Person[];
  children: ReactNode;
};

export const PreviewSite = ({ site, navigation, people = [], children }: PreviewSiteProps) => (
  <PreviewSiteContext.Provider value={{ site, navigation, people }}>
    {children}
    <PreviewDuotone />
  </PreviewSiteContext.Provider>
);

/**
 * The same hook as the site's, answered by the preview. Its build time is now: the copyright line reads
 * as the next build will print it.
 */
export const useSite = (): SiteData & { checks: readonly MenuCheck[]; buildTime: string } => {
  const data = useContext(PreviewSiteContext);
  if (!data) throw new Error("useSite in the editor needs a <PreviewSite> around the page");
  // The preview's menu is the navigation's own: the checks' group, made from data/checks/, is the build's.
  return { site: data.site, navigation: data.navigation, checks: [], buildTime: new Date().toISOString() };
};

/** The same hook as the site's, answered by the preview. */
export const usePeople = () => {
  const data = useContext(PreviewSiteContext);
  if (!data) throw new Error("usePeople in the editor needs a <PreviewSite> around the page");
  const { people } = data;
  return { people, named: (name: string | null | undefined) => signedBy(people, name) };
};
