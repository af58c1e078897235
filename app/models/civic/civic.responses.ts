/**
 * What the civic education doors answer (docs/api.md "Civic education"), for the OpenAPI contract
 * and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { CIVIC_CATEGORIES, CIVIC_DIFFICULTIES, LANGUAGES } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

export const moduleProgressSchema = z.strictObject({
  started: z.boolean(),
  completed: z.boolean(),
  progress: z.number().min(0).max(100),
  startedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
});

export const civicModuleSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  category: z.enum(CIVIC_CATEGORIES),
  difficulty: z.enum(CIVIC_DIFFICULTIES),
  estimatedTime: count.describe("Minutes."),
  prerequisites: z.array(z.string()).describe("The titles of the modules to finish first."),
  userProgress: moduleProgressSchema.optional().describe("The caller's progress (signed in only)."),
});

export const civicModuleListSchema = z.array(civicModuleSchema);

/** GET /api/civic-education/progress. */
export const civicSummarySchema = z.strictObject({
  completedModules: count,
  inProgressModules: count,
  totalModules: count,
  progressPercentage: z.number().min(0).max(100),
  totalTimeSpent: count.describe("Minutes."),
  currentStreak: count.describe("Days."),
});

/** 200 of POST /api/civic-education/modules/{moduleId}/start and /complete. */
export const moduleStepSchema = z.strictObject({
  success: z.literal(true),
  changed: z.boolean().describe("false when it was already done (the call is idempotent)."),
  progress: moduleProgressSchema,
});
