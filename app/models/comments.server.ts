/**
 * Comments on debates, and likes on comments (one per user per comment).
 * A comment's side is the author's vote when they voted, else the side they chose (default: for).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "~/db/client.server";
import { POSITIONS } from "~/db/enums";
import { commentLikes, comments, debates, users, type Position } from "~/db/schema";

import { refreshCountersStatement } from "./debates.server";
import type { Message } from "./users.server";
import { getUserVote } from "./votes.server";

export const COMMENT_MAX_LENGTH = 5_000;
export const COMMENTS_PAGE_SIZE = 50;
export const COMMENT_FILTERS = ["all", "for", "against"] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

export interface NewCommentInput {
  debateId: string;
  userId: string;
  position: Position;
  content: string;
  id?: string;
  createdAt?: string;
}

/** Stores a comment and refreshes the debate's participant count in the same batch. */
export async function insertComment(db: Database, input: NewCommentInput) {
  const id = input.id ?? crypto.randomUUID();
  const [inserted] = await db.batch([
    db
      .insert(comments)
      .values({
        id,
        debateId: input.debateId,
        userId: input.userId,
        position: input.position,
        content: input.content,
        createdAt: input.createdAt ?? new Date().toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: comments.id }),
    refreshCountersStatement(db, input.debateId),
  ]);
  return { id, created: inserted.length === 1 };
}

export const commentInputSchema = z.object({
  content: z.string({ error: "comments.errors.empty" }),
  position: z.enum(POSITIONS).optional().catch(undefined),
});

export type PostCommentResult = { ok: true; comment: PublicComment } | { ok: false; status: 400 | 404; error: Message };

/** A citizen's comment, checked: trimmed, 1 to 5,000 characters, on an existing debate. */
export async function postComment(
  db: Database,
  debateId: string,
  userId: string,
  raw: unknown,
): Promise<PostCommentResult> {
  const parsed = commentInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, error: { key: "comments.errors.empty" } };
  const content = parsed.data.content.trim();
  if (!content) return { ok: false, status: 400, error: { key: "comments.errors.empty" } };
  if ([...content].length > COMMENT_MAX_LENGTH) {
    return { ok: false, status: 400, error: { key: "comments.errors.tooLong", values: { max: COMMENT_MAX_LENGTH } } };
  }
  const debate = await db.query.debates.findFirst({ where: eq(debates.id, debateId), columns: { id: true } });
  if (!debate) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };

  const vote = await getUserVote(db, debateId, userId);
  const position = vote?.position ?? parsed.data.position ?? "for";
  const { id } = await insertComment(db, { debateId, userId, position, content });
  const [comment] = await selectComments(db, userId).where(eq(comments.id, id));
  if (!comment) throw new Error(`comment ${id} vanished after insert`);
  return { ok: true, comment: toPublicComment(comment) };
}

export interface PublicComment {
  id: string;
  debateId: string;
  content: string;
  position: Position;
  createdAt: string;
  likes: number;
  likedByMe: boolean;
  user: { id: string; firstName: string; lastName: string; profileImageUrl: string | null };
}

function selectComments(db: Database, viewerId: string | null) {
  return db
    .select({
      id: comments.id,
      debateId: comments.debateId,
      content: comments.content,
      position: comments.position,
      createdAt: comments.createdAt,
      likes: comments.likes,
      likedByMe: viewerId
        ? sql<number>`EXISTS (SELECT 1 FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.userId} = ${viewerId})`
        : sql<number>`0`,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["all"]>>[number];

function toPublicComment(row: CommentRow): PublicComment {
  return {
    id: row.id,
    debateId: row.debateId,
    content: row.content,
    position: row.position,
    createdAt: row.createdAt,
    likes: row.likes,
    likedByMe: Boolean(row.likedByMe),
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl },
  };
}

export const commentListQuerySchema = z.object({
  tab: z.enum(COMMENT_FILTERS).default("all").catch("all"),
  cpage: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

/** One page of a debate's comments, newest first; 50 a page. */
export async function listComments(
  db: Database,
  debateId: string,
  options: { filter: CommentFilter; page: number; viewerId: string | null; pageSize?: number },
) {
  const size = options.pageSize ?? COMMENTS_PAGE_SIZE;
  const where =
    options.filter === "all"
      ? eq(comments.debateId, debateId)
      : and(eq(comments.debateId, debateId), eq(comments.position, options.filter));
  const rows = await selectComments(db, options.viewerId)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(size + 1)
    .offset((options.page - 1) * size);
  return { comments: rows.slice(0, size).map(toPublicComment), hasMore: rows.length > size, page: options.page };
}

export async function commentCounts(db: Database, debateId: string) {
  const rows = await db
    .select({ position: comments.position, n: count() })
    .from(comments)
    .where(eq(comments.debateId, debateId))
    .groupBy(comments.position);
  const forCount = rows.find((r) => r.position === "for")?.n ?? 0;
  const againstCount = rows.find((r) => r.position === "against")?.n ?? 0;
  return { total: forCount + againstCount, for: forCount, against: againstCount };
}

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

/** Likes a comment once per user; the comment's like count is recounted in the same batch. */
export async function likeComment(db: Database, commentId: string, userId: string, createdAt?: string) {
  const [inserted] = await db.batch([
    db
      .insert(commentLikes)
      .values({ commentId, userId, createdAt: createdAt ?? new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId }),
    db
      .update(comments)
      .set({ likes: sql`(SELECT count(*) FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${commentId})` })
      .where(eq(comments.id, commentId)),
  ]);
  return { created: inserted.length === 1 };
}

export type LikeResult =
  { ok: true; likes: number; created: boolean; debateId: string } | { ok: false; status: 404; error: Message };

/** A citizen likes a comment (their own included? no: liking yourself is refused as a no-op). */
export async function like(db: Database, commentId: string, userId: string): Promise<LikeResult> {
  const comment = await db.query.comments.findFirst({
    where: eq(comments.id, commentId),
    columns: { id: true, userId: true, debateId: true },
  });
  if (!comment) return { ok: false, status: 404, error: { key: "comments.errors.notFound" } };
  const created = comment.userId === userId ? false : (await likeComment(db, commentId, userId)).created;
  const after = await db.query.comments.findFirst({ where: eq(comments.id, commentId), columns: { likes: true } });
  return { ok: true, likes: after?.likes ?? 0, created, debateId: comment.debateId };
}
