/**
 * The topics of the last TOPICS_WINDOW_DAYS days of comments (app/models/topics.ts), straight from
 * D1, uncached. Run by the news Worker (NewsRunner.topics, workers/news/index.ts) when the page
 * Worker's cache of them (./trending-topics.server.ts) has none, so that the topic rules and their
 * stop-word lists are not in the page Worker's bundle (docs/decisions/0091-payments-worker.md).
 */
import { and, count, desc, gte, isNull } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { comments } from "~/db/schema";

import { TOPICS_WINDOW_DAYS, computeTrendingTopics, type TopicLanguage } from "./topics";
import type { TrendingTopicsResult } from "./trending-topics.server";

const MAX_COMMENTS = 2_000;

export async function computeTopics(
  context: { db: Database },
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
