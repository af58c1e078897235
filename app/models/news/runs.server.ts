/**
 * News runs and feed state: the records of every news ingestion run (the Cron Trigger or
 * an admin's "Generate Debates") and what each feed answered last time. The run itself
 * (fetching and parsing feeds) is workers/news; everything it stores goes through here.
 */
import { asc, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";

import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import {
  FEED_ERROR_KINDS,
  feedState,
  newsRunFeeds,
  newsRuns,
  type FeedOutcome,
  type FeedRunErrorKind,
  type Region,
} from "~/db/schema";

import { recentStories } from "./stories.server";

/**
 * What went wrong: a feed's error kind, a debate that could not be generated, a translation that
 * failed, headlines that could not be embedded for stories.
 */
export const RUN_ERROR_KINDS = [...FEED_ERROR_KINDS, "generation", "translation", "embedding"] as const;
export type RunErrorKind = (typeof RUN_ERROR_KINDS)[number];

export interface RunError {
  /** The feed's URL (for a debate: its headline's URL); "" for the run as a whole. */
  feed: string;
  message: string;
  kind?: RunErrorKind;
}

/** What one feed gave in a run (a row of news_run_feeds). */
export interface FeedRunResult {
  url: string;
  region: Region;
  outcome: FeedOutcome;
  errorKind: FeedRunErrorKind | null;
  httpStatus: number | null;
  errorMessage: string | null;
  itemsRead: number;
  itemsKept: number;
  itemsUndated: number;
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
  /** Each feed's result, in the order of the configuration (none for a skipped run). */
  feeds: FeedRunResult[];
}

/** Per-feed results are kept this long (the runs themselves stay). */
export const FEED_RESULTS_KEPT_DAYS = 30;

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
  const { feeds: _none, ...run } = report;
  await db.insert(newsRuns).values({ ...run, errors: JSON.stringify(report.errors) });
}

/**
 * Writes the outcome of a claimed run and each feed's result, in one batch, and forgets the
 * per-feed results of runs older than FEED_RESULTS_KEPT_DAYS.
 */
export async function finishNewsRun(db: Database, report: RunReport) {
  const rows = report.feeds.map((feed) => ({ runId: report.id, ...feed }));
  const keptSince = new Date(Date.parse(report.startedAt) - FEED_RESULTS_KEPT_DAYS * 86_400_000).toISOString();
  const columns = Object.keys(rows[0] ?? {}).length;
  await runBatch(db, [
    db
      .update(newsRuns)
      .set({
        status: report.status,
        finishedAt: report.finishedAt,
        feedsFetched: report.feedsFetched,
        headlinesNew: report.headlinesNew,
        debatesNew: report.debatesNew,
        errors: JSON.stringify(report.errors),
      })
      .where(eq(newsRuns.id, report.id)),
    ...chunkForD1(rows, columns).map((chunk) => db.insert(newsRunFeeds).values(chunk).onConflictDoNothing()),
    db
      .delete(newsRunFeeds)
      .where(
        inArray(
          newsRunFeeds.runId,
          db.select({ id: newsRuns.id }).from(newsRuns).where(lt(newsRuns.startedAt, keptSince)),
        ),
      ),
  ]);
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

const isRunErrorKind = (value: unknown): value is RunErrorKind =>
  (RUN_ERROR_KINDS as readonly unknown[]).includes(value);

function parseErrors(raw: string): RunError[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((e: { feed?: unknown; message?: unknown; kind?: unknown } | null) =>
      typeof e?.message === "string" && typeof e.feed === "string"
        ? [{ feed: e.feed, message: e.message, ...(isRunErrorKind(e.kind) ? { kind: e.kind } : {}) }]
        : [],
    );
  } catch {
    return [];
  }
}

/** Each feed's result in a run, by region, then URL. */
export async function feedResultsOf(db: Database, runId: string): Promise<FeedRunResult[]> {
  const rows = await db
    .select()
    .from(newsRunFeeds)
    .where(eq(newsRunFeeds.runId, runId))
    .orderBy(asc(newsRunFeeds.region), asc(newsRunFeeds.url));
  return rows.map(({ runId: _run, ...result }) => result);
}

/** What the Live News Integration panel shows: the last runs, the last run's feeds, and each feed's health. */
export async function getNewsStatus(db: Database, now = new Date()) {
  const [runs, feeds] = await Promise.all([
    db.select().from(newsRuns).where(ne(newsRuns.status, "skipped")).orderBy(desc(newsRuns.startedAt)).limit(5),
    db.select().from(feedState).orderBy(asc(feedState.region), asc(feedState.url)),
  ]);
  const summaries: NewsRunSummary[] = runs.map((run) => ({ ...run, errors: parseErrors(run.errors) }));
  const lastFinished = summaries.find((r) => r.status === "succeeded" && r.finishedAt);
  const lastRun = summaries[0] ?? null;
  const minutesSince = (iso: string | null | undefined) =>
    iso ? Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000)) : null;
  const [lastRunFeeds, stories] = await Promise.all([
    lastRun ? feedResultsOf(db, lastRun.id) : Promise.resolve([]),
    // A run stamps the stories it makes or adds to with its start.
    lastRun ? recentStories(db, lastRun.startedAt) : Promise.resolve(null),
  ]);
  return {
    lastRun,
    /** What each feed gave in the last run: items read, kept, undated, and the error if any. */
    lastRunFeeds,
    /** The stories the last run made or added headlines to: how many headlines each groups (docs/news.md). */
    lastRunStories: stories ?? { stories: [], total: 0, headlines: 0 },
    recentRuns: summaries,
    minutesSinceLastGeneration: minutesSince(lastFinished?.finishedAt),
    /** Minutes since the last run (of any outcome) started. */
    minutesSinceLastRun: minutesSince(lastRun?.startedAt),
    feeds,
  };
}
export type NewsStatus = Awaited<ReturnType<typeof getNewsStatus>>;
