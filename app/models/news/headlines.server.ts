/** Headlines: the stories the news run stores once and turns into debates. */
import { desc, eq } from "drizzle-orm";

import type { LoadContext } from "~/context.server";
import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { headlines, type Language, type Region } from "~/db/schema";
import { readThrough, writeCache } from "~/utils/cache.server";
import { sha256Hex } from "~/utils/crypto";

/**
 * The form of a title used to recognise the same story twice: Unicode NFKC,
 * lower case, punctuation and extra spaces removed (letters and marks of every
 * script are kept, so Hindi and Bengali titles normalise too).
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** SHA-256 (hex) of the normalised title: with the outlet, the unique key of a headline. */
export function titleHash(title: string): Promise<string> {
  return sha256Hex(normaliseTitle(title));
}

/** The columns a headline is shown and turned into a debate with (one list: these queries and the stories'). */
export const headlineColumns = {
  id: headlines.id,
  title: headlines.title,
  source: headlines.source,
  url: headlines.url,
  region: headlines.region,
  language: headlines.language,
  publishedAt: headlines.publishedAt,
};

export interface PublicHeadline {
  id: string;
  title: string;
  source: string;
  url: string;
  region: Region;
  language: Language;
  publishedAt: string;
}

type NewHeadline = Omit<PublicHeadline, "id">;

const HEADLINE_TITLE_MAX = 500;
const HEADLINE_SOURCE_MAX = 120;

/**
 * Stores headlines not seen before: an outlet's headline (same outlet, same normalised title) is
 * stored once, whether it comes twice in one run or again in a later run. The same title from
 * another outlet is that outlet's own headline: the news run puts both in one story
 * (app/models/news/stories.server.ts). Returns how many were new.
 */
export async function storeHeadlines(db: Database, items: NewHeadline[], fetchedAt: string): Promise<number> {
  const rows: (typeof headlines.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const hash = await titleHash(item.title);
    const source = item.source.slice(0, HEADLINE_SOURCE_MAX);
    if (seen.has(`${source}\n${hash}`)) continue;
    seen.add(`${source}\n${hash}`);
    rows.push({
      ...item,
      id: crypto.randomUUID(),
      title: item.title.slice(0, HEADLINE_TITLE_MAX),
      source,
      fetchedAt,
      titleHash: hash,
    });
  }
  const columns = Object.keys(rows[0] ?? {}).length;
  const inserted = await runBatch(
    db,
    chunkForD1(rows, columns).map((chunk) =>
      db.insert(headlines).values(chunk).onConflictDoNothing().returning({ id: headlines.id }),
    ),
  );
  return inserted.reduce((sum, r) => sum + r.length, 0);
}

const TICKER_SIZE = 5;

/** The newest headlines, of one region or of both. */
async function listHeadlines(db: Database, region: Region | null, limit = TICKER_SIZE): Promise<PublicHeadline[]> {
  return db
    .select(headlineColumns)
    .from(headlines)
    .where(region ? eq(headlines.region, region) : undefined)
    .orderBy(desc(headlines.publishedAt))
    .limit(limit);
}

/** KV: the latest headlines per region ("all" for both), written after each news run. */
const CACHE_KEY = (region: Region | null) => `headlines:v1:${region ?? "all"}`;
const CACHE_SIZE = 10;
const CACHE_TTL_SECONDS = 3_600;

export async function refreshHeadlineCache(context: { db: Database; env: Pick<LoadContext["env"], "CACHE"> }) {
  await Promise.all(
    ([null, "global", "bharat"] as const).map(async (region) =>
      writeCache(context, CACHE_KEY(region), CACHE_TTL_SECONDS, await listHeadlines(context.db, region, CACHE_SIZE)),
    ),
  );
}

/** The latest headlines from KV; from D1 (and then cached) when KV has none. */
export async function getLatestHeadlines(context: LoadContext, region: Region | null, limit = TICKER_SIZE) {
  const latest = await readThrough(context, CACHE_KEY(region), CACHE_TTL_SECONDS, () =>
    listHeadlines(context.db, region, CACHE_SIZE),
  );
  return latest.slice(0, limit);
}
