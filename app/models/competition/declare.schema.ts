/** POST /api/debates/{room}/declare-winner and the page's declare form: the scoring method (one today). */
import * as z from "~/utils/zod";

import { SCORING_METHOD } from "./scoring.server";

export const declareWinnerSchema = z.object({
  scoringMethod: z.literal(SCORING_METHOD, { error: "competition.errors.scoringMethod" }),
});

/** The page's declare form: the same input, and a ticked box (the declaration cannot be undone). */
export const declareFormSchema = declareWinnerSchema.extend({
  confirm: z.boolean({ error: "competition.errors.confirm" }).refine((ticked) => ticked, "competition.errors.confirm"),
});
