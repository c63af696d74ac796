/**
 * @jest-environment node
 */
import { PassThrough } from "stream";
import { text } from "stream/consumers";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

import { withoutStreamNuls } from "./gatsby-internals";

describe("a page's body as Gatsby's renderer streams it", () => {
  /** Short runs of text, then a dash `offset` bytes on: at some offset it ends React's 2,048-byte buffer. */
  const page = (offset: number) =>
    createElement(
      "div",
      null,
      ...Array.from({ length: 18 }, (_, i) => createElement("span", { key: i }, "a".repeat(97))),
      createElement("span", null, `${"b".repeat(offset)}—`),
    );
  const streamed = (offset: number) =>
    new Promise<string>((resolve, reject) => {
      const out = new PassThrough();
      const { pipe } = renderToPipeableStream(page(offset), {
        onAllReady: () => {
          pipe(out);
          text(out).then(resolve, reject);
        },
        onError: reject,
      });
    });

  it("holds NUL bytes before a character that ends React 18's buffer, and loses them, and nothing else, on the way to public/", async () => {
    const bodies = await Promise.all(Array.from({ length: 110 }, (_, offset) => streamed(offset)));
    // Once React writes none (React 19), withoutStreamNuls and its call in plugins/cdn-deploy can go.
    const withNul = bodies.filter((body) => body.includes("\0"));
    expect(withNul.length).toBeGreaterThan(0);
    bodies.forEach((body, offset) =>
      expect(withoutStreamNuls(body)).toBe(
        `<div>${"<span>".concat("a".repeat(97), "</span>").repeat(18)}<span>${"b".repeat(offset)}—</span></div>`,
      ),
    );
  });
});
