/**
 * Reactions to arguments (common ground, issue 30; docs/common-ground.md): a citizen marks a
 * top-level comment agree, disagree or pass, once, and may change it (the new reaction replaces
 * the old). The reaction counts in the comment's `agrees`, `disagrees` and `passes`, and in the
 * common-ground computation, while the citizen's e-mail is confirmed: the database flags it and
 * moves the counters in the statement that stores it (migrations/0029_common-ground.sql), as likes.
 * A like stays what it is, "a good argument", beside the reaction (docs/decisions/0105-common-ground.md).
 */
import { eq, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { commentReactions, comments, type Reaction } from "~/db/schema";
import type { Message } from "~/utils/message";

type ReactionResult =
  | {
      ok: true;
      reaction: Reaction;
      /** The reaction is in the public figures (false while the citizen's e-mail is not confirmed). */
      counted: boolean;
      /** The argument's counted reactions after this one. */
      reactions: ReactionCounts;
      debateId: string;
    }
  | { ok: false; status: 400 | 403 | 404; error: Message };

interface ReactionCounts {
  agree: number;
  disagree: number;
  pass: number;
}

/**
 * Stores a citizen's reaction to an argument (replacing theirs, if any). Refused: a reply (only
 * top-level arguments take reactions), a hidden or deleted comment, one's own argument.
 */
export async function react(
  db: Database,
  input: { commentId: string; userId: string; reaction: Reaction; at?: string },
): Promise<ReactionResult> {
  const comment = await db.query.comments.findFirst({
    where: eq(comments.id, input.commentId),
    columns: { id: true, userId: true, debateId: true, hiddenAt: true, parentId: true },
  });
  if (!comment) return { ok: false, status: 404, error: { key: "comments.errors.notFound" } };
  if (comment.hiddenAt || comment.userId === null) {
    return { ok: false, status: 400, error: { key: "comments.errors.hiddenReaction" } };
  }
  if (comment.parentId !== null) return { ok: false, status: 400, error: { key: "comments.errors.replyReaction" } };
  if (comment.userId === input.userId) {
    return { ok: false, status: 403, error: { key: "comments.errors.ownReaction" } };
  }
  const at = input.at ?? new Date().toISOString();
  await db
    .insert(commentReactions)
    .values({
      commentId: comment.id,
      userId: input.userId,
      debateId: comment.debateId,
      reaction: input.reaction,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [commentReactions.commentId, commentReactions.userId],
      set: { reaction: input.reaction, updatedAt: at },
      // The same reaction again changes nothing (not even the time, so no recomputation is asked for).
      setWhere: sql`${commentReactions.reaction} <> excluded.${sql.identifier("reaction")}`,
    });
  const [after] = await db
    .select({
      agree: comments.agrees,
      disagree: comments.disagrees,
      pass: comments.passes,
      counted: sql<number>`(SELECT ${commentReactions.counted} FROM ${commentReactions} WHERE ${commentReactions.commentId} = ${comments.id} AND ${commentReactions.userId} = ${input.userId})`,
    })
    .from(comments)
    .where(eq(comments.id, comment.id));
  return {
    ok: true,
    reaction: input.reaction,
    counted: Boolean(after?.counted),
    reactions: { agree: after?.agree ?? 0, disagree: after?.disagree ?? 0, pass: after?.pass ?? 0 },
    debateId: comment.debateId,
  };
}
