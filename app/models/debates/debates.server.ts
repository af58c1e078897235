/**
 * Debates: listing, public shape, counters.
 * Every rule about a debate lives here; routes and API doors only call it.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import * as z from "~/utils/zod";

import { aRead, readOne, type Database } from "~/db/client.server";
import { firstReportedBy, parseSources, type DebateSource, type SourceInput } from "./coverage";
import { feedQuerySchema, searchFilter } from "./feed.schema";
import { debates, LANGUAGES, REGIONS, type Debate, type Language, type NewDebate, type Region } from "~/db/schema";

const HOME_PAGE_SIZE = 60;

export const debateListQuerySchema = z.object({
  region: z.enum(REGIONS).optional().catch(undefined),
  /** The language a debate was written in (its original, whatever translations it has). */
  language: z.enum(LANGUAGES).optional().catch(undefined),
  trending: z
    .enum(["1", "true"])
    .transform(() => true)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  /** Search over titles and original headlines (docs/home-page.md). */
  q: feedQuerySchema.shape.q,
});
type DebateListQuery = z.infer<typeof debateListQuerySchema>;

/** The debate as the API (SPEC.md section 3) and the pages see it. */
export interface PublicDebate {
  id: string;
  title: string;
  description: string;
  category: string;
  region: Region;
  /** The language the debate was written in (translations: app/models/debates/translations.server.ts). */
  language: Language;
  originalHeadline: string | null;
  isTrending: boolean;
  forPercentage: number | null;
  againstPercentage: number | null;
  forCount: number;
  againstCount: number;
  /**
   * The verified view (docs/security.md): the votes of citizens with a confirmed e-mail whom admins
   * verified. Percentages null when no such citizen voted.
   */
  verifiedForPercentage: number | null;
  verifiedAgainstPercentage: number | null;
  verifiedForCount: number;
  verifiedAgainstCount: number;
  participantCount: number;
  createdAt: string;
  /**
   * The outlets that reported its story, first reported first: `{ name, url }` and each one's headline
   * `title`, `language`, `region` and `publishedAt` (app/models/debates/coverage.ts, docs/api.md).
   */
  sources: DebateSource[];
  /** The source that reported the story first (the earliest `publishedAt`); null when no time is known. */
  firstReportedBy: DebateSource | null;
}

/** Percentages derived from the counters; null when nobody has voted. They add up to 100. */
export function percentages(forCount: number, againstCount: number) {
  const total = forCount + againstCount;
  if (total === 0) return { forPercentage: null, againstPercentage: null };
  const forPercentage = Math.round((forCount * 100) / total);
  return { forPercentage, againstPercentage: 100 - forPercentage };
}

function verifiedPercentages(forCount: number, againstCount: number) {
  const { forPercentage, againstPercentage } = percentages(forCount, againstCount);
  return { verifiedForPercentage: forPercentage, verifiedAgainstPercentage: againstPercentage };
}

export function toPublicDebate(row: Debate): PublicDebate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    region: row.region,
    language: row.language,
    originalHeadline: row.originalHeadline,
    isTrending: row.isTrending,
    ...percentages(row.forCount, row.againstCount),
    forCount: row.forCount,
    againstCount: row.againstCount,
    ...verifiedPercentages(row.verifiedForCount, row.verifiedAgainstCount),
    verifiedForCount: row.verifiedForCount,
    verifiedAgainstCount: row.verifiedAgainstCount,
    participantCount: row.participantCount,
    createdAt: row.createdAt,
    ...coverageOf(row),
  };
}

/** A debate's sources and who reported first, from what is stored with it. */
function coverageOf(row: Pick<Debate, "sources" | "originalHeadline" | "language" | "region">) {
  const sources = parseSources(row.sources, row);
  return { sources, firstReportedBy: firstReportedBy(sources) };
}

/**
 * A page of debates (the JSON API's paging by page number), newest first, optionally of one region,
 * one original language, trending only, or matching a search. The home page pages by keyset:
 * app/models/debates/feed.server.ts.
 */
export async function listDebates(db: Database, query: DebateListQuery, pageSize = HOME_PAGE_SIZE) {
  // A debate hidden by moderators is on no list (docs/moderation.md).
  const filters: SQL[] = [isNull(debates.hiddenAt)];
  if (query.region) filters.push(eq(debates.region, query.region));
  if (query.language) filters.push(eq(debates.language, query.language));
  if (query.trending) filters.push(eq(debates.isTrending, true));
  const search = searchFilter(query.q);
  if (search) filters.push(search);
  const where = and(...filters);
  const offset = (query.page - 1) * pageSize;

  // One extra row tells whether there is a next page without a count query.
  const rows = await db
    .select()
    .from(debates)
    .where(where)
    .orderBy(desc(debates.createdAt), desc(debates.id))
    .limit(pageSize + 1)
    .offset(offset);

  return {
    debates: rows.slice(0, pageSize).map(toPublicDebate),
    hasMore: rows.length > pageSize,
    page: query.page,
  };
}

/**
 * The rule of a debate that is shown (and so takes votes, comments, follows and reports): it
 * exists and moderators did not hide it. A condition on `debates`, for queries and for
 * statements that must check it inside their own batch (the vote: app/models/debates/votes.server.ts).
 */
export const shownDebate = (id: string) => and(eq(debates.id, id), isNull(debates.hiddenAt));

/** A debate that is shown: null for an unknown one and for one hidden by moderators. */
export async function getDebate(db: Database, id: string) {
  return readOne(debateRead(db, id));
}

