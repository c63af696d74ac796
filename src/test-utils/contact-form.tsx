/**
 * The contact form in unit tests: drawn with a stand-in service, its fields found by their labels,
 * filled as a visitor fills them, and what it sent read back from the mocked fetch
 * (./form-service-mock.ts).
 */
import { render, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

import ContactForm, { type ContactFormIslandProps, type ContactFormText } from "../components/contact-form";
import type { FieldName } from "../components/contact-form/fields";
import { A_VALID_REQUEST } from "./page-fixtures";

export const STAND_IN_SERVICE = { endpoint: "https://forms.example/submit", accessKey: "k" };

type FormOptions = {
  service?: typeof STAND_IN_SERVICE;
  requested?: string;
  reach?: ContactFormIslandProps["reach"];
};

export const renderContactForm = (
  text: ContactFormText,
  { service = STAND_IN_SERVICE, requested, reach }: FormOptions = {},
) => render(<ContactForm text={text} service={service} requested={requested} reach={reach} />);

/** A required field's label ends in a mark that screen readers skip. */
const REQUIRED_MARK = / \*$/;

/** The form's fields, each found by its name's label as the form's text (from data/) words it. */
export const formFields = (text: ContactFormText) => (name: FieldName) =>
  screen.getByLabelText((label) => label.replace(REQUIRED_MARK, "") === text.fields[name].label);

/**
 * Enters a valid request into every required field, each pasted in: these are the fields a test
 * needs filled, not what it tests (the tests of typing type).
 */
export const fillRequiredFields = async (user: UserEvent, text: ContactFormText) => {
  const field = formFields(text);
  /** Clicks into a field and pastes its value: one change, where typing it would re-render the form per key. */
  const paste = async (name: Exclude<keyof typeof A_VALID_REQUEST, "request">) => {
    await user.click(field(name));
    await user.paste(A_VALID_REQUEST[name]);
  };
  await paste("name");
  await paste("email");
  await paste("subject");
  await user.selectOptions(field("request"), A_VALID_REQUEST.request);
  await paste("company");
  await paste("message");
};

/** The fields of a request sent through the mocked fetch (the first, unless told). */
export const sentFields = (fetch: jest.Mock, call = 0) =>
  Object.fromEntries((fetch.mock.calls[call][1].body as FormData).entries());

/** The texts of a group's list items, in order; words kept together are joined by no-break spaces. */
export const itemTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/\u00a0/g, " "));
