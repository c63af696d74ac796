import { HEADER_HEIGHT, startHeaderHeight } from "./header-height";

/** A stand-in ResizeObserver (jsdom has none): each test says when the header's size changes. */
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
class FakeResizeObserver {
  targets: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
    // As the browser does: one report as observing starts.
    this.callback([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
    observers.splice(observers.indexOf(this), 1);
  }
}

const header = (height: number) => {
  document.body.innerHTML = `<header data-site-header></header>`;
  const element = document.querySelector<HTMLElement>("[data-site-header]")!;
  Object.defineProperty(element, "offsetHeight", { configurable: true, get: () => height });
  return element;
};
const resize = (element: HTMLElement, height: number) => {
  Object.defineProperty(element, "offsetHeight", { configurable: true, get: () => height });
  for (const observer of observers) observer.callback([], observer as unknown as ResizeObserver);
};
const written = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT);

describe("the header's height, for the scroll padding", () => {
  beforeEach(() => {
    window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    document.documentElement.style.removeProperty(HEADER_HEIGHT);
    document.body.innerHTML = "";
    delete (window as Partial<typeof window>).ResizeObserver;
  });

  it("is written on <html> as the header is drawn, and again whenever it grows or shrinks", () => {
    const element = header(73);
    const stop = startHeaderHeight();
    expect(written()).toBe("73px");
    resize(element, 298);
    expect(written()).toBe("298px");
    resize(element, 145);
    expect(written()).toBe("145px");
    stop();
    resize(element, 400);
    expect(written()).toBe("145px");
  });

  it("leaves the stylesheet's own value where there is no header or no ResizeObserver", () => {
    startHeaderHeight()();
    expect(written()).toBe("");
    header(73);
    delete (window as Partial<typeof window>).ResizeObserver;
    startHeaderHeight()();
    expect(written()).toBe("");
  });
});
