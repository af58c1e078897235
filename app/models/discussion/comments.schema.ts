/** The comment form, the reply form and POST /api/debates/{id}/comments. */
import * as z from "~/models/zod";

import { POSITIONS } from "~/db/enums";

import { recordId } from "./id.schema";
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
  /** The API's way to reply: the comment answered (the page's reply form requires it, below). */
  parentId: recordId.optional(),
});
export type CommentInput = z.output<typeof commentSchema>;

/** The reply form: a comment that names the comment it answers. */
export const replySchema = commentSchema.extend({ parentId: recordId });
