/**
 * What the comment doors answer (docs/api.md "Debates, votes and comments"), for the OpenAPI
 * contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { POSITIONS, REPORT_REASONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

/** A comment or a reply (`parentId`); hidden by moderators: `content` "" and `hidden.reason`. */
const commentSchema = z.strictObject({
  id: z.string(),
  debateId: z.string(),
  content: z.string(),
  position: z.enum(POSITIONS),
  createdAt: timestamp,
  likes: count,
  likedByMe: z.boolean(),
  deleted: z.boolean().describe("Its author deleted their account: the text is kept, the name is not."),
  parentId: z.string().nullable().describe("The comment it answers (a reply), else null."),
  hidden: z.strictObject({ reason: z.enum(REPORT_REASONS) }).nullable(),
  reportedByMe: z.boolean(),
  user: z.strictObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});

export const commentListSchema = z.array(commentSchema);

/** GET /api/debates/{debateId}/comments-by-position. */
export const commentsByPositionSchema = z.strictObject({
  forComments: commentListSchema,
  againstComments: commentListSchema,
  totalComments: count,
});

/** 201 of POST /api/debates/{debateId}/comments. */
export const commentCreatedSchema = z.strictObject({ success: z.literal(true), comment: commentSchema });

/** POST /api/comments/{commentId}/like. */
export const likeResultSchema = z.strictObject({
  success: z.literal(true),
  likes: count,
  liked: z.boolean().describe("true when this call added the like; false when it was there already."),
  counted: z
    .boolean()
    .describe(
      "true when the caller's like is in the public figure; false while it waits for their e-mail's confirmation.",
    ),
  notice: z
    .string()
    .optional()
    .describe("Said when the like waits for the e-mail's confirmation (the caller's language)."),
});
