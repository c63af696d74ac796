import { markIslandReady, READY_LIMIT_MS, startIslands } from "./loader";

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/island-contact-form-3.js"];

/** A page with the form's island as the build writes it. */
const page = () => {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div data-island="contact-form" data-island-scripts="${SCRIPTS.join(" ")}">
    <form action="https://forms.example.org/submit" method="post"><input name="name" required>
    <button type="submit">Submit</button></form></div>`;
  startIslands();
  return {
    container: document.querySelector<HTMLElement>("[data-island]")!,
    form: document.querySelector("form")!,
    input: document.querySelector("input")!,
    added: () => [...document.head.querySelectorAll("script")],
  };
};

/** Sends the form as a press of Enter or of its button does; true when the browser would send it itself. */
const send = (form: HTMLFormElement) =>
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));

describe("the islands' loader", () => {
  it("loads nothing until the visitor first touches the island, then its scripts once, in order", () => {
    const { input, added } = page();
    expect(added()).toEqual([]);
    input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    input.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(added().map((script) => script.getAttribute("src"))).toEqual(SCRIPTS);
    expect(added().every((script) => !script.async)).toBe(true);
  });

  it.each([
    ["a key pressed", () => new KeyboardEvent("keydown", { bubbles: true })],
    [
      "a mouse button pressed",
      () => Object.assign(new Event("pointerdown", { bubbles: true }), { pointerType: "mouse" }),
    ],
  ])("counts %s inside the island as a touch", (_what, event) => {
    const { form, added } = page();
    form.dispatchEvent(event());
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it("does not count a finger put down on the form, which may only start a scroll past it", () => {
    const { form, added } = page();
    form.dispatchEvent(Object.assign(new Event("pointerdown", { bubbles: true }), { pointerType: "touch" }));
    expect(added()).toEqual([]);
  });

  it("holds a form sent before the island is ready, and sends it again once it is", () => {
    const { container, form, added } = page();
    const resend = jest.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    // The island's checks, not the browser's, judge the fields.
    expect(form.noValidate).toBe(true);
    // Held: the browser does not send it, the form says it is busy; and sending counts as a touch.
    expect(send(form)).toBe(false);
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(form.querySelector("button")).toHaveAttribute("aria-disabled", "true");
    expect(added()).toHaveLength(SCRIPTS.length);
    expect(resend).not.toHaveBeenCalled();
    markIslandReady(container);
    expect(resend).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute("aria-busy");
    expect(form.querySelector("button")).toHaveAttribute("aria-disabled", "false");
    // Once ready, the island's own handler decides.
    expect(send(form)).toBe(true);
  });

  it("sends a held form as a plain HTML form when the island's scripts cannot be loaded", async () => {
    const { form, added } = page();
    const resend = jest.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    send(form);
    added()[1].dispatchEvent(new Event("error"));
    await new Promise((done) => setTimeout(done, 0));
    expect(resend).toHaveBeenCalledTimes(1);
    // No longer held: the browser sends it, checking its fields first.
    expect(form.noValidate).toBe(false);
    expect(send(form)).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("sends a held form as a plain HTML form when the island has not started in time after its scripts ran", async () => {
    jest.useFakeTimers();
    try {
      const { container, form, added } = page();
      const resend = jest.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
      send(form);
      for (const script of added()) script.dispatchEvent(new Event("load"));
      // The scripts' promises settle.
      for (let tick = 0; tick < 5; tick++) await Promise.resolve();
      jest.advanceTimersByTime(READY_LIMIT_MS - 1);
      expect(resend).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(resend).toHaveBeenCalledTimes(1);
      expect(form.noValidate).toBe(false);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/did not start within/));
      // A late start changes nothing more.
      markIslandReady(container);
      expect(resend).toHaveBeenCalledTimes(1);
      logged.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it("leaves an island alone that has no scripts to load (gatsby develop hydrates the whole page)", () => {
    document.head.innerHTML = "";
    document.body.innerHTML = '<div data-island="contact-form"><form><input></form></div>';
    startIslands();
    document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
  });
  it("loads the scripts two islands share once: the second island adds only its own", () => {
    document.head.innerHTML = "";
    const check = ["/webpack-runtime-1.js", "/framework-2.js", "/island-readiness-check-4.js"];
    document.body.innerHTML = `<div data-island="readiness-check" data-island-scripts="${check.join(" ")}">
      <input type="radio" name="q"></div>
      <div data-island="contact-form" data-island-scripts="${SCRIPTS.join(" ")}"><form><input name="name"></form></div>`;
    startIslands();
    for (const input of document.querySelectorAll("input"))
      input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect([...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src"))).toEqual(
      [...check, SCRIPTS[2]],
    );
  });

  describe("an island that keeps answers in the browser", () => {
    const CHECK = ["/webpack-runtime-1.js", "/framework-2.js", "/island-readiness-check-4.js"];
    const KEY = "readiness-check:/example/";
    const checkPage = () => {
      document.head.innerHTML = "";
      document.body.innerHTML = `<div data-island="readiness-check" data-island-scripts="${CHECK.join(" ")}">
        <div data-island-stored="${KEY}">
        <label><input type="radio" name="q1" value="yes">Yes</label><label><input type="radio" name="q1" value="no">No</label>
        <label><input type="radio" name="q2" value="yes">Yes</label></div></div>`;
      startIslands();
      return {
        container: document.querySelector<HTMLElement>("[data-island]")!,
        radio: (name: string, value: string) =>
          document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!,
        added: () => [...document.head.querySelectorAll("script")],
      };
    };
    afterEach(() => window.localStorage.clear());

    it("starts as the page loads when the browser keeps its answers, and waits for a touch when not", () => {
      expect(checkPage().added()).toEqual([]);
      window.localStorage.setItem(KEY, "{}");
      expect(
        checkPage()
          .added()
          .map((script) => script.getAttribute("src")),
      ).toEqual(CHECK);
    });

    it("makes again, once the island has started, a choice its first draw undid", () => {
      const { container, radio } = checkPage();
      const answer = radio("q1", "no");
      const clicks = jest.fn();
      answer.addEventListener("click", clicks);
      // Chosen while the scripts were on their way...
      answer.click();
      radio("q2", "yes").click();
      // ...then unchecked by the island's first draw, which read the radios before the click.
      answer.checked = false;
      markIslandReady(container);
      expect(answer.checked).toBe(true);
      expect(clicks).toHaveBeenCalledTimes(2);
      // A choice the first draw kept is not made twice.
      expect(radio("q2", "yes").checked).toBe(true);
    });

    it("leaves choices alone once the island has started", () => {
      const { container, radio } = checkPage();
      markIslandReady(container);
      radio("q1", "no").click();
      radio("q1", "no").checked = false;
      markIslandReady(container);
      expect(radio("q1", "no").checked).toBe(false);
    });
  });
});
