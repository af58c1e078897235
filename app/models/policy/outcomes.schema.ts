/** The policy impact tracker's inputs: the list filter, and the admin's outcome and verification forms. */
import * as z from "~/utils/zod";

import { IMPACT_LEVELS, OUTCOME_TYPES, OUTCOME_VERIFICATIONS } from "~/db/enums";

import { recordId } from "~/utils/id.schema";
import { OUTCOME_FILTERS } from "~/models/discussion/rules";
import { humanText } from "~/utils/text.schema";

export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

export const outcomeFilterSchema = z.object({
  status: z.enum(OUTCOME_FILTERS).catch("all").default("all"),
});

const OUTCOME_TITLE_MAX = 200;
const OUTCOME_DESCRIPTION_MAX = 4_000;
const DOCUMENT_URL_MAX = 500;

/** An absolute http(s) address, at most 500 characters. */
export function isWebAddress(value: string) {
  if (value.length > DOCUMENT_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The debate an outcome follows, as its id or its address (…/debates/{id}); empty: a standalone
 * outcome. Becomes the id or null.
 */
const debateReference = z
  .string()
  .trim()
  .max(300, "validation.tooLong")
  .transform((value) => /\/debates\/([\w-]{1,64})(?:[/?#]|$)/.exec(value)?.[1] ?? value)
  .refine((value) => value === "" || /^[\w-]{1,64}$/.test(value), "policyImpact.errors.debate")
  .optional()
  .transform((value) => value || null);

const optionalWebAddress = z
  .string()
  .trim()
  .refine((value) => value === "" || isWebAddress(value), "policyImpact.errors.document")
  .optional()
  .transform((value) => value || null);

/** The admin's outcome form (add and edit). */
export const outcomeSchema = z.object({
  title: humanText({ max: OUTCOME_TITLE_MAX, required: "policyImpact.errors.title" }),
  description: humanText({ max: OUTCOME_DESCRIPTION_MAX, required: "policyImpact.errors.description" }),
  outcomeType: z.enum(OUTCOME_TYPES, { error: "policyImpact.errors.outcomeType" }),
  impactLevel: z.enum(IMPACT_LEVELS, { error: "policyImpact.errors.impactLevel" }),
  verificationStatus: z.enum(OUTCOME_VERIFICATIONS, { error: "policyImpact.errors.verification" }),
  dateAnnounced: z.string({ error: "policyImpact.errors.date" }).trim().refine(isIsoDate, "policyImpact.errors.date"),
  officialDocument: optionalWebAddress,
  debate: debateReference,
});
export type OutcomeInput = z.output<typeof outcomeSchema>;

export const outcomeRefSchema = z.object({ outcomeId: recordId });

/** Setting an outcome's verification status from the list. */
export const verificationSchema = z.object({
  outcomeId: recordId,
  verificationStatus: z.enum(OUTCOME_VERIFICATIONS, { error: "policyImpact.errors.verification" }),
});
