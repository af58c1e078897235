/**
 * A hot debate's counter (docs/decisions/0113-debate-counter.md): the rules of its DebateCounter
 * Durable Object (workers/counter/debate-counter.ts), which holds them in its own SQLite storage.
 *
 * - **Takes over** once (`takeOver`): one D1 batch marks the debate hot (if the cold vote that
 *   crossed the threshold has not already) and reads the debate and every vote D1 already has. From
 *   the mark on no cold insert is accepted (`storeVoteStatement`), so D1's votes read in that same
 *   transaction are the whole baseline: each is kept in storage as already written.
 * - **One vote per citizen** (`takeVote`): a citizen found in storage (a baseline vote or an earlier
 *   one) is refused with their side, as on the cold path; otherwise the vote is stored, not yet
 *   written. The object is single-threaded and this is synchronous, so no two votes race.
 * - **Writes to D1** (`writeVotes`, on the object's alarm, COUNTER_FLUSH_MS after the first vote
 *   waiting): up to COUNTER_BATCH_VOTES waiting votes in ONE D1 batch, each the cold path's own
 *   statements (the vote, the follow), so D1's triggers count them exactly as they count a cold vote
 *   (confirmed accounts only, participants, trend); then the debate as it is. Only after that batch
 *   succeeded are the votes marked written; a replay (the object restarted between the two) stores
 *   nothing twice: `ON CONFLICT DO NOTHING` on (debate_id, user_id), and no trigger fires for it.
 */
import { eq, sql } from "drizzle-orm";

import { runBatch, type BatchItem, type Database } from "~/db/client.server";
import { debates, votes, type Debate, type Position } from "~/db/schema";

import { shownDebate, toPublicDebate } from "./debates.server";
import { autoFollowStatement } from "./follows.server";
import { storeVoteStatement, type VoteResult } from "./votes.server";

/** Milliseconds between the first waiting vote and its write to D1 (default; COUNTER_FLUSH_MS). */
const COUNTER_FLUSH_MS = 1000;
/** The most votes one D1 batch writes (two statements each); more wait for the next alarm, set at once. */
const COUNTER_BATCH_VOTES = 400;

export function counterFlushDelay(env: { COUNTER_FLUSH_MS?: string }) {
  const configured = Number(env.COUNTER_FLUSH_MS);
  return env.COUNTER_FLUSH_MS && Number.isFinite(configured) && configured >= 0 ? configured : COUNTER_FLUSH_MS;
}

/** The object's tables: its votes (flushed = written to D1) and the debate as last read from D1. */
export function prepareCounter(storage: DurableObjectStorage) {
  storage.sql.exec(
    `CREATE TABLE IF NOT EXISTS votes (user_id TEXT PRIMARY KEY, position TEXT NOT NULL,
       created_at TEXT NOT NULL, flushed INTEGER NOT NULL)`,
  );
  storage.sql.exec(`CREATE INDEX IF NOT EXISTS votes_waiting ON votes (flushed)`);
  storage.sql.exec(`CREATE TABLE IF NOT EXISTS debate (id INTEGER PRIMARY KEY CHECK (id = 1), row TEXT NOT NULL)`);
}

/** The debate as the object last read it from D1 (null before it took over, or while the debate is hidden). */
export function counterDebate(storage: DurableObjectStorage): Debate | null {
  const [stored] = storage.sql.exec<{ row: string }>(`SELECT row FROM debate WHERE id = 1`).toArray();
  const row = stored ? (JSON.parse(stored.row) as Debate | null) : null;
  return row;
}

function keepDebate(storage: DurableObjectStorage, row: Debate | null) {
  storage.sql.exec(
    `INSERT INTO debate (id, row) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET row = excluded.row`,
    JSON.stringify(row ?? null),
  );
}

/** See the file's comment. Returns the debate, or null when it is not shown (nothing is marked then). */
export async function takeOver(db: Database, storage: DurableObjectStorage, debateId: string): Promise<Debate | null> {
  const now = new Date().toISOString();
  const [, [row], baseline] = await db.batch([
    db
      .update(debates)
      .set({ counterSince: now })
      .where(sql`${shownDebate(debateId)} AND ${debates.counterSince} IS NULL`),
    db.select().from(debates).where(shownDebate(debateId)),
    db
      .select({ userId: votes.userId, position: votes.position, createdAt: votes.createdAt })
      .from(votes)
      .where(eq(votes.debateId, debateId)),
  ]);
  if (!row) return null;
  storage.transactionSync(() => {
    for (const vote of baseline) {
      storage.sql.exec(
        `INSERT INTO votes (user_id, position, created_at, flushed) VALUES (?, ?, ?, 1) ON CONFLICT DO NOTHING`,
        vote.userId,
        vote.position,
        vote.createdAt,
      );
    }
    keepDebate(storage, row);
  });
  return row;
}

/** See the file's comment. The answer's figures are D1's at the last write (at most one flush old). */
export function takeVote(
  storage: DurableObjectStorage,
  debate: Debate,
  input: { userId: string; position: Position; confirmed: boolean },
): VoteResult {
  const [existing] = storage.sql
    .exec<{ position: Position }>(`SELECT position FROM votes WHERE user_id = ?`, input.userId)
    .toArray();
  if (existing) {
    return { ok: false, status: 400, error: { key: "votes.errors.alreadyVoted" }, existing: existing.position };
  }
  storage.sql.exec(
    `INSERT INTO votes (user_id, position, created_at, flushed) VALUES (?, ?, ?, 0)`,
    input.userId,
    input.position,
    new Date().toISOString(),
  );
  return { ok: true, position: input.position, debate: toPublicDebate(debate), counted: input.confirmed };
}

/** The citizen's vote as the object has it (written to D1 or not). */
export function storedVote(storage: DurableObjectStorage, userId: string): Position | null {
  const [row] = storage.sql
    .exec<{ position: Position }>(`SELECT position FROM votes WHERE user_id = ?`, userId)
    .toArray();
  return row?.position ?? null;
}

/** See the file's comment. `more`: votes are still waiting (write again at once). */
export async function writeVotes(db: Database, storage: DurableObjectStorage, debateId: string) {
  const waiting = storage.sql
    .exec<{ seq: number; user_id: string; position: Position; created_at: string }>(
      `SELECT rowid AS seq, user_id, position, created_at FROM votes WHERE flushed = 0 ORDER BY rowid LIMIT ?`,
      COUNTER_BATCH_VOTES,
    )
    .toArray();
  const last = waiting.at(-1);
  if (!last) return { written: 0, more: false };
  const statements: BatchItem[] = waiting.flatMap((vote) => [
    storeVoteStatement(
      db,
      { debateId, userId: vote.user_id, position: vote.position, createdAt: vote.created_at },
      "counter",
    ),
    autoFollowStatement(db, vote.user_id, debateId, new Date(vote.created_at)),
  ]);
  const results = await runBatch(db, [...statements, db.select().from(debates).where(shownDebate(debateId))]);
  const [after] = results.at(-1) as Debate[];
  storage.transactionSync(() => {
    // Rows are numbered in arrival order, so the votes taken while D1 wrote are after `last`.
    storage.sql.exec(`UPDATE votes SET flushed = 1 WHERE flushed = 0 AND rowid <= ?`, last.seq);
    keepDebate(storage, after ?? null);
  });
  return { written: waiting.length, more: waiting.length === COUNTER_BATCH_VOTES };
}
