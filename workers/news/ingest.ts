/**
 * One news ingestion run: fetch every configured feed (a few at a time), parse it, and hand
 * what was read to the models: new headlines stored once (unique outlet and title hash), grouped
 * into stories with the headlines of other outlets that report the same event (./stories.ts), the
 * KV cache of the latest headlines refreshed, stories without a debate turned into debates (unique
 * story id), influences recorded. This file fetches and parses; every read and write of D1 is a
 * model function (app/models).
 *
 * With a Workers AI binding, headlines are embedded for the stories' semantic tier (./embed.ts)
 * and new debates are translated into the other languages of the UI (./translate.ts); a failed
 * embedding or translation is recorded, never fatal.
 *
 * Idempotent: running again, or twice at once, creates nothing twice (the unique keys),
 * and a second run while one is going is recorded as skipped. One broken, slow, huge or
 * malformed feed is recorded and skipped. Every run is recorded in news_runs, with each
 * feed's result (items read, kept, undated; the kind of error) in news_run_feeds.
 */
import type { Database } from "../../app/db/client.server";
import { createDebate, leadHeadline, storySources } from "~/models/debates";
import {
  refreshHeadlineCache,
  storeHeadlines,
  recordInfluences,
  claimNewsRun,
  finishNewsRun,
  getFeedState,
  recordSkippedRun,
  saveFeedState,
  storiesAwaitingDebate,
  type FeedRunResult,
  type RunError,
  type RunReport,
  type RunTrigger,
} from "~/models/news";

import { newsConfig, type FeedConfig, type NewsConfig, type NewsEnv } from "./config";
import { fetchFeed } from "./fetch-feed";
import { chooseEmbedder, type Embedder } from "./embed";
import { chooseGenerator, type DebateGenerator } from "./generate";
import { decodeFeed, FeedParseError, readFeed, type FeedItem } from "./parse-feed";
import { groupNewStories } from "./stories";
import { detectLanguage } from "./text";
import { chooseTranslator, translateNewDebates, type Translator } from "./translate";

export type { RunReport };

/**
 * What a run needs: the news Worker's (workers/news/index.ts), or a page Worker's load context in
 * tests (its environment has the same names).
 */
export interface NewsContext {
  db: Database;
  env: NewsEnv;
  config: { publicOrigin: string };
}

/** Stories first reported longer ago than this do not become debates. */
const FRESH_HEADLINE_MS = 3 * 86_400_000;

interface FeedResult {
  feed: FeedConfig;
  items: FeedItem[];
  result: FeedRunResult;
}

/** The feed_state status of a result: "200", "304", or the error kind ("http_503" for HTTP errors). */
function statusOf(result: FeedRunResult): string {
  if (result.outcome === "read") return "200";
  if (result.outcome === "not_modified") return "304";
  return result.errorKind === "http" ? `http_${result.httpStatus ?? 0}` : (result.errorKind ?? "failed");
}

