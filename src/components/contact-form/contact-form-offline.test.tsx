/**
 * The form when its validation code (Yup, loaded on demand) cannot be
 * fetched, say on a flaky connection: it must not hang on "Sending....".
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { mockFormService } from "../../test-utils/form-service-mock";
import { loadContactFormText } from "../../test-utils/page-fixtures";
import ContactForm from ".";

jest.mock("./schema", () => {
  throw new Error("Loading chunk schema failed");
});

const mocks = mockFormService();

// Rendering the whole form and typing into it, as in contact-form.test.tsx, can pass 5 s on a busy machine.
jest.setTimeout(20_000);

it("reports an error, sends nothing and keeps the values when the validation code cannot load", async () => {
  const user = userEvent.setup();
  render(
    <ContactForm
      text={loadContactFormText()}
      service={{ endpoint: "https://forms.example/submit", accessKey: "k" }}
    />,
  );
  await user.type(screen.getByLabelText(/^Name/), "Asha Patel");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("An error occurred while submitting the form.")).toBe(
    screen.getByRole("status"),
  );
  expect(mocks.fetch).not.toHaveBeenCalled();
  expect(mocks.consoleError).toHaveBeenCalled();
  expect(screen.getByLabelText(/^Name/)).toHaveValue("Asha Patel");
  expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-disabled", "false");
});
