import type { Navigation, Site } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import Icon from "../icon";
import Nav from "../nav";
import * as styles from "./header.module.scss";

type HeaderProps = {
  site: Pick<Site, "name" | "logo" | "wordmark" | "phone" | "email">;
  navigation: Navigation;
  currentPath: string;
  /** The request the page's banner button chooses on the form, which the header's button chooses too. */
  request?: string | null;
};

/**
 * The sticky top bar: logo and company name (one link home), the main navigation, and the ways to
 * reach the firm from anywhere on the page. From 1024 px the phone number and a button to the form
 * stand beside the links; below that a call button stands beside the menu button, and the open menu
 * ends with the phone number, the email address and the same button. Each of the two sets is hidden
 * (display: none) where the other shows, so a screen reader meets each link once.
 */
const Header = ({ site, navigation, currentPath, request }: HeaderProps) => {
  const formHref = contactFormHref(currentPath, request, "header");
  const call = `${navigation.callLabel} ${site.phone}`;
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <a href="/" className={styles.brand}>
          <img className={styles.logo} src={site.logo} alt="" width="40" height="40" />
          <img className={styles.wordmark} src={site.wordmark} alt={site.name} width="120" height="40" />
        </a>
        <a className={styles.callButton} href={telHref(site.phone)} data-header-call>
          <Icon name="phone" className={styles.icon} />
          <span className={styles.hidden}>{call}</span>
        </a>
        <Nav
          links={navigation.links}
          currentPath={currentPath}
          label={navigation.navLabel}
          menuButtonLabel={navigation.menuButtonLabel}
          currentSectionLabel={navigation.currentSectionLabel}
          contacts={{
            phone: site.phone,
            email: site.email,
            request: { label: navigation.requestLabel, href: formHref },
          }}
        />
        <div className={styles.reach} data-header-reach>
          <a className={styles.phone} href={telHref(site.phone)}>
            <Icon name="phone" className={styles.icon} />
            <span className={styles.phoneText}>
              <span className={styles.hidden}>{navigation.callLabel} </span>
              {site.phone}
            </span>
          </a>
          <a className={styles.request} href={formHref}>
            {navigation.requestLabel}
          </a>
        </div>
      </div>
    </header>
  );
};

export default Header;
