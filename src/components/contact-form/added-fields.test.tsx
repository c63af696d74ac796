/**
 * The fields added to the spec's form so that the firm can call back: a phone number and by when the
 * work is needed (a date, or an inspection expected). All optional. Labels, hints and messages are
 * read from data/pages/contactus.json, as editors keep them.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  fillRequiredFields as fillRequired,
  itemTexts,
  renderContactForm,
  sentFields as sentThrough,
} from "../../test-utils/contact-form";
import { jsonAnswer, mockFormService } from "../../test-utils/form-service-mock";
import { A_VALID_REQUEST, loadContactFormText } from "../../test-utils/page-fixtures";
import type { ContactFormText } from ".";
import { INSPECTION_EXPECTED, localToday } from "./fields";

const text: ContactFormText = loadContactFormText();
const { phone, neededBy, inspectionExpected } = text.fields;

// Typing a whole request, with the form validating every keystroke, can pass 5 s on a busy machine.
jest.setTimeout(20_000);

const mocks = mockFormService();

const renderForm = (formText = text) => renderContactForm(formText);

const submit = () => screen.getByRole("button", { name: text.submitLabel });
const sentFields = () => sentThrough(mocks.fetch);

/** The day `days` from today, as a date field writes it. */
const dayFromToday = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return localToday(day);
};

describe("the phone number", () => {
  it("is an optional tel field the browser can fill in, with its hint linked", () => {
    renderForm();
    const input = screen.getByLabelText(phone.label);
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("autocomplete", "tel");
    expect(input).toHaveAttribute("name", "phone");
    expect(input).not.toBeRequired();
    if (phone.hint) expect(input).toHaveAccessibleDescription(phone.hint);
  });

  it("refuses what is not a phone number, with its message linked to the field", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user, text);
    await user.type(screen.getByLabelText(phone.label), "call me");
    await user.click(submit());
    const input = screen.getByLabelText(phone.label);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text.messages.invalidPhone));
    expect(input).toHaveFocus();
    expect(mocks.fetch).not.toHaveBeenCalled();
  });
});

describe("needed by", () => {
  it("is an optional date with an optional tick box for an inspection expected", () => {
    renderForm();
    const date = screen.getByLabelText(neededBy.label);
    expect(date).toHaveAttribute("type", "date");
    expect(date).toHaveAttribute("name", "neededBy");
    expect(date).not.toBeRequired();
    const box = screen.getByRole("checkbox", { name: inspectionExpected.label });
    expect(box).toHaveAttribute("name", "inspectionExpected");
    expect(box).not.toBeRequired();
    expect(box).not.toBeChecked();
  });

  it("offers no day before today once the form runs", () => {
    renderForm();
    expect(screen.getByLabelText(neededBy.label)).toHaveAttribute("min", localToday());
  });

  it("refuses a date in the past with its message, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user, text);
    await user.type(screen.getByLabelText(neededBy.label), dayFromToday(-1));
    await user.click(submit());
    const date = screen.getByLabelText(neededBy.label);
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription(expect.stringContaining(text.messages.pastDate));
    expect(date).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(text.messages.attentionOne);
    expect(mocks.fetch).not.toHaveBeenCalled();
  });
});

describe("sending the added fields", () => {
  it("sends none of them and shows no error when they are left empty", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(jsonAnswer(200, { success: true }));
    renderForm();
    await fillRequired(user, text);
    await user.click(submit());
    expect(await screen.findByText(text.messages.success)).toBeInTheDocument();
    const sent = sentFields();
    expect(sent).not.toHaveProperty("phone");
    expect(sent).not.toHaveProperty("neededBy");
    expect(sent).not.toHaveProperty("inspectionExpected");
    expect(sent).toMatchObject(A_VALID_REQUEST);
  });

  it("sends the phone number, today or a later date, and the tick for an inspection expected", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(jsonAnswer(200, { success: true }));
    renderForm();
    await fillRequired(user, text);
    await user.type(screen.getByLabelText(phone.label), "+91 98765 43210");
    await user.type(screen.getByLabelText(neededBy.label), localToday());
    await user.click(screen.getByRole("checkbox", { name: inspectionExpected.label }));
    await user.click(submit());
    expect(await screen.findByText(text.messages.success)).toBeInTheDocument();
    expect(sentFields()).toMatchObject({
      phone: "+91 98765 43210",
      neededBy: localToday(),
      inspectionExpected: INSPECTION_EXPECTED,
    });
    // A successful send clears them with the rest.
    expect(screen.getByLabelText(phone.label)).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: inspectionExpected.label })).not.toBeChecked();
  });

  it("keeps the added fields when the service refuses the request", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(jsonAnswer(400, { success: false, message: "Refused" }));
    renderForm();
    await fillRequired(user, text);
    await user.type(screen.getByLabelText(phone.label), "+91 98765 43210");
    await user.type(screen.getByLabelText(neededBy.label), dayFromToday(30));
    await user.click(screen.getByRole("checkbox", { name: inspectionExpected.label }));
    await user.click(submit());
    expect(await screen.findByText("Refused")).toBeInTheDocument();
    expect(screen.getByLabelText(phone.label)).toHaveValue("+91 98765 43210");
    expect(screen.getByLabelText(neededBy.label)).toHaveValue(dayFromToday(30));
    expect(screen.getByRole("checkbox", { name: inspectionExpected.label })).toBeChecked();
  });
});

describe("hostile text", () => {
  const HOSTILE = '<img src=x onerror="alert(1)">';

  it("typed in the phone field stays text, and is refused as no phone number", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await fillRequired(user, text);
    await user.type(screen.getByLabelText(phone.label), HOSTILE);
    await user.click(submit());
    expect(screen.getByLabelText(phone.label)).toHaveValue(HOSTILE.slice(0, 30));
    expect(container.querySelector("img")).toBeNull();
    expect(mocks.fetch).not.toHaveBeenCalled();
  });

  it("in the added fields' labels and hints from data/ shows as text", () => {
    const { container } = renderForm({
      ...text,
      fields: {
        ...text.fields,
        phone: { ...phone, label: `Phone ${HOSTILE}`, hint: `Hint ${HOSTILE}` },
        inspectionExpected: { ...inspectionExpected, label: `Inspection ${HOSTILE}` },
      },
    });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByLabelText(`Phone ${HOSTILE}`)).toHaveAccessibleDescription(`Hint ${HOSTILE}`);
    expect(screen.getByRole("checkbox", { name: `Inspection ${HOSTILE}` })).toBeInTheDocument();
  });
});

describe("what happens next", () => {
  it("follows the submit button, in the form, with its steps in order", () => {
    renderForm();
    const next = text.next!;
    const group = screen.getByRole("group", { name: next.heading });
    expect(itemTexts(group)).toEqual(next.steps);
    if (next.dataUse) expect(group).toHaveTextContent(next.dataUse);
    expect(submit().compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
