import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";

import {
  fillRequiredFields,
  formFields,
  renderContactForm,
  sentFields as sentThrough,
} from "../../test-utils/contact-form";
import {
  hangUntilAborted,
  htmlAnswer,
  jsonAnswer,
  mockFormService,
} from "../../test-utils/form-service-mock";
import { formatDate } from "../../lib/dates";
import { A_VALID_REQUEST, loadContactFormText } from "../../test-utils/page-fixtures";
import type { ContactFormText } from ".";
import { OTHER_REQUEST } from "./fields";
import { SUBMIT_TIMEOUT_MS } from "./submit";

/** The form's words as data/ gives them, which an editor may change: no test here names them itself. */
const text: ContactFormText = loadContactFormText();
const { fields, messages } = text;
const field = formFields(text);

// Typing a whole request, with the form validating every keystroke, can pass 5 s on a busy machine.
jest.setTimeout(20_000);

const ENDPOINT = "https://forms.example/submit";
const KEY = "key-123";

const mocks = mockFormService();
const fetchMock = mocks.fetch;

const SERVICE = { endpoint: ENDPOINT, accessKey: KEY };
const renderForm = () => renderContactForm(text, { service: SERVICE });

const submit = () => screen.getByRole("button", { name: text.submitLabel });
const status = () => screen.getByRole("status");
/** The status's whole text. */
const statusText = () => status().textContent;
/** What the status says while this many fields need attention. */
const attention = (count: number) =>
  count === 1 ? messages.attentionOne : messages.attentionMany.replace("{count}", String(count));
const fillValid = (user: UserEvent) => fillRequiredFields(user, text);

/** The fields the spec requires whatever the request (SPEC §5). */
const REQUIRED = ["name", "email", "subject", "request", "company", "message"] as const;

const sentFields = (call = 0) => sentThrough(fetchMock, call);

describe("the contact form's fields (SPEC §3, §5)", () => {
  // The spec's own words for the placeholders and choices are a content report's (spec-words.ts).
  it("has every field with its visible label and its placeholder, the message 4 rows", () => {
    renderForm();
    for (const name of ["name", "email", "subject", "company", "message"] as const) {
      expect(field(name)).toHaveAttribute("placeholder", fields[name].placeholder);
    }
    expect(field("email")).toHaveAttribute("type", "email");
    expect(field("message")).toHaveAttribute("rows", "4");
    for (const name of REQUIRED) expect(field(name)).toBeRequired();
  });

  it("offers the request choices in their order, the empty one first", () => {
    renderForm();
    const options = within(field("request")).getAllByRole("option");
    expect(options.map((o) => [o.getAttribute("value"), o.textContent])).toEqual([
      ["", fields.request.placeholder],
      ...text.requestOptions.map(({ value, label }) => [value, label]),
    ]);
    // The values are no words but keys (SPEC §3), by which banner buttons and links pick a choice.
    expect(text.requestOptions.map(({ value }) => value)).toEqual([
      "new audit",
      "consultation",
      "DMF filing",
      "training",
      "CSV",
      OTHER_REQUEST,
    ]);
  });

  // The field is always in the page, so that it can show before the form's code runs and without
  // it; the styles show it while 'others' is chosen (a browser test checks what shows).
  it("requires Other Request only while 'others' is chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(field("otherRequest")).not.toBeRequired();
    await user.selectOptions(field("request"), "others");
    expect(field("otherRequest")).toHaveAttribute("placeholder", fields.otherRequest.placeholder);
    expect(field("otherRequest")).toBeRequired();
    await user.selectOptions(field("request"), "training");
    expect(field("otherRequest")).not.toBeRequired();
  });

  it("leaves Other Request untouched when it appears after a failed send, until it is left", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await waitFor(() => expect(field("name")).toHaveAttribute("aria-invalid", "true"));
    await user.selectOptions(field("request"), "others");
    expect(field("otherRequest")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(fields.otherRequest.required)).toBeNull();
    await user.click(field("otherRequest"));
    await user.tab();
    await waitFor(() => expect(field("otherRequest")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText(fields.otherRequest.required)).toBeInTheDocument();
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
    await user.type(field("name"), "Asha");
    await user.type(field("email"), "asha@pharma");
    await user.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("email")).toHaveFocus();
    expect(field("email")).toHaveAttribute("aria-invalid", "true");
    expect(field("email")).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field("subject")).toHaveAccessibleDescription(fields.subject.required);
    expect(field("request")).toHaveAccessibleDescription(fields.request.required);
    expect(field("name")).toHaveAttribute("aria-invalid", "false");
    expect(statusText()).toBe(attention(5));
  });

  it("requires Other Request when 'others' is chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.selectOptions(field("request"), "others");
    await user.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("otherRequest")).toHaveFocus();
    expect(field("otherRequest")).toHaveAccessibleDescription(fields.otherRequest.required);
  });
});

