/**
 * A request the form could not send, written out for the visitor to send another way: by email (a
 * mailto: link with the subject and the whole request) or on WhatsApp (a chat link with the same text).
 */
import { mailtoHref, whatsappHref } from "../../lib/contact-links";
import {
  FIELD_ORDER,
  INSPECTION_EXPECTED,
  OTHER_REQUEST,
  type ContactValues,
  type FieldName,
} from "./fields";

/**
 * The longest link written: mail programs and browsers are known to cut or refuse mailto: links much
 * past 2,000 characters (Outlook among them), and WhatsApp's chat links are held to the same.
 */
export const LINK_LIMIT = 2000;

export type RequestText = {
  /** Each field's label, by name. */
  labels: Record<FieldName, string>;
  /** The request choices' labels, by value. */
  requestLabels: Record<string, string>;
  /** Closes a text too long to send whole. */
  cut: string;
  /** A date as the page shows it (Needed by, the 483's date), from the field's yyyy-mm-dd. */
  date: (iso: string) => string;
};

/** Fields written into the text, in the form's order: the subject is the email's own. */
const WRITTEN = FIELD_ORDER.filter((name) => name !== "subject" && name !== "message");

/** The request as lines of "Label: value", then the message, leaving out what is empty. */
export const requestText = (values: ContactValues, text: RequestText): string => {
  const value = (name: FieldName) => {
    const held = values[name].trim();
    if (name === "request") return text.requestLabels[held] ?? held;
    if (name === "otherRequest") return values.request === OTHER_REQUEST ? held : "";
    if (name === "inspectionExpected") return held === INSPECTION_EXPECTED ? text.labels[name] : "";
    if (name === "neededBy" || name === "form483IssuedOn") return held && text.date(held);
    return held;
  };
  const lines = WRITTEN.flatMap((name) => {
    const held = value(name);
    if (!held) return [];
    // The tick's label says it all.
    return [name === "inspectionExpected" ? held : `${text.labels[name]}: ${held}`];
  });
  const message = values.message.trim();
  return [lines.join("\n"), message].filter(Boolean).join("\n\n");
};

/**
 * The link `make` builds from the text, the text cut short (at a word where it can, and closed with
 * `cut`) until the link is no longer than LINK_LIMIT.
 */
const withinLimit = (make: (text: string) => string, text: string, cut: string) => {
  if (make(text).length <= LINK_LIMIT) return make(text);
  // Encoded, a character takes 1 to 9 characters: halve the range until the longest start that fits.
  let fits = 0;
  let tooLong = text.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (make(`${text.slice(0, middle)}…\n\n${cut}`).length <= LINK_LIMIT) fits = middle;
    else tooLong = middle;
  }
  const start = text.slice(0, fits);
  const atWord = start.replace(/\s+\S*$/, "");
  return make(`${atWord.length > fits / 2 ? atWord : start}…\n\n${cut}`);
};

/** An email to the firm holding the visitor's subject and request. */
export const emailHref = (email: string, values: ContactValues, text: RequestText): string => {
  const subject = encodeURIComponent(values.subject.trim());
  return withinLimit(
    (body) => `${mailtoHref(email)}?subject=${subject}&body=${encodeURIComponent(body)}`,
    requestText(values, text),
    text.cut,
  );
};

/** A WhatsApp chat with the firm, its first message the visitor's subject and request. */
export const whatsappRequestHref = (number: string, values: ContactValues, text: RequestText): string => {
  const subject = values.subject.trim();
  return withinLimit(
    (message) => `${whatsappHref(number)}?text=${encodeURIComponent(message)}`,
    [subject, requestText(values, text)].filter(Boolean).join("\n\n"),
    text.cut,
  );
};
