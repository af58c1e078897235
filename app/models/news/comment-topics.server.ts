/**
 * The topics of the last TOPICS_WINDOW_DAYS days of comments (app/models/news/topics.ts), straight from
 * D1, uncached. Only comments that count make topics: those whose author's e-mail is confirmed
 * (`comments.counted`, docs/security.md "Vote integrity"), so flood accounts move no topic and no
 * mention, and a comment joins the topics once its author confirms. Run by the news Worker
 * (NewsRunner.topics, workers/news/index.ts) when the page Worker's cache of them
 * (./trending-topics.server.ts) has none, so that the topic rules and their stop-word lists are not
 * in the page Worker's bundle (docs/decisions/0091-payments-worker.md).
 */
import { and, count, desc, gte, isNull } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { comments } from "~/db/schema";

import { countedComment } from "./counted";
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
    .where(and(countedComment, gte(comments.createdAt, since), isNull(comments.hiddenAt)))
    .orderBy(desc(comments.createdAt))
    .limit(MAX_COMMENTS);
  const topics = computeTrendingTopics(recent, now, language);
  if (topics.length > 0 || recent.length > 0) return { topics, isSample: false };
  // Sample topics only while no comment counts at all.
  const [total] = await context.db.select({ n: count() }).from(comments).where(countedComment);
  return { topics: [], isSample: (total?.n ?? 0) === 0 };
}
