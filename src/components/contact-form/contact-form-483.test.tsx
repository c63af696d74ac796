/**
 * The form on the way in from a link for a Form 483 response: its 483 part open, the day the 483 was
 * issued asked, the day the response is due worked out from it, and that day sent with the request.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { fillRequiredFields, formFields, renderContactForm, sentFields } from "../../test-utils/contact-form";
import { jsonAnswer, mockFormService } from "../../test-utils/form-service-mock";
import { loadContactFormText } from "../../test-utils/page-fixtures";
import { formatDate } from "../../lib/dates";
import { FORM_483_ID } from "../../lib/contact-request";
import type { ContactFormText } from ".";
import { localToday } from "./fields";

const text: ContactFormText = loadContactFormText();
const form483 = text.form483!;
const field = formFields(text);
const part = () => document.getElementById(FORM_483_ID)!;
const due = () => part().querySelector("[data-form-483-due]")!;

const mocks = mockFormService();

// Rendering the whole form and typing into it can pass 5 s on a busy machine.
jest.setTimeout(20_000);

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the form's Form 483 part", () => {
  it("stays closed on the way to the form itself", async () => {
    renderContactForm(text);
    await act(async () => undefined);
    expect(part()).not.toHaveAttribute("data-open");
    expect(part()).toHaveAttribute("data-subject", form483.subject);
    expect(part()).toHaveAttribute("data-request", form483.request);
  });

  it("opens when the address leads to it, with the team's line and the note on the 483 itself", async () => {
    window.history.replaceState(null, "", `/contactus/?request=consultation#${FORM_483_ID}`);
    renderContactForm(text);
    await waitFor(() => expect(part()).toHaveAttribute("data-open"));
    expect(screen.getByRole("group", { name: form483.heading })).toBe(part());
    expect(screen.getByText(form483.nda)).toBeInTheDocument();
    expect(screen.getByText(form483.team)).toBeInTheDocument();
    expect(field("form483IssuedOn")).toHaveAttribute("type", "date");
    expect(field("form483IssuedOn")).toHaveAttribute("max", localToday());
  });

  it("says when the response is due, 15 US business days on, across the year's end and its holidays", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", `/contactus/#${FORM_483_ID}`);
    renderContactForm(text);
    expect(due()).toBeEmptyDOMElement();
    // Friday 18 December 2026: Christmas and New Year's Day fall in the 15; the fifteenth is 12 January.
    await user.type(field("form483IssuedOn"), "2026-12-18");
    await waitFor(() =>
      expect(due()).toHaveTextContent(form483.due.replace("{date}", formatDate("2027-01-12"))),
    );
    await user.clear(field("form483IssuedOn"));
    expect(due()).toBeEmptyDOMElement();
  });

  it("refuses a 483 dated after today, with its message", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", `/contactus/#${FORM_483_ID}`);
    renderContactForm(text);
    await user.type(field("form483IssuedOn"), "2099-01-05");
    await user.tab();
    expect(await screen.findByText(text.messages.futureDate)).toBeInTheDocument();
    expect(field("form483IssuedOn")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the 483's date with the request", async () => {
    const user = userEvent.setup();
    mocks.fetch.mockReturnValue(jsonAnswer(200, { success: true }));
    window.history.replaceState(null, "", `/contactus/#${FORM_483_ID}`);
    renderContactForm(text);
    await user.type(field("form483IssuedOn"), "2026-11-30");
    await fillRequiredFields(user, text);
    await user.click(screen.getByRole("button", { name: text.submitLabel }));
    await screen.findByText(text.messages.success);
    expect(sentFields(mocks.fetch)).toMatchObject({ form483IssuedOn: "2026-11-30" });
  });
});
