/**
 * Debates: listing, public shape, counters.
 * Every rule about a debate lives here; routes and API doors only call it.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "~/db/client.server";
import { comments, debates, REGIONS, votes, type Debate, type Region } from "~/db/schema";

export const HOME_PAGE_SIZE = 60;

export const debateListQuerySchema = z.object({
  region: z.enum(REGIONS).optional().catch(undefined),
  trending: z
    .enum(["1", "true"])
    .transform(() => true)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type DebateListQuery = z.infer<typeof debateListQuerySchema>;

export interface DebateSource {
  name: string;
  url: string;
}

/** The debate as the API (SPEC.md section 3) and the pages see it. */
export interface PublicDebate {
  id: string;
  title: string;
  description: string;
  category: string;
  region: Region;
  language: string;
  originalHeadline: string | null;
  isTrending: boolean;
  forPercentage: number | null;
  againstPercentage: number | null;
  forCount: number;
  againstCount: number;
  participantCount: number;
  createdAt: string;
  sources: DebateSource[];
}

const sourceSchema = z.array(z.object({ name: z.string(), url: z.string() }));

function parseSources(raw: string): DebateSource[] {
  try {
    const parsed = sourceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Percentages derived from the counters; null when nobody has voted. They add up to 100. */
export function percentages(forCount: number, againstCount: number) {
  const total = forCount + againstCount;
  if (total === 0) return { forPercentage: null, againstPercentage: null };
  const forPercentage = Math.round((forCount * 100) / total);
  return { forPercentage, againstPercentage: 100 - forPercentage };
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
    participantCount: row.participantCount,
    createdAt: row.createdAt,
    sources: parseSources(row.sources),
  };
}

/** A page of debates, newest first, optionally one region or trending only. */
export async function listDebates(db: Database, query: DebateListQuery, pageSize = HOME_PAGE_SIZE) {
  const filters: SQL[] = [];
  if (query.region) filters.push(eq(debates.region, query.region));
  if (query.trending) filters.push(eq(debates.isTrending, true));
  const where = filters.length ? and(...filters) : undefined;
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

export async function getDebate(db: Database, id: string) {
  const row = await db.query.debates.findFirst({ where: eq(debates.id, id) });
  return row ? toPublicDebate(row) : null;
}

/**
 * The statement that recomputes a debate's counters from its votes and comments.
 * Run in the same D1 batch as the write that changed them, so totals are always exact.
 */
export function refreshCountersStatement(db: Database, debateId: string) {
  return db
    .update(debates)
    .set({
      forCount: sql`(SELECT count(*) FROM ${votes} WHERE ${votes.debateId} = ${debateId} AND ${votes.position} = 'for')`,
      againstCount: sql`(SELECT count(*) FROM ${votes} WHERE ${votes.debateId} = ${debateId} AND ${votes.position} = 'against')`,
      participantCount: sql`(SELECT count(*) FROM (SELECT ${votes.userId} FROM ${votes} WHERE ${votes.debateId} = ${debateId} UNION SELECT ${comments.userId} FROM ${comments} WHERE ${comments.debateId} = ${debateId}))`,
    })
    .where(eq(debates.id, debateId));
}

export const TRENDING_WINDOW_HOURS = 48;
export const TRENDING_MAX = 12;
export const TRENDING_MIN_ACTIVITY = 3;

/**
 * Recompute `isTrending`: the debates with the most activity (votes, plus comments
 * counted twice) in the last 48 hours, at most 12, each with at least 3 points.
 * Returns the ids now trending.
 */
export async function refreshTrending(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - TRENDING_WINDOW_HOURS * 3_600_000).toISOString();
  const top = sql`SELECT debate_id FROM (
      SELECT debate_id, count(*) AS points FROM (
        SELECT debate_id FROM votes WHERE created_at >= ${since}
        UNION ALL SELECT debate_id FROM comments WHERE created_at >= ${since}
        UNION ALL SELECT debate_id FROM comments WHERE created_at >= ${since}
      ) GROUP BY debate_id HAVING points >= ${TRENDING_MIN_ACTIVITY}
      ORDER BY points DESC, debate_id LIMIT ${TRENDING_MAX}
    )`;
  await db.run(sql`UPDATE debates SET is_trending = (id IN (${top})) WHERE is_trending = 1 OR id IN (${top})`);
  const rows = await db.select({ id: debates.id }).from(debates).where(eq(debates.isTrending, true));
  return rows.map((r) => r.id);
}
