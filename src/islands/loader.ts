/**
 * Loads an island's scripts (./island.tsx) the first time the visitor touches it: focus, or a key
 * or a mouse button pressed inside it (not a finger: on a phone that may only start a scroll past it;
 * a tap on a field focuses it, and a form sent is held below). Until then the form is the plain HTML
 * form the build wrote, and what is typed in it stays in its fields for the island to take over.
 *
 * A form sent before its island has started is held (the form says it is busy) and sent again once
 * the island says it has started (`markIslandReady`), so that it goes through the island's own
 * checks and messages; the browser's own checks are off from the start for that. If the island's
 * scripts cannot be loaded, or it has not started in READY_LIMIT_MS after they arrived, the held form
 * is sent as a plain HTML form, the browser checking its fields, as without JavaScript: nothing the
 * visitor typed is lost either way. The page then stays a plain form; it does not load the scripts
 * again (webpack's runtime must run once).
 *
 * An island that keeps what the visitor gave it in the browser (STORED_ATTRIBUTE) starts as the page
 * loads when something is kept, so that a returning visitor sees her answers and their result without
 * a touch; a first visit still loads nothing before the first touch.
 *
 * A choice made while the scripts were on their way (a radio button, clicked or chosen with the arrow
 * keys) is made again once the island says it has started, if its first draw lost it: the island
 * reads the page's choices as it starts, and a click landing between that reading and its first
 * draw was otherwise undone.
 */
import { ISLAND_ATTRIBUTE, SCRIPTS_ATTRIBUTE, STORED_ATTRIBUTE } from "./attributes";

/** What counts as a first touch. */
const TOUCH_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/** How long an island may take to start once its scripts have run. */
export const READY_LIMIT_MS = 5000;

const READY_EVENT = "island-ready";
const READY_ATTRIBUTE = "data-island-ready";

/** Called by an island's script once its component has taken over the container. */
export const markIslandReady = (container: HTMLElement): void => {
  container.setAttribute(READY_ATTRIBUTE, "");
  container.dispatchEvent(new Event(READY_EVENT));
};

/** Each script an island appended, and its loading: islands share webpack's runtime and React. */
const loading = new WeakMap<HTMLScriptElement, Promise<void>>();

/**
 * Appends the scripts in order; resolves once all have run, rejects if one fails to load. A script
 * another island of the page has appended already is waited for, not appended again: webpack's
 * runtime and React must run once however many islands use them.
 */
const loadScripts = (doc: Document, sources: string[]): Promise<void> =>
  Promise.all(
    sources.map((src) => {
      const appended = [...doc.head.querySelectorAll("script")].find(
        (script) => script.getAttribute("src") === src && loading.has(script),
      );
      if (appended) return loading.get(appended)!;
      const script = doc.createElement("script");
      const loaded = new Promise<void>((resolve, reject) => {
        script.src = src;
        // Run in the order given, though fetched at once.
        script.async = false;
        script.addEventListener("load", () => resolve());
        script.addEventListener("error", () => reject(new Error(`Could not load ${src}`)));
      });
      loading.set(script, loaded);
      doc.head.append(script);
      return loaded;
    }),
  ).then(() => undefined);

/** Marks the form busy while it is held, its button unavailable, and back again. */
const setHeld = (form: HTMLFormElement, held: boolean) => {
  if (held) form.setAttribute("aria-busy", "true");
  else form.removeAttribute("aria-busy");
  form.querySelector("button[type='submit']")?.setAttribute("aria-disabled", String(held));
};

/** Whether the browser keeps something under `key` (localStorage may be missing or refuse). */
const isKept = (doc: Document, key: string | null): boolean => {
  if (!key) return false;
  try {
    return doc.defaultView?.localStorage.getItem(key) != null;
  } catch {
    return false;
  }
};

/**
 * Notes each radio group's last choice until the island has started, then makes again any choice
 * its first draw lost (a click on the radio, which the island's own handler then takes).
 */
const keepChoices = (container: HTMLElement) => {
  const choices = new Map<string, string>();
  const note = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === "radio" && input.checked && input.name) {
      choices.set(input.name, input.value);
    }
  };
  container.addEventListener("change", note, true);
  container.addEventListener(READY_EVENT, () => {
    container.removeEventListener("change", note, true);
    for (const radio of container.querySelectorAll<HTMLInputElement>("input[type='radio']")) {
      if (choices.get(radio.name) === radio.value && !radio.checked) radio.click();
    }
  });
};

const startIsland = (container: HTMLElement) => {
  const doc = container.ownerDocument;
  const sources = (container.getAttribute(SCRIPTS_ATTRIBUTE) ?? "").split(" ").filter(Boolean);
  let loading: Promise<void> | null = null;
  let plain = false;
  let held = false;
  // The island checks the fields itself, with the form's own messages, also when sent before it started.
  for (const form of container.querySelectorAll("form")) form.noValidate = true;

  /** Sends the held form again: the island's, which React may have drawn afresh, or the plain one. */
  const release = () => {
    if (!held) return;
    held = false;
    const form = container.querySelector("form");
    if (!form) return;
    setHeld(form, false);
    form.requestSubmit();
  };

  /** From now on the browser sends the form itself, checking the fields first. */
  const fallBack = (reason: string) => {
    if (plain || container.hasAttribute(READY_ATTRIBUTE)) return;
    plain = true;
    console.error(`The form's script ${reason}; it is sent as a plain form`);
    container.removeEventListener("submit", hold, true);
    for (const form of container.querySelectorAll("form")) form.noValidate = false;
    release();
  };

  const load = (event?: Event) => {
    if (event?.type === "pointerdown" && (event as PointerEvent).pointerType === "touch") return;
    for (const type of TOUCH_EVENTS) container.removeEventListener(type, load, true);
    loading ??= loadScripts(doc, sources).then(
      () => {
        setTimeout(() => fallBack(`did not start within ${READY_LIMIT_MS} ms`), READY_LIMIT_MS);
      },
      (error: Error) => fallBack(`could not be loaded (${error.message})`),
    );
  };

  const hold = (event: SubmitEvent) => {
    if (container.hasAttribute(READY_ATTRIBUTE) || plain || !(event.target instanceof HTMLFormElement))
      return;
    event.preventDefault();
    held = true;
    setHeld(event.target, true);
    load();
  };

  container.addEventListener(READY_EVENT, () => {
    container.removeEventListener("submit", hold, true);
    release();
  });
  container.addEventListener("submit", hold, true);
  keepChoices(container);
  const stored = container.querySelector(`[${STORED_ATTRIBUTE}]`)?.getAttribute(STORED_ATTRIBUTE) ?? null;
  if (isKept(doc, stored)) load();
  else for (const type of TOUCH_EVENTS) container.addEventListener(type, load, true);
};

/** Waits for the first touch of every island on the page that has scripts to load (none in develop). */
export const startIslands = (doc: Document = document): void => {
  for (const container of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}][${SCRIPTS_ATTRIBUTE}]`)) {
    startIsland(container);
  }
};
