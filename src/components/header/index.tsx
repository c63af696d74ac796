import { Link } from "gatsby";

import type { Navigation, Site } from "../../hooks/use-site";
import Nav from "../nav";
import * as styles from "./header.module.scss";

type HeaderProps = {
  site: Pick<Site, "name" | "logo" | "wordmark">;
  navigation: Navigation;
  currentPath: string;
};

/** The sticky top bar: logo and company name (one link home) and the main navigation. */
const Header = ({ site, navigation, currentPath }: HeaderProps) => (
  <header className={styles.header} data-site-header>
    <div className={styles.inner}>
      <Link to="/" className={styles.brand}>
        <img className={styles.logo} src={site.logo} alt="" width="40" height="40" />
        <img className={styles.wordmark} src={site.wordmark} alt={site.name} width="180" height="36" />
      </Link>
      <Nav
        links={navigation.links}
        currentPath={currentPath}
        label={navigation.navLabel}
        menuButtonLabel={navigation.menuButtonLabel}
      />
    </div>
  </header>
);

export default Header;
