/**
 * Votes: one per user per debate (the primary key enforces it). Storing a vote is one
 * statement: the database's triggers (migrations/0004_counters.sql, the counted-votes migration)
 * record the participant and, when the voter's e-mail is confirmed, count the vote and move the
 * debate's counters in the same statement, and only when the row is really inserted, so a vote
 * costs the same on any debate and totals stay exact.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { chunkForD1, transientD1Error, type Database } from "~/db/client.server";
import { debates, votes, type Position } from "~/db/schema";
import type { Message } from "~/utils/message";

import { shownDebate, toPublicDebate, type PublicDebate } from "./debates.server";
import { autoFollowStatement } from "./follows.server";
import type { VoteInput } from "./votes.schema";

interface CastVoteInput {
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

type VoteResult =
  | {
      ok: true;
      position: Position;
      debate: PublicDebate;
      /**
       * The vote counts in the public figures now (the voter's e-mail is confirmed). When false it
       * is recorded, shown to the voter as theirs, and counts once they confirm (docs/security.md).
       */
      counted: boolean;
    }
  | { ok: false; status: 404; error: Message }
  | { ok: false; status: 400; error: Message; existing: Position }
  | { ok: false; status: 503; error: Message; retryAfter: number };

/** Seconds a citizen is asked to wait when D1 could not take the vote (Retry-After). */
export const VOTE_RETRY_AFTER = 5;

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
 *    stored side and whether it counts: no row means not shown (404); a row with nothing inserted
 *    means voted already.
 *
 * The vote of an account whose e-mail is not confirmed is stored but not counted: the public
 * figures (for, against, participants, trend) move only with counted votes, and its triggers count
 * it the moment the e-mail is confirmed (docs/decisions/0095-counted-votes.md).
 *
 * When D1 fails transiently (`transientD1Error`) the batch is sent once more: it is idempotent. If
 * the first attempt was stored before its answer was lost, the second finds the vote with the side
 * asked for, and that is the vote recorded. D1 overloaded, or failing twice: 503 with Retry-After,
 * nothing half-written (a batch is one transaction).
 */
export async function vote(db: Database, input: VoteInput & { debateId: string; userId: string }): Promise<VoteResult> {
  const busy = { ok: false, status: 503, error: { key: "votes.errors.busy" }, retryAfter: VOTE_RETRY_AFTER } as const;
  let result: Awaited<ReturnType<typeof voteBatch>>;
  try {
    result = await voteBatch(db, input);
  } catch (error) {
    const transient = transientD1Error(error);
    if (transient === null) throw error;
    console.warn(
      `[votes] ${input.debateId}: D1 ${transient}, ${transient === "retry" ? "trying once more" : "503"}`,
      error,
    );
    if (transient === "overloaded") return busy;
    try {
      result = await voteBatch(db, input);
    } catch (again) {
      if (transientD1Error(again) === null) throw again;
      console.warn(`[votes] ${input.debateId}: D1 failed again, 503`, again);
      return busy;
    }
    if (result.inserted.length === 0 && result.after?.existing === input.position) {
      return recorded(input.position, result.after);
    }
  }
  const { inserted, after } = result;
  if (!after) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  if (inserted.length === 1) return recorded(input.position, after);
  return {
    ok: false,
    status: 400,
    error: { key: "votes.errors.alreadyVoted" },
    existing: after.existing ?? input.position,
  };
}

type VoteReadBack = NonNullable<Awaited<ReturnType<typeof voteBatch>>["after"]>;

const recorded = (position: Position, after: VoteReadBack): VoteResult => ({
  ok: true,
  position,
  debate: toPublicDebate(after.debate),
  counted: Boolean(after.counted),
});

/** The vote's one batch (see `vote`). */
async function voteBatch(
  db: Database,
  { debateId, userId, position }: VoteInput & { debateId: string; userId: string },
) {
  const now = new Date().toISOString();
  const [inserted, , [after]] = await db.batch([
    db
      .insert(votes)
      // Every column of `votes` in the schema's order (debate_id, user_id, position, verified,
      // created_at, counted); `verified` and `counted` start at 0 and are set by their triggers
      // (migrations/0006, the counted-votes migration).
      .select(
        sql`SELECT ${debateId}, ${userId}, ${position}, 0, ${now}, 0 FROM ${debates} WHERE ${shownDebate(debateId)}`,
      )
      .onConflictDoNothing()
      .returning({ position: votes.position }),
    autoFollowStatement(db, userId, debateId),
    db
      .select({
        debate: debates,
        existing: sql<Position | null>`(SELECT ${votes.position} FROM ${votes}
          WHERE ${votes.debateId} = ${debateId} AND ${votes.userId} = ${userId})`,
        counted: sql<number | null>`(SELECT ${votes.counted} FROM ${votes}
          WHERE ${votes.debateId} = ${debateId} AND ${votes.userId} = ${userId})`,
      })
      .from(debates)
      .where(shownDebate(debateId)),
  ]);
  return { inserted, after };
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

/** The debates the user voted on most recently, at most `limit` (the cards to redraw when their votes start counting). */
export async function recentlyVotedDebateIds(db: Database, userId: string, limit: number) {
  const rows = await db
    .select({ debateId: votes.debateId })
    .from(votes)
    .where(eq(votes.userId, userId))
    .orderBy(desc(votes.createdAt))
    .limit(limit);
  return rows.map((row) => row.debateId);
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
