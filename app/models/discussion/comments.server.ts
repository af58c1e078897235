/**
 * Comments on debates, replies (one level: a reply answers a top-level comment), and likes on
 * comments (one per user per comment).
 * A comment's side is the author's vote when they voted, else the side they chose (default: for).
 * The participant record and the like counts are kept by the database's triggers
 * (migrations/0004_counters.sql), in the statement that stores the comment or the like. A comment
 * and a like count in the public figures (the trend, Emerging Topics, `likes`) while their author's
 * e-mail is confirmed (`counted`, the counted-engagement migration; docs/security.md "Vote
 * integrity"); an unconfirmed account's comment is shown in the thread, and its like is shown to
 * its liker as theirs (`likedByMe`) without entering `likes`.
 * A comment hidden by moderators keeps its place in the thread, but its text is not in the row
 * (app/models/discussion/moderation.server.ts moves it aside), so nothing can show it.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import * as z from "~/utils/zod";

import { aRead, readOne, runBatch, type BatchItem, type Database } from "~/db/client.server";
import {
  commentLikes,
  commentReactions,
  comments,
  debates,
  reports,
  users,
  type Position,
  type Reaction,
  type ReportReason,
} from "~/db/schema";
import type { LoadContext } from "~/context.server";
import { queueCommentFanOut, replyNotification } from "~/models/notifications";
import { displayName } from "~/utils/display-name";
import type { Message } from "~/utils/message";

import { COMMENT_FILTERS, type CommentInput } from "./comments.schema";
import { debateExists, autoFollowStatement, getUserVote } from "~/models/debates";

export const COMMENTS_PAGE_SIZE = 50;
export { COMMENT_FILTERS };
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

/**
 * What a hidden comment's row holds instead of its text (the text waits in `hidden_texts`). The
 * column must hold 1 to 5,000 characters; pages and the API show "" and the moderators' reason.
 */
export const HIDDEN_CONTENT = "\u2014";

export interface NewCommentInput {
  debateId: string;
  userId: string;
  position: Position;
  content: string;
  /** The top-level comment this one answers. */
  parentId?: string | null;
  id?: string;
  createdAt?: string;
  /** The author's idempotency key (comments_user_client_id_idx: one comment per author and key). */
  clientId?: string | null;
}

/** Stores a comment (the database records the participant in the same statement). */
export async function insertComment(db: Database, input: NewCommentInput) {
  const id = input.id ?? crypto.randomUUID();
  const inserted = await db
    .insert(comments)
    .values(commentValues(id, input))
    .onConflictDoNothing()
    .returning({ id: comments.id });
  return { id, created: inserted.length === 1 };
}

