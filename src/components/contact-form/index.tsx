import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from "react";
import { graphql } from "gatsby";
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from "formik";

import {
  EMPTY_VALUES,
  FIELD_ORDER,
  INSPECTION_EXPECTED,
  MAX_LENGTH,
  OTHER_REQUEST,
  REQUIRED_FIELDS,
  localToday,
  type ContactValues,
  type FieldName,
} from "./fields";
import type { ContactMessages, contactSchema } from "./schema";
import { telHref } from "../../lib/contact-links";
import { FORM_483_ID, FORM_FROM, fromIn } from "../../lib/contact-request";
import { formatDate } from "../../lib/dates";
import { keepTogether } from "../../lib/keep-together";
import { submitContactRequest } from "./submit";
import { emailHref, type RequestText, whatsappRequestHref } from "./another-way";
import { DRAFT_KEY, draftText, isEmptyDraft, restoreDraft } from "./draft";
import {
  FORM_483_OPEN,
  FORM_483_REQUEST,
  FORM_483_SUBJECT,
  STORED_ATTRIBUTE,
} from "../../islands/attributes";
import { browserStorage } from "../../lib/browser-storage";
import NextSteps from "../next-steps";
import WhatsappLink from "../whatsapp-link";
import * as styles from "./contact-form.module.scss";

export type ContactFormText = Queries.ContactFormTextFragment;

type ContactFormProps = {
  text: ContactFormText;
  /** Where and with which access key to post (data/site.json, or the build's environment). */
  service: { endpoint: string; accessKey: string };
  /**
   * Our thank-you page's full address: the form service sends the browser there after a form sent
   * without JavaScript (its `redirect` field); sent by the form's code, the status says it instead.
   */
  thankYou?: string;
  /**
   * The request the visitor's link asked for (?request=… from a page's hero
   * action): chosen once the page runs, if it is one of the form's choices.
   */
  requested?: string | null;
  /**
   * What the fields held just before the form's code took over the page's form (src/islands): kept
   * should React have to draw the form afresh, where the fields it finds are its own, empty ones.
   */
  valuesBeforeStart?: ContactValues;
  /** Called once the form holds what its fields held when it started (the island's loader then sends a held form). */
  onStarted?: () => void;
  /**
   * The firm's phone and WhatsApp, offered once a request is sent for anything that cannot wait, and
   * with its email when a request could not be sent.
   */
  reach?: { phone: string; email?: string; whatsapp?: string | null; whatsappLabel: string };
};

/** What a sent request asked for, shown once it has gone (the form itself is cleared). */
type Sent = { request?: string; neededBy?: string };

type Status =
  | { kind: "idle" }
  /** A submit stopped by invalid fields: the status counts those still showing an error. */
  | { kind: "invalid" }
  | { kind: "sending" }
  | { kind: "success" }
  | { kind: "refused"; message: string }
  | { kind: "error" };

/** The props the contact page's build writes for the form's island (src/islands/contact-form.tsx). */
export type ContactFormIslandProps = Pick<ContactFormProps, "text" | "service" | "thankYou" | "reach">;

/** What the form's fields hold in the page, by name. */
export const valuesIn = (form: HTMLFormElement | null): ContactValues => {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(
    FIELD_ORDER.map((name) => [name, String(data?.get(name) ?? EMPTY_VALUES[name])]),
  ) as ContactValues;
};

const fieldId = (name: FieldName) => `contact-${name}`;
const errorId = (name: FieldName) => `contact-${name}-error`;
const hintId = (name: FieldName) => `contact-${name}-hint`;

/**
 * The contact request form (SPEC §3-5, §7-8). Formik holds the values, the Yup
 * schema in ./schema.ts decides what is valid, ./submit.ts posts to the form
 * service. Only a successful submission clears what the visitor typed.
 *
 * Without JavaScript the same markup is a plain HTML form that posts to the
 * service, with the browser's own validation; once the page runs, the form
 * validates itself (noValidate) so that visitors never see two messages.
 *
 * A field is judged when the visitor leaves it only once they have typed in
 * it or tried to send the form: tabbing through the empty form says nothing.
 */
