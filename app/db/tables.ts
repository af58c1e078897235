import { is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";

import * as schema from "./schema";

/** Every table of the schema. */
export const allTables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is SQLiteTable => is(value, SQLiteTable),
);
