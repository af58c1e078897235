/**
 * Keyset pages on (created_at, id), newest first: the lists of the admin area (the audit log, the
 * users dashboard, the Verification Management dialog) continue after the last row shown instead
 * of skipping rows with OFFSET, so a late page costs what the first one costs. Rows written in
 * one batch share their time: the id breaks the tie, so none is skipped nor shown twice.
 *
 * A cursor travels in an address as "createdAt~id" (`cursorParam`), read back by `keysetCursor`
 * (anything odd is no cursor: an address is not a form). `olderThan` / `newerThan` are the
 * conditions that continue a list after a cursor, in either direction; the list's index must end
 * with (created_at, id) for them to be a range of it.
 */
import { sql, type Column, type SQL } from "drizzle-orm";
import * as z from "~/utils/zod";

/** Where a page ended (or began): the row's time and id. */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

/** "createdAt~id" in an address, or undefined when absent or malformed. */
export const keysetCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[\w-]{1,64}$/)
  .transform((v): KeysetCursor => {
    const [createdAt, id] = v.split("~") as [string, string];
    return { createdAt, id };
  })
  .optional()
  .catch(undefined);

/** The address form of a row's cursor ("createdAt~id"). */
export function cursorParam(row: KeysetCursor) {
  return `${row.createdAt}~${row.id}`;
}

/** A table's keyset columns. */
interface KeysetColumns {
  createdAt: Column;
  id: Column;
}

/**
 * Rows after `cursor` in newest-first order (older than it), or, with `inclusive`, the cursor's
 * own row too. A row value comparison, which SQLite reads as a range of an index on (…, created_at, id).
 */
export function olderThan(table: KeysetColumns, cursor: KeysetCursor, inclusive = false): SQL {
  return sql`(${table.createdAt}, ${table.id}) ${sql.raw(inclusive ? "<=" : "<")} (${cursor.createdAt}, ${cursor.id})`;
}

/** Rows before `cursor` in newest-first order (newer than it), or, with `inclusive`, the cursor's own row too. */
export function newerThan(table: KeysetColumns, cursor: KeysetCursor, inclusive = false): SQL {
  return sql`(${table.createdAt}, ${table.id}) ${sql.raw(inclusive ? ">=" : ">")} (${cursor.createdAt}, ${cursor.id})`;
}
