/**
 * Input is parsed once, at the door, with the one schema of that input
 * (docs/decisions/0008-input-parsing.md). Schemas name their messages as translation keys
 * (`z.string().max(200, "validation.tooLong")`); the values a message needs come from the
 * zod issue itself (`maximum` → {{max}} and {{count}}, `minimum` → {{min}} and {{count}}), never from JSON inside the
 * message. These helpers turn a failed parse into translated, field-by-field messages:
 *   - `parseForm`: a form (page actions), through Conform's `parseWithZod`, answered as
 *     Conform's `SubmissionResult` (the shape our form fields and Conform's client both read);
 *   - `parseInput`: a JSON body or any plain value (the API door), answered as `{ error, fieldErrors }`.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/dom";
import type * as z from "zod";
import type { $ZodIssue } from "zod/v4/core";

import type { Translate } from "./http.server";
import type { FieldErrors, Message } from "./message";

export type { SubmissionResult };

/** A message key: dotted identifiers ("comments.errors.empty"); anything else is zod's own English. */
const KEY = /^[a-zA-Z]\w*(\.\w+)+$/;

/** The interpolation values a message may use, from the issue that raised it. */
function issueValues(issue: $ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if ("maximum" in issue) values.max = Number(issue.maximum);
  if ("minimum" in issue) values.min = Number(issue.minimum);
  // A refinement names its values itself: `.refine(check, { message: "…", params: { max } })`.
  if (issue.code === "custom" && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === "string" || typeof value === "number") values[name] = value;
    }
  }
  // The limit is also the message's {{count}}, so "at most 1 character" / "at most 5 characters"
  // take their plural forms (`_one`/`_other`).
  const limit = values.max ?? values.min;
  if (values.count === undefined && limit !== undefined) values.count = limit;
  return values;
}

/** The message of one issue, as a key and values (for models and tests that speak in keys). */
function issueToMessage(issue: $ZodIssue): Message {
  const values = issueValues(issue);
  if (KEY.test(issue.message)) return { key: issue.message, values };
  // A schema that named no message: a generic one by kind of problem.
  if (issue.code === "too_big") return { key: "validation.tooLong", values };
  if (issue.code === "too_small") return { key: "validation.tooShort", values };
  if (issue.code === "invalid_type" && issue.input === undefined) return { key: "validation.required" };
  return { key: "validation.invalid" };
}

export function translateIssue(t: Translate, issue: $ZodIssue): string {
  const message = issueToMessage(issue);
  return t(message.key, message.values ?? {});
}

/** The first issue of each field, as messages (field "" is the whole form). */
function issuesToFieldErrors(issues: readonly $ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.map(String).join(".")] ??= issueToMessage(issue);
  return fields;
}

export type FormParse<T> =
  | { ok: true; value: T; reply: (options?: ReplyOptions) => SubmissionResult }
  | {
      ok: false;
      /** The messages as keys, field by field ("" is the whole form), for doors that decide a form-level message. */
      messages: FieldErrors;
      reply: (options?: ReplyOptions) => SubmissionResult;
    };

interface ReplyOptions {
  /** A message for the whole form (already translated). */
  formError?: string;
  /** Further messages by field, decided after the parse (already translated), e.g. "e-mail taken". */
  fieldErrors?: Record<string, string>;
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
}

/**
 * Parses a submitted form with `schema` (Conform: empty fields are absent, numbers and
 * booleans coerced from text). Every message comes back translated.
 */
export function parseForm<S extends z.ZodType>(t: Translate, form: FormData, schema: S): FormParse<z.output<S>> {
  const messages: FieldErrors = {};
  const submission = parseWithZod(form, {
    schema,
    formatError: (issues: $ZodIssue[]) => {
      Object.assign(messages, issuesToFieldErrors(issues.slice(0, 1)));
      return issues.slice(0, 1).map((issue) => translateIssue(t, issue));
    },
  });
  const reply = (options: ReplyOptions = {}) =>
    submission.reply({
      formErrors: options.formError ? [options.formError] : undefined,
      fieldErrors: Object.fromEntries(Object.entries(options.fieldErrors ?? {}).map(([k, v]) => [k, [v]])),
      hideFields: options.hideFields,
    });
  return submission.status === "success"
    ? { ok: true, value: submission.value as z.output<S>, reply }
    : { ok: false, messages, reply };
}

type InputParse<T> =
  { ok: true; value: T } | { ok: false; error: string; fieldErrors: Record<string, string>; messages: FieldErrors };

/** Parses a JSON body (or any value) with `schema`: the first message as `error`, and every field's. */
export function parseInput<S extends z.ZodType>(t: Translate, input: unknown, schema: S): InputParse<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues as $ZodIssue[];
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path.map(String).join(".") || "form"] ??= translateIssue(t, issue);
  return {
    ok: false,
    error: Object.values(fieldErrors)[0] ?? t("validation.invalid"),
    fieldErrors,
    messages: issuesToFieldErrors(issues),
  };
}
