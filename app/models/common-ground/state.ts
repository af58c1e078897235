/**
 * The state carried from one run to the next (types.ts, CommonGroundState), as the caller stores
 * it (JSON in storage). Read back through this schema: a state from an older version, or damaged,
 * is treated as no state (the next run starts afresh) rather than trusted.
 */
import * as z from "~/utils/zod";

import type { CommonGroundState } from "./types";

const stateSchema = z.object({
  version: z.literal(1),
  k: z.number().int().min(1),
  candidateK: z.number().int().min(1),
  candidateRuns: z.number().int().min(1),
  nextGroupId: z.number().int().min(0),
  groups: z.array(z.object({ id: z.number().int().min(0), members: z.array(z.string()) })),
});

/** A stored state, or null when there is none or it cannot be used. */
export function readState(stored: unknown): CommonGroundState | null {
  const parsed = stateSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
