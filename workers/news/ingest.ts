/**
 * One news ingestion run: fetch every configured feed (a few at a time), parse it, and hand
 * what was read to the models: new headlines stored once (unique title hash), the KV cache of
 * the latest headlines refreshed, headlines without a debate turned into debates (unique
 * headline id), influences recorded. This file fetches and parses; every read and write of
 * D1 is a model function (app/models).
 *
 * Idempotent: running again, or twice at once, creates nothing twice (the unique keys),
 * and a second run while one is going is recorded as skipped. One broken, slow, huge or
 * malformed feed is recorded and skipped. Every run is recorded in news_runs.
 */
import type { LoadContext } from "../../app/context.server";
import { createDebate } from "../../app/models/debates.server";
import { refreshHeadlineCache, headlinesAwaitingDebate, storeHeadlines } from "../../app/models/headlines.server";
import { recordInfluences } from "../../app/models/influence.server";
import {
  claimNewsRun,
  finishNewsRun,
  getFeedState,
  recordSkippedRun,
  saveFeedState,
  type RunError,
  type RunReport,
  type RunTrigger,
} from "../../app/models/news.server";

import { newsConfig, type FeedConfig, type NewsConfig } from "./config";
import { fetchFeed } from "./fetch-feed";
import { chooseGenerator, type DebateGenerator } from "./generate";
import { decodeFeed, FeedParseError, parseFeed, type FeedItem } from "./parse-feed";
import { detectLanguage } from "./text";

export type { RunReport };

/** Headlines older than this do not become debates. */
const FRESH_HEADLINE_MS = 3 * 86_400_000;

interface FeedResult {
  feed: FeedConfig;
  items: FeedItem[];
  error?: RunError;
  fetched: boolean;
}

async function ingestFeed(context: LoadContext, feed: FeedConfig, config: NewsConfig, now: Date): Promise<FeedResult> {
  const state = await getFeedState(context.db, feed.url);
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

  await saveFeedState(context.db, feed.url, {
    region: feed.region,
    etag,
    lastModified,
    lastFetchedAt: now.toISOString(),
    lastStatus: status,
    lastError: error?.message ?? null,
    lastItemCount: items.length,
  });
  return { feed, items, error, fetched: status === "200" || status === "304" };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

async function generateDebates(
  context: LoadContext,
  generator: DebateGenerator,
  limit: number,
  now: Date,
  errors: RunError[],
) {
  const since = new Date(now.getTime() - FRESH_HEADLINE_MS).toISOString();
  const waiting = await headlinesAwaitingDebate(context.db, since, limit);
  let created = 0;
  for (const headline of waiting) {
    try {
      const generated = await generator.generate(headline);
      const id = await createDebate(context.db, {
        title: generated.title,
        description: generated.description,
        category: generated.category,
        region: headline.region,
        language: headline.language,
        originalHeadline: headline.title,
        headlineId: headline.id,
        sources: [{ name: headline.source, url: headline.url }],
        createdAt: now.toISOString(),
      });
      if (!id) continue; // Another run made this headline's debate first.
      created++;
      await recordInfluences(context.db, { id, headline: headline.title }, now);
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
  options: { trigger: RunTrigger; config?: NewsConfig; generator?: DebateGenerator; now?: Date },
): Promise<RunReport> {
  const now = options.now ?? new Date();
  const config = options.config ?? newsConfig(context.env, context.config.publicOrigin);
  const generator = options.generator ?? chooseGenerator(context.env.AI, config.aiModel);
  const id = crypto.randomUUID();
  const startedAt = now.toISOString();
  const report = (fields: Partial<RunReport> & Pick<RunReport, "status">): RunReport => ({
    id,
    trigger: options.trigger,
    startedAt,
    finishedAt: new Date().toISOString(),
    feedsFetched: 0,
    headlinesNew: 0,
    debatesNew: 0,
    errors: [],
    ...fields,
  });

  if (!(await claimNewsRun(context.db, { id, trigger: options.trigger, startedAt }))) {
    const skipped = report({ status: "skipped", errors: [{ feed: "", message: "Another run was in progress." }] });
    await recordSkippedRun(context.db, skipped);
    return skipped;
  }

  const errors: RunError[] = [];
  let result: RunReport;
  try {
    const results = await inBatches(config.feeds, config.concurrency, (feed) => ingestFeed(context, feed, config, now));
    for (const r of results) if (r.error) errors.push(r.error);
    const headlinesNew = await storeHeadlines(
      context.db,
      results.flatMap(({ feed, items }) =>
        items.map((item) => ({
          title: item.title,
          source: item.source,
          url: item.url,
          region: feed.region,
          language: detectLanguage(item.title),
          // The parser gives null when an item has no readable date; the run's time stands in.
          publishedAt: item.publishedAt ?? now.toISOString(),
        })),
      ),
      now.toISOString(),
    );
    const debatesNew = await generateDebates(context, generator, config.debatesPerRun, now, errors);
    await refreshHeadlineCache(context);
    const feedsFetched = results.filter((r) => r.fetched).length;
    result = report({
      // A run that reached none of its feeds did not do its job, whatever else it did.
      status: config.feeds.length > 0 && feedsFetched === 0 ? "failed" : "succeeded",
      feedsFetched,
      headlinesNew,
      debatesNew,
      errors,
    });
  } catch (error) {
    errors.push({ feed: "", message: error instanceof Error ? error.message : String(error) });
    result = report({ status: "failed", errors });
  }
  await finishNewsRun(context.db, result);
  return result;
}
