import type { Navigation, Site } from "../../hooks/use-site";
import type { MenuGroup } from "../../lib/menu";
import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import Icon from "../icon";
import Nav from "../nav";
import * as styles from "./header.module.scss";

type HeaderProps = {
  site: Pick<Site, "name" | "logo" | "wordmark" | "phone" | "email">;
  navigation: Navigation;
  /** The readiness checks, listed at the end of the menu's last group (../../lib/menu.ts). */
  checks?: MenuGroup | null;
  currentPath: string;
  /** The request the page's banner button chooses on the form, which the header's button chooses too. */
  request?: string | null;
};

/**
 * The sticky top bar: logo and company name (one link home), the main navigation, and the ways to
 * reach the firm from anywhere on the page. From 1024 px the phone number and a button to the form
 * stand beside the links; below that a short request button and a call button stand beside the menu
 * button (the request from 360 px: narrower phones have no room for it), and the open menu ends with
 * the phone number, the email address and the request button. Each of the two sets is hidden
 * (display: none) where the other shows.
 */
const Header = ({ site, navigation, checks, currentPath, request }: HeaderProps) => {
  const formHref = contactFormHref(currentPath, request, "header");
  const call = `${navigation.callLabel} ${site.phone}`;
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <a href="/" className={styles.brand}>
          <img className={styles.logo} src={site.logo} alt="" width="40" height="40" />
          <img className={styles.wordmark} src={site.wordmark} alt={site.name} width="120" height="40" />
        </a>
        {/* Phones from 360 px and tablets: the request in the bar itself, its name the whole button text. */}
        <a
          className={styles.requestShort}
          href={formHref}
          aria-label={navigation.requestLabel}
          data-header-request
        >
          {navigation.requestShortLabel}
        </a>
        <a className={styles.callButton} href={telHref(site.phone)} data-header-call>
          <Icon name="phone" className={styles.icon} />
          <span className={styles.hidden}>{call}</span>
        </a>
        <Nav
          links={navigation.links}
          more={checks}
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
