/**
 * What the policy impact doors answer (docs/api.md "Policy impact"), for the OpenAPI contract and
 * the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { IMPACT_LEVELS, OUTCOME_TYPES, OUTCOME_VERIFICATIONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

export const policyOutcomeSchema = z.strictObject({
  id: z.string(),
  debateId: z.string().nullable(),
  debateTitle: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  outcomeType: z.enum(OUTCOME_TYPES),
  impactLevel: z.enum(IMPACT_LEVELS),
  verificationStatus: z.enum(OUTCOME_VERIFICATIONS),
  dateAnnounced: z.iso.date(),
  officialDocument: z.string().nullable(),
  impactScore: z.number(),
  createdAt: timestamp,
});

export const policyOutcomeListSchema = z.array(policyOutcomeSchema);

/** GET /api/policy-impact/stats. */
export const policyStatsSchema = z.strictObject({
  totalOutcomes: count,
  verifiedOutcomes: count,
  policyChanges: count,
  avgImpactScore: z.number(),
});
