/**
 * The form when its validation code (Yup, loaded on demand) cannot be
 * fetched, say on a flaky connection: it must not hang on "Sending....".
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { formFields } from "../../test-utils/contact-form";
import { mockFormService } from "../../test-utils/form-service-mock";
import { loadContactFormText } from "../../test-utils/page-fixtures";
import ContactForm from ".";

jest.mock("./schema", () => {
  throw new Error("Loading chunk schema failed");
});

const mocks = mockFormService();
const text = loadContactFormText();
const field = formFields(text);
const submit = () => screen.getByRole("button", { name: text.submitLabel });

// Rendering the whole form and typing into it, as in contact-form.test.tsx, can pass 5 s on a busy machine.
jest.setTimeout(20_000);

it("reports an error, sends nothing and keeps the values when the validation code cannot load", async () => {
  const user = userEvent.setup();
  render(<ContactForm text={text} service={{ endpoint: "https://forms.example/submit", accessKey: "k" }} />);
  await user.type(field("name"), "Asha Patel");
  await user.click(submit());
  expect(await screen.findByText(text.messages.error)).toBe(screen.getByRole("status"));
  expect(mocks.fetch).not.toHaveBeenCalled();
  expect(mocks.consoleError).toHaveBeenCalled();
  expect(field("name")).toHaveValue("Asha Patel");
  expect(submit()).toHaveAttribute("aria-disabled", "false");
});
