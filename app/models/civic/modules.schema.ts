/** Civic education's inputs: the category filter, and the start / complete forms (module id). */
import * as z from "~/utils/zod";

import { recordId } from "~/utils/id.schema";
import { CIVIC_FILTERS } from "~/models/discussion/rules";

export type CivicFilter = (typeof CIVIC_FILTERS)[number];

/** `?category=` of /civic-education: an unknown value shows everything. */
export const civicFilterSchema = z.object({
  category: z.enum(CIVIC_FILTERS).catch("all").default("all"),
});

/** The Start Learning and Complete Module forms (intents "start" and "complete"). */
export const moduleFormSchema = z.object({ moduleId: recordId });
