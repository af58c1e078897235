/** What the discussion (dialog or page) and the insights dialog of a debate show. */
import { and, desc, eq, isNull } from "drizzle-orm";

import { readTogether, type Database } from "~/db/client.server";
import { comments, users, type Position } from "~/db/schema";
import { EXCERPT_LENGTH, consensusOf, isHighEngagement, truncate } from "~/utils/insights";

import { commentCounts, commentCountsRead, listComments, type CommentFilter } from "./comments.server";
import { autoFollowRead, debateRead, followingRead, getDebate, ownVoteFrom, storedVoteRead } from "~/models/debates";
import type { Env } from "~/env.server";
import { reportedRead } from "./reports.server";

/**
 * A debate's discussion as its viewer sees it: counts (replies included), one page of the tab,
 * their side, whether they follow the debate (and follow automatically), and the reply or report
 * form the address opens (?reply=, ?report=). The debate, its counts and the viewer's single-row
 * reads go to D1 as one batch (one round trip; decision 0118), beside the page of comments.
 */
export async function loadDiscussion(
  db: Database,
  debateId: string,
  options: {
    filter: CommentFilter;
    page: number;
    viewerId: string | null;
    reply?: string;
    report?: string;
    /** Hot debates' counters: the viewer's vote not yet written to D1 is theirs at once. */
    counters?: Env["DEBATE_COUNTER"];
  },
) {
  const viewerId = options.viewerId;
  const [{ debate, counts, stored, following, autoFollow, reportedDebate }, page] = await Promise.all([
    discussionReads(db, debateId, viewerId),
    listComments(db, debateId, options),
  ]);
  if (!debate) return null;
  const vote = viewerId ? await ownVoteFrom(options.counters ?? null, debateId, viewerId, stored) : null;
  const [reportType, reportId] = (options.report ?? "").split(":");
  return {
    debate,
    counts,
    filter: options.filter,
    ...page,
    yourPosition: vote as Position | null,
    viewer: viewerId ? { userId: viewerId, following, autoFollow, reportedDebate } : null,
    /** The comment whose reply form is open. */
    reply: viewerId ? (options.reply ?? null) : null,
    /** The item whose report form is open. */
    report:
      viewerId && reportId && (reportType === "comment" || reportType === "debate")
        ? { targetType: reportType, targetId: reportId }
        : null,
  };
}
/** The debate, its comment counts and the viewer's single-row reads: one D1 round trip. */
async function discussionReads(db: Database, debateId: string, viewerId: string | null) {
  if (!viewerId) {
    const [debate, counts] = await readTogether(db, [debateRead(db, debateId), commentCountsRead(db, debateId)]);
    return { debate, counts, stored: null, following: false, autoFollow: false, reportedDebate: false };
  }
  const [debate, counts, stored, following, autoFollow, reportedDebate] = await readTogether(db, [
    debateRead(db, debateId),
    commentCountsRead(db, debateId),
    storedVoteRead(db, debateId, viewerId),
    followingRead(db, viewerId, debateId),
    autoFollowRead(db, viewerId),
    reportedRead(db, viewerId, "debate", debateId),
  ]);
  return { debate, counts, stored, following, autoFollow, reportedDebate };
}

export type Discussion = NonNullable<Awaited<ReturnType<typeof loadDiscussion>>>;

/** The most liked comments of one side, cut to 120 characters. */
async function topExcerpts(db: Database, debateId: string, position: Position) {
  const rows = await db
    .select({ id: comments.id, content: comments.content, likes: comments.likes, firstName: users.firstName })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.debateId, debateId), eq(comments.position, position), isNull(comments.hiddenAt)))
    .orderBy(desc(comments.likes), desc(comments.createdAt))
    .limit(3);
  return rows.map((r) => ({
    id: r.id,
    excerpt: truncate(r.content, EXCERPT_LENGTH),
    likes: r.likes,
    author: r.firstName,
  }));
}

export async function loadInsights(db: Database, debateId: string) {
  const debate = await getDebate(db, debateId);
  if (!debate) return null;
  const [counts, topFor, topAgainst] = await Promise.all([
    commentCounts(db, debateId),
    topExcerpts(db, debateId, "for"),
    topExcerpts(db, debateId, "against"),
  ]);
  return {
    debate,
    counts,
    consensus: consensusOf(debate.forPercentage),
    highEngagement: isHighEngagement(debate.participantCount),
    topFor,
    topAgainst,
  };
}
export type Insights = NonNullable<Awaited<ReturnType<typeof loadInsights>>>;
