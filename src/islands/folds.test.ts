import { mediaQueryOf } from "../test-utils/media-query";
import { FOLD_SET_ATTRIBUTE, FOLDS_SHOWN, startFolds } from "./folds";

/** The browser's answer for FOLDS_SHOWN: whether the screen is 768 px wide or more. */
const screenOf = (wide: boolean) => mediaQueryOf(FOLDS_SHOWN, wide);

const page = () => {
  document.body.innerHTML = `
    <details data-fold open><summary>Title</summary><p>Text</p></details>
    <details data-fold open><summary><a href="/elsewhere/">A link</a> Title</summary><p>Text</p></details>
    <details><summary>Not a fold</summary><p>Text</p></details>`;
  const [fold, withLink, other] = document.querySelectorAll("details");
  return { fold, withLink, other, summary: fold.querySelector("summary")! };
};

let stop = () => undefined as void;
afterEach(() => stop());

describe("the phone disclosures as the page is built", () => {
  it("are open (true without JavaScript), and on a phone the script closes them and marks them set", () => {
    screenOf(false);
    const { fold, withLink, other } = page();
    expect(fold.open).toBe(true);
    expect(fold).not.toHaveAttribute(FOLD_SET_ATTRIBUTE);
    stop = startFolds();
    for (const details of [fold, withLink]) {
      expect(details.open).toBe(false);
      expect(details).toHaveAttribute(FOLD_SET_ATTRIBUTE);
    }
    expect(other).not.toHaveAttribute(FOLD_SET_ATTRIBUTE);
  });
});

describe("the phone disclosures from 768 px", () => {
  it("are open there, their titles out of the Tab order, and a click on a title toggles nothing", () => {
    screenOf(true);
    const { fold, other, summary } = page();
    stop = startFolds();
    expect(fold.open).toBe(true);
    expect(summary).toHaveAttribute("tabindex", "-1");
    expect(other.open).toBe(false);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it("leave a link in a title alone", () => {
    screenOf(true);
    const { withLink } = page();
    stop = startFolds();
    // Read as the click reaches the page, before the test's DOM cancels a link's navigation itself.
    let prevented: boolean | null = null;
    const read = (event: Event) => (prevented = event.defaultPrevented);
    document.addEventListener("click", read);
    withLink.querySelector("a")!.click();
    document.removeEventListener("click", read);
    expect(prevented).toBe(false);
  });

  it("close again under 768 px, where a title opens and closes its text", () => {
    const screen = screenOf(true);
    const { fold, summary } = page();
    stop = startFolds();
    screen.set(false);
    expect(fold.open).toBe(false);
    expect(summary).not.toHaveAttribute("tabindex");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    screen.set(true);
    expect(fold.open).toBe(true);
  });
});
