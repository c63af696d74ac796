import { OPTIONAL_FIELDS } from "./fields";
import type { ContactRequest } from "./schema";

const isOptional = (name: string) => (OPTIONAL_FIELDS as readonly string[]).includes(name);

/** A request with no answer after this long is abandoned and reported as an error. */
export const SUBMIT_TIMEOUT_MS = 15000;

export type SubmitOutcome =
  | { kind: "success" }
  /** The service answered with success false: its message is shown. */
  | { kind: "refused"; message: string }
  /** Network failure, timeout, an answer that is not the service's JSON. */
  | { kind: "error" };

type SubmitOptions = {
  endpoint: string;
  accessKey: string;
  request: ContactRequest;
  /** The page and place the request started from (lib/contact-request's `from`). */
  from?: string;
  /** The honeypot: only a robot ticks it; the service then discards the request. */
  botcheck?: boolean;
  timeoutMs?: number;
};

/** Multipart form data with every field of the request plus the access key (SPEC §7), less optional ones left empty. */
export const buildPayload = (
  accessKey: string,
  request: ContactRequest,
  botcheck = false,
  from?: string,
): FormData => {
  const body = new FormData();
  body.append("access_key", accessKey);
  for (const [name, value] of Object.entries(request)) {
    // An optional field left empty is left out, so the firm's email lists only what was given.
    if (typeof value === "string" && (value !== "" || !isOptional(name))) body.append(name, value);
  }
  if (from) body.append("from", from);
  if (botcheck) body.append("botcheck", "on");
  return body;
};

type ServiceAnswer = { success: boolean; message?: unknown };

const isServiceAnswer = (value: unknown): value is ServiceAnswer =>
  typeof value === "object" && value !== null && typeof (value as ServiceAnswer).success === "boolean";

/**
 * Posts the request to the form service and tells what happened. Never
 * throws: every failure is logged with console.error and becomes an outcome.
 */
export const submitContactRequest = async ({
  endpoint,
  accessKey,
  request,
  from,
  botcheck = false,
  timeoutMs = SUBMIT_TIMEOUT_MS,
}: SubmitOptions): Promise<SubmitOutcome> => {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`The form service did not answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: buildPayload(accessKey, request, botcheck, from),
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    const answer: unknown = await response.json();
    if (isServiceAnswer(answer) && answer.success && response.ok) return { kind: "success" };
    console.error("The form service did not accept the request", response.status, answer);
    if (isServiceAnswer(answer) && typeof answer.message === "string" && answer.message.trim()) {
      return { kind: "refused", message: answer.message };
    }
    return { kind: "error" };
  } catch (error) {
    console.error("The form could not be submitted", error);
    return { kind: "error" };
  } finally {
    clearTimeout(timer);
  }
};
