/**
 * Votes: one per user per debate (the primary key enforces it). Storing a vote is one
 * statement: the database's triggers (migrations/0004_counters.sql, the counted-votes migration)
 * record the participant and, when the voter's e-mail is confirmed, count the vote and move the
 * debate's counters in the same statement, and only when the row is really inserted, so a vote
 * costs the same on any debate and totals stay exact.
 *
 * Hot debates (docs/decisions/0113-debate-counter.md): the cold vote's batch also counts the votes of
 * the debate's current rate window; when a window reaches HOT_DEBATE_VOTES_PER_MINUTE the debate is
 * marked (`counter_since`) in that same transaction, no cold insert is accepted after it, and its
 * votes go through its DebateCounter Durable Object, which writes them to D1 in batches
 * (./counter.server.ts).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { aRead, chunkForD1, readOne, transientD1Error, type Database } from "~/db/client.server";
import { debates, votes, type Position } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Message } from "~/utils/message";
import { BoundedMap } from "~/utils/bounded-map";

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

/** A hot debate's window: a window opens at its first vote and lasts this long. */
const HOT_WINDOW_MS = 60_000;
/** Votes in one window that make a debate hot, unless HOT_DEBATE_VOTES_PER_MINUTE says otherwise. */
const HOT_DEBATE_VOTES_PER_MINUTE = 600;

