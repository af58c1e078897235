/**
 * Reputation: points earned from real activity (docs/scoring.md).
 *   2 per vote cast, 5 per comment, 3 per like the user's comments received,
 *   10 per expert contribution, 20 per comment that inspired a new debate.
 */
import { count, desc, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";

import { containsText } from "~/utils/search.schema";

const REPUTATION_POINTS = {
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
  /** Voted, commented or used a session in the last 30 days. */
  isActive: boolean;
}

const ACTIVE_WITHIN_DAYS = 30;
const DIRECTORY_LIMIT = 500;

/**
 * The user directory (SPEC.md section 3, "User list record" plus `isActive`), newest
 * first; `q` (searchText, parsed at the door) matches names, e-mail and username literally,
 * case-insensitively. `total` counts every user.
 */
export async function searchUserDirectory(db: Database, options: { q?: string; now?: Date } = {}) {
  const { comments, reputation } = reputationSql(sql`${users.id}`);
  const since = new Date((options.now ?? new Date()).getTime() - ACTIVE_WITHIN_DAYS * 86_400_000).toISOString();
  const lastActive = sql`max(
    coalesce((SELECT max(created_at) FROM votes WHERE user_id = ${users.id}), ''),
    coalesce((SELECT max(created_at) FROM comments WHERE user_id = ${users.id}), ''),
    coalesce((SELECT max(last_seen_at) FROM sessions WHERE user_id = ${users.id}), ''))`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        totalComments: sql<number>`${comments}`,
        reputation,
        createdAt: users.createdAt,
        isActive: sql<number>`(${lastActive} >= ${since})`,
      })
      .from(users)
      .where(
        containsText(options.q, [
          sql`${users.firstName} || ' ' || ${users.lastName}`,
          sql`${users.email}`,
          sql`${users.username}`,
        ]),
      )
      .orderBy(desc(users.createdAt))
      .limit(DIRECTORY_LIMIT),
    db.select({ n: count() }).from(users),
  ]);
  return {
    users: rows.map((row) => ({ ...row, isActive: Boolean(row.isActive) })) as DirectoryEntry[],
    total: totals?.n ?? 0,
  };
}
