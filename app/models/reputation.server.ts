/**
 * Reputation: points earned from real activity (docs/scoring.md).
 *   2 per vote cast, 5 per comment, 3 per like the user's comments received,
 *   10 per expert contribution, 20 per comment that inspired a new debate.
 */
import { desc, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";

export const REPUTATION_POINTS = {
  vote: 2,
  comment: 5,
  likeReceived: 3,
  expertContribution: 10,
  influence: 20,
} as const;

const P = REPUTATION_POINTS;

/** SQL for a user's comment count and reputation, given the SQL of their id. */
export function reputationSql(userId: ReturnType<typeof sql>) {
  const votes = sql`(SELECT count(*) FROM votes WHERE user_id = ${userId})`;
  const comments = sql`(SELECT count(*) FROM comments WHERE user_id = ${userId})`;
  const likes = sql`(SELECT coalesce(sum(likes), 0) FROM comments WHERE user_id = ${userId})`;
  const contributions = sql`(SELECT count(*) FROM expert_contributions WHERE user_id = ${userId})`;
  const influences = sql`(SELECT count(*) FROM comment_influences ci JOIN comments c ON c.id = ci.comment_id WHERE c.user_id = ${userId})`;
  return {
    comments,
    reputation: sql<number>`(${votes} * ${sql.raw(String(P.vote))} + ${comments} * ${sql.raw(String(P.comment))} + ${likes} * ${sql.raw(String(P.likeReceived))} + ${contributions} * ${sql.raw(String(P.expertContribution))} + ${influences} * ${sql.raw(String(P.influence))})`,
  };
}

export interface DirectoryEntry {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  totalComments: number;
  reputation: number;
  createdAt: string;
}

/** The user directory (SPEC.md section 3, "User list record"), newest first. */
export async function listUserDirectory(db: Database, limit = 1000): Promise<DirectoryEntry[]> {
  const { comments, reputation } = reputationSql(sql`${users.id}`);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      totalComments: sql<number>`${comments}`,
      reputation,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
