/** The reaction buttons and POST /api/comments/{id}/reaction: agree, disagree or pass (docs/common-ground.md). */
import * as z from "~/utils/zod";

import { REACTIONS } from "~/db/enums";
import { recordId } from "~/utils/id.schema";

export const reactionSchema = z.object({
  reaction: z.enum(REACTIONS, { error: "comments.errors.reaction" }),
});

/** The page's form names the argument too (the API names it in its address). */
export const reactionFormSchema = reactionSchema.extend({ commentId: recordId });
