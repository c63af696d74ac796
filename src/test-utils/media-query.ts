/**
 * Puts a stand-in for the browser's media query list in `window.matchMedia`: whatever is asked, it
 * answers for `media` with `matches`; `set` changes the answer and tells its listeners, as a screen
 * turned or resized does.
 */
export const mediaQueryOf = (media: string, matches: boolean) => {
  const listeners: (() => void)[] = [];
  const query = {
    matches,
    media,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: () => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    set: (to: boolean) => {
      query.matches = to;
      for (const listener of listeners) listener();
    },
  };
};