/** The hot threshold of this deployment (HOT_DEBATE_VOTES_PER_MINUTE, a positive whole number). */
function hotThreshold(env: Pick<Env, "HOT_DEBATE_VOTES_PER_MINUTE">) {
  const configured = Number(env.HOT_DEBATE_VOTES_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : HOT_DEBATE_VOTES_PER_MINUTE;
}

/**
 * The one D1 statement that stores a vote, as the cold batch and the counter's flush send it: from
 * the debate's own row while it is shown (an unknown or hidden debate stores nothing), keeping the
 * first vote (`ON CONFLICT DO NOTHING` on the primary key, so a replayed flush stores nothing twice
 * and fires no trigger twice). The cold path stores nothing on a hot debate (`counter_since`): from
 * the moment a debate is marked, its counter is the only door.
 */
export function storeVoteStatement(
  db: Database,
  vote: { debateId: string; userId: string; position: Position; createdAt: string },
  door: "cold" | "counter",
) {
  const open = door === "cold" ? sql` AND ${debates.counterSince} IS NULL` : sql``;
  return (
    db
      .insert(votes)
      // Every column of `votes` in the schema's order (debate_id, user_id, position, verified,
      // created_at, counted); `verified` and `counted` start at 0 and are set by their triggers
      // (migrations/0006, the counted-votes migration).
      .select(
        sql`SELECT ${vote.debateId}, ${vote.userId}, ${vote.position}, 0, ${vote.createdAt}, 0 FROM ${debates}
            WHERE ${shownDebate(vote.debateId)}${open}`,
      )
      .onConflictDoNothing()
      .returning({ position: votes.position })
  );
}

/**
 * The cold vote's window: when the vote was stored (the row of this user at this very time), it
 * counts in the debate's rate window (a new one when the last opened over a minute ago), and the
 * window reaching `threshold` marks the debate hot in the same statement.
 */
function rateWindowStatement(db: Database, debateId: string, userId: string, now: string, threshold: number) {
  const cutoff = new Date(Date.parse(now) - HOT_WINDOW_MS).toISOString();
  const open = sql`${debates.rateWindowStart} > ${cutoff}`;
  const count = sql`CASE WHEN ${open} THEN ${debates.rateWindowVotes} + 1 ELSE 1 END`;
  return db
    .update(debates)
    .set({
      rateWindowVotes: count,
      rateWindowStart: sql`CASE WHEN ${open} THEN ${debates.rateWindowStart} ELSE ${now} END`,
      counterSince: sql`CASE WHEN ${count} >= ${threshold} THEN ${now} ELSE NULL END`,
    })
    .where(
      sql`${debates.id} = ${debateId} AND ${debates.counterSince} IS NULL AND EXISTS (SELECT 1 FROM ${votes}
          WHERE ${votes.debateId} = ${debateId} AND ${votes.userId} = ${userId} AND ${votes.createdAt} = ${now})`,
    );
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
export async function vote(
  db: Database,
  input: VoteInput & { debateId: string; userId: string },
  door?: CounterDoor,
): Promise<VoteResult> {
  if (door && hotDebates.get(input.debateId)) return counterVote(door, input);
  const threshold = door?.threshold ?? HOT_DEBATE_VOTES_PER_MINUTE;
  const busy = { ok: false, status: 503, error: { key: "votes.errors.busy" }, retryAfter: VOTE_RETRY_AFTER } as const;
  let result: Awaited<ReturnType<typeof voteBatch>>;
  try {
    result = await voteBatch(db, input, threshold);
  } catch (error) {
    const transient = transientD1Error(error);
    if (transient === null) throw error;
    console.warn(
      `[votes] ${input.debateId}: D1 ${transient}, ${transient === "retry" ? "trying once more" : "503"}`,
      error,
    );
    if (transient === "overloaded") return busy;
    try {
      result = await voteBatch(db, input, threshold);
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
  if (inserted.length === 0 && after.existing === null && after.debate.counterSince !== null) {
    // Hot: the cold door stored nothing; the debate's counter takes the vote (and, in this isolate, the next ones).
    if (!door) throw new Error(`[votes] ${input.debateId} is hot: its vote needs the DebateCounter binding`);
    // Bounded (memory under load): forgetting costs a known-hot debate one refused cold batch, as on first meeting.
    hotDebates.set(input.debateId, true);
    return counterVote(door, input);
  }
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
  threshold: number,
) {
  const now = new Date().toISOString();
  const [inserted, , , [after]] = await db.batch([
    storeVoteStatement(db, { debateId, userId, position, createdAt: now }, "cold"),
    autoFollowStatement(db, userId, debateId),
    rateWindowStatement(db, debateId, userId, now, threshold),
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

/**
 * The user's side on each of `debateIds` (for the cards on a page). On a hot debate whose counter
 * has not written the user's vote to D1 yet, the counter's (with `env`): a citizen sees their vote
 * on the card they just voted on.
 */
export async function userPositions(
  context: { db: Database; env?: Pick<Env, "DEBATE_COUNTER"> },
  userId: string,
  debateIds: string[],
) {
  const positions: Record<string, Position> = {};
  const hot: string[] = [];
  for (const ids of chunkForD1(debateIds, 1, 1)) {
    const rows = await context.db
      .select({ debateId: debates.id, hot: debates.counterSince, position: votes.position })
      .from(debates)
      .leftJoin(votes, and(eq(votes.debateId, debates.id), eq(votes.userId, userId)))
      .where(inArray(debates.id, ids));
    for (const row of rows) {
      if (row.position) positions[row.debateId] = row.position;
      else if (row.hot !== null) hot.push(row.debateId);
    }
  }
  const counters = context.env?.DEBATE_COUNTER;
  if (counters) {
    const found = await Promise.all(hot.map((id) => counterOf(counters, id).ownVote(userId)));
    for (const [k, position] of found.entries()) if (position) positions[hot[k] ?? ""] = position as Position;
  }
  return positions;
}

/**
 * What a vote's route gives the model for hot debates: the DebateCounter binding, whether the voter's
 * e-mail is confirmed (a counter's answer says whether the vote counts before D1 has it; D1's
 * triggers decide the figures, exactly as on the cold path) and the threshold.
 */
interface CounterDoor {
  counters: Env["DEBATE_COUNTER"];
  confirmed: boolean;
  threshold: number;
}

export const counterDoor = (
  env: Pick<Env, "DEBATE_COUNTER" | "HOT_DEBATE_VOTES_PER_MINUTE">,
  user: { emailConfirmedAt: string | null },
): CounterDoor => ({
  counters: env.DEBATE_COUNTER,
  confirmed: user.emailConfirmedAt !== null,
  threshold: hotThreshold(env),
});

/** The hot debates this isolate has met: their votes go straight to their counter (a debate never cools back). */
/** At most 1,000 are remembered, the least recently voted on forgotten first (each is learnt again by one refused batch). */
const hotDebates = new BoundedMap<string, true>("hotDebates", 1_000);

const counterOf = (counters: Env["DEBATE_COUNTER"], debateId: string) => counters.get(counters.idFromName(debateId));

async function counterVote(door: CounterDoor, input: { debateId: string; userId: string; position: Position }) {
  const answer = await counterOf(door.counters, input.debateId).vote({ ...input, confirmed: door.confirmed });
  return answer as VoteResult;
}

/**
 * The citizen's own vote: D1's, or, on a hot debate, their counter's (a vote not yet written to
 * D1, at most one flush old, is theirs at once).
 */
export async function ownVote(
  db: Database,
  counters: Env["DEBATE_COUNTER"] | null,
  debateId: string,
  userId: string,
): Promise<Position | null> {
  return ownVoteFrom(counters, debateId, userId, await readOne(storedVoteRead(db, debateId, userId)));
}

/**
 * The D1 half of ownVote, as a read that can share a round trip (readTogether): the stored vote and
 * whether the debate is hot; ownVoteFrom finishes it.
 */
export const storedVoteRead = (db: Database, debateId: string, userId: string) =>
  aRead(
    db
      .select({
        hot: debates.counterSince,
        position: sql<Position | null>`(SELECT ${votes.position} FROM ${votes}
        WHERE ${votes.debateId} = ${debateId} AND ${votes.userId} = ${userId})`,
      })
      .from(debates)
      .where(eq(debates.id, debateId)),
    ([row]) => row ?? null,
  );

/** ownVote from its D1 half: the stored vote, else, on a hot debate, the counter's. */
export async function ownVoteFrom(
  counters: Env["DEBATE_COUNTER"] | null,
  debateId: string,
  userId: string,
  row: { hot: string | null; position: Position | null } | null,
): Promise<Position | null> {
  if (!row) return null;
  if (row.position !== null || row.hot === null || !counters) return row.position;
  return (await counterOf(counters, debateId).ownVote(userId)) as Position | null;
}
