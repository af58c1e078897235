/** The comment form and POST /api/debates/{id}/comments. */
import { z } from "zod";

import { POSITIONS } from "~/db/enums";

import { COMMENT_MAX_LENGTH } from "./rules";

export const commentSchema = z.object({
  content: z
    .string({ error: "comments.errors.empty" })
    .trim()
    .min(1, "comments.errors.empty")
    .max(COMMENT_MAX_LENGTH, "comments.errors.tooLong"),
  /** Only used when the author has not voted (their vote decides their side); default for. */
  position: z.enum(POSITIONS).optional().catch(undefined),
});
export type CommentInput = z.output<typeof commentSchema>;
