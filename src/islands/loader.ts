/**
 * Loads an island's scripts (./island.tsx) the first time the visitor touches it: focus, a pointer
 * pressed or a key pressed inside it. Until then the form is the plain HTML form the build wrote,
 * and what is typed in it stays in its fields for the island to take over.
 *
 * A form sent before its island has started is held, and sent again once the island says it is
 * ready (`markIslandReady`), so that it goes through the island's own checks and messages (the
 * browser's own checks are off from the start for that). If the island's scripts cannot be loaded,
 * the held form is sent as a plain HTML form, the browser checking its fields, as without
 * JavaScript: nothing the visitor typed is lost either way.
 */
import { ISLAND_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from "./attributes";

/** What counts as a first touch. */
const TOUCH_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/** The event an island's container receives once React has taken it over. */
export const ISLAND_READY_EVENT = "island-ready";
const READY_ATTRIBUTE = "data-island-ready";

/** Called by an island's script once its component has hydrated the container. */
export const markIslandReady = (container: HTMLElement): void => {
  container.setAttribute(READY_ATTRIBUTE, "");
  container.dispatchEvent(new Event(ISLAND_READY_EVENT));
};

const isReady = (container: HTMLElement) => container.hasAttribute(READY_ATTRIBUTE);

/** Appends the scripts in order; resolves once all have run, rejects if one fails to load. */
const loadScripts = (doc: Document, sources: string[]): Promise<void> =>
  Promise.all(
    sources.map(
      (src) =>
        new Promise<void>((resolve, reject) => {
          const script = doc.createElement("script");
          script.src = src;
          // Run in the order given, though fetched at once.
          script.async = false;
          script.addEventListener("load", () => resolve());
          script.addEventListener("error", () => reject(new Error(`Could not load ${src}`)));
          doc.head.append(script);
        }),
    ),
  ).then(() => undefined);

const startIsland = (container: HTMLElement) => {
  const doc = container.ownerDocument;
  const sources = (container.getAttribute(SCRIPTS_ATTRIBUTE) ?? "").split(" ").filter(Boolean);
  let loading: Promise<void> | null = null;
  let failed = false;
  let heldForm: HTMLFormElement | null = null;
  // The island checks the fields itself, with the form's own messages, also when sent before it started.
  const forms = [...container.querySelectorAll("form")];
  for (const form of forms) form.noValidate = true;

  const load = () => {
    for (const type of TOUCH_EVENTS) container.removeEventListener(type, load, true);
    loading ??= loadScripts(doc, sources).catch((error: unknown) => {
      failed = true;
      console.error("The form's script could not be loaded; it is sent as a plain form", error);
      const form = heldForm;
      heldForm = null;
      // Without its listener below, the browser sends the form itself, checking the fields first.
      container.removeEventListener("submit", hold, true);
      for (const each of forms) each.noValidate = false;
      form?.requestSubmit();
    });
  };

  const hold = (event: SubmitEvent) => {
    if (isReady(container) || failed || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldForm = event.target;
    load();
  };

  container.addEventListener(ISLAND_READY_EVENT, () => {
    container.removeEventListener("submit", hold, true);
    const form = heldForm;
    heldForm = null;
    form?.requestSubmit();
  });
  container.addEventListener("submit", hold, true);
  for (const type of TOUCH_EVENTS) container.addEventListener(type, load, true);
};

/** Waits for the first touch of every island on the page that has scripts to load (none in develop). */
export const startIslands = (doc: Document = document): void => {
  for (const container of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}][${SCRIPTS_ATTRIBUTE}]`)) {
    startIsland(container);
  }
};
