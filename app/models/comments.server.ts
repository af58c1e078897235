/**
 * Comments on debates, and likes on comments (one per user per comment).
 * A comment's side is the author's vote when they voted, else the side they chose (default: for).
 * The participant record and the like counts are kept by the database's triggers
 * (migrations/0004_counters.sql), in the statement that stores the comment or the like.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import * as z from "zod";

import type { Database } from "~/db/client.server";
import { commentLikes, comments, users, type Position } from "~/db/schema";
import type { Message } from "~/utils/message";

import type { CommentInput } from "./comments.schema";
import { debateExists } from "./debates.server";
import { getUserVote } from "./votes.server";

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

/** Stores a comment (the database records the participant in the same statement). */
export async function insertComment(db: Database, input: NewCommentInput) {
  const id = input.id ?? crypto.randomUUID();
  const inserted = await db
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
    .returning({ id: comments.id });
  return { id, created: inserted.length === 1 };
}

export type PostCommentResult = { ok: true; comment: PublicComment } | { ok: false; status: 404; error: Message };

/** A citizen's comment (already checked by `commentSchema`) on an existing debate. */
export async function postComment(
  db: Database,
  { debateId, userId, content, position: chosen }: CommentInput & { debateId: string; userId: string },
): Promise<PostCommentResult> {
  if (!(await debateExists(db, debateId))) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  const vote = await getUserVote(db, debateId, userId);
  const position = vote?.position ?? chosen ?? "for";
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

/** The discussion's tab and page in the URL (?tab=, ?cpage=); anything else falls back. */
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

/** Likes a comment once per user (the database adds one to the comment's likes in the same statement). */
export async function likeComment(db: Database, commentId: string, userId: string, createdAt?: string) {
  const inserted = await db
    .insert(commentLikes)
    .values({ commentId, userId, createdAt: createdAt ?? new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
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
