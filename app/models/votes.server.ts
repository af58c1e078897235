/**
 * Votes: one per user per debate (the primary key enforces it). Storing a vote is one
 * statement: the database's triggers (migrations/0004_counters.sql) move the debate's
 * counters and record the participant in the same statement, and only when the row is
 * really inserted, so a vote costs the same on any debate and totals stay exact.
 */
import { and, eq, inArray } from "drizzle-orm";

import { chunkForD1, type Database } from "~/db/client.server";
import { votes, type Position } from "~/db/schema";
import type { Message } from "~/utils/message";

import { debateExists } from "./debates.server";
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
  | { ok: true; position: Position }
  | { ok: false; status: 404; error: Message }
  | { ok: false; status: 400; error: Message; existing: Position };

/**
 * A citizen's vote on an existing debate, once: a second vote answers with the side already taken.
 * Voting follows the debate, in the same batch, unless the citizen turned that off.
 */
export async function vote(
  db: Database,
  { debateId, userId, position }: VoteInput & { debateId: string; userId: string },
): Promise<VoteResult> {
  if (!(await debateExists(db, debateId))) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  const [inserted] = await db.batch([
    insertVote(db, { debateId, userId, position }),
    autoFollowStatement(db, userId, debateId),
  ]);
  if (inserted.length === 1) return { ok: true, position };
  const existing = (await getUserVote(db, debateId, userId))?.position ?? position;
  return {
    ok: false,
    status: 400,
    error: { key: "votes.errors.alreadyVoted" },
    existing,
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
