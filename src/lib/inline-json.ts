/**
 * JSON to be written inside an HTML <script> element (JSON-LD). Text from
 * data/ is untrusted: `</script>` or `<!--` in it would end the element or
 * change how the browser reads the rest of the page. Escaping `<`, `>` and `&`
 * as \u003c, \u003e and \u0026 (and U+2028/U+2029, which end a line in older
 * JavaScript parsers) keeps the JSON equal in meaning while no sequence of
 * characters in it can mean anything to the HTML parser.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapeCharacter);
