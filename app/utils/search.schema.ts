/**
 * What a search box sends (docs/security.md "Searches"): one schema for every search of people
 * (the admin dashboard, the directory, the verification list and their API doors), and the one way
 * it is matched. The text is matched literally, as a substring (SQLite's `instr`), never as a LIKE
 * pattern: `%`, `_` and `\` are only themselves, and no length of text can reach D1's limit on
 * LIKE patterns (50 bytes: 49 characters, or a pile of escaped `%_`, answered 500 before).
 * Longer than SEARCH_MAX characters is refused with a translated message (400), never cut silently.
 */
import { sql, type SQL } from "drizzle-orm";
import * as z from "~/utils/zod";
import type { Message } from "~/utils/message";

/** The longest search accepted, in characters. */
export const SEARCH_MAX = 100;

/** Why a search was refused (the only way it can be). */
export const SEARCH_TOO_LONG: Message = {
  key: "validation.searchTooLong",
  values: { count: SEARCH_MAX, max: SEARCH_MAX },
};

/** A search a page refused: the text typed (to correct it) and why, translated (app/utils/search.server.ts). */
export interface SearchRefusal {
  text: string;
  message: string;
}

/** A search box's text: spaces collapsed and trimmed; empty means no search (undefined). */
export const searchText = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(SEARCH_MAX, "validation.searchTooLong"))
  .transform((value) => value || undefined);

/**
 * Whether any of `columns` contains `text`, ignoring the case of ASCII letters (as LIKE did);
 * undefined when there is nothing to search for.
 */
export function containsText(text: string | undefined, columns: SQL[]): SQL | undefined {
  if (!text) return undefined;
  const needle = text.toLowerCase();
  return sql`(${sql.join(
    columns.map((column) => sql`instr(lower(${column}), ${needle}) > 0`),
    sql` OR `,
  )})`;
}