/** getDebate as a read that can share a round trip (readTogether). */
export const debateRead = (db: Database, id: string) =>
  aRead(db.select().from(debates).where(shownDebate(id)).limit(1), ([row]) => (row ? toPublicDebate(row) : null));

/** What a debate's shareable card shows (app/models/debates/infographic.server.ts), as stored. */
export type CardRow = Pick<
  Debate,
  | "id"
  | "title"
  | "region"
  | "originalHeadline"
  | "forCount"
  | "againstCount"
  | "participantCount"
  | "createdAt"
  | "sources"
>;

/**
 * The card's columns of a shown debate, or null: one narrow read by primary key, for the card
 * route, which asks it on every request (docs/infographics.md).
 */
export async function getCardRow(db: Database, id: string): Promise<CardRow | null> {
  const [row] = await db
    .select({
      id: debates.id,
      title: debates.title,
      region: debates.region,
      originalHeadline: debates.originalHeadline,
      forCount: debates.forCount,
      againstCount: debates.againstCount,
      participantCount: debates.participantCount,
      createdAt: debates.createdAt,
      sources: debates.sources,
    })
    .from(debates)
    .where(and(eq(debates.id, id), isNull(debates.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** A card row as the card reads it: the percentages and sources as getDebate gives them. */
export function toCardDebate(row: CardRow) {
  return {
    id: row.id,
    title: row.title,
    region: row.region,
    originalHeadline: row.originalHeadline,
    ...percentages(row.forCount, row.againstCount),
    participantCount: row.participantCount,
    createdAt: row.createdAt,
    sources: parseSources(row.sources, row),
  } satisfies Partial<PublicDebate>;
}

/** Whether the debate is shown (and so takes votes, comments, follows and reports). */
export async function debateExists(db: Database, id: string) {
  return readOne(debateExistsRead(db, id));
}

/** debateExists as a read that can share a round trip (readTogether). */
export const debateExistsRead = (db: Database, id: string) =>
  aRead(db.select({ id: debates.id }).from(debates).where(shownDebate(id)).limit(1), ([row]) => Boolean(row));

/**
 * The division a debate belongs to: Bharat Pulse when its region says so or its category
 * names India (SPEC.md: category india, India or bharat), else Global Storm. Decided once,
 * when the debate is created, and stored as `region`: the home filter, the badge and the
 * shareable card all read `region`.
 */
function divisionOf(input: { category: string; region?: Region | null }): Region {
  if (input.region === "bharat") return "bharat";
  return ["india", "bharat"].includes(input.category.trim().toLowerCase()) ? "bharat" : "global";
}

export interface NewDebateInput {
  id?: string;
  title: string;
  description?: string;
  category: string;
  region?: Region;
  language?: Language;
  originalHeadline?: string | null;
  /** A headline yields at most one debate (a unique key): a second attempt creates nothing. */
  headlineId?: string | null;
  /** A story yields at most one debate (a unique key): a second attempt creates nothing. */
  storyId?: string | null;
  sources?: SourceInput[];
  isTrending?: boolean;
  createdAt?: string;
}

/**
 * Creates a debate: from a news headline (the news run), by the seed and the test factories,
 * and later by admins and sponsors. Counters start at zero and only votes and comments move
 * them. Returns the id, or null when the headline already has its debate (or the id exists).
 */
export async function createDebate(db: Database, input: NewDebateInput): Promise<string | null> {
  const values: NewDebate = {
    id: input.id ?? crypto.randomUUID(),
    title: input.title,
    description: input.description ?? "",
    category: input.category,
    region: divisionOf(input),
    language: input.language ?? "en",
    originalHeadline: input.originalHeadline ?? null,
    headlineId: input.headlineId ?? null,
    storyId: input.storyId ?? null,
    isTrending: input.isTrending ?? false,
    sources: JSON.stringify(input.sources ?? []),
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
  const [row] = await db.insert(debates).values(values).onConflictDoNothing().returning({ id: debates.id });
  return row?.id ?? null;
}

const TRENDING_WINDOW_HOURS = 48;
const TRENDING_MAX = 12;
const TRENDING_MIN_ACTIVITY = 3;

/**
 * Recompute `isTrending`: the debates with the most activity (counted votes, plus counted comments
 * weighing twice) in the last 48 hours, at most 12, each with at least 3 points. A vote or a comment
 * that does not count yet (its author's e-mail is not confirmed) makes nothing trend
 * (docs/security.md, "Vote integrity"). Returns the ids now trending.
 */
export async function refreshTrending(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - TRENDING_WINDOW_HOURS * 3_600_000).toISOString();
  const top = sql`SELECT debate_id FROM (
      SELECT debate_id, count(*) AS points FROM (
        SELECT debate_id FROM votes WHERE created_at >= ${since} AND counted = 1
        UNION ALL SELECT debate_id FROM comments WHERE created_at >= ${since} AND counted = 1
        UNION ALL SELECT debate_id FROM comments WHERE created_at >= ${since} AND counted = 1
      ) GROUP BY debate_id HAVING points >= ${TRENDING_MIN_ACTIVITY}
      ORDER BY points DESC, debate_id LIMIT ${TRENDING_MAX}
    )`;
  await db.run(sql`UPDATE debates SET is_trending = (id IN (${top})) WHERE is_trending = 1 OR id IN (${top})`);
  const rows = await db.select({ id: debates.id }).from(debates).where(eq(debates.isTrending, true));
  return rows.map((r) => r.id);
}