const ContactForm = ({
  text,
  service,
  thankYou,
  requested = null,
  valuesBeforeStart,
  onStarted,
  reach,
}: ContactFormProps) => {
  const { endpoint, accessKey } = service;
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [sent, setSent] = useState<Sent | null>(null);
  const [triedToSend, setTriedToSend] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(() => new Set());
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  /** Submit is being pressed with a pointer, which does not move the focus (see the button). */
  const pressed = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const botcheck = useRef<HTMLInputElement>(null);
  /** The other ways to send a request that failed: the focus goes there, in view. */
  const anotherWay = useRef<HTMLDivElement>(null);

  const messages: ContactMessages = useMemo(
    () => ({
      required: Object.fromEntries(
        REQUIRED_FIELDS.map((name) => [name, text.fields[name].required]),
      ) as ContactMessages["required"],
      invalidEmail: text.messages.invalidEmail,
      invalidPhone: text.messages.invalidPhone,
      pastDate: text.messages.pastDate,
      futureDate: text.messages.futureDate,
      tooLong: text.messages.tooLong,
    }),
    [text],
  );
  // Yup is fetched the first time the form validates, not with the page. A
  // failed download is forgotten, so that the next attempt fetches it again.
  const schema = useRef<Promise<ReturnType<typeof contactSchema>> | null>(null);
  const loadSchema = () =>
    (schema.current ??= import("./schema")
      .then((module) => module.contactSchema(messages))
      .catch((error: unknown) => {
        schema.current = null;
        throw error;
      }));

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY_VALUES,
    validate: async (values): Promise<FormikErrors<ContactValues>> => {
      let rules;
      try {
        rules = await loadSchema();
      } catch {
        return {}; // while typing; a submit reports the failure (handleSubmit)
      }
      try {
        await validateYupSchema(values, rules);
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    onSubmit: async (values, helpers) => {
      setStatus({ kind: "sending" });
      setSent(null);
      const outcome = await submitContactRequest({
        endpoint,
        accessKey,
        request: (await loadSchema()).cast(values, { stripUnknown: true }),
        // Where the request started (lib/contact-request): the address's value if it has the site's
        // shape, or the form's own page, as the hidden field says (src/islands/request-choice.ts).
        from: fromIn(window.location.search) ?? FORM_FROM,
        botcheck: botcheck.current?.checked ?? false,
      });
      if (outcome.kind === "success") {
        setSent({
          request: text.requestOptions.find((option) => option.value === values.request)?.label,
          neededBy: values.neededBy ? formatDate(values.neededBy) : undefined,
        });
        helpers.resetForm();
        setEdited(new Set());
        setTriedToSend(false);
      }
      setStatus(outcome);
    },
  });

  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  // What the fields hold when the form starts is the visitor's: typed before the form's code arrived
  // (it loads on the first touch, src/islands/loader.ts), or put back by the browser. After hydration,
  // so that the server's HTML and the first render agree.
  const { setFieldValue, setValues } = formik;
  const [started, setStarted] = useState(false);
  const [open483, setOpen483] = useState(false);
  const [today, setToday] = useState<string | undefined>(undefined);
  const keepsDraft = Boolean(text.draft);
  useEffect(() => {
    const inPage = valuesIn(form.current);
    // Under both, the draft the browser kept (./draft.ts), when the form says that it keeps one.
    const draft = keepsDraft
      ? restoreDraft(
          browserStorage()?.getItem(DRAFT_KEY) ?? null,
          text.requestOptions.map((option) => option.value),
          localToday(),
        )
      : {};
    const held = Object.fromEntries(
      FIELD_ORDER.map((name) => [
        name,
        inPage[name] || valuesBeforeStart?.[name] || draft[name] || EMPTY_VALUES[name],
      ]),
    ) as ContactValues;
    const typed = FIELD_ORDER.filter((name) => held[name] !== EMPTY_VALUES[name]);
    if (typed.length > 0) {
      void setValues(held, false);
      setEdited(new Set(typed));
    }
    // The 483 part stays open once a link for a 483 response has opened it, or a 483's date is given.
    const part = document.getElementById(FORM_483_ID);
    setOpen483(
      Boolean(
        part?.hasAttribute(FORM_483_OPEN) ||
        window.location.hash === `#${FORM_483_ID}` ||
        held.form483IssuedOn,
      ),
    );
    setStarted(true);
    setToday(localToday());
    // Once, when the form starts: what came before is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setValues]);
  // After the render that holds those values, so that a form sent now is judged on them.
  useEffect(() => {
    if (started) onStarted?.();
  }, [started, onStarted]);

  // The draft follows the fields from the start on; an empty form (sent, or cleared) keeps none.
  const { values } = formik;
  useEffect(() => {
    if (!started || !keepsDraft) return;
    try {
      const kept = browserStorage();
      if (isEmptyDraft(values)) kept?.removeItem(DRAFT_KEY);
      else kept?.setItem(DRAFT_KEY, draftText(values, localToday()));
    } catch {
      // Storage full or refused: the request stays in the form.
    }
  }, [values, started, keepsDraft]);

  // A link to the 483 part followed on this page opens it too.
  useEffect(() => {
    const follow = () => {
      if (window.location.hash === `#${FORM_483_ID}`) setOpen483(true);
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  // The day a response to the 483 is due: its arithmetic is fetched once a date is given.
  const issuedOn = values.form483IssuedOn;
  const [due, setDue] = useState<{ issuedOn: string; due: string } | null>(null);
  useEffect(() => {
    if (!issuedOn || !text.form483) return;
    let current = true;
    import("../../lib/business-days")
      .then(({ FORM_483_RESPONSE_DAYS, isCalendarDay, usBusinessDaysAfter }) => {
        if (current && isCalendarDay(issuedOn)) {
          setDue({ issuedOn, due: usBusinessDaysAfter(issuedOn, FORM_483_RESPONSE_DAYS) });
        }
      })
      .catch((error: unknown) => console.error("The 483's due date could not be worked out", error));
    return () => {
      current = false;
    };
  }, [issuedOn, text.form483]);
  const dueDate = due && due.issuedOn === issuedOn ? due.due : null;

  /** Empties the form and the browser's copy of it, once the visitor has said so if it held anything. */
  const clearForm = () => {
    if (!isEmptyDraft(formik.values) && text.draft && !window.confirm(text.draft.clearConfirm)) return;
    formik.resetForm();
    setEdited(new Set());
    setTriedToSend(false);
    setStatus({ kind: "idle" });
    setSent(null);
    // The emptied values remove the browser's copy (the draft's effect above).
    document.getElementById(fieldId("name"))?.focus();
  };

  // The request the visitor's link asked for fills the choice while it is empty.
  useEffect(() => {
    const empty = !valuesIn(form.current).request;
    if (empty && requested && text.requestOptions.some((option) => option.value === requested)) {
      void setFieldValue("request", requested, false);
    }
  }, [requested, text.requestOptions, setFieldValue]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setTriedToSend(true);
    try {
      try {
        await loadSchema();
      } catch (error) {
        console.error("The form's validation code could not be loaded", error);
        setStatus({ kind: "error" });
        return;
      }
      const errors = await formik.validateForm();
      const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
      if (firstInvalid) {
        await formik.setTouched(Object.fromEntries(FIELD_ORDER.map((name) => [name, true])), false);
        setStatus({ kind: "invalid" });
        document.getElementById(fieldId(firstInvalid))?.focus();
        return;
      }
      // A click would have focused the button; it keeps the focus while the request is sent.
      if (pressed.current) submitButton.current?.focus();
      await formik.submitForm();
    } finally {
      sending.current = false;
      pressed.current = false;
    }
  };

  const failed = status.kind === "error" || status.kind === "refused";
  useEffect(() => {
    const panel = anotherWay.current;
    if (!failed || !panel) return;
    panel.focus({ preventScroll: true });
    panel.scrollIntoView({ block: "nearest" });
  }, [failed, status]);

  const showsOther = formik.values.request === OTHER_REQUEST;

  // A field that appears (Other Request, on choosing Others) starts untouched, even after a failed
  // send: it is judged once the visitor leaves it, or sends the form again.
  const { setFieldTouched } = formik;
  useEffect(() => {
    if (showsOther) void setFieldTouched("otherRequest", false, false);
  }, [showsOther, setFieldTouched]);

  /** The spec's fields are required (SPEC §5), Other Request only while it shows; the added ones never. */
  const isRequired = (name: FieldName) =>
    name === "otherRequest" ? showsOther : (REQUIRED_FIELDS as readonly FieldName[]).includes(name);

  /** The optional fields' hint, under their label. */
  const hintOf = (name: FieldName) => {
    const texts = text.fields[name];
    return "hint" in texts && texts.hint ? texts.hint : null;
  };

  /**
   * Props shared by every control: value binding, label link and error link.
   * aria-invalid is always stated: left out, browsers expose an empty required
   * field as invalid before the visitor has done anything.
   */
  const control = (name: FieldName) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    const { onChange, onBlur, ...binding } = formik.getFieldProps(name);
    return {
      ...binding,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (!edited.has(name)) setEdited((fields) => new Set(fields).add(name));
        onChange(event);
      },
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (triedToSend || edited.has(name)) onBlur(event);
      },
      id: fieldId(name),
      required: isRequired(name),
      "aria-invalid": error ? ("true" as const) : ("false" as const),
      "aria-describedby":
        [hintOf(name) && hintId(name), error && errorId(name)].filter(Boolean).join(" ") || undefined,
    };
  };

  const field = (name: FieldName, input: ReactNode, className = "", after: ReactNode = null) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    const hint = hintOf(name);
    return (
      <div className={`${styles.field} ${className}`}>
        <label className={styles.label} htmlFor={fieldId(name)}>
          {text.fields[name].label}
          {isRequired(name) && (
            <span aria-hidden="true" className={styles.requiredMark}>
              {" "}
              *
            </span>
          )}
        </label>
        {hint && (
          <p id={hintId(name)} className={styles.hint}>
            {hint}
          </p>
        )}
        {input}
        {error && (
          <p id={errorId(name)} className={styles.error}>
            {error}
          </p>
        )}
        {after}
      </div>
    );
  };

  const textInput = (
    name: Exclude<FieldName, "form483IssuedOn" | "request" | "message" | "neededBy" | "inspectionExpected">,
    type = "text",
    autoComplete?: string,
    className = "",
  ) =>
    field(
      name,
      <input
        {...control(name)}
        className={styles.input}
        type={type}
        placeholder={text.fields[name].placeholder ?? undefined}
        maxLength={MAX_LENGTH[name]}
        autoComplete={autoComplete}
      />,
      className,
    );

  const isSending = status.kind === "sending";
  const needingAttention = FIELD_ORDER.filter((name) => formik.touched[name] && formik.errors[name]).length;
  const statusText = {
    idle: "",
    invalid:
      needingAttention === 0
        ? ""
        : needingAttention === 1
          ? text.messages.attentionOne
          : text.messages.attentionMany.replace("{count}", String(needingAttention)),
    sending: text.messages.sending,
    success: text.messages.success,
    refused: status.kind === "refused" ? status.message : "",
    error: text.messages.error,
  }[status.kind];

  return (
    <form
      ref={form}
      className={styles.form}
      action={endpoint}
      method="post"
      encType="multipart/form-data"
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="access_key" value={accessKey} />
      <input type="hidden" name="from" defaultValue={FORM_FROM} />
      {thankYou && <input type="hidden" name="redirect" value={thankYou} />}
      <input
        ref={botcheck}
        className={styles.honeypot}
        type="checkbox"
        name="botcheck"
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* Shown while a link for a 483 response is the address's target, without JavaScript too; kept
        open by the page's script (src/islands/request-choice.ts) and by the form's. */}
      {text.form483 && (
        <fieldset
          id={FORM_483_ID}
          className={styles.form483}
          {...{ [FORM_483_SUBJECT]: text.form483.subject, [FORM_483_REQUEST]: text.form483.request }}
          {...(open483 ? { [FORM_483_OPEN]: "" } : {})}
        >
          <legend className={styles.form483Heading}>{keepTogether(text.form483.heading)}</legend>
          {field(
            "form483IssuedOn",
            <input {...control("form483IssuedOn")} className={styles.input} type="date" max={today} />,
            styles.issuedOn,
          )}
          <p className={styles.due} aria-live="polite" data-form-483-due>
            {dueDate ? text.form483.due.replace("{date}", formatDate(dueDate)) : ""}
          </p>
          <p className={styles.nda}>{text.form483.nda}</p>
        </fieldset>
      )}
      <div className={styles.grid}>
        {textInput("name", "text", "name")}
        {textInput("email", "email", "email")}
        {textInput("subject")}
        {field(
          "request",
          <select {...control("request")} className={styles.input}>
            <option value="">{text.fields.request.placeholder}</option>
            {text.requestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
        {/* Always in the page, shown by the styles while Others is chosen (before the form's code has
            loaded too, and always without JavaScript, where nothing can follow the choice); required
            only while it shows. Company takes the whole row when Other Request does not share it. */}
        {textInput("otherRequest", "text", undefined, styles.other)}
        {textInput("company", "text", "organization", styles.company)}
        {textInput("phone", "tel", "tel")}
        {/* Needed by: a date from today on (the schema refuses an earlier one), or a tick for an
            inspection expected; both optional. The earliest date is the visitor's today, so it is set
            once the form runs in their browser (the build's today would be stale). */}
        {field(
          "neededBy",
          <input {...control("neededBy")} className={styles.input} type="date" min={today} />,
          "",
          <label className={styles.check} htmlFor={fieldId("inspectionExpected")}>
            <input
              id={fieldId("inspectionExpected")}
              className={styles.checkbox}
              type="checkbox"
              name="inspectionExpected"
              value={INSPECTION_EXPECTED}
              checked={formik.values.inspectionExpected === INSPECTION_EXPECTED}
              onChange={(event) => {
                void formik.setFieldValue(
                  "inspectionExpected",
                  event.target.checked ? INSPECTION_EXPECTED : "",
                  false,
                );
              }}
            />
            {text.fields.inspectionExpected.label}
          </label>,
        )}
        {field(
          "message",
          <textarea
            {...control("message")}
            className={styles.input}
            rows={4}
            placeholder={text.fields.message.placeholder}
            maxLength={MAX_LENGTH.message}
          />,
          styles.wide,
        )}
      </div>
      <div className={`${styles.actions} ${text.next ? styles.withNext : ""}`}>
        <div className={styles.send}>
          {/* aria-disabled rather than disabled: the button keeps focus while the request is sent.
            A press does not take the focus from the field being typed in: leaving that field would judge
            it, and its message, appearing between the press and the release, could move the button from
            under the pointer so that the click never lands. The submit judges every field anyway, then
            gives the focus to the first field in error, or to the button while it sends. */}
          <button
            ref={submitButton}
            className={styles.submit}
            type="submit"
            aria-disabled={isSending || formik.isSubmitting}
            onMouseDown={(event) => {
              event.preventDefault();
              pressed.current = true;
            }}
            // Released elsewhere, the press is no click: a later submit by key leaves the focus where it is.
            onMouseLeave={() => {
              pressed.current = false;
            }}
          >
            {text.submitLabel}
          </button>
          {text.form483 && <p className={styles.team}>{text.form483.team}</p>}
          {text.privacy && (
            <p className={styles.privacy}>
              <a href={text.privacy.to}>{text.privacy.label}</a>
            </p>
          )}
          {/* Said once the form's code runs, which keeps the draft: under the button, so that nothing
            the visitor is typing in or about to press moves when it shows. */}
          {text.draft && (
            <p
              className={`${styles.draft} ${started ? "" : styles.pending}`}
              {...{ [STORED_ATTRIBUTE]: DRAFT_KEY }}
              data-draft-note
            >
              {text.draft.kept}{" "}
              <button type="button" className={styles.clear} onClick={clearForm}>
                {text.draft.clear}
              </button>
            </p>
          )}
          <p
            className={`${styles.status} ${styles[status.kind] ?? ""}`}
            role="status"
            aria-live="polite"
            data-status={status.kind}
          >
            {statusText}
          </p>
          {status.kind === "success" && sent && text.sent && (
            <SentRequest sent={sent} text={text.sent} reach={reach} />
          )}
          {failed && text.failed && reach && (
            <AnotherWay
              ref={anotherWay}
              text={text.failed}
              reach={reach}
              values={formik.values}
              request={{
                labels: Object.fromEntries(
                  FIELD_ORDER.map((name) => [name, text.fields[name].label]),
                ) as RequestText["labels"],
                requestLabels: Object.fromEntries(
                  text.requestOptions.map((option) => [option.value, option.label]),
                ),
                cut: text.failed.cut,
                date: formatDate,
              }}
            />
          )}
        </div>
        {/* Beside the button from 768 px, directly under it on phones: what sending leads to. */}
        {text.next && <NextSteps next={text.next} id="contact" className={styles.next} />}
      </div>
    </form>
  );
};

/**
 * The hand-over once a request has gone, under the success message: what was asked for and by when
 * (the form itself is cleared), when the firm replies, and the phone and WhatsApp for what cannot wait.
 */
const SentRequest = ({
  sent,
  text,
  reach,
}: {
  sent: Sent;
  text: NonNullable<ContactFormText["sent"]>;
  reach?: ContactFormProps["reach"];
}) => (
  <div className={styles.sent} role="group" aria-labelledby="contact-sent-heading">
    <h3 id="contact-sent-heading" className={styles.sentHeading}>
      {text.heading}
    </h3>
    {(sent.request || sent.neededBy) && (
      <dl className={styles.sentList}>
        {sent.request && (
          <div>
            <dt>{text.request}</dt>
            <dd>{sent.request}</dd>
          </div>
        )}
        {sent.neededBy && (
          <div>
            <dt>{text.neededBy}</dt>
            <dd>{sent.neededBy}</dd>
          </div>
        )}
      </dl>
    )}
    <p>{text.reply}</p>
    {reach && (
      <p>
        {`${text.urgent}: `}
        <a href={telHref(reach.phone)}>{reach.phone}</a>
        {reach.whatsapp && " · "}
        <WhatsappLink
          number={reach.whatsapp}
          label={reach.whatsappLabel}
          classes={{ link: styles.chat, number: styles.hiddenNumber }}
        />
      </p>
    )}
  </div>
);

type AnotherWayProps = {
  text: NonNullable<ContactFormText["failed"]>;
  reach: NonNullable<ContactFormProps["reach"]>;
  values: ContactValues;
  request: RequestText;
};

/**
 * Under the error message, when a request could not be sent: the same request by email and on
 * WhatsApp, written from what the form holds (which stays as typed, so that Send tries again), and the
 * phone. It takes the focus when it appears, so that it is where the visitor pressed Send.
 */
const AnotherWay = forwardRef<HTMLDivElement, AnotherWayProps>(({ text, reach, values, request }, ref) => (
  <div
    ref={ref}
    className={styles.anotherWay}
    role="group"
    aria-labelledby="contact-another-way-heading"
    tabIndex={-1}
    data-another-way
  >
    <h3 id="contact-another-way-heading" className={styles.sentHeading}>
      {text.heading}
    </h3>
    <p>{text.text}</p>
    <ul className={styles.ways}>
      {reach.email && (
        <li>
          <a href={emailHref(reach.email, values, request)}>{text.email}</a>
        </li>
      )}
      {reach.whatsapp && (
        <li>
          <a href={whatsappRequestHref(reach.whatsapp, values, request)}>{text.whatsapp}</a>
        </li>
      )}
      <li>
        {`${text.call} `}
        <a href={telHref(reach.phone)}>{reach.phone}</a>
      </li>
    </ul>
  </div>
));
AnotherWay.displayName = "AnotherWay";

export default ContactForm;

export const query = graphql`
  fragment ContactFormText on PageFormSection {
    fields {
      form483IssuedOn {
        ...FormOptionalField
      }
      name {
        ...FormField
      }
      email {
        ...FormField
      }
      subject {
        ...FormField
      }
      request {
        ...FormField
      }
      otherRequest {
        ...FormField
      }
      company {
        ...FormField
      }
      phone {
        ...FormOptionalField
      }
      neededBy {
        ...FormOptionalField
      }
      inspectionExpected {
        ...FormOptionalField
      }
      message {
        ...FormField
      }
    }
    requestOptions {
      value
      label
    }
    submitLabel
    privacy {
      label
      to
    }
    messages {
      sending
      success
      error
      invalidEmail
      invalidPhone
      pastDate
      futureDate
      tooLong
      attentionOne
      attentionMany
    }
    next {
      heading
      steps
      dataUse
    }
    sent {
      heading
      request
      neededBy
      reply
      urgent
    }
    failed {
      heading
      text
      email
      whatsapp
      call
      cut
    }
    form483 {
      heading
      subject
      request
      due
      team
      nda
    }
    draft {
      kept
      clear
      clearConfirm
    }
  }

  fragment FormOptionalField on PageFormOptionalField {
    label
    placeholder
    hint
  }

  fragment FormField on PageFormField {
    label
    placeholder
    required
  }
`;
