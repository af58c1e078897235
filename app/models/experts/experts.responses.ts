/**
 * What the expert witness doors answer (docs/api.md "Expert witnesses"), for the OpenAPI contract
 * and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { CONTRIBUTION_TYPES, EXPERT_APPLICATION_STATUSES } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";
import { RATINGS } from "./experts.schema";

export const expertApplicationSchema = z.strictObject({
  id: z.string(),
  status: z.enum(EXPERT_APPLICATION_STATUSES),
  expertise: z.string(),
  credentials: z.string(),
  institution: z.string().nullable(),
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
  decisionReason: z.string().nullable().describe("The admin's reason, once rejected."),
});

/** GET /api/expert-witness/status. */
export const expertStatusSchema = z.strictObject({
  isExpert: z.boolean(),
  expertise: z.string().nullable(),
  institution: z.string().nullable(),
  application: expertApplicationSchema.nullable().describe("The caller's latest application."),
});

/** 201 of POST /api/expert-witness/apply. */
export const applicationCreatedSchema = z.strictObject({
  success: z.literal(true),
  application: expertApplicationSchema,
});

/** 409 of POST /api/expert-witness/apply: already an expert, or an application is waiting. */
export const applicationRefusedSchema = z.strictObject({
  error: z.string(),
  application: expertApplicationSchema.nullable(),
});

const sideRatings = z.strictObject({ helpful: count, notHelpful: count });

/** A contribution, with its ratings by side (docs/experts.md). */
export const contributionViewSchema = z.strictObject({
  id: z.string(),
  debateId: z.string(),
  contributionType: z.enum(CONTRIBUTION_TYPES),
  content: z.string(),
  likes: count,
  createdAt: timestamp,
  supportingDocuments: z.array(z.string()),
  expert: z.strictObject({
    id: z.string(),
    name: z.string(),
    expertise: z.string(),
    institutionAffiliation: z.string(),
  }),
  ratings: z.strictObject({ for: sideRatings, against: sideRatings }),
  helpfulToBothSides: z.boolean(),
  yourRating: z.enum(RATINGS).nullable(),
});

/** 201 of POST /api/debates/{debateId}/expert-contribute. */
export const contributionCreatedSchema = z.strictObject({
  success: z.literal(true),
  contribution: contributionViewSchema,
});
