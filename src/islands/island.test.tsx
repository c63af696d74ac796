import type { ReactElement } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";

import ContactForm from "../components/contact-form";
import { EMPTY_VALUES } from "../components/contact-form/fields";
import { formFields } from "../test-utils/contact-form";
import { mockFormService } from "../test-utils/form-service-mock";
import { A_VALID_REQUEST, loadContactFormText } from "../test-utils/page-fixtures";
import Island, { islandContainer, islandProps } from "./island";

const HOSTILE = "</script><script>window.injected=1</script><!-- & \u2028 <b>";

describe("an island's props", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("are written as one inert JSON block that reads back equal, whatever text they hold", () => {
    const props = { label: HOSTILE, list: [HOSTILE, { nested: "]]> \"quoted\" 'single'" }] };
    document.body.innerHTML = renderToStaticMarkup(
      <Island name="contact-form" props={props}>
        <p>{HOSTILE}</p>
      </Island>,
    );
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(document.querySelector("script")).toHaveAttribute("type", "application/json");
    expect(document.querySelector("b")).toBeNull();
    expect(islandProps("contact-form")).toEqual(props);
    expect(islandContainer("contact-form")?.textContent).toBe(HOSTILE);
  });

  it("name the island when they are missing", () => {
    document.body.innerHTML = '<div data-island="contact-form"></div>';
    expect(() => islandProps("contact-form")).toThrow("The page has no props for its contact-form island");
  });

  it("leave out the island's scripts where the build named none (develop, and these tests)", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Island name="contact-form" props={{}}>
        <p>x</p>
      </Island>,
    );
    expect(islandContainer("contact-form")).not.toHaveAttribute("data-island-scripts");
  });
});

/**
 * The form's markup as the build writes it. Formik picks useLayoutEffect wherever `window` exists, as
 * it does under jsdom, and React warns that the server cannot run it; the build renders without one.
 */
const writtenByTheBuild = (element: ReactElement) => {
  const report = console.error;
  const quiet = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) report(message, ...rest);
  });
  try {
    return renderToString(element);
  } finally {
    quiet.mockRestore();
  }
};

describe("the contact form's island taking over the page's form", () => {
  const fetchMock = mockFormService().fetch;
  const text = loadContactFormText();
  const field = formFields(text);
  const service = { endpoint: "https://forms.example/submit", accessKey: "key-123" };
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  /** The form as the build wrote it, filled in by the visitor before React arrived. */
  const typedBeforeHydration = () => {
    const container = document.createElement("div");
    container.innerHTML = writtenByTheBuild(<ContactForm text={text} service={service} />);
    document.body.append(container);
    const byName = (name: string) =>
      container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        `[name="${name}"]`,
      )!;
    byName("name").value = "Asha Patel";
    byName("request").value = "training";
    byName("message").value = "Typed while the code loaded";
    return container;
  };

  it("keeps what the visitor typed and chose, over the request their link asked for", async () => {
    const container = typedBeforeHydration();
    await act(async () => {
      root = hydrateRoot(container, <ContactForm text={text} service={service} requested="CSV" />);
    });
    expect(field("name")).toHaveValue("Asha Patel");
    expect(field("request")).toHaveValue("training");
    expect(field("message")).toHaveValue("Typed while the code loaded");
    // The form now holds those values: a field the visitor had typed in is judged when they leave it.
    const user = userEvent.setup();
    await user.clear(field("name"));
    await user.tab();
    await waitFor(() => expect(screen.getByText(text.fields.name.required)).toBeInTheDocument());
    expect(field("message")).toHaveValue("Typed while the code loaded");
  });

  it("once started, a form sent is judged on what the visitor typed before (the loader sends a held form then)", async () => {
    const container = document.createElement("div");
    container.innerHTML = writtenByTheBuild(<ContactForm text={text} service={service} />);
    document.body.append(container);
    for (const [name, value] of Object.entries(A_VALID_REQUEST)) {
      container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    }
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ success: true }) });
    const sendHeld = () => container.querySelector("form")!.requestSubmit();
    await act(async () => {
      root = hydrateRoot(container, <ContactForm text={text} service={service} onStarted={sendHeld} />);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = Object.fromEntries((fetchMock.mock.calls[0][1].body as FormData).entries());
    expect(sent).toMatchObject(A_VALID_REQUEST);
  });

  it("keeps what the fields held before it started, should React draw the form afresh", async () => {
    const before = { ...EMPTY_VALUES, name: "Asha Patel", message: "Typed while the code loaded" };
    render(<ContactForm text={text} service={service} valuesBeforeStart={before} />);
    await waitFor(() => expect(field("name")).toHaveValue("Asha Patel"));
    expect(field("message")).toHaveValue("Typed while the code loaded");
  });

  it("chooses the link's request when the visitor has chosen none", async () => {
    const container = document.createElement("div");
    container.innerHTML = writtenByTheBuild(<ContactForm text={text} service={service} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <ContactForm text={text} service={service} requested="CSV" />);
    });
    expect(field("request")).toHaveValue("CSV");
  });
});
