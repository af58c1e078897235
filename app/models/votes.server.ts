/**
 * Votes: one per user per debate (the primary key enforces it). The vote and the
 * debate's counters change in one D1 batch (one transaction), so totals are exact.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { votes, type Position } from "~/db/schema";

import { refreshCountersStatement } from "./debates.server";

export interface CastVoteInput {
  debateId: string;
  userId: string;
  position: Position;
  /** Defaults to now. */
  createdAt?: string;
}

/** Records the vote unless the user already voted on this debate. `created` says which happened. */
export async function castVote(db: Database, input: CastVoteInput) {
  const [inserted] = await db.batch([
    db
      .insert(votes)
      .values({
        debateId: input.debateId,
        userId: input.userId,
        position: input.position,
        createdAt: input.createdAt ?? new Date().toISOString(),
      })
      .onConflictDoNothing()
      .returning({ position: votes.position }),
    refreshCountersStatement(db, input.debateId),
  ]);
  return { created: inserted.length === 1 };
}

export async function getUserVote(db: Database, debateId: string, userId: string) {
  const row = await db.query.votes.findFirst({
    where: and(eq(votes.debateId, debateId), eq(votes.userId, userId)),
    columns: { debateId: true, position: true },
  });
  return row ?? null;
}
