/** Comments on debates, and likes on comments (one per user per comment). */
import { eq, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { commentLikes, comments, type Position } from "~/db/schema";

import { refreshCountersStatement } from "./debates.server";

export const COMMENT_MAX_LENGTH = 5_000;

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
