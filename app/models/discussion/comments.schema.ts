/** The comment form, the reply form and POST /api/debates/{id}/comments. */
import * as z from "~/utils/zod";

import { POSITIONS } from "~/db/enums";

import { recordId } from "~/utils/id.schema";
import { COMMENT_MAX_LENGTH } from "./rules";
import { humanText } from "~/utils/text.schema";

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
  /**
   * The idempotency key the author's browser gives this post (a random id, filled in when the form
   * is sent with JavaScript; docs/pwa.md): the same key from the same author stores one comment,
   * however often the post arrives. Empty or absent (a form sent without JavaScript): no key.
   */
  clientId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: "validation.invalid" })
      .regex(/^[\w-]{8,64}$/, "validation.invalid")
      .optional(),
  ),
});
export type CommentInput = z.output<typeof commentSchema>;

/** The reply form: a comment that names the comment it answers. */
export const replySchema = commentSchema.extend({ parentId: recordId });

/** Which comments a list shows: all of them, or one side's. */
export const COMMENT_FILTERS = ["all", "for", "against"] as const;

/** GET /api/debates/{id}/all-comments?position=&page=: anything odd falls back to the default. */
export const commentPageQuerySchema = z.object({
  position: z.enum(COMMENT_FILTERS).default("all").catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
