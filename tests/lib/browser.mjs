/**
 * Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core.
 * Every request that is not for this machine (the map frame, say) is answered
 * locally with an empty page, so no test ever reaches the internet.
 */
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for Chromium on these machines: no sandbox as root, and no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });

const isLocal = (url) => /^(http:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|about:)/.test(url);

/** A browser context that keeps all traffic on this machine. Every test opens its contexts with it. */
export const newLocalContext = async (browser, options = {}) => {
  const context = await browser.newContext(options);
  await context.route(
    (url) => !isLocal(url.href),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Offline stand-in</title>",
      }),
  );
  return context;
};

/** Scrolls to the bottom in steps, so every scroll-triggered section reveals. */
export const scrollThrough = async (page) => {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
};

/** How much slower than this machine a mid-range phone runs a page's script (Chromium's CPU throttling). */
export const SLOW_PHONE_CPU = 6;

/** Runs the page's script as slowly as a mid-range phone would. */
export const slowDownCpu = async (page, rate = SLOW_PHONE_CPU) => {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
};
