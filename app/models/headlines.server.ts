/** Headlines: the stories the news worker stores and debates are generated from. */
import { desc, eq } from "drizzle-orm";

import type { LoadContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { headlines, type Region } from "~/db/schema";

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

/** SHA-256 (hex) of the normalised title: the unique key of a headline. */
export async function titleHash(title: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseTitle(title)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export interface PublicHeadline {
  id: string;
  title: string;
  source: string;
  url: string;
  region: Region;
  language: string;
  publishedAt: string;
}

export const TICKER_SIZE = 5;

/** The newest headlines, of one region or of both. */
export async function listHeadlines(
  db: Database,
  region: Region | null,
  limit = TICKER_SIZE,
): Promise<PublicHeadline[]> {
  return db
    .select({
      id: headlines.id,
      title: headlines.title,
      source: headlines.source,
      url: headlines.url,
      region: headlines.region,
      language: headlines.language,
      publishedAt: headlines.publishedAt,
    })
    .from(headlines)
    .where(region ? eq(headlines.region, region) : undefined)
    .orderBy(desc(headlines.publishedAt))
    .limit(limit);
}

/** KV: the latest headlines per region ("all" for both), written after each ingestion run. */
const CACHE_KEY = (region: Region | null) => `headlines:v1:${region ?? "all"}`;
const CACHE_SIZE = 10;
const CACHE_TTL_SECONDS = 3_600;

export async function refreshHeadlineCache(context: Pick<LoadContext, "db" | "env">) {
  await Promise.all(
    ([null, "global", "bharat"] as const).map(async (region) => {
      const latest = await listHeadlines(context.db, region, CACHE_SIZE);
      await context.env.CACHE.put(CACHE_KEY(region), JSON.stringify(latest), { expirationTtl: CACHE_TTL_SECONDS });
    }),
  );
}

/** The latest headlines from KV; from D1 (and then cached) when KV has none. */
export async function getLatestHeadlines(context: LoadContext, region: Region | null, limit = TICKER_SIZE) {
  const cached = await context.env.CACHE.get<PublicHeadline[]>(CACHE_KEY(region), "json");
  if (cached) return cached.slice(0, limit);
  const latest = await listHeadlines(context.db, region, CACHE_SIZE);
  context.ctx.waitUntil(
    context.env.CACHE.put(CACHE_KEY(region), JSON.stringify(latest), { expirationTtl: CACHE_TTL_SECONDS }),
  );
  return latest.slice(0, limit);
}
