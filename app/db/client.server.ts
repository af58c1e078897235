import { drizzle } from "drizzle-orm/d1";

import * as schema from "./schema";

/** A drizzle handle on a D1 database; built per request from the binding, never at module scope. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
