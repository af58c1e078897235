/**
 * Expert witnesses' inputs: the application, a contribution, a citizen's rating of one, and the
 * admin's decision on an application. Forms and the JSON API use the same schemas.
 */
import * as z from "~/utils/zod";

import { CONTRIBUTION_TYPES } from "~/db/enums";

import { recordId } from "~/utils/id.schema";
import { isWebAddress } from "~/models/policy";
import {
  CONTRIBUTION_MAX,
  CREDENTIALS_MAX,
  DOCUMENTS_MAX,
  EXPERTISE_MAX,
  INSTITUTION_MAX,
  REASON_MAX,
} from "~/models/discussion/rules";
import { humanText, optionalHumanText } from "~/utils/text.schema";

export const applicationSchema = z.object({
  expertise: humanText({ max: EXPERTISE_MAX, required: "expertWitness.errors.expertise" }),
  credentials: humanText({ max: CREDENTIALS_MAX, required: "expertWitness.errors.credentials" }),
  institution: optionalHumanText({ max: INSTITUTION_MAX }),
});
export type ApplicationInput = z.output<typeof applicationSchema>;

/**
 * Supporting documents: a list of http(s) addresses (the API sends an array; the form a text box
 * with one address per line). Empty lines are ignored; at most five.
 */
const supportingDocuments = z
  .union([z.string(), z.array(z.string())], { error: "expertWitness.errors.documents" })
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? "").split(/\r?\n/))
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  )
  .superRefine((links, ctx) => {
    if (links.length > DOCUMENTS_MAX) {
      ctx.addIssue({
        code: "custom",
        message: "expertWitness.errors.tooManyDocuments",
        params: { count: DOCUMENTS_MAX },
      });
      return;
    }
    const bad = links.find((link) => !isWebAddress(link));
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: "expertWitness.errors.documentUrl", params: { link: bad.slice(0, 80) } });
    }
  });

/** A contribution: `type` as SPEC.md's call names it (fact_check, context, analysis, source_verification). */
export const contributionSchema = z.object({
  type: z.enum(CONTRIBUTION_TYPES, { error: "expertWitness.errors.type" }),
  content: humanText({ max: CONTRIBUTION_MAX, required: "expertWitness.errors.content" }),
  supportingDocuments,
});
export type ContributionInput = z.output<typeof contributionSchema>;

export const RATINGS = ["helpful", "not_helpful"] as const;
export type RatingValue = (typeof RATINGS)[number];

export const ratingSchema = z.object({
  contributionId: recordId,
  rating: z.enum(RATINGS, { error: "expertWitness.errors.rating" }),
});

/** The admin's decision: approve, or reject with a reason the applicant will read. */
export const decisionSchema = z
  .object({
    applicationId: recordId,
    decision: z.enum(["approve", "reject"], { error: "validation.invalid" }),
    reason: optionalHumanText({ max: REASON_MAX }),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "expertWitness.errors.reason" });
    }
  });
export type DecisionInput = z.output<typeof decisionSchema>;
