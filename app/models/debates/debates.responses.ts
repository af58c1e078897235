/**
 * What the debate and vote doors answer (docs/api.md "Debates, votes and comments"), for the OpenAPI
 * contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { LANGUAGES, POSITIONS, REGIONS } from "~/db/enums";

import { count, percentage, timestamp } from "~/utils/api.responses";

/** One outlet's report of a debate's story (DebateSource, app/models/debates/coverage.ts; docs/api.md). */
const debateSourceSchema = z.strictObject({
  name: z.string().describe("The outlet."),
  url: z.string().describe("Its article."),
  title: z
    .string()
    .nullable()
    .describe("The outlet's own headline; null when not known (debates made before stories)."),
  language: z.enum(LANGUAGES).nullable().describe("The headline's language; null when not known."),
  region: z.enum(REGIONS).nullable().describe("The outlet's division: global, or bharat for Indian outlets."),
  publishedAt: timestamp.nullable().describe("When the outlet published it; null when not known."),
});

/** A debate (PublicDebate): the figures count proven people (docs/security.md). */
export const debateSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  region: z.enum(REGIONS),
  language: z.enum(LANGUAGES).describe("The language it was written in."),
  originalHeadline: z.string().nullable(),
  isTrending: z.boolean(),
  forPercentage: percentage,
  againstPercentage: percentage,
  forCount: count,
  againstCount: count,
  verifiedForPercentage: percentage,
  verifiedAgainstPercentage: percentage,
  verifiedForCount: count,
  verifiedAgainstCount: count,
  participantCount: count,
  createdAt: timestamp,
  sources: z
    .array(debateSourceSchema)
    .describe("The outlets that reported the debate's story, first reported first, one entry per outlet."),
  firstReportedBy: debateSourceSchema
    .nullable()
    .describe("The source with the earliest publishedAt (one of sources); null when no time is known."),
});

/** 200 of POST /api/debates/{debateId}/vote. */
export const voteResultSchema = z.strictObject({
  success: z.literal(true),
  position: z.enum(POSITIONS),
  counted: z.boolean().describe("false: recorded, and counted once the voter confirms their e-mail."),
  notice: z.string().optional().describe("Said when the vote does not count yet."),
  debate: debateSchema,
});

/** 400 of a second vote: the side already taken. */
export const alreadyVotedSchema = z.strictObject({ error: z.string(), position: z.enum(POSITIONS) });

/** GET /api/debates/{debateId}/user-vote. */
export const userVoteSchema = z.strictObject({ debateId: z.string(), position: z.enum(POSITIONS).nullable() });

/** GET /api/user/votes. */
export const userVotesSchema = z.array(z.strictObject({ debateId: z.string(), position: z.enum(POSITIONS) }));
