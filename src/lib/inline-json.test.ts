import { inlineJson } from "./inline-json";

const HOSTILE = [
  "</script><script>window.injected=1</script>",
  "<!--<script>",
  '<img src=x onerror="window.injected=1">',
  'a "quoted" word & more',
  "line\u2028separator\u2029paragraph",
  "</SCRIPT >",
];

describe("inlineJson", () => {
  it.each(HOSTILE)("keeps %j equal in meaning after a round trip", (text) => {
    const value = { street: text, nested: [{ text }] };
    expect(JSON.parse(inlineJson(value))).toEqual(value);
  });

  it.each(HOSTILE)("writes no character of %j that HTML or old JavaScript parsers read", (text) => {
    expect(inlineJson({ text })).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("escapes each unsafe character as a JSON \\u escape", () => {
    expect(inlineJson("<a>&\u2028\u2029")).toBe('"\\u003ca\\u003e\\u0026\\u2028\\u2029"');
  });

  it("leaves ordinary text as JSON.stringify writes it", () => {
    const value = { name: "Narmada GMP Consultants", phone: "+91 00000 00000", year: 2024 };
    expect(inlineJson(value)).toBe(JSON.stringify(value));
  });
});