describe("when fields are judged", () => {
  it("states aria-invalid false on every control until it has an error", () => {
    renderForm();
    for (const name of REQUIRED) expect(field(name)).toHaveAttribute("aria-invalid", "false");
  });

  it("says nothing about a field the visitor only passed through", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field("name"));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByText(fields.name.required)).toBeNull();
    expect(field("name")).toHaveAttribute("aria-invalid", "false");
    expect(field("email")).toHaveAttribute("aria-invalid", "false");
  });

  it("judges a field on leaving it once it was edited", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("email"), "asha@pharma");
    await user.tab();
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(field("email")).toHaveAttribute("aria-invalid", "true");
    expect(field("email")).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field("subject")).toHaveAttribute("aria-invalid", "false");
  });

  it("pressed with the pointer, Submit leaves the focus in the field until it judges them all", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("name"), "Asha");
    await user.type(field("email"), "asha@pharma");
    // The press alone: the field keeps the focus and is not judged yet, so nothing moves under the pointer.
    await user.pointer({ keys: "[MouseLeft>]", target: submit() });
    expect(field("email")).toHaveFocus();
    expect(screen.queryByText(messages.invalidEmail)).not.toBeInTheDocument();
    // The release: the submit judges every field and takes the focus to the first one in error.
    await user.pointer({ keys: "[/MouseLeft]", target: submit() });
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    await waitFor(() => expect(field("email")).toHaveFocus());
  });

  it("a press on Submit released elsewhere is no click: a later submit by key leaves the focus in the field", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderForm();
    await fillValid(user);
    await user.pointer([
      { keys: "[MouseLeft>]", target: submit() },
      { target: field("name") },
      { keys: "[/MouseLeft]" },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(field("company"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(field("company")).toHaveFocus();
  });

  it("after the first submit, judges every field on leaving it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await user.type(field("name"), "Asha");
    await user.tab();
    expect(field("name")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(fields.name.required)).toBeNull();
  });

  it("counts the fields needing attention in the status after a failed submit, and keeps count as they are fixed", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.clear(field("subject"));
    await user.clear(field("company"));
    await user.click(submit());
    expect(statusText()).toBe(attention(2));
    expect(field("subject")).toHaveFocus();
    await user.type(field("subject"), "Supplier audit");
    await user.tab();
    expect(await screen.findByText(attention(1))).toBe(status());
    await user.type(field("company"), "Example Pharma");
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
    await screen.findByText(messages.success);
    for (const name of REQUIRED) expect(field(name)).toHaveAttribute("aria-invalid", "false");
    await user.click(field("name"));
    await user.tab();
    expect(screen.queryByText(fields.name.required)).toBeNull();
  });
});

