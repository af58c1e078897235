/**
 * What the debate competition doors answer (docs/api.md "Debate competitions", docs/competition.md),
 * for the OpenAPI contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { ACHIEVEMENT_TYPES, COMPETITION_POSITIONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";
import { SCORING_METHOD } from "./scoring.server";

/** One participant's line of a room's leaderboard, best first. */
export const scoreEntrySchema = z.strictObject({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  position: z.enum(COMPETITION_POSITIONS),
  rank: z.number().int().min(1),
  isWinner: z.boolean(),
  finalScore: z.number(),
  totalMessages: count,
  likesReceived: count,
  peerRating: z.number(),
  responseTime: z.number(),
  qualityScore: z.number(),
  factualAccuracy: z.number(),
  argumentStrength: z.number(),
  topArgument: z.string().describe('The participant\'s most liked argument ("" when none).'),
  topArgumentLikes: count,
});

export const leaderboardSchema = z.array(scoreEntrySchema);

/** The winner declaration (SPEC.md section 3), the same on every later call. */
export const declarationSchema = z.strictObject({
  roomId: z.string(),
  debateEndedAt: timestamp,
  winnerUsername: z.string().nullable(),
  winningPosition: z.enum(COMPETITION_POSITIONS),
  supportScore: z.number(),
  opposeScore: z.number(),
  runnerUpUsername: z.string().nullable(),
  totalParticipants: count,
  scoringMethod: z.string().describe(`"${SCORING_METHOD}"`),
  resultSummary: z.string(),
  mvpMessage: z.string(),
  declaredAt: timestamp,
  achievements: z.array(
    z.strictObject({
      achievementType: z.enum(ACHIEVEMENT_TYPES),
      title: z.string(),
      description: z.string(),
      username: z.string().nullable(),
    }),
  ),
});
