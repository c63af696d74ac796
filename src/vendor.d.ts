/** reading-time's function without its stream (see src/lib/markdown.ts); the package declares only its main module. */
declare module "reading-time/lib/reading-time" {
  export { default } from "reading-time";
}

/** subset-font 2.9 (HarfBuzz's hb-subset) ships no types: the call src/styles/font-faces.ts makes. */
declare module "subset-font" {
  type Options = {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    /** An axis fixed at a value, or narrowed to a range; an axis not named is kept whole. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  const subsetFont: (font: Buffer, text: string, options?: Options) => Promise<Buffer>;
  export default subsetFont;
}
