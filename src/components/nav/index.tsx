import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";

import type { Navigation } from "../../hooks/use-site";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { MENU_ID, submenuId } from "../../lib/layout-ids";
import { isSamePath } from "../../lib/paths";
import FormLink from "../form-link";
import Icon from "../icon";
import * as styles from "./nav.module.scss";

type NavProps = {
  links: Navigation["links"];
  currentPath: string;
  label: string;
  menuButtonLabel: string;
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
 * with each group as a nested toggle. Choosing a link closes everything;
 * Escape closes the innermost open menu and returns focus to its button;
 * a click outside, or focus leaving a dropdown, closes it. Below 1024 px the
 * menu ends with the ways to reach the firm (the header shows them itself from 1024 px).
 */
const Nav = ({ links, currentPath, label, menuButtonLabel, contacts }: NavProps) => {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const groupButtonRefs = useRef(new Map<string, HTMLButtonElement>());

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, []);

  const closeInnermost = useCallback(() => {
    if (openGroup) {
      groupButtonRefs.current.get(openGroup)?.focus();
      setOpenGroup(null);
    } else if (menuOpen) {
      menuButtonRef.current?.focus();
      setMenuOpen(false);
    }
  }, [openGroup, menuOpen]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || (!menuOpen && !openGroup)) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeInnermost();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next) return;
      if (!nav.contains(next)) {
        closeAll();
      } else if (openGroup && !groupButtonRefs.current.get(openGroup)?.parentElement?.contains(next)) {
        setOpenGroup(null);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    nav.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      nav.removeEventListener("focusout", onFocusOut);
    };
  }, [menuOpen, openGroup, closeAll, closeInnermost]);

  const renderLink = (to: string, text: string) => {
    const isCurrent = isSamePath(to, currentPath);
    return (
      <Link to={to} className={styles.link} aria-current={isCurrent ? "page" : undefined} onClick={closeAll}>
        {text}
      </Link>
    );
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
        data-menu-toggle
      >
        <Icon name={menuOpen ? "close" : "menu"} className={styles.menuIcon} />
        <span className={styles.menuButtonText}>{menuButtonLabel}</span>
      </button>
      <ul id={MENU_ID} className={styles.menu} data-menu data-open={menuOpen}>
        {links.map((item) => {
          if (!item.children) {
            return <li key={item.label}>{item.to && renderLink(item.to, item.label)}</li>;
          }
          const id = submenuId(item.label);
          const open = openGroup === item.label;
          const holdsCurrent = item.children.some((child) => isSamePath(child.to, currentPath));
          return (
            <li key={item.label} className={styles.group} data-submenu-parent>
              <button
                ref={(button) => {
                  if (button) groupButtonRefs.current.set(item.label, button);
                }}
                type="button"
                className={styles.groupButton}
                aria-expanded={open}
                aria-controls={id}
                data-holds-current={holdsCurrent}
                onClick={() => setOpenGroup(open ? null : item.label)}
                data-submenu-toggle
              >
                {item.label}
                <Icon name="chevron" className={styles.chevron} />
              </button>
              <ul id={id} className={styles.submenu} data-submenu data-open={open}>
                {item.children.map((child) => (
                  <li key={child.to}>{renderLink(child.to, child.label)}</li>
                ))}
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
            <FormLink className={styles.request} href={contacts.request.href} onClick={closeAll}>
              {contacts.request.label}
            </FormLink>
          </li>
        )}
      </ul>
    </nav>
  );
};

export default Nav;
