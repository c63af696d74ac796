/**
 * The header's menus, run in the browser on the markup the build wrote (src/components/nav): the
 * phone menu and each group's dropdown (Services). A button opens and closes what it controls and
 * says so in aria-expanded; choosing a link closes everything; Escape closes the innermost open menu
 * and returns focus to its button; a press outside the navigation, or focus leaving it, closes it,
 * and focus leaving an open group closes that group. In a group the arrow keys move the focus, as the
 * disclosure navigation pattern offers: Down or Up on its button opens it at its first or last link,
 * Down and Up step through its links, Home and End go to the first and last. Tab still walks them.
 *
 * Plain DOM, with one set of listeners on the document: it needs no framework, and it keeps working
 * on whatever navigation is on the page, including one React has rendered again.
 */

/** The site's main navigation (not the footer's list of links). */
const NAV = "nav[data-site-nav]";
const MENU_TOGGLE = "[data-menu-toggle]";
const GROUP_TOGGLE = "[data-submenu-toggle]";

const GROUP = "[data-submenu-parent]";

const isOpen = (button: Element) => button.getAttribute("aria-expanded") === "true";

/** Opens or closes what a toggle controls: the button says so, the list shows it (data-open). */
const setOpen = (button: Element, open: boolean) => {
  button.setAttribute("aria-expanded", String(open));
  const list = button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  list?.setAttribute("data-open", String(open));
};

const openGroupOf = (nav: Element) => nav.querySelector(`${GROUP_TOGGLE}[aria-expanded="true"]`);
const openMenuOf = (nav: Element) => nav.querySelector(`${MENU_TOGGLE}[aria-expanded="true"]`);

const closeAll = (nav: Element) => {
  for (const toggle of nav.querySelectorAll(`${MENU_TOGGLE}, ${GROUP_TOGGLE}`)) setOpen(toggle, false);
};

/** Where a key sends the focus among a group's links (a stop at either end), or null if it does not. */
export const linkAfterKey = (key: string, onButton: boolean, at: number, count: number): number | null => {
  if (onButton) return key === "ArrowDown" ? 0 : key === "ArrowUp" ? count - 1 : null;
  const next: number | undefined = (
    { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: count - 1 } as Record<string, number>
  )[key];
  return next === undefined ? null : Math.min(Math.max(next, 0), count - 1);
};

/** Moves the focus within the group it is in, opening it, if the key is one that does. */
const moveInGroup = (event: KeyboardEvent) => {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const group = target?.closest(`${NAV} ${GROUP}`);
  const toggle = group?.querySelector(GROUP_TOGGLE);
  if (!target || !group || !toggle || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return;
  const links = [...group.querySelectorAll<HTMLElement>("[data-submenu] a")];
  const index = linkAfterKey(event.key, target === toggle, links.indexOf(target), links.length);
  if (index === null || index < 0) return;
  event.preventDefault();
  setOpen(toggle, true);
  links[index].focus();
};

/** Starts the menus on every page of this document; returns what stops them (for tests). */
export const startHeaderMenus = (doc: Document = document): (() => void) => {
  const navs = () => [...doc.querySelectorAll(NAV)];

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const nav = target?.closest(NAV);
    if (!target || !nav) return;
    const toggle = target.closest(`${MENU_TOGGLE}, ${GROUP_TOGGLE}`);
    if (toggle?.matches(MENU_TOGGLE)) {
      setOpen(toggle, !isOpen(toggle));
    } else if (toggle) {
      const open = isOpen(toggle);
      const other = openGroupOf(nav);
      if (other && other !== toggle) setOpen(other, false);
      setOpen(toggle, !open);
    } else if (target.closest("a")) {
      closeAll(nav);
    }
  };

  // A press on the page under the phone's open menu lands on the menu's dimming (its list's ::after),
  // outside the list's own box: as outside the navigation, it closes the menu.
  const onScrim = (event: PointerEvent, target: Element) => {
    const box = target.getBoundingClientRect();
    return event.clientY > box.bottom || event.clientY < box.top;
  };

  const onPointerDown = (event: PointerEvent) => {
    for (const nav of navs()) {
      const target = event.target;
      const inside =
        target instanceof Element &&
        nav.contains(target) &&
        !(target.matches("ul") && onScrim(event, target));
      if (!inside) closeAll(nav);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") {
      moveInGroup(event);
      return;
    }
    for (const nav of navs()) {
      const innermost = openGroupOf(nav) ?? openMenuOf(nav);
      if (innermost instanceof HTMLElement) {
        setOpen(innermost, false);
        innermost.focus();
      }
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    const nav = event.target instanceof Element ? event.target.closest(NAV) : null;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!nav || !next) return;
    if (!nav.contains(next)) {
      closeAll(nav);
      return;
    }
    const group = openGroupOf(nav);
    if (group && !group.parentElement?.contains(next)) setOpen(group, false);
  };

  // The groups' buttons are built without a state: without this script their lists show, and a
  // button saying "collapsed" over them would be untrue. From now on each says whether it is open.
  for (const nav of navs()) closeAll(nav);
  doc.addEventListener("click", onClick);
  doc.addEventListener("pointerdown", onPointerDown);
  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("focusout", onFocusOut);
  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("pointerdown", onPointerDown);
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("focusout", onFocusOut);
  };
};
