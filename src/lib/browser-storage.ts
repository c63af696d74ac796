/** The browser's localStorage, or null where it is missing or refused (private modes, blocked storage). */
export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
