import { keepTogether } from "../../lib/keep-together";
import * as styles from "./page-nav.module.scss";

export { PAGE_NAV_SECTIONS } from "./count";

type PageNavProps = {
  /** Its visible label, which names the navigation (data/navigation.json), such as On this page. */
  label: string;
  /** The page's sections with a head, in order, each by its short name (or its heading). */
  sections: readonly { id: string; name: string }[];
};

/**
 * A long service page's wayfinding: a row of links to its sections under the banner that stays in
 * view under the header as the page scrolls, as an article's contents rail does. On a phone the row
 * scrolls sideways; from 1024 px it wraps rather than hide a link past the edge. Without JavaScript it
 * is the same.
 */
const PageNav = ({ label, sections }: PageNavProps) => (
  <nav className={styles.pageNav} aria-labelledby="page-nav-label" data-page-nav>
    <div className={styles.inner}>
      <p id="page-nav-label" className={styles.label}>
        {label}
      </p>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.link} href={`#${section.id}`}>
              {keepTogether(section.name)}
            </a>
          </li>
        ))}
      </ol>
    </div>
  </nav>
);

export default PageNav;
