import { drizzle } from "drizzle-orm/d1";

import * as schema from "./schema";

/** A drizzle handle on a D1 database; built per request from the binding, never at module scope. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;

type BatchItem = Parameters<Database["batch"]>[0][number];

/** Runs statements as one D1 batch (one transaction); an empty list does nothing. */
export async function runBatch<T extends BatchItem>(db: Database, statements: T[]) {
  if (statements.length === 0) return [];
  return db.batch(statements as [T, ...T[]]);
}