async function ingestFeed(context: NewsContext, feed: FeedConfig, config: NewsConfig, now: Date): Promise<FeedResult> {
  const state = await getFeedState(context.db, feed.url);
  const outcome = await fetchFeed(feed.url, {
    timeoutMs: config.timeoutMs,
    maxBytes: config.maxBytes,
    userAgent: config.userAgent,
    etag: state?.etag,
    lastModified: state?.lastModified,
  });

  let items: FeedItem[] = [];
  const result: FeedRunResult = {
    url: feed.url,
    region: feed.region,
    outcome: "failed",
    errorKind: null,
    httpStatus: null,
    errorMessage: null,
    itemsRead: 0,
    itemsKept: 0,
    itemsUndated: 0,
  };
  let etag = state?.etag ?? null;
  let lastModified = state?.lastModified ?? null;
  if (outcome.kind === "ok") {
    try {
      const report = readFeed(decodeFeed(outcome.bytes, outcome.contentType), feed.url);
      items = report.items.slice(0, config.maxItemsPerFeed);
      Object.assign(result, {
        outcome: "read",
        itemsRead: report.entries,
        itemsKept: items.length,
        itemsUndated: items.filter((item) => item.publishedAt === null).length,
      });
      etag = outcome.etag;
      lastModified = outcome.lastModified;
    } catch (e) {
      // decodeFeed and readFeed throw FeedParseError and nothing else; anything else is a bug, kept as malformed.
      result.errorKind = e instanceof FeedParseError ? e.kind : "malformed";
      result.errorMessage = e instanceof Error ? e.message : String(e);
    }
  } else if (outcome.kind === "not_modified") {
    result.outcome = "not_modified";
  } else {
    result.errorKind = outcome.code;
    result.httpStatus = outcome.status ?? null;
    result.errorMessage = outcome.message;
  }

  await saveFeedState(context.db, feed.url, {
    region: feed.region,
    etag,
    lastModified,
    lastFetchedAt: now.toISOString(),
    lastStatus: statusOf(result),
    lastError: result.errorMessage,
    lastItemCount: items.length,
  });
  return { feed, items, result };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

async function generateDebates(
  context: NewsContext,
  generator: DebateGenerator,
  limit: number,
  now: Date,
  errors: RunError[],
) {
  const since = new Date(now.getTime() - FRESH_HEADLINE_MS).toISOString();
  const waiting = await storiesAwaitingDebate(context.db, since, limit);
  let created = 0;
  for (const story of waiting) {
    // The debate is written from the first report of the story, and lists every outlet's.
    const headline = leadHeadline(story.headlines);
    if (!headline) continue;
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
        storyId: story.id,
        sources: storySources(story.headlines),
        createdAt: now.toISOString(),
      });
      if (!id) continue; // Another run made this story's debate first.
      created++;
      await recordInfluences(context.db, { id, headline: headline.title }, now);
    } catch (error) {
      errors.push({
        feed: headline.url,
        kind: "generation",
        message: `Debate not generated: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return created;
}

export async function runIngestion(
  context: NewsContext,
  options: {
    trigger: RunTrigger;
    config?: NewsConfig;
    generator?: DebateGenerator;
    /** null: translate nothing. Default: Workers AI when the Worker has an AI binding. */
    translator?: Translator | null;
    /** null: no semantic tier for stories. Default: Workers AI when the Worker has an AI binding. */
    embedder?: Embedder | null;
    now?: Date;
  },
): Promise<RunReport> {
  const now = options.now ?? new Date();
  const config = options.config ?? newsConfig(context.env, context.config.publicOrigin);
  const generator = options.generator ?? chooseGenerator(context.env.AI, config.aiModel);
  const translator =
    options.translator === undefined ? chooseTranslator(context.env.AI, config.translationModel) : options.translator;
  const embedder =
    options.embedder === undefined ? chooseEmbedder(context.env.AI, config.embeddingModel) : options.embedder;
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
    feeds: [],
    ...fields,
  });

  if (!(await claimNewsRun(context.db, { id, trigger: options.trigger, startedAt }))) {
    const skipped = report({ status: "skipped", errors: [{ feed: "", message: "Another run was in progress." }] });
    await recordSkippedRun(context.db, skipped);
    return skipped;
  }

  const errors: RunError[] = [];
  let feeds: FeedRunResult[] = [];
  let result: RunReport;
  try {
    const results = await inBatches(config.feeds, config.concurrency, (feed) => ingestFeed(context, feed, config, now));
    feeds = results.map((r) => r.result);
    for (const { url, errorKind, errorMessage } of feeds) {
      if (errorKind) errors.push({ feed: url, kind: errorKind, message: errorMessage ?? errorKind });
    }
    const headlinesNew = await storeHeadlines(
      context.db,
      results.flatMap(({ feed, items }) =>
        items.map((item) => ({
          title: item.title,
          source: item.source,
          url: item.url,
          region: feed.region,
          language: detectLanguage(item.title),
          // No readable date: the time the run first saw the item, counted as undated in the run record.
          publishedAt: item.publishedAt ?? now.toISOString(),
        })),
      ),
      now.toISOString(),
    );
    const stories = await groupNewStories(context.db, { embedder, similarity: config.storySimilarity, now }, errors);
    console.log(
      `news stories: ${stories.created} new, ${stories.grown} grown, ${stories.embedded} headlines embedded, ` +
        `links by title ${stories.links.title}, words ${stories.links.words}, embeddings ${stories.links.embedding}`,
    );
    const debatesNew = await generateDebates(context, generator, config.debatesPerRun, now, errors);
    if (translator) {
      const since = new Date(now.getTime() - FRESH_HEADLINE_MS).toISOString();
      await translateNewDebates(context.db, translator, { since, limit: config.debatesPerRun, now }, errors).catch(
        (error: unknown) => {
          errors.push({
            feed: "",
            kind: "translation",
            message: `Translations not made: ${error instanceof Error ? error.message : String(error)}`,
          });
        },
      );
    }
    await refreshHeadlineCache(context);
    const feedsFetched = feeds.filter((r) => r.outcome !== "failed").length;
    result = report({
      // A run that reached none of its feeds did not do its job, whatever else it did.
      status: config.feeds.length > 0 && feedsFetched === 0 ? "failed" : "succeeded",
      feedsFetched,
      headlinesNew,
      debatesNew,
      errors,
      feeds,
    });
  } catch (error) {
    errors.push({ feed: "", message: error instanceof Error ? error.message : String(error) });
    result = report({ status: "failed", errors, feeds });
  }
  await finishNewsRun(context.db, result);
  return result;
}
