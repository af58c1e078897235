/**
 * Influence: when a debate is generated, earlier comments (on other debates, in the
 * 30 days before) that share at least two keywords with its headline are recorded as
 * having inspired it. Score (0-100): the share of the headline's keywords the comment
 * uses (out of at most 8), times a recency factor (1 within 7 days, falling to 0.5 at
 * 30 days). At most 5 comments per debate, the best first. (docs/scoring.md)
 * Only counted comments are candidates (their authors' e-mails are confirmed: docs/security.md,
 * "Vote integrity"), so a flood of unconfirmed accounts' comments cannot crowd citizens' out.
 */
import { and, desc, gte, isNull, lt, ne } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { commentInfluences, comments } from "~/db/schema";

import { countedComment } from "./counted";
import { tokenize } from "./topics";

const INFLUENCE_WINDOW_DAYS = 30;
const INFLUENCE_MIN_SHARED = 2;
const INFLUENCE_MAX_PER_DEBATE = 5;
const DAY = 86_400_000;

export function influenceScore(shared: number, keywordCount: number, ageDays: number) {
  const coverage = Math.min(1, shared / Math.max(1, Math.min(keywordCount, 8)));
  const recency = ageDays <= 7 ? 1 : Math.max(0.5, 1 - ((ageDays - 7) / (INFLUENCE_WINDOW_DAYS - 7)) * 0.5);
  return Math.round(coverage * recency * 100);
}

export async function recordInfluences(
  db: Database,
  debate: { id: string; headline: string },
  now = new Date(),
): Promise<number> {
  const keywords = new Set(tokenize(debate.headline));
  if (keywords.size < INFLUENCE_MIN_SHARED) return 0;
  const since = new Date(now.getTime() - INFLUENCE_WINDOW_DAYS * DAY).toISOString();
  const candidates = await db
    .select({ id: comments.id, content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(
      and(
        countedComment,
        gte(comments.createdAt, since),
        lt(comments.createdAt, now.toISOString()),
        ne(comments.debateId, debate.id),
        isNull(comments.hiddenAt),
      ),
    )
    .orderBy(desc(comments.createdAt))
    .limit(2_000);

  const matches = candidates
    .map((comment) => {
      const shared = [...new Set(tokenize(comment.content))].filter((word) => keywords.has(word));
      const ageDays = (now.getTime() - Date.parse(comment.createdAt)) / DAY;
      return { comment, shared, score: influenceScore(shared.length, keywords.size, ageDays) };
    })
    .filter((m) => m.shared.length >= INFLUENCE_MIN_SHARED)
    .sort((a, b) => b.score - a.score || b.comment.createdAt.localeCompare(a.comment.createdAt))
    .slice(0, INFLUENCE_MAX_PER_DEBATE);

  await runBatch(
    db,
    matches.map((m) =>
      db
        .insert(commentInfluences)
        .values({
          commentId: m.comment.id,
          debateId: debate.id,
          keywords: JSON.stringify(m.shared.slice(0, 8)),
          influenceScore: m.score,
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing(),
    ),
  );
  return matches.length;
}