describe("a request chosen by the link that brought the visitor", () => {
  const renderWith = (requested: string) => renderContactForm(text, { service: SERVICE, requested });

  it("is selected when it is one of the form's choices", async () => {
    renderWith("DMF filing");
    await waitFor(() => expect(field("request")).toHaveValue("DMF filing"));
    expect(field("request")).toHaveAttribute("aria-invalid", "false");
    expect(field("otherRequest")).not.toBeRequired();
  });

  it("selects nothing and shows no error when it is unknown", async () => {
    renderWith("<b>audit</b>");
    await act(async () => undefined);
    expect(field("request")).toHaveValue("");
    expect(field("request")).toHaveAttribute("aria-invalid", "false");
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
    expect(statusText()).toBe(messages.sending);
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    expect(submit()).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: "POST" }));
    expect(sentFields()).toEqual({ access_key: KEY, ...A_VALID_REQUEST, from: "contactus-form" });
    await act(async () => resolve(await jsonAnswer(200, { success: true, message: "Email sent" })));
    expect(statusText()).toBe(messages.success);
    expect(field("name")).toHaveValue("");
    expect(field("message")).toHaveValue("");
    expect(field("request")).toHaveValue("");
    expect(submit()).toHaveAttribute("aria-disabled", "false");
    expect(submit()).toHaveFocus();
  });

  it("once sent, hands over what was asked for and by when, when the firm replies, and its phone and WhatsApp", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true }));
    const reach = { phone: "+91 11111 22222", whatsapp: "+91 11111 33333", whatsappLabel: "Chat" };
    renderContactForm(text, { service: SERVICE, reach });
    await fillValid(user);
    fireEvent.change(field("neededBy"), { target: { value: "2099-03-04" } });
    expect(screen.queryByRole("group", { name: text.sent!.heading })).toBeNull();
    await user.click(submit());
    await screen.findByText(messages.success);
    const handOver = screen.getByRole("group", { name: text.sent!.heading });
    const chosen = text.requestOptions.find((option) => option.value === A_VALID_REQUEST.request)!;
    expect(within(handOver).getByText(chosen.label)).toBeInTheDocument();
    expect(within(handOver).getByText(formatDate("2099-03-04"))).toBeInTheDocument();
    expect(within(handOver).getByText(text.sent!.reply)).toBeInTheDocument();
    expect(within(handOver).getByRole("link", { name: reach.phone })).toHaveAttribute(
      "href",
      "tel:+911111122222",
    );
    expect(within(handOver).getByRole("link", { name: /^Chat/ })).toHaveAttribute(
      "href",
      expect.stringContaining("911111133333"),
    );
    // The form itself is cleared, as the spec asks; the hand-over keeps what it held.
    expect(field("neededBy")).toHaveValue("");
    // A new send starts without it.
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    await fillValid(user);
    await user.click(submit());
    expect(screen.queryByRole("group", { name: text.sent!.heading })).toBeNull();
  });

  it.each([
    ["the service refuses it", () => jsonAnswer(400, { success: false, message: "Access key is invalid." })],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])(
    "when %s, offers the request by email, WhatsApp and phone, takes the focus there, keeps every value",
    async (_, answer) => {
      const user = userEvent.setup();
      fetchMock.mockImplementation(answer);
      const reach = {
        phone: "+91 11111 22222",
        email: "info@firm.example",
        whatsapp: "+91 11111 33333",
        whatsappLabel: "Chat",
      };
      renderContactForm(text, { service: SERVICE, reach });
      await fillValid(user);
      const typed = (field("message") as HTMLTextAreaElement).value;
      await user.click(submit());
      const failed = await screen.findByRole("group", { name: text.failed!.heading });
      expect(failed).toHaveFocus();
      const email = new URL(
        within(failed).getByRole("link", { name: text.failed!.email }).getAttribute("href")!,
      );
      expect(email.protocol + email.pathname).toBe("mailto:info@firm.example");
      expect(email.searchParams.get("subject")).toBe(A_VALID_REQUEST.subject);
      expect(email.searchParams.get("body")).toContain(typed);
      const chat = new URL(
        within(failed).getByRole("link", { name: text.failed!.whatsapp }).getAttribute("href")!,
      );
      expect(chat.href.startsWith("https://wa.me/911111133333?")).toBe(true);
      expect(chat.searchParams.get("text")).toContain(typed);
      expect(within(failed).getByRole("link", { name: reach.phone })).toHaveAttribute(
        "href",
        "tel:+911111122222",
      );
      // Nothing typed is lost, and Send tries again: the panel goes while it sends, and after a success.
      expect(field("message")).toHaveValue(typed);
      fetchMock.mockReturnValue(jsonAnswer(200, { success: true }));
      await user.click(submit());
      await screen.findByText(messages.success);
      expect(screen.queryByRole("group", { name: text.failed!.heading })).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it("sends Other Request only with 'others'", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(jsonAnswer(200, { success: true }));
    renderForm();
    await fillValid(user);
    await user.selectOptions(field("request"), "others");
    await user.type(field("otherRequest"), "Stability study design");
    await user.click(submit());
    expect(sentFields(0)).toMatchObject({ request: "others", otherRequest: "Stability study design" });

    await fillValid(user);
    await user.selectOptions(field("request"), "others");
    await user.type(field("otherRequest"), "Left behind");
    await user.selectOptions(field("request"), "CSV");
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

  // The service's own message, or the form's error message (from data/).
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
    ["the answer is an HTML error page", () => htmlAnswer(502), messages.error],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch")), messages.error],
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
      expect(field("name")).toHaveValue("Asha Patel");
      expect(field("request")).toHaveValue("new audit");
      expect(field("message")).toHaveValue("An ICH Q7 audit in March, please.");
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
      expect(await screen.findByText(messages.sending)).toBe(status());
      await act(async () => {
        jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS);
      });
      expect(statusText()).toBe(messages.error);
      expect(field("company")).toHaveValue("Example Pharma");
    } finally {
      jest.useRealTimers();
    }
  });

  it("announces the status politely", () => {
    renderForm();
    expect(status()).toHaveAttribute("aria-live", "polite");
  });
});
