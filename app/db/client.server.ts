import { drizzle } from "drizzle-orm/d1";

import * as schema from "./schema";

/**
 * A drizzle handle on a D1 database; built per request, never at module scope. `d1` is the binding
 * (the primary: Durable Objects, the cron, scripts) or a request's D1 Sessions API session, which
 * may read from a replica (./d1-session.server.ts); drizzle calls only `prepare` and `batch`, which a
 * session has too (its types name the binding alone).
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Database = ReturnType<typeof createDb>;

export type BatchItem = Parameters<Database["batch"]>[0][number];

/** Runs statements as one D1 batch (one transaction); an empty list does nothing. */
export async function runBatch<T extends BatchItem>(db: Database, statements: T[]) {
  if (statements.length === 0) return [];
  return db.batch(statements as [T, ...T[]]);
}

/**
 * A read that can share a D1 round trip with others (decision 0118): its unexecuted query and how
 * its rows become the answer. A model's reader returns one, `readOne` runs it alone, `readTogether`
 * sends several as one batch (one round trip instead of one each). Select builders only: drizzle's D1
 * batch does not map a relational `db.query…findFirst` result (it throws reading the rows).
 */
interface Read<Q extends BatchItem, T> {
  query: Q;
  read: (rows: Awaited<Q>) => T;
}

export const aRead = <Q extends BatchItem, T>(query: Q, read: (rows: Awaited<Q>) => T): Read<Q, T> => ({ query, read });

/** One read, alone. */
export async function readOne<Q extends BatchItem, T>(r: Read<Q, T>): Promise<T> {
  // A drizzle query runs when awaited (its type names the batch item, not the thenable).
  return r.read(await (r.query as unknown as PromiseLike<Awaited<Q>>));
}

type AnyRead = { query: BatchItem; read: (rows: never) => unknown };
type Answers<R extends readonly AnyRead[]> = { [K in keyof R]: ReturnType<R[K]["read"]> };

/**
 * Independent reads (two or more) as one D1 batch (one round trip); their answers in the same order.
 * A batch answers rows as objects: two selected columns of one name (a join's two "id"s) collide,
 * so such a read names one apart (`sql\`…\`.as("…")`).
 */
export async function readTogether<const R extends readonly [AnyRead, AnyRead, ...AnyRead[]]>(
  db: Database,
  reads: R,
): Promise<Answers<R>> {
  const rows = await db.batch(reads.map((r) => r.query) as unknown as [BatchItem, ...BatchItem[]]);
  return reads.map((r, i) => (r.read as (x: unknown) => unknown)(rows[i])) as unknown as Answers<R>;
}

/**
 * What a D1 error says about trying again (docs/performance.md, "When D1 is busy"): "retry" for the
 * transient errors Cloudflare lists as safe to retry (a lost connection, the database object reset)
 * and for local D1's SQLite lock, "overloaded" when D1 has too many requests queued (retrying would
 * add to the queue: the caller answers 503 with Retry-After), null for any other error (a bug: 500).
 * The message is read along the cause chain (drizzle wraps D1's error).
 */
export function transientD1Error(error: unknown): "retry" | "overloaded" | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/overloaded/i.test(e.message)) return "overloaded";
    if (
      /Network connection lost|storage caused object to be reset|reset because its code was updated|SQLITE_BUSY|database is locked/i.test(
        e.message,
      )
    ) {
      return "retry";
    }
  }
  return null;
}

/** D1 binds at most 100 parameters a statement. */
const D1_MAX_PARAMETERS = 100;

/**
 * Splits `items` into groups that fit one statement: `perItem` bound parameters each
 * (a column count for multi-row inserts, 1 for an `IN (...)` list), leaving `reserved`
 * parameters for the rest of the statement.
 */
export function chunkForD1<T>(items: readonly T[], perItem = 1, reserved = 0): T[][] {
  const size = Math.max(1, Math.floor((D1_MAX_PARAMETERS - reserved) / perItem));
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
