/** reading-time's function without its stream (see src/lib/markdown.ts); the package declares only its main module. */
declare module "reading-time/lib/reading-time" {
  export { default } from "reading-time";
}