function commentValues(id: string, input: NewCommentInput) {
  return {
    id,
    debateId: input.debateId,
    userId: input.userId,
    position: input.position,
    content: input.content,
    parentId: input.parentId ?? null,
    clientId: input.clientId ?? null,
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
}

export type PostCommentResult =
  | { ok: true; comment: PublicComment; created: boolean }
  | { ok: false; status: 404 | 400; error: Message; field?: "parentId" };

/**
 * A citizen's comment (already checked by `commentSchema`) on an existing debate, or a reply to one
 * of its comments: a reply to a reply answers the same top-level comment (one level), and a hidden
 * comment takes no replies. Commenting follows the debate, unless the citizen turned that off.
 * With a `clientId` (the author's idempotency key), a post whose key this author already used
 * stores nothing and answers the comment stored the first time (`created: false`): a comment
 * written offline and sent again when the connection returns is stored once (docs/pwa.md). The
 * database decides it (a unique index on author and key), so two copies arriving together store one.
 * With `followers` (the request's context), a comment stored by this call is queued for the
 * debate's followers (one message; the notify queue's consumer tells them: decision 0117); a
 * failure to queue is logged, and the comment stands.
 */
export async function postComment(
  db: Database,
  {
    debateId,
    userId,
    content,
    position: chosen,
    parentId,
    clientId,
  }: Omit<CommentInput, "parentId"> & { debateId: string; userId: string; parentId?: string | null },
  followers?: Pick<LoadContext, "env">,
): Promise<PostCommentResult> {
  if (!(await debateExists(db, debateId))) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  let rootId: string | null = null;
  let answered: string | null = null;
  if (parentId) {
    const parent = await db.query.comments.findFirst({
      where: and(eq(comments.id, parentId), eq(comments.debateId, debateId)),
      columns: { id: true, parentId: true, hiddenAt: true, userId: true },
    });
    if (!parent) return { ok: false, status: 404, error: { key: "comments.errors.notFound" }, field: "parentId" };
    if (parent.hiddenAt) return { ok: false, status: 400, error: { key: "comments.errors.hidden" }, field: "parentId" };
    rootId = parent.parentId ?? parent.id;
    // The author of the comment answered hears of it (not of their own reply; not a deleted account).
    answered = parent.userId !== userId ? parent.userId : null;
  }
  const vote = await getUserVote(db, debateId, userId);
  const position = vote?.position ?? chosen ?? "for";
  const id = crypto.randomUUID();
  const values = commentValues(id, { debateId, userId, position, content, parentId: rootId, clientId });
  // Its words are read before the batch; the notification is built after (awaiting a statement would run it).
  const words = answered ? await replyWords(db, debateId, userId) : null;
  const statements: BatchItem[] = [
    // A key this author already used: nothing is stored, and the first comment answers.
    clientId
      ? db
          .insert(comments)
          .values(values)
          .onConflictDoNothing({ target: [comments.userId, comments.clientId] })
      : db.insert(comments).values(values),
    autoFollowStatement(db, userId, debateId),
  ];
  if (answered && words) {
    statements.push(
      replyNotification(db, {
        replyId: id,
        replierId: userId,
        parentAuthorId: answered,
        href: `/debates/${debateId}#comment-${id}`,
        params: words,
      }),
    );
  }
  await runBatch(db, statements);
  const [comment] = await selectComments(db, userId).where(
    clientId ? and(eq(comments.userId, userId), eq(comments.clientId, clientId)) : eq(comments.id, id),
  );
  if (!comment) throw new Error(`comment ${id} vanished after insert`);
  const created = comment.id === id;
  if (created && followers) {
    await queueCommentFanOut(followers, { debateId, commentId: id }).catch((error: unknown) =>
      console.error(`[comments] followers of ${debateId} not told of ${id}: ${String(error)}`),
    );
  }
  return { ok: true, comment: toPublicComment(comment), created };
}

/**
 * What "X replied to your comment on …" is written with: the replier's name and the debate's
 * title. The notification goes in the batch that stores the reply, written only if that batch
 * stored it (a copy sent again with its clientId stores nothing and tells no one): once per reply.
 */
async function replyWords(db: Database, debateId: string, userId: string) {
  const [replier, debate] = await Promise.all([
    db.query.users.findFirst({
      where: eq(users.id, userId),
      columns: { firstName: true, lastName: true, username: true },
    }),
    db.query.debates.findFirst({ where: eq(debates.id, debateId), columns: { title: true } }),
  ]);
  return { name: replier ? displayName(replier) : "", debateTitle: debate?.title ?? "" };
}

export interface PublicComment {
  id: string;
  debateId: string;
  /** "" while hidden by moderators. */
  content: string;
  position: Position;
  createdAt: string;
  /** Counted likes: those of accounts with a confirmed e-mail (the viewer's own like shows in `likedByMe`). */
  likes: number;
  likedByMe: boolean;
  /** Counted reactions of a top-level argument (common ground): those of confirmed e-mails. */
  reactions: { agree: number; disagree: number; pass: number };
  /** The viewer's own reaction (counted or not yet), null when none. */
  yourReaction: Reaction | null;
  /** Its author deleted their account: shown as "deleted comment", without text or name (user fields empty). */
  deleted: boolean;
  /** The top-level comment this one answers; null for a top-level comment. */
  parentId: string | null;
  /** Hidden by moderators, and why: the thread says so in place of the text. */
  hidden: { reason: ReportReason } | null;
  /** The viewer already reported it (a citizen reports an item once). */
  reportedByMe: boolean;
  user: { id: string; firstName: string; lastName: string; profileImageUrl: string | null };
}

/** A deleted account's comments stay in their threads (left join: no author; app/models/accounts/account-data.server.ts). */
function selectComments(db: Database, viewerId: string | null) {
  return db
    .select({
      id: comments.id,
      debateId: comments.debateId,
      content: comments.content,
      position: comments.position,
      createdAt: comments.createdAt,
      likes: comments.likes,
      agrees: comments.agrees,
      disagrees: comments.disagrees,
      passes: comments.passes,
      parentId: comments.parentId,
      hiddenAt: comments.hiddenAt,
      hiddenReason: comments.hiddenReason,
      likedByMe: viewerId
        ? sql<number>`EXISTS (SELECT 1 FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.userId} = ${viewerId})`
        : sql<number>`0`,
      yourReaction: viewerId
        ? sql<Reaction | null>`(SELECT ${commentReactions.reaction} FROM ${commentReactions} WHERE ${commentReactions.commentId} = ${comments.id} AND ${commentReactions.userId} = ${viewerId})`
        : sql<Reaction | null>`NULL`,
      reportedByMe: viewerId
        ? sql<number>`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.targetType} = 'comment' AND ${reports.targetId} = ${comments.id} AND ${reports.reporterId} = ${viewerId})`
        : sql<number>`0`,
      userId: comments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["all"]>>[number];

function toPublicComment(row: CommentRow): PublicComment {
  const hidden = row.hiddenAt ? { reason: row.hiddenReason ?? "other" } : null;
  return {
    id: row.id,
    debateId: row.debateId,
    content: hidden ? "" : row.content,
    position: row.position,
    createdAt: row.createdAt,
    likes: row.likes,
    likedByMe: Boolean(row.likedByMe),
    reactions: { agree: row.agrees, disagree: row.disagrees, pass: row.passes },
    yourReaction: row.yourReaction ?? null,
    deleted: row.userId === null,
    parentId: row.parentId,
    hidden,
    reportedByMe: Boolean(row.reportedByMe),
    user: {
      id: row.userId ?? "",
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      profileImageUrl: row.profileImageUrl ?? null,
    },
  };
}

/** A comment's text as other readers may see it: "" while hidden by moderators (for queries outside this file). */
export function visibleContent(row: { content: string; hiddenAt: string | null }): string {
  return row.hiddenAt ? "" : row.content;
}

/**
 * The discussion's state in the URL, so each part works without JavaScript: the tab and page
 * (?tab=, ?cpage=), the comment being answered (?reply={id}) and the item being reported
 * (?report=comment:{id} or debate:{id}); anything else falls back.
 */
export const commentListQuerySchema = z.object({
  tab: z.enum(COMMENT_FILTERS).default("all").catch("all"),
  cpage: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  reply: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  report: z
    .string()
    .regex(/^(comment|debate):[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});
export type CommentListQuery = z.output<typeof commentListQuerySchema>;

/** Replies shown under one top-level comment, oldest first (the rest: "more replies" on the debate's page). */
export const REPLIES_SHOWN = 100;

/** A comment as the discussion shows it: a top-level comment with its replies, or (in a side's tab) any item. */
export interface ThreadItem extends PublicComment {
  /** Under a top-level comment in the All tab: its replies, oldest first. */
  replies: PublicComment[];
  /** In a side's tab, a reply names the comment it answers (its author). */
  replyTo: { id: string; name: string } | null;
}

/**
 * One page of a debate's discussion; 50 a page. The All tab: top-level comments newest first, each
 * with its replies oldest first. A side's tab (Supporting, Opposing): every comment and reply of
 * that side, newest first, a reply naming the comment it answers.
 */
export async function listComments(
  db: Database,
  debateId: string,
  options: { filter: CommentFilter; page: number; viewerId: string | null; pageSize?: number },
): Promise<{ comments: ThreadItem[]; hasMore: boolean; page: number }> {
  const size = options.pageSize ?? COMMENTS_PAGE_SIZE;
  const where =
    options.filter === "all"
      ? and(eq(comments.debateId, debateId), isNull(comments.parentId))
      : and(eq(comments.debateId, debateId), eq(comments.position, options.filter));
  const rows = await selectComments(db, options.viewerId)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(size + 1)
    .offset((options.page - 1) * size);
  const shown = rows.slice(0, size).map(toPublicComment);
  const result = { hasMore: rows.length > size, page: options.page };

  if (options.filter === "all") {
    const replies = await repliesOf(
      db,
      shown.map((c) => c.id),
      options.viewerId,
    );
    return {
      ...result,
      comments: shown.map((c) => ({ ...c, replyTo: null, replies: replies.get(c.id) ?? [] })),
    };
  }
  const parentIds = [...new Set(shown.flatMap((c) => (c.parentId ? [c.parentId] : [])))];
  const parents = parentIds.length
    ? await db
        .select({ id: comments.id, firstName: users.firstName, lastName: users.lastName })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(inArray(comments.id, parentIds))
    : [];
  const names = new Map(parents.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return {
    ...result,
    comments: shown.map((c) => ({
      ...c,
      replies: [],
      replyTo: c.parentId ? { id: c.parentId, name: names.get(c.parentId) ?? "" } : null,
    })),
  };
}

/** The replies of each top-level comment, oldest first (up to REPLIES_SHOWN each). */
async function repliesOf(db: Database, parentIds: string[], viewerId: string | null) {
  const byParent = new Map<string, PublicComment[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await selectComments(db, viewerId)
    .where(inArray(comments.parentId, parentIds))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  for (const row of rows) {
    const list = byParent.get(row.parentId ?? "") ?? [];
    if (list.length < REPLIES_SHOWN) list.push(toPublicComment(row));
    byParent.set(row.parentId ?? "", list);
  }
  return byParent;
}

/** GET /api/debates/{id}/all-comments: comments and replies alike, newest first, 50 a page (`parentId` tells replies). */
export async function listCommentsFlat(
  db: Database,
  debateId: string,
  options: { filter: CommentFilter; page: number; viewerId: string | null },
) {
  const where: SQL[] = [eq(comments.debateId, debateId)];
  if (options.filter !== "all") where.push(eq(comments.position, options.filter));
  const rows = await selectComments(db, options.viewerId)
    .where(and(...where))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_PAGE_SIZE + 1)
    .offset((options.page - 1) * COMMENTS_PAGE_SIZE);
  return {
    comments: rows.slice(0, COMMENTS_PAGE_SIZE).map(toPublicComment),
    hasMore: rows.length > COMMENTS_PAGE_SIZE,
  };
}

export async function commentCounts(db: Database, debateId: string) {
  return readOne(commentCountsRead(db, debateId));
}

/** commentCounts as a read that can share a round trip (readTogether). */
export const commentCountsRead = (db: Database, debateId: string) =>
  aRead(
    db
      .select({ position: comments.position, n: count() })
      .from(comments)
      .where(eq(comments.debateId, debateId))
      .groupBy(comments.position),
    (rows) => {
      const forCount = rows.find((r) => r.position === "for")?.n ?? 0;
      const againstCount = rows.find((r) => r.position === "against")?.n ?? 0;
      return { total: forCount + againstCount, for: forCount, against: againstCount };
    },
  );

/** GET /api/debates/{id}/comments-by-position (SPEC.md section 3). */
export async function commentsByPosition(db: Database, debateId: string, viewerId: string | null) {
  const rows = await selectComments(db, viewerId)
    .where(eq(comments.debateId, debateId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(1000);
  const all = rows.map(toPublicComment);
  return {
    forComments: all.filter((c) => c.position === "for"),
    againstComments: all.filter((c) => c.position === "against"),
    totalComments: all.length,
  };
}

/**
 * Likes a comment once per user. The like counts in the comment's `likes` while the liker's e-mail
 * is confirmed: the database flags it and moves the count in the same statement, and counts it the
 * moment the e-mail is confirmed (docs/security.md, "Vote integrity").
 */
export async function likeComment(db: Database, commentId: string, userId: string, createdAt?: string) {
  const inserted = await db
    .insert(commentLikes)
    .values({ commentId, userId, createdAt: createdAt ?? new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  return { created: inserted.length === 1 };
}

export type LikeResult =
  | {
      ok: true;
      /** The comment's counted likes. */
      likes: number;
      created: boolean;
      /**
       * The citizen's own like of it (this one or an earlier one): "counted" when it is among
       * `likes`, "pending" while it waits for their e-mail's confirmation, null when there is none.
       */
      yours: "counted" | "pending" | null;
      debateId: string;
    }
  | { ok: false; status: 404 | 400 | 403; error: Message };

/** A like's `counted` flag, or null when there is no like. */
type LikeFlag = number | null;

/** A citizen likes a comment once; their own comment and a hidden one are refused, each with its reason. */
export async function like(db: Database, commentId: string, userId: string): Promise<LikeResult> {
  const comment = await db.query.comments.findFirst({
    where: eq(comments.id, commentId),
    columns: { id: true, userId: true, debateId: true, hiddenAt: true },
  });
  if (!comment) return { ok: false, status: 404, error: { key: "comments.errors.notFound" } };
  if (comment.hiddenAt) return { ok: false, status: 400, error: { key: "comments.errors.hidden" } };
  if (comment.userId === userId) return { ok: false, status: 403, error: { key: "comments.errors.ownComment" } };
  const { created } = await likeComment(db, commentId, userId);
  // The count and the citizen's own like as they are now (the like's flag is the triggers').
  const [after] = await db
    .select({
      likes: comments.likes,
      yours: sql<LikeFlag>`(SELECT ${commentLikes.counted} FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.userId} = ${userId})`,
    })
    .from(comments)
    .where(eq(comments.id, commentId));
  return {
    ok: true,
    likes: after?.likes ?? 0,
    created,
    yours: after?.yours == null ? null : after.yours ? "counted" : "pending",
    debateId: comment.debateId,
  };
}
