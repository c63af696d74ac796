import { mediaQueryOf } from "../test-utils/media-query";
import { SCROLL_SLACK_PX, startPageNavTuck, TUCKED_ATTRIBUTE, TUCKS_BELOW } from "./page-nav-tuck";

/** The browser's answer for TUCKS_BELOW: whether the screen is narrower than 1024 px. */
const screenOf = (narrow: boolean) => mediaQueryOf(TUCKS_BELOW, narrow);

/** A header 73 px tall and the row, stuck under it or still lower on the page. */
const page = () => {
  document.body.innerHTML = `
    <header data-site-header></header>
    <nav data-page-nav><a href="#first">First</a></nav>`;
  const header = document.querySelector("header")!;
  const nav = document.querySelector("nav")!;
  header.getBoundingClientRect = () => ({ top: 0, bottom: 73 }) as DOMRect;
  let navTop = 73;
  nav.getBoundingClientRect = () => ({ top: navTop, bottom: navTop + 49 }) as DOMRect;
  return {
    nav,
    link: nav.querySelector("a")!,
    lower: (top: number) => (navTop = top),
  };
};

/** The frames asked for, run by the next scroll's end as the browser would run them. */
let frames: FrameRequestCallback[] = [];

/** Scrolls the page to `y`, then draws the next frame. */
const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
};

let stop = () => undefined as void;
beforeEach(() => {
  window.requestAnimationFrame = (callback) => frames.push(callback);
  scrollTo(0);
});
afterEach(() => stop());

describe("On this page on a phone or tablet", () => {
  it("slides away as the page scrolls down under it, and comes back as soon as it scrolls up", () => {
    screenOf(true);
    const { nav } = page();
    stop = startPageNavTuck();
    scrollTo(800);
    expect(nav).toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(800 - SCROLL_SLACK_PX);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
  });

  it("moves for no scroll shorter than the slack, either way", () => {
    screenOf(true);
    const { nav } = page();
    stop = startPageNavTuck();
    scrollTo(SCROLL_SLACK_PX - 1);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(SCROLL_SLACK_PX);
    expect(nav).toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(2);
    expect(nav).toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(0);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
  });

  it("stays while it still scrolls with the page, below the header", () => {
    screenOf(true);
    const { nav, lower } = page();
    lower(400);
    stop = startPageNavTuck();
    scrollTo(200);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
  });

  it("comes back when one of its links takes the focus, and stays while it holds it", () => {
    screenOf(true);
    const { nav, link } = page();
    stop = startPageNavTuck();
    scrollTo(800);
    expect(nav).toHaveAttribute(TUCKED_ATTRIBUTE);
    link.focus();
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(1600);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
  });

  it("stays from 1024 px, and comes back when the screen widens", () => {
    const screen = screenOf(true);
    const { nav } = page();
    stop = startPageNavTuck();
    scrollTo(800);
    expect(nav).toHaveAttribute(TUCKED_ATTRIBUTE);
    screen.set(false);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
    scrollTo(1600);
    expect(nav).not.toHaveAttribute(TUCKED_ATTRIBUTE);
  });

  it("does nothing on a page without the row", () => {
    screenOf(true);
    document.body.innerHTML = "<header data-site-header></header>";
    stop = startPageNavTuck();
    expect(() => scrollTo(800)).not.toThrow();
  });
});
