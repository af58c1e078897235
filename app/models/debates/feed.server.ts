/**
 * The home feed (docs/home-page.md): a page of debate cards, trending or newest first, of one
 * region or original language, optionally matching a search, paged by keyset (never OFFSET).
 * A fixed number of queries a page whatever the archive's size: this one, then the page's
 * translations and the viewer's votes (one each for a page of FEED_PAGE_SIZE).
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { debates, type Language } from "~/db/schema";

import { decodeCursor, encodeCursor, searchFilter, type FeedQuery } from "./feed.schema";
import { percentages, type PublicDebate } from "./debates.server";
import { withTranslations } from "./translations.server";

// The page imports the query's schema from here: a .server module never reaches the browser bundle.
export { feedQuerySchema } from "./feed.schema";

/** Cards a page: small enough for a slow phone (docs/home-page.md has the measured HTML). */
export const FEED_PAGE_SIZE = 12;
/** A card shows three lines of its description: the rest never leaves the server. */
const CARD_DESCRIPTION_MAX = 240;

/** What a card shows, and nothing else (the loader data of every card on the page). */
export type CardDebate = Pick<
  PublicDebate,
  | "id"
  | "title"
  | "description"
  | "region"
  | "language"
  | "isTrending"
  | "forPercentage"
  | "againstPercentage"
  | "participantCount"
>;

function clip(text: string) {
  const chars = [...text];
  return chars.length > CARD_DESCRIPTION_MAX
    ? `${chars
        .slice(0, CARD_DESCRIPTION_MAX - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

/** The WHERE clause and ORDER BY of a feed page: shared with the query-plan test. */
export function feedClauses(query: FeedQuery) {
  // A debate hidden by moderators is on no list (docs/moderation.md).
  const filters: SQL[] = [isNull(debates.hiddenAt)];
  if (query.region) filters.push(eq(debates.region, query.region));
  if (query.language) filters.push(eq(debates.language, query.language));
  const search = searchFilter(query.q);
  if (search) filters.push(search);
  const after = decodeCursor(query.cursor, query.sort);
  if (query.sort === "trending") {
    if (after?.sort === "trending")
      filters.push(sql`(${debates.trendScore}, ${debates.id}) < (${after.key}, ${after.id})`);
    return { where: and(...filters), orderBy: [desc(debates.trendScore), desc(debates.id)], searched: Boolean(search) };
  }
  if (after?.sort === "newest") filters.push(sql`(${debates.createdAt}, ${debates.id}) < (${after.key}, ${after.id})`);
  return { where: and(...filters), orderBy: [desc(debates.createdAt), desc(debates.id)], searched: Boolean(search) };
}

/**
 * One page of the feed, in the reader's language where a debate has a translation, and the
 * cursor of the next page (null on the last).
 */
export async function debateFeed(db: Database, query: FeedQuery, locale: Language, pageSize = FEED_PAGE_SIZE) {
  const { where, orderBy, searched } = feedClauses(query);
  // One extra row tells whether there is a next page without a count query.
  const rows = await db
    .select({
      id: debates.id,
      title: debates.title,
      description: sql<string>`substr(${debates.description}, 1, ${CARD_DESCRIPTION_MAX + 1})`,
      region: debates.region,
      language: debates.language,
      isTrending: debates.isTrending,
      forCount: debates.forCount,
      againstCount: debates.againstCount,
      participantCount: debates.participantCount,
      trendScore: debates.trendScore,
      createdAt: debates.createdAt,
    })
    .from(debates)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize + 1);

  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const next =
    rows.length > pageSize && last
      ? encodeCursor(
          query.sort === "trending"
            ? { sort: "trending", key: last.trendScore, id: last.id }
            : { sort: "newest", key: last.createdAt, id: last.id },
        )
      : null;

  const cards: CardDebate[] = page.map((row) => ({
    id: row.id,
    title: row.title,
    description: clip(row.description),
    region: row.region,
    language: row.language,
    isTrending: row.isTrending,
    ...percentages(row.forCount, row.againstCount),
    participantCount: row.participantCount,
  }));
  const translated = await withTranslations(db, cards, locale);
  return {
    debates: translated.map((card) =>
      card.translation
        ? { ...card, translation: { ...card.translation, description: clip(card.translation.description) } }
        : card,
    ),
    next,
    searched,
  };
}
