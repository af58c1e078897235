/**
 * One news ingestion run: fetch every configured feed (a few at a time), parse, store
 * new headlines once (unique title hash), refresh the KV cache of the latest headlines,
 * turn headlines without a debate into debates (unique headline id), record influences.
 *
 * Idempotent: running again, or twice at once, creates nothing twice (the unique keys),
 * and a second run while one is going is recorded as skipped. One broken, slow, huge or
 * malformed feed is recorded and skipped. Every run is recorded in news_runs.
 */
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";

import type { LoadContext } from "../../app/context.server";
import { runBatch } from "../../app/db/client.server";
import { debates, feedState, headlines, newsRuns, type Region } from "../../app/db/schema";
import { refreshHeadlineCache, titleHash } from "../../app/models/headlines.server";

import { newsConfig, type FeedConfig, type NewsConfig } from "./config";
import { fetchFeed } from "./fetch-feed";
import { chooseGenerator, type DebateGenerator } from "./generate";
import { recordInfluences } from "./influence";
import { decodeFeed, FeedParseError, parseFeed, type FeedItem } from "./parse-feed";
import { detectLanguage } from "./text";

export interface RunError {
  feed: string;
  message: string;
}

export interface RunReport {
  id: string;
  trigger: "cron" | "manual";
  status: "succeeded" | "failed" | "skipped";
  startedAt: string;
  finishedAt: string;
  feedsFetched: number;
  headlinesNew: number;
  debatesNew: number;
  errors: RunError[];
}

/** A run still "running" after this long is taken to have died; another may start. */
const STALE_RUN_MS = 10 * 60_000;
/** Headlines older than this do not become debates. */
const FRESH_HEADLINE_MS = 3 * 86_400_000;

interface FeedResult {
  feed: FeedConfig;
  items: FeedItem[];
  error?: RunError;
  fetched: boolean;
}

