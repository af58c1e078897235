/** The vote form and POST /api/debates/{id}/vote: one side, for or against. */
import * as z from "~/utils/zod";

import { POSITIONS } from "~/db/enums";

export const voteSchema = z.object({
  position: z.enum(POSITIONS, { error: "votes.errors.position" }),
});
export type VoteInput = z.output<typeof voteSchema>;
