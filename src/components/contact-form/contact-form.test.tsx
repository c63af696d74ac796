import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  fillRequiredFields as fillValid,
  formField as field,
  renderContactForm,
  sentFields as sentThrough,
} from "../../test-utils/contact-form";
import {
  hangUntilAborted,
  htmlAnswer,
  jsonAnswer,
  mockFormService,
} from "../../test-utils/form-service-mock";
import { A_VALID_REQUEST, loadContactFormText } from "../../test-utils/page-fixtures";
import type { ContactFormText } from ".";
import { SUBMIT_TIMEOUT_MS } from "./submit";

const text: ContactFormText = loadContactFormText();

// Typing a whole request, with the form validating every keystroke, can pass 5 s on a busy machine.
jest.setTimeout(20_000);

const ENDPOINT = "https://forms.example/submit";
const KEY = "key-123";

const mocks = mockFormService();
const fetchMock = mocks.fetch;

const SERVICE = { endpoint: ENDPOINT, accessKey: KEY };
const renderForm = () => renderContactForm(text, { service: SERVICE });

const submit = () => screen.getByRole("button", { name: "Submit" });
const status = () => screen.getByRole("status");

const sentFields = (call = 0) => sentThrough(fetchMock, call);

describe("the contact form's fields (SPEC §3, §5)", () => {
  it("has every field with its visible label and exact placeholder, the message 4 rows", () => {
    renderForm();
    expect(field("Name")).toHaveAttribute("placeholder", "Enter your name");
    expect(field("Email")).toHaveAttribute("placeholder", "Enter your email");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Subject")).toHaveAttribute("placeholder", "Enter the subject");
    expect(field("Company")).toHaveAttribute("placeholder", "Enter your company name");
    expect(field("Message")).toHaveAttribute("placeholder", "Enter your message");
    expect(field("Message")).toHaveAttribute("rows", "4");
    for (const label of ["Name", "Email", "Subject", "Request", "Company", "Message"]) {
      expect(field(label)).toBeRequired();
    }
  });

  it("offers the request choices in the spec's order, the empty one first", () => {
    renderForm();
    const options = within(field("Request")).getAllByRole("option");
    expect(options.map((o) => [o.getAttribute("value"), o.textContent])).toEqual([
      ["", "Please choose an option"],
      ["new audit", "Request a new audit"],
      ["consultation", "Request for quality consultation"],
      ["DMF filing", "Request for DMF filing"],
      ["training", "Request for industrial training"],
      ["CSV", "Request for CSV"],
      ["others", "Others"],
    ]);
  });

  // The field is always in the page, so that it can show before the form's code runs and without
  // it; the styles show it while 'others' is chosen (a browser test checks what shows).
  it("requires Other Request only while 'others' is chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(field("Other Request")).not.toBeRequired();
    await user.selectOptions(field("Request"), "others");
    expect(field("Other Request")).toHaveAttribute("placeholder", "Please specify");
    expect(field("Other Request")).toBeRequired();
    await user.selectOptions(field("Request"), "training");
    expect(field("Other Request")).not.toBeRequired();
  });

  it("leaves Other Request untouched when it appears after a failed send, until it is left", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await waitFor(() => expect(field("Name")).toHaveAttribute("aria-invalid", "true"));
    await user.selectOptions(field("Request"), "others");
    expect(field("Other Request")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(text.fields.otherRequest.required)).toBeNull();
    await user.click(field("Other Request"));
    await user.tab();
    await waitFor(() => expect(field("Other Request")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText(text.fields.otherRequest.required)).toBeInTheDocument();
  });

  describe("where the request started (from), sent in a hidden field", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));
    const fromField = (container: HTMLElement) =>
      container.querySelector<HTMLInputElement>('input[name="from"]')!;

    it("names the form's own page when the address says nothing", () => {
      const { container } = renderForm();
      expect(fromField(container)).toHaveAttribute("type", "hidden");
      expect(fromField(container).value).toBe("contactus-form");
    });

    const sendFrom = async (address: string) => {
      window.history.replaceState(null, "", address);
      const user = userEvent.setup();
      renderForm();
      fetchMock.mockImplementation(() => jsonAnswer(200, { success: true }));
      await fillValid(user);
      await user.click(submit());
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      return sentFields().from;
    };

    it("sends the address's value when it has the site's shape", async () => {
      expect(await sendFrom("/contactus/?request=training&from=training-closing")).toBe("training-closing");
    });

    it("refuses a hostile value in the address, and sends the form's own page instead", async () => {
      expect(await sendFrom("/contactus/?from=%3Cimg%20src%3Dx%3E")).toBe("contactus-form");
    });
  });

  it("lets the browser stay silent once the form validates itself, so messages are never doubled", () => {
    const { container } = renderForm();
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
  });

  it("keeps a honeypot that people and screen readers never meet", () => {
    const { container } = renderForm();
    const trap = container.querySelector('input[name="botcheck"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryAllByRole("checkbox")).not.toContain(trap);
  });
});

