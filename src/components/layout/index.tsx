import type { ReactNode } from "react";

import { useSite } from "../../hooks/use-site";
import { MAIN_ID } from "../../lib/layout-ids";
import { checksGroup } from "../../lib/menu";
import Footer from "../footer";
import Header from "../header";
import Seo from "../seo";
import type { ArticleHead, StructuredDataPerson } from "../seo/structured-data";
import * as styles from "./layout.module.scss";

type LayoutProps = {
  currentPath: string;
  head: {
    title: string;
    description: string;
    keywords: readonly string[];
    noindex?: boolean | null;
    /** The page's main heading (its hero title), which names it in structured data. */
    heading: string;
    /** On an article's page: what its head tags and structured data say of it (../seo/article.ts). */
    article?: ArticleHead;
    /** The consultants the page shows, for its structured data. */
    people?: readonly StructuredDataPerson[];
  };
  /** The request the page's banner button chooses on the form: the header's button chooses it too. */
  request?: string | null;
  /** The page gives the firm's address, phone and email itself (the contact page): the footer does not repeat them. */
  givesContact?: boolean;
  children: ReactNode;
};

/** Every page's frame: head tags, skip link, header, main content and footer. */
const Layout = ({ currentPath, head, request, givesContact = false, children }: LayoutProps) => {
  const { site, navigation, checks, buildTime } = useSite();
  const checksMenu = checksGroup(navigation, checks);
  return (
    <>
      <Seo {...head} path={currentPath} site={site} navigation={navigation} />
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {navigation.skipLinkLabel}
      </a>
      <Header
        site={site}
        navigation={navigation}
        checks={checksMenu}
        currentPath={currentPath}
        request={request}
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} navigation={navigation} buildTime={buildTime} contact={!givesContact} />
    </>
  );
};

export default Layout;
