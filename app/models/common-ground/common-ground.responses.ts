/**
 * What GET /api/debates/{debateId}/common-ground answers (docs/api.md, docs/common-ground.md), for
 * the OpenAPI contract and the tests that check real answers against it.
 */
import * as z from "~/utils/zod";

import { count, timestamp } from "~/utils/api.responses";

const share = z.number().min(0).max(1).nullable();

const viewSchema = z.strictObject({
  status: z
    .enum(["ready", "needs_more"])
    .describe("ready: groups were computed; needs_more: too few citizens or arguments yet (`needed` says how many)."),
  needed: z
    .strictObject({ participants: count, reactions: count, statements: count })
    .optional()
    .describe("With needs_more: more counted participants, the fewest further reactions, and more arguments needed."),
  participants: count.describe("Citizens counted: those who reacted to min(7, arguments) arguments."),
  confidence: z
    .enum(["low", "medium", "high"])
    .nullable()
    .describe("low under 50 participants, medium from 50, high from 100 (Pol.is asks for 50-100)."),
  groups: z.array(
    z.strictObject({
      id: count.describe(
        "A stable label: the same id stays with mostly the same people from one computation to the next.",
      ),
      size: count,
      forShare: share.describe("Of the group's members who voted, the share who voted for."),
      votes: z.strictObject({ for: count, against: count, none: count }),
      representative: z
        .array(
          z.strictObject({
            commentId: z.string(),
            direction: z.enum(["agree", "disagree"]).describe("The group stands out by agreeing, or by disagreeing."),
            agreeShare: share,
            disagreeShare: share,
            outsideShare: share.describe("The same share (in `direction`) among everyone outside the group."),
            agrees: count,
            disagrees: count,
            passes: count,
            significant: z.boolean().describe("Both tests pass at one-sided p < 0.10."),
            pValue: z.number().min(0).max(1),
          }),
        )
        .describe("What sets the group apart, most telling first (at most 5)."),
    }),
  ),
  consensus: z
    .array(
      z.strictObject({
        commentId: z.string(),
        score: z
          .number()
          .min(0)
          .max(1)
          .describe("Group-informed consensus: the product over groups of (agrees + 1) / (reacted + 2)."),
        agreedByEveryGroup: z.boolean(),
        agreeShareByGroup: z.array(z.strictObject({ groupId: count, agreeShare: share, agrees: count, seen: count })),
      }),
    )
    .describe("Every argument, highest consensus first."),
  layout: z
    .strictObject({
      groups: z.array(
        z.strictObject({ id: count, x: z.number(), y: z.number(), spreadX: z.number(), spreadY: z.number() }),
      ),
      explainedVariance: z.tuple([z.number(), z.number()]),
    })
    .nullable()
    .describe("The groups' centres and spreads on the opinion map, in [-1, 1] (no point per citizen)."),
});

export const commonGroundSchema = viewSchema.extend({
  computedAt: timestamp.nullable().describe("When it was computed; null before the first reaction."),
  updating: z.boolean().describe("Reactions or votes arrived since: it is recomputed within 15 minutes."),
  yourGroup: count
    .nullable()
    .optional()
    .describe("Signed in only: the caller's own group (null when in none). No one else's membership is ever given."),
  verified: viewSchema
    .nullable()
    .describe("The verified citizens' own groups, once enough of them took part; else null."),
});
