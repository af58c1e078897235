/**
 * GET /api/trending-topics-from-comments and the sidebar: topics computed from the
 * last 7 days of comments (app/models/topics.ts), for a reader's language (the topics of the
 * comments written in it, or of all comments when it has none), cached in KV for a minute per
 * language. Only when there are no comments at all are sample topics shown, marked as such.
 */
import { and, count, desc, gte, isNull } from "drizzle-orm";

import type { LoadContext } from "~/context.server";
import { comments } from "~/db/schema";
import { readThrough } from "~/utils/cache.server";

import { TOPICS_WINDOW_DAYS, computeTrendingTopics, type TopicLanguage, type TrendingTopic } from "./topics";

export interface TrendingTopicsResult {
  topics: TrendingTopic[];
  isSample: boolean;
}

const KEY = "topics:v2";

/** Where a language's topics are cached (KV, TTL_SECONDS). */
export const topicsCacheKey = (language: TopicLanguage) => `${KEY}:${language}`;
const TTL_SECONDS = 60;
const MAX_COMMENTS = 2_000;

type Translate = (key: string, options?: Record<string, unknown>) => unknown;

export async function computeTopics(
  context: Pick<LoadContext, "db">,
  language?: TopicLanguage,
  now = new Date(),
): Promise<TrendingTopicsResult> {
  const since = new Date(now.getTime() - TOPICS_WINDOW_DAYS * 86_400_000).toISOString();
  const recent = await context.db
    .select({ content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(and(gte(comments.createdAt, since), isNull(comments.hiddenAt)))
    .orderBy(desc(comments.createdAt))
    .limit(MAX_COMMENTS);
  const topics = computeTrendingTopics(recent, now, language);
  if (topics.length > 0 || recent.length > 0) return { topics, isSample: false };
  const [total] = await context.db.select({ n: count() }).from(comments);
  return { topics: [], isSample: (total?.n ?? 0) === 0 };
}

/** Cached topics of a language; the sample topics (translated) when the site has no comments at all. */
export async function getTrendingTopics(
  context: LoadContext,
  t: Translate,
  language: TopicLanguage,
): Promise<TrendingTopicsResult> {
  const result = await readThrough(context, topicsCacheKey(language), TTL_SECONDS, () =>
    computeTopics(context, language),
  );
  if (!result.isSample) return result;
  const samples = t("topics.samples", { returnObjects: true }) as { topic: string; keywords: string[] }[];
  return { isSample: true, topics: samples.map((s) => ({ topic: s.topic, mentions: 0, keywords: s.keywords })) };
}
