import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { loadNavigation } from "../../test-utils/page-fixtures";
import { startHeaderMenus } from "../../islands/header-menus";
import Nav from ".";

/** The navigation as built, then the menus' script started on it, as in the browser. */
const renderNav = (currentPath = "/") => {
  stopMenus();
  const rendered = renderBuilt(currentPath);
  stopMenus = startHeaderMenus();
  return rendered;
};

const renderBuilt = (currentPath = "/") =>
  render(
    <>
      <Nav
        links={navigation.links}
        currentPath={currentPath}
        label={navigation.navLabel}
        menuButtonLabel={navigation.menuButtonLabel}
        currentSectionLabel={navigation.currentSectionLabel}
      />
      <button type="button">Outside</button>
    </>,
  );

const navigation = loadNavigation();
// Labels as data/navigation.json gives them (an editor may reword any): the one group (Services), its
// pages, and the link after it.
const groupAt = navigation.links.findIndex((item) => item.children);
const group = navigation.links[groupAt];
const groupLinks = group.children!;
const afterGroup = navigation.links[groupAt + 1];
const topLinks = navigation.links.filter((item) => !item.children);
const topLinkTo = (to: string) => topLinks.find((item) => item.to === to)!;

const link = (label: string) => screen.getByRole("link", { name: label });
// The group's name, and on one of its pages the words that say so after it.
const services = () =>
  screen.getByRole("button", { name: new RegExp(`^${group.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
const menuButton = () => screen.getByRole("button", { name: navigation.menuButtonLabel });
const servicesList = () => document.getElementById(services().getAttribute("aria-controls")!)!;
const menuList = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;

// The menus' behaviour runs on the markup, as in the browser (src/islands/header-menus.ts).
let stopMenus: () => void;
beforeEach(() => {
  stopMenus = startHeaderMenus();
});
afterEach(() => stopMenus());

describe("Main navigation (SPEC §2)", () => {
  it("builds the groups' buttons without a state, which the menus' script gives them: without it their lists show", () => {
    stopMenus();
    const { unmount } = renderBuilt();
    expect(services()).not.toHaveAttribute("aria-expanded");
    unmount();
    stopMenus = startHeaderMenus();
    renderNav();
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("is a labelled nav with Home, About Us, Services and Contact Us, Services holding the five service pages", () => {
    renderNav();
    const nav = screen.getByRole("navigation", { name: navigation.navLabel });
    for (const to of ["/", "/aboutus/", "/contactus/"]) {
      expect(within(nav).getByRole("link", { name: topLinkTo(to).label })).toHaveAttribute("href", to);
    }
    const serviceLinks = within(servicesList()).getAllByRole("link");
    expect(serviceLinks.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      groupLinks.map((child) => [child.label, child.to]),
    );
    expect(groupLinks.map((child) => child.to)).toEqual([
      "/gmpaudits/",
      "/qualityconsulting/",
      "/computersystemvalidations/",
      "/training/",
      "/regulatoryaffairs/",
    ]);
  });

  it("marks the current page with aria-current, with or without a trailing slash", () => {
    const training = groupLinks.find((child) => child.to === "/training/")!;
    renderNav("/training");
    expect(link(training.label)).toHaveAttribute("aria-current", "page");
    expect(link(topLinkTo("/").label)).not.toHaveAttribute("aria-current");
    expect(services()).toHaveAttribute("data-holds-current", "true");
  });

  it("marks a link whose pages sit below it as the current section on them, and no link on the home page's behalf", () => {
    const below = topLinks.find((item) => item.to && item.to !== "/")!;
    renderNav(`${below.to}some-article/`);
    expect(link(below.label)).toHaveAttribute("aria-current", "true");
    expect(link(topLinkTo("/").label)).not.toHaveAttribute("aria-current");
    expect(services()).toHaveAttribute("data-holds-current", "false");
  });

  it("says in the group's button that it lists the current page, and only then", () => {
    const { unmount } = renderNav(groupLinks[0].to);
    expect(services()).toHaveAccessibleName(`${group.label} ${navigation.currentSectionLabel}`);
    // The words are for screen readers; the look says it with the button's mark.
    expect(services().lastElementChild?.previousElementSibling).toHaveTextContent(
      navigation.currentSectionLabel,
    );
    unmount();
    renderNav(afterGroup.to!);
    expect(services()).toHaveAccessibleName(group.label);
  });

  it("opens and closes the Services dropdown with a click, exposing its state", async () => {
    const user = userEvent.setup();
    renderNav();
    expect(services()).toHaveAttribute("aria-expanded", "false");
    expect(servicesList()).toHaveAttribute("data-open", "false");
    await user.click(services());
    expect(services()).toHaveAttribute("aria-expanded", "true");
    expect(servicesList()).toHaveAttribute("data-open", "true");
    await user.click(services());
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the dropdown with Enter and with Space, and Escape closes it and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderNav();
    services().focus();
    await user.keyboard("{Enter}");
    expect(services()).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(link(groupLinks[0].label)).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(services()).toHaveAttribute("aria-expanded", "false");
    expect(services()).toHaveFocus();
    await user.keyboard(" ");
    expect(services()).toHaveAttribute("aria-expanded", "true");
  });

  it("moves the focus through the dropdown with the arrow keys, Home and End, opening it from its button", async () => {
    const user = userEvent.setup();
    renderNav();
    const at = (index: number) => link(groupLinks.at(index)!.label);
    services().focus();
    await user.keyboard("{ArrowDown}");
    expect(services()).toHaveAttribute("aria-expanded", "true");
    expect(at(0)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(at(1)).toHaveFocus();
    await user.keyboard("{End}");
    expect(at(-1)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(at(-1)).toHaveFocus(); // it stops at the last
    await user.keyboard("{ArrowUp}");
    expect(at(-2)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(at(0)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(at(0)).toHaveFocus(); // and at the first
    await user.keyboard("{Escape}");
    expect(services()).toHaveFocus();
    expect(services()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowUp}");
    expect(services()).toHaveAttribute("aria-expanded", "true");
    expect(at(-1)).toHaveFocus();
  });

  it("leaves the arrow keys, Home and End alone outside a group, and Home and End on its button", async () => {
    const user = userEvent.setup();
    renderNav();
    link(afterGroup.label).focus();
    await user.keyboard("{ArrowDown}{Home}");
    expect(link(afterGroup.label)).toHaveFocus();
    services().focus();
    await user.keyboard("{Home}{End}");
    expect(services()).toHaveFocus();
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the dropdown when focus leaves it", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(services());
    for (let i = 0; i < groupLinks.length; i++) await user.tab(); // through the group's links
    expect(link(groupLinks.at(-1)!.label)).toHaveFocus();
    await user.tab();
    expect(link(afterGroup.label)).toHaveFocus();
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the dropdown on a click outside the navigation", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(services());
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the phone menu from the menu button, with the Services toggle nested inside", async () => {
    const user = userEvent.setup();
    renderNav();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuList()).toHaveAttribute("data-open", "false");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuList()).toHaveAttribute("data-open", "true");
    expect(menuList()).toContainElement(services());
  });

  it("closes both menus when a link is chosen", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    await user.click(services());
    await user.click(link(groupLinks[0].label));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes the innermost menu first, then the phone menu, returning focus each time", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    await user.click(services());
    await user.keyboard("{Escape}");
    expect(services()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(services()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });
});

describe("the menus' script (src/islands/header-menus.ts)", () => {
  it("works on a navigation drawn again after it started, and on none but the site's own", async () => {
    const user = userEvent.setup();
    const { unmount } = renderNav();
    unmount();
    renderNav("/training/");
    await user.click(services());
    expect(services()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(services()).toHaveAttribute("aria-expanded", "false");
  });

  it("leaves a toggle outside the site's navigation alone", async () => {
    const user = userEvent.setup();
    render(
      <div>
        <button type="button" aria-expanded="false" aria-controls="elsewhere" data-submenu-toggle>
          Elsewhere
        </button>
        <ul id="elsewhere" data-open="false" />
      </div>,
    );
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveAttribute("aria-expanded", "false");
  });
});