async function ingestFeed(context: LoadContext, feed: FeedConfig, config: NewsConfig, now: Date): Promise<FeedResult> {
  const state = await context.db.query.feedState.findFirst({ where: eq(feedState.url, feed.url) });
  const outcome = await fetchFeed(feed.url, {
    timeoutMs: config.timeoutMs,
    maxBytes: config.maxBytes,
    userAgent: config.userAgent,
    etag: state?.etag,
    lastModified: state?.lastModified,
  });

  let items: FeedItem[] = [];
  let status: string;
  let error: RunError | undefined;
  let etag = state?.etag ?? null;
  let lastModified = state?.lastModified ?? null;
  if (outcome.kind === "ok") {
    try {
      items = parseFeed(decodeFeed(outcome.bytes, outcome.contentType), feed.url).slice(0, config.maxItemsPerFeed);
      status = "200";
      etag = outcome.etag;
      lastModified = outcome.lastModified;
    } catch (e) {
      status = "malformed";
      error = { feed: feed.url, message: e instanceof FeedParseError ? e.message : String(e) };
    }
  } else if (outcome.kind === "not_modified") {
    status = "304";
  } else {
    status = outcome.code;
    error = { feed: feed.url, message: outcome.message };
  }

  const values = {
    region: feed.region,
    etag,
    lastModified,
    lastFetchedAt: now.toISOString(),
    lastStatus: status,
    lastError: error?.message ?? null,
    lastItemCount: items.length,
  };
  await context.db
    .insert(feedState)
    .values({ url: feed.url, ...values })
    .onConflictDoUpdate({ target: feedState.url, set: values });
  return { feed, items, error, fetched: status === "200" || status === "304" };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

async function storeHeadlines(context: LoadContext, results: FeedResult[], now: Date) {
  const rows: (typeof headlines.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const { feed, items } of results) {
    for (const item of items) {
      const hash = await titleHash(item.title);
      if (seen.has(hash)) continue;
      seen.add(hash);
      rows.push({
        id: crypto.randomUUID(),
        title: item.title.slice(0, 500),
        source: item.source.slice(0, 120),
        url: item.url,
        region: feed.region as Region,
        language: detectLanguage(item.title),
        // The parser gives null when an item has no readable date; as before, the run's time stands in.
        publishedAt: item.publishedAt ?? now.toISOString(),
        fetchedAt: now.toISOString(),
        titleHash: hash,
      });
    }
  }
  // 9 columns: 11 rows a statement stays under D1's 100 bound parameters.
  const statements = [];
  for (let i = 0; i < rows.length; i += 11) {
    statements.push(
      context.db
        .insert(headlines)
        .values(rows.slice(i, i + 11))
        .onConflictDoNothing()
        .returning({ id: headlines.id }),
    );
  }
  const inserted = await runBatch(context.db, statements);
  return inserted.reduce((sum, r) => sum + r.length, 0);
}

async function generateDebates(
  context: LoadContext,
  generator: DebateGenerator,
  limit: number,
  now: Date,
  errors: RunError[],
) {
  if (limit === 0) return 0;
  const since = new Date(now.getTime() - FRESH_HEADLINE_MS).toISOString();
  const waiting = await context.db
    .select({
      id: headlines.id,
      title: headlines.title,
      source: headlines.source,
      url: headlines.url,
      region: headlines.region,
      language: headlines.language,
    })
    .from(headlines)
    .leftJoin(debates, eq(debates.headlineId, headlines.id))
    .where(and(isNull(debates.id), gte(headlines.publishedAt, since)))
    .orderBy(desc(headlines.publishedAt))
    .limit(limit);

  let created = 0;
  for (const headline of waiting) {
    try {
      const generated = await generator.generate(headline);
      const id = crypto.randomUUID();
      const [row] = await context.db
        .insert(debates)
        .values({
          id,
          title: generated.title,
          description: generated.description,
          category: generated.category,
          region: headline.region,
          language: headline.language,
          originalHeadline: headline.title,
          headlineId: headline.id,
          sources: JSON.stringify([{ name: headline.source, url: headline.url }]),
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ id: debates.id });
      if (!row) continue; // Another run made this headline's debate first.
      created++;
      await recordInfluences(context.db, { id: row.id, headline: headline.title }, now);
    } catch (error) {
      errors.push({
        feed: headline.url,
        message: `Debate not generated: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return created;
}

export async function runIngestion(
  context: LoadContext,
  options: { trigger: "cron" | "manual"; config?: NewsConfig; generator?: DebateGenerator; now?: Date },
): Promise<RunReport> {
  const now = options.now ?? new Date();
  const config = options.config ?? newsConfig(context.env, context.config.publicOrigin);
  const generator = options.generator ?? chooseGenerator(context.env.AI, config.aiModel);
  const id = crypto.randomUUID();
  const startedAt = now.toISOString();

  // Claim the run: only if no other run is going (one statement, so two cannot both win).
  const staleBefore = new Date(now.getTime() - STALE_RUN_MS).toISOString();
  const claimed = await context.db.run(sql`INSERT INTO ${newsRuns} (id, "trigger", status, started_at)
    SELECT ${id}, ${options.trigger}, 'running', ${startedAt}
    WHERE NOT EXISTS (SELECT 1 FROM ${newsRuns} WHERE status = 'running' AND started_at > ${staleBefore})`);
  if (!claimed.meta.changes) {
    const skipped: RunReport = {
      id,
      trigger: options.trigger,
      status: "skipped",
      startedAt,
      finishedAt: new Date().toISOString(),
      feedsFetched: 0,
      headlinesNew: 0,
      debatesNew: 0,
      errors: [{ feed: "", message: "Another run was in progress." }],
    };
    await context.db.insert(newsRuns).values({ ...skipped, errors: JSON.stringify(skipped.errors) });
    return skipped;
  }

  const errors: RunError[] = [];
  let report: RunReport;
  try {
    const results = await inBatches(config.feeds, config.concurrency, (feed) => ingestFeed(context, feed, config, now));
    for (const result of results) if (result.error) errors.push(result.error);
    const headlinesNew = await storeHeadlines(context, results, now);
    const debatesNew = await generateDebates(context, generator, config.debatesPerRun, now, errors);
    await refreshHeadlineCache(context);
    report = {
      id,
      trigger: options.trigger,
      status: "succeeded",
      startedAt,
      finishedAt: new Date().toISOString(),
      feedsFetched: results.filter((r) => r.fetched).length,
      headlinesNew,
      debatesNew,
      errors,
    };
  } catch (error) {
    errors.push({ feed: "", message: error instanceof Error ? error.message : String(error) });
    report = {
      id,
      trigger: options.trigger,
      status: "failed",
      startedAt,
      finishedAt: new Date().toISOString(),
      feedsFetched: 0,
      headlinesNew: 0,
      debatesNew: 0,
      errors,
    };
  }
  await context.db
    .update(newsRuns)
    .set({
      status: report.status,
      finishedAt: report.finishedAt,
      feedsFetched: report.feedsFetched,
      headlinesNew: report.headlinesNew,
      debatesNew: report.debatesNew,
      errors: JSON.stringify(report.errors),
    })
    .where(eq(newsRuns.id, id));
  return report;
}
