import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import site from "../../../data/site.json";
import { telHref } from "../../lib/contact-links";
import { loadNavigation } from "../../test-utils/page-fixtures";
import { startHeaderMenus } from "../../islands/header-menus";
import Header from ".";

const navigation = loadNavigation();

const renderHeader = (currentPath: string, request?: string) =>
  render(<Header site={site} navigation={navigation} currentPath={currentPath} request={request} />);

const requestButtons = () => screen.getAllByRole("link", { name: navigation.requestLabel });
const menuButton = () => screen.getByRole("button", { name: navigation.menuButtonLabel });

// The menus' behaviour runs on the markup, as in the browser (src/islands/header-menus.ts).
let stopMenus: () => void;
beforeEach(() => {
  stopMenus = startHeaderMenus();
});
afterEach(() => stopMenus());

describe("Header: the ways to reach the firm", () => {
  it("calls the firm's number from a link named by the call label and the number (the phone bar's button, the desktop's number)", () => {
    renderHeader("/");
    const calls = screen.getAllByRole("link", { name: `${navigation.callLabel} ${site.phone}` });
    // One in the phone bar and one beside the desktop links; CSS shows one of them at a time.
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute("href", telHref(site.phone));
    expect(telHref(site.phone)).toMatch(/^tel:\+\d+$/);
  });

  it("leads its request button to the form with the page's own request chosen, naming the header as where it started", () => {
    renderHeader("/gmpaudits/", "new audit");
    for (const button of requestButtons()) {
      expect(button).toHaveAttribute(
        "href",
        "/contactus/?request=new+audit&from=gmpaudits-header#request-form",
      );
    }
  });

  it("leads to the form with nothing chosen from a page without a request, and down to it on the contact page", () => {
    const { unmount } = renderHeader("/aboutus/");
    for (const button of requestButtons())
      expect(button).toHaveAttribute("href", "/contactus/?from=aboutus-header#request-form");
    unmount();
    renderHeader("/contactus/");
    for (const button of requestButtons()) expect(button).toHaveAttribute("href", "#request-form");
  });

  it("holds a short request button in the phone bar, named for screen readers by the whole request text, before the call button", () => {
    renderHeader("/gmpaudits/", "new audit");
    const short = screen.getByText(navigation.requestShortLabel, { exact: true }).closest("a")!;
    expect(short).toHaveAccessibleName(navigation.requestLabel);
    expect(short).toHaveAttribute("href", "/contactus/?request=new+audit&from=gmpaudits-header#request-form");
    const call = document.querySelector("[data-header-call]")!;
    expect(short.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("ends the phone menu with the phone number, the email address and the request button; the button closes the menu", async () => {
    const user = userEvent.setup();
    renderHeader("/training/", "training");
    await user.click(menuButton());
    const menu = document.getElementById(menuButton().getAttribute("aria-controls")!)!;
    const contacts = menu.querySelector("[data-menu-contacts]") as HTMLElement;
    expect(within(contacts).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    expect(within(contacts).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    const request = within(contacts).getByRole("link", { name: navigation.requestLabel });
    expect(request).toHaveAttribute("href", "/contactus/?request=training&from=training-header#request-form");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(request);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps what the data says as text", () => {
    const hostile = { ...site, phone: "<b>+91 1</b>", email: "x@example.com<script>" };
    render(<Header site={hostile} navigation={navigation} currentPath="/" />);
    expect(screen.getAllByText("<b>+91 1</b>", { exact: false }).length).toBeGreaterThan(0);
    expect(document.querySelector("header b, header script")).toBeNull();
  });
});
