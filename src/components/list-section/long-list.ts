/** A ticked or plain list this long stands across the page under its head, up to three to a row. */
export const LONG_LIST_ITEMS = 10;