describe("validation on submit", () => {
  it("sends nothing, shows each field's message linked to it, and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("Name"), "Asha");
    await user.type(field("Email"), "asha@pharma");
    await user.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription(text.messages.invalidEmail);
    expect(field("Subject")).toHaveAccessibleDescription("Please enter a subject.");
    expect(field("Request")).toHaveAccessibleDescription("Please choose the kind of request.");
    expect(field("Name")).toHaveAttribute("aria-invalid", "false");
    expect(status()).toHaveTextContent(/^5 fields need your attention\.$/);
  });

  it("requires Other Request when 'others' is chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.selectOptions(field("Request"), "others");
    await user.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("Other Request")).toHaveFocus();
    expect(field("Other Request")).toHaveAccessibleDescription("Please specify your request.");
  });
});

describe("when fields are judged", () => {
  it("states aria-invalid false on every control until it has an error", () => {
    renderForm();
    for (const label of ["Name", "Email", "Subject", "Request", "Company", "Message"]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "false");
    }
  });

  it("says nothing about a field the visitor only passed through", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field("Name"));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByText("Please enter your name.")).toBeNull();
    expect(field("Name")).toHaveAttribute("aria-invalid", "false");
    expect(field("Email")).toHaveAttribute("aria-invalid", "false");
  });

  it("judges a field on leaving it once it was edited", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("Email"), "asha@pharma");
    await user.tab();
    expect(await screen.findByText(text.messages.invalidEmail)).toBeInTheDocument();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription(text.messages.invalidEmail);
    expect(field("Subject")).toHaveAttribute("aria-invalid", "false");
  });

  it("pressed with the pointer, Submit leaves the focus in the field until it judges them all", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("Name"), "Asha");
    await user.type(field("Email"), "asha@pharma");
    // The press alone: the field keeps the focus and is not judged yet, so nothing moves under the pointer.
    await user.pointer({ keys: "[MouseLeft>]", target: submit() });
    expect(field("Email")).toHaveFocus();
    expect(screen.queryByText(text.messages.invalidEmail)).not.toBeInTheDocument();
    // The release: the submit judges every field and takes the focus to the first one in error.
    await user.pointer({ keys: "[/MouseLeft]", target: submit() });
    expect(await screen.findByText(text.messages.invalidEmail)).toBeInTheDocument();
    await waitFor(() => expect(field("Email")).toHaveFocus());
  });

  it("a press on Submit released elsewhere is no click: a later submit by key leaves the focus in the field", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderForm();
    await fillValid(user);
    await user.pointer([
      { keys: "[MouseLeft>]", target: submit() },
      { target: field("Name") },
      { keys: "[/MouseLeft]" },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(field("Company"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(field("Company")).toHaveFocus();
  });

  it("after the first submit, judges every field on leaving it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await user.type(field("Name"), "Asha");
    await user.tab();
    expect(field("Name")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText("Please enter your name.")).toBeNull();
  });

  it("counts the fields needing attention in the status after a failed submit, and keeps count as they are fixed", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.clear(field("Subject"));
    await user.clear(field("Company"));
    await user.click(submit());
    expect(status()).toHaveTextContent(/^2 fields need your attention\.$/);
    expect(field("Subject")).toHaveFocus();
    await user.type(field("Subject"), "Supplier audit");
    await user.tab();
    expect(await screen.findByText(/^1 field needs your attention\.$/)).toBe(status());
    await user.type(field("Company"), "Example Pharma");
    await user.tab();
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a successful send, the emptied form states no error and judges nothing on passing through", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true }));
    renderForm();
    await user.click(submit());
    await fillValid(user);
    await user.click(submit());
    await screen.findByText("Form Submitted Successfully");
    for (const label of ["Name", "Email", "Subject", "Request", "Company", "Message"]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "false");
    }
    await user.click(field("Name"));
    await user.tab();
    expect(screen.queryByText("Please enter your name.")).toBeNull();
  });
});

