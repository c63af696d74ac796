import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "util";

import { installIntersectionObserver } from "./src/test-utils/intersection-observer";

// jsdom has no IntersectionObserver: give every test one under which nothing ever comes into view.
// (Tests of code the host runs on its servers, functions/, run without a DOM.)
if (typeof window !== "undefined") installIntersectionObserver();

// Links are plain <a>, and jsdom cannot load another page (it logs "Not implemented: navigation"): a
// click on a link stays on the page. Cancelled on window, after the page's own listeners have seen it.
if (typeof window !== "undefined") {
  window.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  });
}

// jsdom lays nothing out, so has no scrollIntoView: scrolling is the browser tests' to judge.
if (typeof window !== "undefined") Element.prototype.scrollIntoView ??= () => undefined;

// What a test leaves in the browser's storage (the request form's draft, a check's answers) would be
// the next test's returning visitor: each test starts as a first visit.
if (typeof window !== "undefined") beforeEach(() => window.localStorage.clear());

// React's server renderer (the islands' tests write a page as the build does) encodes text with these,
// which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The unit tests run on one worker beside the build (scripts/test-all.sh): on a busy machine a render
// that waits on a promise (the editor's preview reading a saved file) has taken more than Testing
// Library's default second to appear. Waiting longer changes nothing when it is quick.
configure({ asyncUtilTimeout: 5000 });
