/**
 * GET /api/trending-topics-from-comments and the sidebar: topics computed from the
 * last 7 days of counted comments (those of confirmed e-mails: ./comment-topics.server.ts,
 * app/models/news/topics.ts), for a reader's language (the topics of the comments written in it, or of
 * all comments when it has none), cached in KV for a minute per language. Only when no comment
 * counts at all are sample topics shown, marked as such.
 *
 * The computation (its stop-word lists of three languages are most of its size) runs in the news
 * Worker, which already runs app/models off the page Worker: on a cache miss the page Worker asks
 * it through `context.jobs.trendingTopics` (its NEWS binding; docs/decisions/0091-payments-worker.md).
 */
import type { LoadContext } from "~/context.server";
import { readThrough } from "~/utils/cache.server";

import type { TopicLanguage, TrendingTopic } from "./topics";

export interface TrendingTopicsResult {
  topics: TrendingTopic[];
  isSample: boolean;
}

const KEY = "topics:v2";

/** Where a language's topics are cached (KV, TTL_SECONDS). */
export const topicsCacheKey = (language: TopicLanguage) => `${KEY}:${language}`;
const TTL_SECONDS = 60;

type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/** Cached topics of a language; the sample topics (translated) when no comment counts at all. */
export async function getTrendingTopics(
  context: LoadContext,
  t: Translate,
  language: TopicLanguage,
): Promise<TrendingTopicsResult> {
  const result = await readThrough(context, topicsCacheKey(language), TTL_SECONDS, () =>
    context.jobs.trendingTopics(context, language),
  );
  if (!result.isSample) return result;
  const samples = t("topics.samples", { returnObjects: true }) as { topic: string; keywords: string[] }[];
  return { isSample: true, topics: samples.map((s) => ({ topic: s.topic, mentions: 0, keywords: s.keywords })) };
}
