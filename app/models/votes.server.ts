/**
 * Votes: one per user per debate (the primary key enforces it). Storing a vote is one
 * statement: the database's triggers (migrations/0004_counters.sql) move the debate's
 * counters and record the participant in the same statement, and only when the row is
 * really inserted, so a vote costs the same on any debate and totals stay exact.
 */
import { and, eq, inArray, sql } from "drizzle-orm";

import { chunkForD1, type Database } from "~/db/client.server";
import { debates, votes, type Position } from "~/db/schema";
import type { Message } from "~/utils/message";

import { shownDebate, toPublicDebate, type PublicDebate } from "./debates.server";
import { autoFollowStatement } from "./follows.server";
import type { VoteInput } from "./votes.schema";

export interface CastVoteInput {
  debateId: string;
  userId: string;
  position: Position;
  /** Defaults to now. */
  createdAt?: string;
}

const insertVote = (db: Database, input: CastVoteInput) =>
  db
    .insert(votes)
    .values({
      debateId: input.debateId,
      userId: input.userId,
      position: input.position,
      createdAt: input.createdAt ?? new Date().toISOString(),
    })
    .onConflictDoNothing()
    .returning({ position: votes.position });

/** Records the vote unless the user already voted on this debate. `created` says which happened. */
export async function castVote(db: Database, input: CastVoteInput) {
  const inserted = await insertVote(db, input);
  return { created: inserted.length === 1 };
}

export type VoteResult =
  | { ok: true; position: Position; debate: PublicDebate }
  | { ok: false; status: 404; error: Message }
  | { ok: false; status: 400; error: Message; existing: Position };

/**
 * A citizen's vote on a shown debate, once: a second vote answers with the side already taken.
 * Voting follows the debate, in the same batch, unless the citizen turned that off.
 *
 * One D1 batch (one round trip, one transaction) whatever the answer (docs/performance.md):
 * 1. the vote, inserted only from the debate's own row when it is shown (`shownDebate`): an
 *    unknown or hidden debate yields no row, so nothing is inserted and no trigger fires;
 *    `ON CONFLICT DO NOTHING` keeps the first vote (the primary key);
 * 2. the follow, under the same condition (`autoFollowStatement`);
 * 3. the debate as it is after the vote (its counters moved by the triggers) with the citizen's
 *    stored side: no row means not shown (404); a row with nothing inserted means voted already.
 */
export async function vote(
  db: Database,
  { debateId, userId, position }: VoteInput & { debateId: string; userId: string },
): Promise<VoteResult> {
  const now = new Date().toISOString();
  const [inserted, , [after]] = await db.batch([
    db
      .insert(votes)
      // Every column of `votes` in order (debate_id, user_id, position, verified, created_at);
      // `verified` is the default, set by its trigger (migrations/0006).
      .select(sql`SELECT ${debateId}, ${userId}, ${position}, 0, ${now} FROM ${debates} WHERE ${shownDebate(debateId)}`)
      .onConflictDoNothing()
      .returning({ position: votes.position }),
    autoFollowStatement(db, userId, debateId),
    db
      .select({
        debate: debates,
        existing: sql<Position | null>`(SELECT ${votes.position} FROM ${votes}
          WHERE ${votes.debateId} = ${debateId} AND ${votes.userId} = ${userId})`,
      })
      .from(debates)
      .where(shownDebate(debateId)),
  ]);
  if (!after) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  if (inserted.length === 1) return { ok: true, position, debate: toPublicDebate(after.debate) };
  return {
    ok: false,
    status: 400,
    error: { key: "votes.errors.alreadyVoted" },
    existing: after.existing ?? position,
  };
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
  for (const ids of chunkForD1(debateIds, 1, 1)) {
    const rows = await db
      .select({ debateId: votes.debateId, position: votes.position })
      .from(votes)
      .where(and(eq(votes.userId, userId), inArray(votes.debateId, ids)));
    for (const row of rows) positions[row.debateId] = row.position;
  }
  return positions;
}
