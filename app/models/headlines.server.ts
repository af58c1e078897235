/** Headlines: the stories the news worker stores and debates are generated from. */
import { desc, eq } from "drizzle-orm";

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
