/**
 * The contact form in unit tests: drawn with a stand-in service, its fields found by their labels,
 * filled as a visitor fills them, and what it sent read back from the mocked fetch
 * (./form-service-mock.ts).
 */
import { render, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

import ContactForm, { type ContactFormText } from "../components/contact-form";
import { A_VALID_REQUEST } from "./page-fixtures";

export const STAND_IN_SERVICE = { endpoint: "https://forms.example/submit", accessKey: "k" };

type FormOptions = { service?: typeof STAND_IN_SERVICE; requested?: string };

export const renderContactForm = (
  text: ContactFormText,
  { service = STAND_IN_SERVICE, requested }: FormOptions = {},
) => render(<ContactForm text={text} service={service} requested={requested} />);

/** A field by the start of its label, in any letter case: the house writes the spec's labels in sentence case. */
export const formField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, "i"));

/** Clicks into a field and pastes the value: one change, where typing it would re-render the form per key. */
const paste = async (user: UserEvent, label: string, value: string) => {
  await user.click(formField(label));
  await user.paste(value);
};

/**
 * Enters a valid request into every required field, each pasted in: these are the fields a test
 * needs filled, not what it tests (the tests of typing type).
 */
export const fillRequiredFields = async (user: UserEvent) => {
  await paste(user, "Name", A_VALID_REQUEST.name);
  await paste(user, "Email", A_VALID_REQUEST.email);
  await paste(user, "Subject", A_VALID_REQUEST.subject);
  await user.selectOptions(formField("Request"), A_VALID_REQUEST.request);
  await paste(user, "Company", A_VALID_REQUEST.company);
  await paste(user, "Message", A_VALID_REQUEST.message);
};

/** The fields of a request sent through the mocked fetch (the first, unless told). */
export const sentFields = (fetch: jest.Mock, call = 0) =>
  Object.fromEntries((fetch.mock.calls[call][1].body as FormData).entries());

/** The texts of a group's list items, in order; words kept together are joined by no-break spaces. */
export const itemTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/\u00a0/g, " "));
