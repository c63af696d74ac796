/**
 * The request kept in the browser until it is sent (./draft.ts): what a returning visitor finds in the
 * form, what the form says of it, how it is cleared.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { fillRequiredFields, formFields, renderContactForm } from "../../test-utils/contact-form";
import { jsonAnswer, mockFormService } from "../../test-utils/form-service-mock";
import { A_VALID_REQUEST, loadContactFormText } from "../../test-utils/page-fixtures";
import ContactForm, { type ContactFormText } from ".";
import { DRAFT_KEY, draftText } from "./draft";
import { EMPTY_VALUES, localToday } from "./fields";

const text: ContactFormText = loadContactFormText();
const field = formFields(text);
const draftTexts = text.draft!;
const submit = () => screen.getByRole("button", { name: text.submitLabel });
const clearButton = () => screen.getByRole("button", { name: draftTexts.clear });
const kept = () => {
  const stored = window.localStorage.getItem(DRAFT_KEY);
  return stored === null ? null : (JSON.parse(stored) as { on: string; values: Record<string, string> });
};
const keep = (values: Partial<typeof EMPTY_VALUES>, on = localToday()) =>
  window.localStorage.setItem(DRAFT_KEY, draftText({ ...EMPTY_VALUES, ...values }, on));

const mocks = mockFormService();

// Rendering the whole form and typing into it can pass 5 s on a busy machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());

describe("the request kept in the browser until it is sent", () => {
  it("is in the form when the visitor comes back, and stays kept as the form starts", async () => {
    keep({ name: "Asha Patel", request: A_VALID_REQUEST.request, message: "Two sites, March." });
    renderContactForm(text);
    await waitFor(() => expect(field("name")).toHaveValue("Asha Patel"));
    expect(field("request")).toHaveValue(A_VALID_REQUEST.request);
    expect(field("message")).toHaveValue("Two sites, March.");
    expect(kept()?.values).toEqual({
      name: "Asha Patel",
      request: A_VALID_REQUEST.request,
      message: "Two sites, March.",
    });
  });

  it("follows what is typed, with the day, and says so beside the button once the form runs", async () => {
    const user = userEvent.setup();
    renderContactForm(text);
    const note = screen.getByText(draftTexts.kept, { exact: false });
    expect(note).not.toHaveClass("pending");
    expect(clearButton()).toBeEnabled();
    expect(kept()).toBeNull();
    await user.type(field("subject"), "Audit");
    expect(kept()).toEqual({ on: localToday(), values: { subject: "Audit" } });
  });

  it("gives way to what the page's fields already held when the form started", async () => {
    keep({ name: "Asha Patel", subject: "Old subject" });
    render(
      <ContactForm
        text={text}
        service={{ endpoint: "https://forms.example/submit", accessKey: "k" }}
        valuesBeforeStart={{ ...EMPTY_VALUES, subject: "Typed before the script" }}
      />,
    );
    await waitFor(() => expect(field("subject")).toHaveValue("Typed before the script"));
    expect(field("name")).toHaveValue("Asha Patel");
  });

  it("is removed once the request is sent", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(jsonAnswer(200, { success: true }));
    renderContactForm(text);
    await fillRequiredFields(user, text);
    expect(kept()?.values).toMatchObject({ name: A_VALID_REQUEST.name });
    await user.click(submit());
    await screen.findByText(text.messages.success);
    expect(kept()).toBeNull();
  });

  it("stays kept when a send fails", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(Promise.reject(new TypeError("Failed to fetch")));
    renderContactForm(text);
    await fillRequiredFields(user, text);
    await user.click(submit());
    await screen.findByText(text.messages.error);
    expect(kept()?.values).toMatchObject({ name: A_VALID_REQUEST.name, message: A_VALID_REQUEST.message });
  });

  it("is cleared with the form when the visitor confirms, and the focus goes to the first field", async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    keep({ name: "Asha Patel", message: "Two sites." });
    renderContactForm(text);
    await waitFor(() => expect(field("name")).toHaveValue("Asha Patel"));
    await user.click(clearButton());
    expect(confirm).toHaveBeenCalledWith(draftTexts.clearConfirm);
    expect(field("name")).toHaveValue("Asha Patel");
    expect(kept()).not.toBeNull();
    confirm.mockReturnValue(true);
    await user.click(clearButton());
    expect(field("name")).toHaveValue("");
    expect(field("message")).toHaveValue("");
    expect(kept()).toBeNull();
    expect(field("name")).toHaveFocus();
  });

  it("is ignored, without an error, when what the browser kept is broken", async () => {
    window.localStorage.setItem(DRAFT_KEY, '{"on":"2026-12-03","values":');
    renderContactForm(text);
    await act(async () => undefined);
    for (const name of ["name", "email", "subject", "message"] as const) expect(field(name)).toHaveValue("");
    expect(mocks.consoleError).not.toHaveBeenCalled();
  });

  it("is not kept, nor said to be, when the form's text says nothing of keeping it", async () => {
    const user = userEvent.setup();
    keep({ name: "Asha Patel" });
    renderContactForm({ ...text, draft: null });
    await act(async () => undefined);
    expect(field("name")).toHaveValue("");
    expect(screen.queryByText(draftTexts.kept, { exact: false })).toBeNull();
    window.localStorage.clear();
    await user.type(field("subject"), "Audit");
    expect(kept()).toBeNull();
  });
});
