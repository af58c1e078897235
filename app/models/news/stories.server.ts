/**
 * Stories in D1 (docs/news.md, "Stories"): what the news run reads to group headlines (the
 * window's headlines, with their stories, debates and embeddings), how it stores the groups
 * (app/models/news/story-grouping.ts decides them), the stories still awaiting their debate, and what
 * the Generate panel shows. A story's debate's sources are rewritten here as the story gains outlets.
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";

import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { debates, headlineEmbeddings, headlines, stories } from "~/db/schema";

import { storySources, type CoverageHeadline } from "~/models/debates";
import { headlineColumns } from "./headlines.server";
import type { GroupingHeadline, StoryGroup } from "./story-grouping";

/** Headlines of the last 3 days are grouped into stories (older ones never become debates). */
export const STORY_FRESH_MS = 3 * 86_400_000;

/** A headline of the grouping window, with what grouping needs to know of it. */
export type WindowHeadline = CoverageHeadline & GroupingHeadline;

/** Little-endian float32 bytes of a unit vector, in base64 (how headline_embeddings keeps it). */
function encodeVector(vector: Float32Array): string {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  vector.forEach((value, i) => view.setFloat32(i * 4, value, true));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function decodeVector(encoded: string): Float32Array | null {
  try {
    const binary = atob(encoded);
    if (binary.length % 4 !== 0) return null;
    const view = new DataView(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
    const vector = new Float32Array(binary.length / 4);
    for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
    return vector;
  } catch {
    return null;
  }
}

/**
 * The headlines published since `since`: their story (null: not grouped yet), whether one not
 * grouped yet already has a debate, and, with `model`, its embedding by that model.
 */
export async function loadStoryWindow(db: Database, since: string, model: string | null): Promise<WindowHeadline[]> {
  const rows = await db
    .select({
      ...headlineColumns,
      storyId: headlines.storyId,
      debateId: debates.id,
      vector: model ? headlineEmbeddings.vector : sql<null>`NULL`,
    })
    .from(headlines)
    .leftJoin(debates, eq(debates.headlineId, headlines.id))
    .leftJoin(
      headlineEmbeddings,
      and(eq(headlineEmbeddings.headlineId, headlines.id), eq(headlineEmbeddings.model, model ?? "")),
    )
    .where(gte(headlines.publishedAt, since));
  return rows.map(({ debateId, vector, ...row }) => ({
    ...row,
    hasDebate: row.storyId === null && debateId !== null,
    vector: vector ? decodeVector(vector) : null,
  }));
}

/** Stores embeddings (once each: an embedding already stored is kept). */
export async function saveEmbeddings(
  db: Database,
  rows: { headlineId: string; vector: Float32Array }[],
  model: string,
  now: string,
) {
  const values = rows.map(({ headlineId, vector }) => ({
    headlineId,
    model,
    vector: encodeVector(vector),
    createdAt: now,
  }));
  await runBatch(
    db,
    chunkForD1(values, 4).map((chunk) => db.insert(headlineEmbeddings).values(chunk).onConflictDoNothing()),
  );
}

/** Forgets the embeddings of headlines published before `before` (out of every window). */
export async function forgetEmbeddings(db: Database, before: string) {
  await db
    .delete(headlineEmbeddings)
    .where(
      inArray(
        headlineEmbeddings.headlineId,
        db.select({ id: headlines.id }).from(headlines).where(lt(headlines.publishedAt, before)),
      ),
    );
}

/**
 * Stores the groups: a new story for each group that joins none, each group's headlines in their
 * story (only headlines not grouped before: a concurrent run never moves one), a debate made before
 * stories attached to its headline's new story, then each touched story's counts and times, and the
 * sources of each touched story's debate. Returns how many stories were made and how many grew.
 */
export async function saveStoryGroups(
  db: Database,
  groups: StoryGroup[],
  now: string,
): Promise<{ created: number; grown: number; touched: string[] }> {
  const statements: Parameters<typeof runBatch>[1] = [];
  const touched: string[] = [];
  let created = 0;
  let grown = 0;
  for (const group of groups) {
    const storyId = group.storyId ?? crypto.randomUUID();
    if (group.storyId === null) {
      created++;
      statements.push(
        db.insert(stories).values({
          id: storyId,
          firstPublishedAt: now,
          lastPublishedAt: now,
          headlineCount: 0,
          sourceCount: 0,
          createdAt: now,
          updatedAt: now,
        }),
      );
    } else grown++;
    touched.push(storyId);
    for (const chunk of chunkForD1(group.headlineIds, 1, 1)) {
      statements.push(
        db
          .update(headlines)
          .set({ storyId })
          .where(and(inArray(headlines.id, chunk), isNull(headlines.storyId))),
      );
      // A debate made from one of these headlines before stories is the story's (a group holds at most
      // one such headline, and a story that has its debate takes no other).
      statements.push(
        db
          .update(debates)
          .set({ storyId })
          .where(
            and(
              isNull(debates.storyId),
              inArray(debates.headlineId, chunk),
              sql`NOT EXISTS (SELECT 1 FROM ${debates} d WHERE d.story_id = ${storyId})`,
            ),
          ),
      );
    }
  }
  for (const chunk of chunkForD1(touched, 1, 1)) {
    const of = (aggregate: string) =>
      sql.raw(`(SELECT ${aggregate} FROM "headlines" h WHERE h.story_id = "stories"."id")`);
    statements.push(
      db
        .update(stories)
        .set({
          headlineCount: sql`${of("count(*)")}`,
          sourceCount: sql`${of("count(DISTINCT lower(h.source))")}`,
          firstPublishedAt: sql`coalesce(${of("min(h.published_at)")}, "first_published_at")`,
          lastPublishedAt: sql`coalesce(${of("max(h.published_at)")}, "last_published_at")`,
          updatedAt: now,
        })
        .where(inArray(stories.id, chunk)),
    );
  }
  await runBatch(db, statements);
  await refreshStorySources(db, touched);
  return { created, grown, touched };
}

/** The headlines of these stories, by story. */
async function headlinesOfStories(db: Database, storyIds: string[]) {
  const byStory = new Map<string, CoverageHeadline[]>();
  for (const chunk of chunkForD1(storyIds)) {
    const rows = await db
      .select({ ...headlineColumns, storyId: headlines.storyId })
      .from(headlines)
      .where(inArray(headlines.storyId, chunk));
    for (const { storyId, ...row } of rows) {
      if (!storyId) continue;
      const list = byStory.get(storyId);
      if (list) list.push(row);
      else byStory.set(storyId, [row]);
    }
  }
  return byStory;
}

/** Rewrites the sources of these stories' debates: one entry per outlet, first reported first. */
async function refreshStorySources(db: Database, storyIds: string[]) {
  if (storyIds.length === 0) return;
  const withDebates: { id: string; storyId: string | null }[] = [];
  for (const chunk of chunkForD1(storyIds)) {
    withDebates.push(
      ...(await db
        .select({ id: debates.id, storyId: debates.storyId })
        .from(debates)
        .where(inArray(debates.storyId, chunk))),
    );
  }
  if (withDebates.length === 0) return;
  const byStory = await headlinesOfStories(
    db,
    withDebates.flatMap((d) => (d.storyId ? [d.storyId] : [])),
  );
  await runBatch(
    db,
    withDebates.flatMap(({ id, storyId }) => {
      const list = storyId ? byStory.get(storyId) : undefined;
      return list?.length
        ? [
            db
              .update(debates)
              .set({ sources: JSON.stringify(storySources(list)) })
              .where(eq(debates.id, id)),
          ]
        : [];
    }),
  );
}

interface StoryAwaitingDebate {
  id: string;
  firstPublishedAt: string;
  headlines: CoverageHeadline[];
}

/**
 * Stories first reported since `since` that have no debate (and none of whose headlines has one),
 * newest first, each with its headlines.
 */
export async function storiesAwaitingDebate(
  db: Database,
  since: string,
  limit: number,
): Promise<StoryAwaitingDebate[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: stories.id, firstPublishedAt: stories.firstPublishedAt })
    .from(stories)
    .where(
      and(
        gte(stories.firstPublishedAt, since),
        sql`NOT EXISTS (SELECT 1 FROM ${debates} d WHERE d.story_id = ${stories.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${debates} d JOIN ${headlines} h ON h.id = d.headline_id WHERE h.story_id = ${stories.id})`,
      ),
    )
    .orderBy(desc(stories.firstPublishedAt), desc(stories.id))
    .limit(limit);
  const byStory = await headlinesOfStories(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const list = byStory.get(row.id);
    return list?.length ? [{ ...row, headlines: list }] : [];
  });
}

