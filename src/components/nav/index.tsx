import type { Navigation } from "../../hooks/use-site";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { MENU_ID, submenuId } from "../../lib/layout-ids";
import type { MenuGroup } from "../../lib/menu";
import { isBelowPath, isSamePath } from "../../lib/paths";
import Icon from "../icon";
import * as styles from "./nav.module.scss";

type NavProps = {
  links: Navigation["links"];
  currentPath: string;
  label: string;
  menuButtonLabel: string;
  /** Said after a group's name where the group lists the current page, such as "(current section)". */
  currentSectionLabel: string;
  /** Listed at the end of the last group (Services) under its own name: the readiness checks. */
  more?: MenuGroup | null;
  /** Ends the menu on phones and tablets: the firm's phone and email, and a button to the form. */
  contacts?: {
    phone: string;
    email: string;
    request: { label: string; href: string };
  };
};

/**
 * The main navigation. From 1024 px the links stand in a row and each group
 * (Services) is a dropdown; below that, a menu button opens them as a list
 * with each group as a nested toggle, which says in its name when it lists
 * the current page (that link has aria-current="page"; a link whose pages sit below it, as the
 * articles and topics below Insights, has aria-current="true" on them). Below 1024 px the menu ends with the
 * ways to reach the firm (the header shows them itself from 1024 px).
 *
 * The markup only, every menu closed: src/islands/header-menus.ts opens and
 * closes them in the browser (started by src/islands/site.ts in a build, gatsby-browser.tsx in develop).
 */
const Nav = ({
  links,
  currentPath,
  label,
  menuButtonLabel,
  currentSectionLabel,
  more,
  contacts,
}: NavProps) => {
  const renderLink = (to: string, text: string) => {
    const current = isSamePath(to, currentPath) ? "page" : isBelowPath(to, currentPath) ? "true" : undefined;
    return (
      <a href={to} className={styles.link} aria-current={current}>
        {text}
      </a>
    );
  };

  const lastGroup = links.reduce((last, link, index) => (link.children ? index : last), -1);

  return (
    <nav aria-label={label} className={styles.nav} data-site-nav>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={false}
        aria-controls={MENU_ID}
        data-menu-toggle
      >
        {/* One of the two shows, by the button's aria-expanded (./nav.module.scss). */}
        <Icon name="menu" className={`${styles.menuIcon} ${styles.whenClosed}`} />
        <Icon name="close" className={`${styles.menuIcon} ${styles.whenOpen}`} />
        <span className={styles.menuButtonText}>{menuButtonLabel}</span>
      </button>
      <ul id={MENU_ID} className={styles.menu} data-menu data-open={false}>
        {links.map((item, index) => {
          if (!item.children) {
            return <li key={item.label}>{item.to && renderLink(item.to, item.label)}</li>;
          }
          const id = submenuId(item.label);
          // The readiness checks close the last group: a row at 1024 px has no room for a group of theirs.
          const extra = index === lastGroup ? more : null;
          const holdsCurrent = [...item.children, ...(extra?.children ?? [])].some((child) =>
            isSamePath(child.to, currentPath),
          );
          return (
            <li key={item.label} className={styles.group} data-submenu-parent>
              <button
                type="button"
                className={styles.groupButton}
                // No state until the menus' script gives it one: without it the list shows.
                aria-controls={id}
                data-holds-current={holdsCurrent}
                data-submenu-toggle
              >
                {item.label}
                {/* In the button's name, which every screen reader reads out as it reaches the button
                    (a description or aria-current on a button some leave unsaid or say only later). */}
                {holdsCurrent && <span className={styles.hidden}> {currentSectionLabel}</span>}
                <Icon name="chevron" className={styles.chevron} />
              </button>
              <ul id={id} className={styles.submenu} data-submenu data-open={false}>
                {item.children.map((child) => (
                  <li key={child.to}>{renderLink(child.to, child.label)}</li>
                ))}
                {extra && (
                  <li className={styles.more}>
                    <p id={`${id}-more`} className={styles.moreLabel}>
                      {extra.label}
                    </p>
                    <ul className={styles.moreList} aria-labelledby={`${id}-more`}>
                      {extra.children.map((child) => (
                        <li key={child.to}>{renderLink(child.to, child.label)}</li>
                      ))}
                    </ul>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
        {contacts && (
          <li className={styles.contacts} data-menu-contacts>
            <a className={styles.contact} href={telHref(contacts.phone)}>
              <Icon name="phone" className={styles.contactIcon} />
              {contacts.phone}
            </a>
            <a className={styles.contact} href={mailtoHref(contacts.email)}>
              <Icon name="email" className={styles.contactIcon} />
              {contacts.email}
            </a>
            <a className={styles.request} href={contacts.request.href}>
              {contacts.request.label}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
};

export default Nav;
