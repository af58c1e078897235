/**
 * The home feed's query (docs/home-page.md): region, original language, sort, search and an
 * opaque keyset cursor. Every field falls back to its default when it is malformed: a shared or
 * hand-edited URL shows a page, never an error.
 */
import { sql } from "drizzle-orm";
import * as z from "~/utils/zod";

import { debates, LANGUAGES, REGIONS } from "~/db/schema";
import { base64UrlToBytes, bytesToBase64Url } from "~/utils/crypto";

import { SEARCH_MAX } from "~/utils/search.schema";

const FEED_SORTS = ["trending", "newest"] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** The trigram index matches runs of at least this many characters. */
const SEARCH_TERM_MIN = 3;

export const feedQuerySchema = z.object({
  region: z.enum(REGIONS).optional().catch(undefined),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  sort: z.enum(FEED_SORTS).default("trending").catch("trending"),
  q: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX) || undefined)
    .optional()
    .catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** Where a page ends: the last card's sort key and id. */
type FeedCursor = { sort: "trending"; key: number; id: string } | { sort: "newest"; key: string; id: string };

const cursorSchema = z.union([
  z.tuple([z.literal("t"), z.number().finite(), z.string().min(1).max(64)]),
  z.tuple([z.literal("n"), z.string().min(1).max(40), z.string().min(1).max(64)]),
]);

function toBase64Url(text: string) {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

function fromBase64Url(text: string) {
  const bytes = base64UrlToBytes(text);
  if (!bytes) throw new Error("Not base64url.");
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

export function encodeCursor(cursor: FeedCursor) {
  return toBase64Url(JSON.stringify([cursor.sort === "trending" ? "t" : "n", cursor.key, cursor.id]));
}

/** The cursor in `raw` for `sort`; null when absent, malformed, or made for the other sort. */
export function decodeCursor(raw: string | undefined, sort: FeedSort): FeedCursor | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(raw));
  } catch {
    return null;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) return null;
  const [kind, key, id] = result.data;
  if (kind === "t" && sort === "trending") return { sort, key, id };
  if (kind === "n" && sort === "newest") return { sort, key, id };
  return null;
}

/**
 * The FTS5 MATCH expression for what a reader typed: each word of at least three characters as a
 * quoted string (quotes doubled), all of them required. FTS syntax in the input (" * ( ) : ^ NEAR
 * AND OR NOT -) is only ever text. Null when no word is long enough to search for.
 */
export function searchExpression(q: string | undefined): string | null {
  if (!q) return null;
  const terms = q
    .normalize("NFC")
    .split(/\s+/)
    // eslint-disable-next-line no-control-regex -- control characters are never searched for
    .map((term) => term.replace(/[\u0000-\u001f\u007f]/g, ""))
    .filter((term) => [...term].length >= SEARCH_TERM_MIN)
    .slice(0, 8);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(" ");
}

/** The WHERE condition for a search (null when nothing searchable was typed): the FTS5 index. */
export function searchFilter(q: string | undefined) {
  const match = searchExpression(q);
  return match
    ? sql`${debates.id} IN (SELECT "debate_id" FROM "debates_search" WHERE "debates_search" MATCH ${match})`
    : null;
}
