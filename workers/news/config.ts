/** News ingestion settings, from the Worker's environment (wrangler.toml [vars]). */
import * as z from "../../app/utils/zod";

import type { Region } from "../../app/db/schema";
import { DEFAULT_GROUPING } from "~/models/news";

/**
 * What the news Worker is given (workers/news/wrangler.toml): the database, the headline cache,
 * its strings (static assets: the template generator's wording), Workers AI when bound, and its
 * [vars]. The page Worker's environment has the same names, so tests run ingestion with it too.
 */
export interface NewsEnv {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Workers AI, when bound, writes the debate questions (NEWS_AI_MODEL) and translates them. */
  AI?: Ai;
  PUBLIC_ORIGIN?: string;
  NEWS_FEEDS_GLOBAL?: string;
  NEWS_FEEDS_BHARAT?: string;
  NEWS_FEED_TIMEOUT_MS?: string;
  NEWS_MAX_FEED_BYTES?: string;
  NEWS_MAX_ITEMS_PER_FEED?: string;
  NEWS_DEBATES_PER_RUN?: string;
  NEWS_AI_MODEL?: string;
  NEWS_TRANSLATION_MODEL?: string;
  NEWS_EMBEDDING_MODEL?: string;
  NEWS_STORY_SIMILARITY?: string;
  /**
   * The push queue, whose consumer this Worker is (wrangler.toml [[queues.consumers]]): a drain
   * queues its deliveries on it, and the notify consumer kicks it (docs/push.md,
   * docs/decisions/0120-queue-consumers-on-news-worker.md).
   */
  PUSH_QUEUE: Queue;
  /** The notify queue, whose consumer this Worker is too: a long fan-out queues its rest on it (docs/notifications.md). */
  NOTIFY_QUEUE: Queue;
  /** production (the default), development or test: http: push endpoints only outside production. */
  APP_ENV?: string;
  /**
   * Web Push (docs/push.md): the same VAPID key pair and subject as the page Worker's, all three or
   * none; this Worker signs and encrypts each push with them. @secret
   */
  VAPID_PUBLIC_KEY?: string;
  /** @secret */
  VAPID_PRIVATE_KEY?: string;
  /** @secret */
  VAPID_SUBJECT?: string;
}

export interface FeedConfig {
  url: string;
  region: Region;
}

export interface NewsConfig {
  feeds: FeedConfig[];
  timeoutMs: number;
  maxBytes: number;
  maxItemsPerFeed: number;
  debatesPerRun: number;
  /** Feeds fetched at the same time. */
  concurrency: number;
  userAgent: string;
  aiModel: string;
  /** Translates new debates into the other languages, with an AI binding. */
  translationModel: string;
  /** Embeds headlines for the stories' semantic tier, with an AI binding. */
  embeddingModel: string;
  /** The least cosine similarity of two headlines' embeddings for one story (docs/news.md, "Stories"). */
  storySimilarity: number;
}

const number = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).catch(fallback).default(fallback);

const settingsSchema = z.object({
  NEWS_FEED_TIMEOUT_MS: number(8_000, 100, 60_000),
  NEWS_MAX_FEED_BYTES: number(2_000_000, 1_000, 20_000_000),
  NEWS_MAX_ITEMS_PER_FEED: number(25, 1, 200),
  NEWS_DEBATES_PER_RUN: number(12, 0, 100),
  NEWS_AI_MODEL: z
    .string()
    .trim()
    .min(1)
    .catch("@cf/meta/llama-3.1-8b-instruct")
    .default("@cf/meta/llama-3.1-8b-instruct"),
  NEWS_TRANSLATION_MODEL: z.string().trim().min(1).catch("@cf/meta/m2m100-1.2b").default("@cf/meta/m2m100-1.2b"),
  NEWS_EMBEDDING_MODEL: z.string().trim().min(1).catch("@cf/baai/bge-m3").default("@cf/baai/bge-m3"),
  NEWS_STORY_SIMILARITY: z.coerce
    .number()
    .min(0.3)
    .max(0.99)
    .catch(DEFAULT_GROUPING.embeddingSimilarity ?? 0.75)
    .default(DEFAULT_GROUPING.embeddingSimilarity ?? 0.75),
});

export function parseFeedList(raw: string | undefined, region: Region): FeedConfig[] {
  return (raw ?? "")
    .split(/[\s,]+/)
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\/\S+$/.test(url) && URL.canParse(url))
    .map((url) => ({ url, region }));
}

export function newsConfig(env: NewsEnv, publicOrigin: string): NewsConfig {
  const settings = settingsSchema.parse(env);
  const contact = publicOrigin || "https://github.com/debatestorm";
  return {
    feeds: [...parseFeedList(env.NEWS_FEEDS_GLOBAL, "global"), ...parseFeedList(env.NEWS_FEEDS_BHARAT, "bharat")],
    timeoutMs: settings.NEWS_FEED_TIMEOUT_MS,
    maxBytes: settings.NEWS_MAX_FEED_BYTES,
    maxItemsPerFeed: settings.NEWS_MAX_ITEMS_PER_FEED,
    debatesPerRun: settings.NEWS_DEBATES_PER_RUN,
    concurrency: 4,
    userAgent: `DebateStormBot/1.0 (+${contact}; civic debate platform; fetches public feeds every 15 minutes)`,
    aiModel: settings.NEWS_AI_MODEL,
    translationModel: settings.NEWS_TRANSLATION_MODEL,
    embeddingModel: settings.NEWS_EMBEDDING_MODEL,
    storySimilarity: settings.NEWS_STORY_SIMILARITY,
  };
}
