/**
 * Following a debate (docs/debates.md): a citizen follows a debate by hand, or by voting or
 * commenting on it unless they turned that off (`users.auto_follow`, read and written only here).
 * Followers hear of news through notifications written off the request path: the change queues
 * one event (`queueFanOut`, app/models/notifications/fanout.server.ts), whose consumer tells them.
 * Unfollowing keeps the row (with `unfollowed_at`), so voting or commenting again does not follow
 * the debate once more: the citizen's choice stands.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";

import { aRead, readOne, type Database } from "~/db/client.server";
import { debates, follows, users } from "~/db/schema";
import type { Message } from "~/utils/message";

import { debateExists, shownDebate } from "./debates.server";

/**
 * The statement that follows the debate for a citizen who just voted or commented, if their
 * preference says so and they never unfollowed it; for the batch that stores the vote or comment.
 */
export function autoFollowStatement(db: Database, userId: string, debateId: string, now = new Date()) {
  // A query builder, not db.run(sql): drizzle's D1 batch cannot bind a raw statement's parameters.
  // Only a shown debate is followed: the vote checks it in this same batch (app/models/debates/votes.server.ts).
  return db
    .insert(follows)
    .select(
      sql`SELECT "users"."id", ${debateId}, ${now.toISOString()}, NULL FROM "users"
          WHERE "users"."id" = ${userId} AND "users"."auto_follow" = 1
            AND EXISTS (SELECT 1 FROM ${debates} WHERE ${shownDebate(debateId)})`,
    )
    .onConflictDoNothing();
}

/** The citizen's preference: follow what they vote on or comment on. */
export async function autoFollowPreference(db: Database, userId: string): Promise<boolean>;
export async function autoFollowPreference(db: Database, userId: string, enabled: boolean): Promise<boolean>;
export async function autoFollowPreference(db: Database, userId: string, enabled?: boolean): Promise<boolean> {
  if (enabled !== undefined) {
    await db.update(users).set({ autoFollow: enabled }).where(eq(users.id, userId));
    return enabled;
  }
  return readOne(autoFollowRead(db, userId));
}

/** The citizen's auto-follow preference, as a read that can share a round trip (readTogether). */
export const autoFollowRead = (db: Database, userId: string) =>
  aRead(
    db.select({ autoFollow: users.autoFollow }).from(users).where(eq(users.id, userId)).limit(1),
    ([row]) => row?.autoFollow ?? true,
  );

type FollowResult = { ok: true; following: boolean } | { ok: false; status: 404; error: Message };

/** Follows (or stops following) a debate by hand. */
export async function setFollowing(
  db: Database,
  { userId, debateId, following }: { userId: string; debateId: string; following: boolean },
  now = new Date(),
): Promise<FollowResult> {
  if (!(await debateExists(db, debateId))) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  const at = now.toISOString();
  await db
    .insert(follows)
    .values({ userId, debateId, createdAt: at, unfollowedAt: following ? null : at })
    .onConflictDoUpdate({
      target: [follows.userId, follows.debateId],
      set: following ? { unfollowedAt: null } : { unfollowedAt: at },
    });
  return { ok: true, following };
}

export async function isFollowing(db: Database, userId: string, debateId: string): Promise<boolean> {
  return readOne(followingRead(db, userId, debateId));
}

/** isFollowing as a read that can share a round trip (readTogether). */
export const followingRead = (db: Database, userId: string, debateId: string) =>
  aRead(
    db
      .select({ debateId: follows.debateId })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.debateId, debateId), isNull(follows.unfollowedAt)))
      .limit(1),
    ([row]) => Boolean(row),
  );

interface FollowedDebate {
  debateId: string;
  title: string;
  language: string;
  participantCount: number;
  followedAt: string;
}

/** The debates a citizen follows, most recently followed first (the "Following" list). */
export async function listFollowing(db: Database, userId: string, limit = 100): Promise<FollowedDebate[]> {
  return db
    .select({
      debateId: follows.debateId,
      title: debates.title,
      language: debates.language,
      participantCount: debates.participantCount,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(debates, eq(debates.id, follows.debateId))
    .where(and(eq(follows.userId, userId), isNull(follows.unfollowedAt), isNull(debates.hiddenAt)))
    .orderBy(desc(follows.createdAt), desc(follows.debateId))
    .limit(limit);
}

/** The ids of the debate's followers (those who did not stop following), for news written elsewhere. */
export async function followersOf(db: Database, debateId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.debateId, debateId), isNull(follows.unfollowedAt)));
  return rows.map((row) => row.userId);
}