describe("a request chosen by the link that brought the visitor", () => {
  const renderWith = (requested: string) => renderContactForm(text, { service: SERVICE, requested });

  it("is selected when it is one of the form's choices", async () => {
    renderWith("DMF filing");
    await waitFor(() => expect(field("Request")).toHaveValue("DMF filing"));
    expect(field("Request")).toHaveAttribute("aria-invalid", "false");
    expect(field("Other Request")).not.toBeRequired();
  });

  it("selects nothing and shows no error when it is unknown", async () => {
    renderWith("<b>audit</b>");
    await act(async () => undefined);
    expect(field("Request")).toHaveValue("");
    expect(field("Request")).toHaveAttribute("aria-invalid", "false");
    expect(status()).toBeEmptyDOMElement();
  });
});

describe("sending (SPEC §4, §7, §8)", () => {
  it("posts every field and the access key; on success says so and clears the form", async () => {
    const user = userEvent.setup();
    let resolve: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(status()).toHaveTextContent(/^Sending\.\.\.\.$/);
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    expect(submit()).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: "POST" }));
    expect(sentFields()).toEqual({ access_key: KEY, ...A_VALID_REQUEST, from: "contactus-form" });
    await act(async () => resolve(await jsonAnswer(200, { success: true, message: "Email sent" })));
    expect(status()).toHaveTextContent(/^Form Submitted Successfully$/);
    expect(field("Name")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(field("Request")).toHaveValue("");
    expect(submit()).toHaveAttribute("aria-disabled", "false");
    expect(submit()).toHaveFocus();
  });

  it("sends Other Request only with 'others'", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true }));
    renderForm();
    await fillValid(user);
    await user.selectOptions(field("Request"), "others");
    await user.type(field("Other Request"), "Stability study design");
    await user.click(submit());
    expect(sentFields(0)).toMatchObject({ request: "others", otherRequest: "Stability study design" });

    await fillValid(user);
    await user.selectOptions(field("Request"), "others");
    await user.type(field("Other Request"), "Left behind");
    await user.selectOptions(field("Request"), "CSV");
    await user.click(submit());
    expect(sentFields(1)).not.toHaveProperty("otherRequest");
    expect(sentFields(1)).toMatchObject({ request: "CSV" });
  });

  it("sends one request however often the button is clicked", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderForm();
    await fillValid(user);
    await user.dblClick(submit());
    await user.click(submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  const failures: [string, () => Promise<Response>, string][] = [
    [
      "the service answers success false",
      () => jsonAnswer(200, { success: false, message: "Invalid access key" }),
      "Invalid access key",
    ],
    [
      "the service answers HTTP 500 with JSON",
      () => jsonAnswer(500, { success: false, message: "Server error, try later" }),
      "Server error, try later",
    ],
    [
      "the answer is an HTML error page",
      () => htmlAnswer(502),
      "An error occurred while submitting the form.",
    ],
    [
      "the network fails",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "An error occurred while submitting the form.",
    ],
  ];

  it.each(failures)(
    "when %s: shows the message, logs it, and keeps every value typed",
    async (_case, reply, message) => {
      const user = userEvent.setup();
      fetchMock.mockImplementation(reply);
      renderForm();
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByText(message)).toBe(status());
      expect(mocks.consoleError).toHaveBeenCalled();
      expect(field("Name")).toHaveValue("Asha Patel");
      expect(field("Request")).toHaveValue("new audit");
      expect(field("Message")).toHaveValue("An ICH Q7 audit in March, please.");
      expect(submit()).toHaveAttribute("aria-disabled", "false");
    },
  );

  it("when the service does not answer in time: gives up, shows the error and keeps the values", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      fetchMock.mockImplementation(hangUntilAborted);
      renderForm();
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByText("Sending....")).toBe(status());
      await act(async () => {
        jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS);
      });
      expect(status()).toHaveTextContent("An error occurred while submitting the form.");
      expect(field("Company")).toHaveValue("Example Pharma");
    } finally {
      jest.useRealTimers();
    }
  });

  it("announces the status politely", () => {
    renderForm();
    expect(status()).toHaveAttribute("aria-live", "polite");
  });
});
