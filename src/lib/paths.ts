/** True when two site paths name the same page, with or without a trailing slash. */
export const isSamePath = (a: string, b: string): boolean => {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return strip(a) === strip(b);
};
