/**
 * News runs and feed state: the records of every news ingestion run (the Cron Trigger or
 * an admin's "Generate Debates") and what each feed answered last time. The run itself
 * (fetching and parsing feeds) is workers/news; everything it stores goes through here.
 */
import { asc, desc, eq, ne, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { feedState, newsRuns, type Region } from "~/db/schema";

export interface RunError {
  feed: string;
  message: string;
}

export type RunTrigger = "cron" | "manual";

export interface RunReport {
  id: string;
  trigger: RunTrigger;
  status: "succeeded" | "failed" | "skipped";
  startedAt: string;
  finishedAt: string;
  feedsFetched: number;
  headlinesNew: number;
  debatesNew: number;
  errors: RunError[];
}

/** A run still "running" after this long is taken to have died; another may start. */
export const STALE_RUN_MS = 10 * 60_000;

/**
 * Claims a run: records it as running only if no other run is going (one statement, so
 * two runs started at once cannot both win). False: another run is in progress.
 */
export async function claimNewsRun(db: Database, run: { id: string; trigger: RunTrigger; startedAt: string }) {
  const staleBefore = new Date(Date.parse(run.startedAt) - STALE_RUN_MS).toISOString();
  const claimed = await db.run(sql`INSERT INTO ${newsRuns} (id, "trigger", status, started_at)
    SELECT ${run.id}, ${run.trigger}, 'running', ${run.startedAt}
    WHERE NOT EXISTS (SELECT 1 FROM ${newsRuns} WHERE status = 'running' AND started_at > ${staleBefore})`);
  return Boolean(claimed.meta.changes);
}

/** Records a run that did not start because another was going. */
export async function recordSkippedRun(db: Database, report: RunReport) {
  await db.insert(newsRuns).values({ ...report, errors: JSON.stringify(report.errors) });
}

/** Writes the outcome of a claimed run. */
export async function finishNewsRun(db: Database, report: RunReport) {
  await db
    .update(newsRuns)
    .set({
      status: report.status,
      finishedAt: report.finishedAt,
      feedsFetched: report.feedsFetched,
      headlinesNew: report.headlinesNew,
      debatesNew: report.debatesNew,
      errors: JSON.stringify(report.errors),
    })
    .where(eq(newsRuns.id, report.id));
}

export type FeedState = typeof feedState.$inferSelect;

export async function getFeedState(db: Database, url: string): Promise<FeedState | null> {
  return (await db.query.feedState.findFirst({ where: eq(feedState.url, url) })) ?? null;
}

/** What a feed answered this time: validators for the next conditional request, status, error, items. */
export async function saveFeedState(db: Database, url: string, values: Omit<FeedState, "url"> & { region: Region }) {
  await db
    .insert(feedState)
    .values({ url, ...values })
    .onConflictDoUpdate({ target: feedState.url, set: values });
}

export interface NewsRunSummary {
  id: string;
  trigger: RunTrigger;
  status: "running" | "succeeded" | "failed" | "skipped";
  startedAt: string;
  finishedAt: string | null;
  feedsFetched: number;
  headlinesNew: number;
  debatesNew: number;
  errors: RunError[];
}

function parseErrors(raw: string): RunError[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((e): e is RunError => typeof e?.message === "string" && typeof e?.feed === "string")
      : [];
  } catch {
    return [];
  }
}

/** What the Live News Integration panel shows: the last runs and each feed's health. */
export async function getNewsStatus(db: Database, now = new Date()) {
  const [runs, feeds] = await Promise.all([
    db.select().from(newsRuns).where(ne(newsRuns.status, "skipped")).orderBy(desc(newsRuns.startedAt)).limit(5),
    db.select().from(feedState).orderBy(asc(feedState.region), asc(feedState.url)),
  ]);
  const summaries: NewsRunSummary[] = runs.map((run) => ({ ...run, errors: parseErrors(run.errors) }));
  const lastFinished = summaries.find((r) => r.status === "succeeded" && r.finishedAt);
  return {
    lastRun: summaries[0] ?? null,
    recentRuns: summaries,
    minutesSinceLastGeneration: lastFinished?.finishedAt
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(lastFinished.finishedAt)) / 60_000))
      : null,
    feeds,
  };
}
export type NewsStatus = Awaited<ReturnType<typeof getNewsStatus>>;
