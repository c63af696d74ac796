import "@testing-library/jest-dom";

import { installIntersectionObserver } from "./src/test-utils/intersection-observer";

// jsdom has no IntersectionObserver: give every test one under which nothing ever comes into view.
// (Tests of code the host runs on its servers, functions/, run without a DOM.)
if (typeof window !== "undefined") installIntersectionObserver();
