/** The comment form and POST /api/debates/{id}/comments. */
import * as z from "zod";

import { POSITIONS } from "~/db/enums";

import { COMMENT_MAX_LENGTH } from "./rules";
import { humanText } from "./text.schema";

export const commentSchema = z.object({
  content: humanText({
    max: COMMENT_MAX_LENGTH,
    required: "comments.errors.empty",
    tooLong: "comments.errors.tooLong",
  }),
  /** Only used when the author has not voted (their vote decides their side); default for. */
  position: z.enum(POSITIONS).optional().catch(undefined),
});
export type CommentInput = z.output<typeof commentSchema>;
