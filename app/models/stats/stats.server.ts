/**
 * A citizen's own numbers (My Stats, My Influence, All Your Debate Discussions),
 * all computed from their real activity. Definitions: docs/scoring.md.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import { chunkForD1, type Database } from "~/db/client.server";
import { commentInfluences, comments, debates, users, votes, type Position, type ReportReason } from "~/db/schema";

import { visibleContent } from "~/models/discussion";

import { reputationSql } from "./reputation.server";

interface RecentActivity {
  kind: "vote" | "comment";
  debateId: string;
  debateTitle: string;
  position: Position;
  createdAt: string;
}

export interface UserStats {
  votesCast: number;
  debatesParticipated: number;
  /** Percent (0-100) of the user's comments others engaged with: liked, or that inspired a debate. */
  impactScore: number;
  reputationPoints: number;
  commentsPosted: number;
  likesReceived: number;
  recentActivity: RecentActivity[];
}

export async function getUserStats(db: Database, userId: string): Promise<UserStats> {
  const { reputation } = reputationSql(sql`${userId}`);
  const [totals] = await db
    .select({
      votesCast: sql<number>`(SELECT count(*) FROM votes WHERE user_id = ${userId})`,
      commentsPosted: sql<number>`(SELECT count(*) FROM comments WHERE user_id = ${userId})`,
      likesReceived: sql<number>`(SELECT coalesce(sum(likes), 0) FROM comments WHERE user_id = ${userId})`,
      engaged: sql<number>`(SELECT count(*) FROM comments c WHERE c.user_id = ${userId} AND (c.likes > 0 OR EXISTS (SELECT 1 FROM comment_influences ci WHERE ci.comment_id = c.id)))`,
      debatesParticipated: sql<number>`(SELECT count(*) FROM (SELECT debate_id FROM votes WHERE user_id = ${userId} UNION SELECT debate_id FROM comments WHERE user_id = ${userId}))`,
      reputation,
    })
    .from(users)
    .where(eq(users.id, userId));

  const recentVotes = db
    .select({
      kind: sql<"vote">`'vote'`.as("kind"),
      debateId: votes.debateId,
      debateTitle: debates.title,
      position: votes.position,
      createdAt: votes.createdAt,
    })
    .from(votes)
    .innerJoin(debates, eq(debates.id, votes.debateId))
    .where(and(eq(votes.userId, userId), isNull(debates.hiddenAt)))
    .orderBy(desc(votes.createdAt))
    .limit(5);
  const recentComments = db
    .select({
      kind: sql<"comment">`'comment'`.as("kind"),
      debateId: comments.debateId,
      debateTitle: debates.title,
      position: comments.position,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(debates, eq(debates.id, comments.debateId))
    .where(and(eq(comments.userId, userId), isNull(debates.hiddenAt)))
    .orderBy(desc(comments.createdAt))
    .limit(5);
  const [v, c] = await Promise.all([recentVotes, recentComments]);
  const recentActivity = [...v, ...c]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 5) as RecentActivity[];

  const commentsPosted = totals?.commentsPosted ?? 0;
  return {
    votesCast: totals?.votesCast ?? 0,
    debatesParticipated: totals?.debatesParticipated ?? 0,
    impactScore: commentsPosted ? Math.round(((totals?.engaged ?? 0) * 100) / commentsPosted) : 0,
    reputationPoints: totals?.reputation ?? 0,
    commentsPosted,
    likesReceived: totals?.likesReceived ?? 0,
    recentActivity,
  };
}

export interface InfluenceRecord {
  commentId: string;
  originalComment: string;
  createdAt: string;
  debateId: string;
  debateTitle: string;
  keywords: string[];
  participantCount: number;
  votesCast: number;
  influenceScore: number;
}

/** The user's comments that inspired newer debates (SPEC.md section 3, "Influence record"). */
export async function getUserInfluences(db: Database, userId: string): Promise<InfluenceRecord[]> {
  const rows = await db
    .select({
      commentId: comments.id,
      originalComment: comments.content,
      createdAt: comments.createdAt,
      debateId: debates.id,
      debateTitle: debates.title,
      keywords: commentInfluences.keywords,
      participantCount: debates.participantCount,
      forCount: debates.forCount,
      againstCount: debates.againstCount,
      influenceScore: commentInfluences.influenceScore,
    })
    .from(commentInfluences)
    .innerJoin(comments, eq(comments.id, commentInfluences.commentId))
    .innerJoin(debates, eq(debates.id, commentInfluences.debateId))
    // A comment hidden by moderators, or a hidden debate, is no one's influence.
    .where(and(eq(comments.userId, userId), isNull(comments.hiddenAt), isNull(debates.hiddenAt)))
    .orderBy(desc(commentInfluences.influenceScore), desc(commentInfluences.createdAt))
    .limit(200);
  return rows.map(({ forCount, againstCount, keywords, ...row }) => ({
    ...row,
    keywords: parseStringList(keywords),
    votesCast: forCount + againstCount,
  }));
}

export interface ParticipatedComment {
  id: string;
  debateId: string;
  debateTitle: string;
  position: Position;
  /** The side the user took on this debate: their vote, else the side of their own comments. */
  yourPosition: Position;
  /** "" while hidden by moderators (`hidden` says why). */
  content: string;
  hidden: { reason: ReportReason } | null;
  createdAt: string;
  isYours: boolean;
  user: { firstName: string; lastName: string; profileImageUrl: string | null };
}

/** Every comment on the debates the user took part in, newest first (at most 300). */
export async function getParticipatedComments(db: Database, userId: string): Promise<ParticipatedComment[]> {
  const participated = await db
    .select({ debateId: votes.debateId, position: votes.position })
    .from(votes)
    .where(eq(votes.userId, userId));
  const ownComments = await db
    .selectDistinct({ debateId: comments.debateId, position: comments.position })
    .from(comments)
    .where(eq(comments.userId, userId));
  const sides = new Map<string, Position>();
  for (const c of ownComments) sides.set(c.debateId, c.position);
  for (const v of participated) sides.set(v.debateId, v.position);
  if (sides.size === 0) return [];

  const ids = [...sides.keys()];
  const rows = [];
  for (const chunk of chunkForD1(ids)) {
    rows.push(
      ...(await db
        .select({
          id: comments.id,
          debateId: comments.debateId,
          debateTitle: debates.title,
          position: comments.position,
          content: comments.content,
          hiddenAt: comments.hiddenAt,
          hiddenReason: comments.hiddenReason,
          createdAt: comments.createdAt,
          authorId: comments.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
        })
        .from(comments)
        .innerJoin(debates, eq(debates.id, comments.debateId))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(inArray(comments.debateId, chunk), isNull(debates.hiddenAt)))
        .orderBy(desc(comments.createdAt))
        .limit(300)),
    );
  }
  return rows
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 300)
    .map(({ authorId, firstName, lastName, profileImageUrl, hiddenAt, hiddenReason, ...row }) => ({
      ...row,
      content: visibleContent({ content: row.content, hiddenAt }),
      hidden: hiddenAt ? { reason: hiddenReason ?? "other" } : null,
      yourPosition: sides.get(row.debateId) ?? row.position,
      isYours: authorId === userId,
      user: { firstName, lastName, profileImageUrl },
    }));
}

function parseStringList(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