interface StorySummary {
  id: string;
  /** The first reported headline's title and language. */
  title: string;
  language: CoverageHeadline["language"];
  headlineCount: number;
  sourceCount: number;
  firstPublishedAt: string;
  debateId: string | null;
}

/**
 * What the Generate panel shows of stories: those a run since `since` made or added to, most
 * outlets first (at most `limit`), and how many there were.
 */
export async function recentStories(db: Database, since: string, limit = 10) {
  const where = gte(stories.updatedAt, since);
  // The subqueries name the outer row as "stories"."id": drizzle writes a column in a select unqualified ("id"),
  // which inside them would be the headline's or the debate's own id.
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stories.id,
        headlineCount: stories.headlineCount,
        sourceCount: stories.sourceCount,
        firstPublishedAt: stories.firstPublishedAt,
        debateId: sql<string | null>`(SELECT d.id FROM ${debates} d WHERE d.story_id = "stories"."id")`,
        title: sql<string>`(SELECT h.title FROM ${headlines} h WHERE h.story_id = "stories"."id" ORDER BY h.published_at, h.id LIMIT 1)`,
        language: sql<
          CoverageHeadline["language"]
        >`(SELECT h.language FROM ${headlines} h WHERE h.story_id = "stories"."id" ORDER BY h.published_at, h.id LIMIT 1)`,
      })
      .from(stories)
      .where(where)
      .orderBy(desc(stories.sourceCount), desc(stories.headlineCount), desc(stories.firstPublishedAt), desc(stories.id))
      .limit(limit),
    db
      .select({ stories: sql<number>`count(*)`, headlines: sql<number>`coalesce(sum(${stories.headlineCount}), 0)` })
      .from(stories)
      .where(where),
  ]);
  return {
    stories: rows.filter((r): r is StorySummary => typeof r.title === "string"),
    total: total?.stories ?? 0,
    headlines: total?.headlines ?? 0,
  };
}
