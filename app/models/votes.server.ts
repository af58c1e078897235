/**
 * Votes: one per user per debate (the primary key enforces it). The vote and the
 * debate's counters change in one D1 batch (one transaction), so totals are exact.
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "~/db/client.server";
import { POSITIONS } from "~/db/enums";
import { debates, votes, type Position } from "~/db/schema";

import { refreshCountersStatement } from "./debates.server";
import type { Message } from "./users.server";

export const voteInputSchema = z.object({ position: z.enum(POSITIONS) });

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

export type VoteResult =
  { ok: true; position: Position } | { ok: false; status: 400 | 404; error: Message; existing?: Position };

/** A citizen's vote, checked: the position is for or against, the debate exists, one vote only. */
export async function vote(db: Database, debateId: string, userId: string, raw: unknown): Promise<VoteResult> {
  const parsed = voteInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, error: { key: "votes.errors.position" } };
  const debate = await db.query.debates.findFirst({ where: eq(debates.id, debateId), columns: { id: true } });
  if (!debate) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  const { created } = await castVote(db, { debateId, userId, position: parsed.data.position });
  if (created) return { ok: true, position: parsed.data.position };
  const existing = await getUserVote(db, debateId, userId);
  return { ok: false, status: 400, error: { key: "votes.errors.alreadyVoted" }, existing: existing?.position };
}

export async function getUserVote(db: Database, debateId: string, userId: string) {
  const row = await db.query.votes.findFirst({
    where: and(eq(votes.debateId, debateId), eq(votes.userId, userId)),
    columns: { debateId: true, position: true },
  });
  return row ?? null;
}

/** GET /api/user/votes: every vote of the user, newest first. */
export async function listUserVotes(db: Database, userId: string) {
  return db.query.votes.findMany({
    where: eq(votes.userId, userId),
    columns: { debateId: true, position: true },
    orderBy: (v, { desc }) => [desc(v.createdAt)],
  });
}

/** The user's side on each of `debateIds` (for the cards on a page). */
export async function userPositions(db: Database, userId: string, debateIds: string[]) {
  const positions: Record<string, Position> = {};
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < debateIds.length; i += 90) {
    const rows = await db
      .select({ debateId: votes.debateId, position: votes.position })
      .from(votes)
      .where(and(eq(votes.userId, userId), inArray(votes.debateId, debateIds.slice(i, i + 90))));
    for (const row of rows) positions[row.debateId] = row.position;
  }
  return positions;
}
