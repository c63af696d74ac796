/** A computed CSS colour's red, green and blue channels (0-255), as `rgb()` or `rgba()` gives them. */
export const channelsOf = (colour: string): number[] =>
  (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/** WCAG's relative luminance of an sRGB colour given as 0-255 channels. */
export const relativeLuminance = ([red, green, blue]: number[]) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
};
