/**
 * What the signed-in citizen's figures and the comment topics answer (docs/api.md), for the OpenAPI
 * contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { POSITIONS, REPORT_REASONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

/** GET /api/user/stats. */
export const userStatsSchema = z.strictObject({
  votesCast: count,
  debatesParticipated: count,
  impactScore: z.number(),
  reputationPoints: z.number(),
  commentsPosted: count,
  likesReceived: count,
  recentActivity: z.array(
    z.strictObject({
      kind: z.enum(["comment", "vote"]),
      debateId: z.string(),
      debateTitle: z.string(),
      position: z.enum(POSITIONS),
      createdAt: timestamp,
    }),
  ),
});

/** GET /api/user/influences: the caller's comments that inspired new debates. */
export const influencesSchema = z.array(
  z.strictObject({
    commentId: z.string(),
    originalComment: z.string(),
    createdAt: timestamp,
    debateId: z.string(),
    debateTitle: z.string(),
    keywords: z.array(z.string()),
    participantCount: count,
    votesCast: count,
    influenceScore: z.number(),
  }),
);

/** GET /api/user/participated-debates-comments. */
export const participatedCommentsSchema = z.array(
  z.strictObject({
    id: z.string(),
    debateId: z.string(),
    debateTitle: z.string(),
    position: z.enum(POSITIONS),
    yourPosition: z.enum(POSITIONS),
    content: z.string(),
    hidden: z.strictObject({ reason: z.enum(REPORT_REASONS) }).nullable(),
    createdAt: timestamp,
    isYours: z.boolean(),
    user: z.strictObject({ firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() }),
  }),
);

/** GET /api/trending-topics-from-comments. */
export const trendingTopicsSchema = z.array(
  z.strictObject({ topic: z.string(), mentions: count, keywords: z.array(z.string()) }),
);
