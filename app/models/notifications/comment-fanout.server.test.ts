/**
 * A new comment's news for the debate's followers (decision 0117): the comment queues one message
 * `{ debateId, commentId }`; the notify queue's consumer (fanout.server.ts) writes ONE coalesced row
 * per follower and debate ("N new comments in …"), by pages in one D1 batch. Driven here with real
 * MessageBatches from the pool (createMessageBatch / getQueueResult) on real D1; end to end through
 * the page's action and the real queue in tests/integration/comment-fanout.test.ts.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { hideItem, postComment } from "~/models/discussion";
import { setFollowing } from "~/models/debates";
import { createDebate, createFollowers, createUser } from "~/seed/factories";

import { handleFanOutMessages, type CommentFanOut } from "./fanout.server";
import { markAllRead, optionalNotifications, saveOptionalNotifications } from "./notifications.server";

const db = createDb(env.DB);
const context = { db, env } as Parameters<typeof handleFanOutMessages>[0];

async function deliver(body: CommentFanOut, id = "m1", attempts = 1) {
  const batch = createMessageBatch("debatestorm-notify", [{ id, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await handleFanOutMessages(context, batch.messages);
  return getQueueResult(batch, ctx);
}

/** The debate's comment notifications: recipient, how many comments they count, unread or not. */
async function told(debateId: string) {
  const rows = await db
    .select({ userId: notifications.userId, params: notifications.params, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.kind, "followed_debate_comments"), like(notifications.id, `c.${debateId}.%`)));
  return rows.map((row) => ({
    userId: row.userId,
    count: (JSON.parse(row.params) as { count: number }).count,
    unread: row.readAt === null,
  }));
}

/** A comment stored without the request's context: nothing is queued, the test delivers the message. */
async function comment(debateId: string, userId: string, content = "A point.") {
  const posted = await postComment(db, { debateId, userId, content });
  if (!posted.ok) throw new Error("comment not posted");
  return { debateId, commentId: posted.comment.id };
}

const earlier = () => new Date(Date.now() - 60_000);

describe("a new comment tells the debate's followers through the notify queue", () => {
  it("tells each of 10,000 followers exactly once, though the same message is processed twice", async () => {
    const debate = await createDebate(db);
    await createFollowers(db, debate.id, 10_000, earlier().toISOString());
    const { user: author } = await createUser(db, { password: null });
    const message = await comment(debate.id, author.id);
    expect(await deliver(message)).toMatchObject({ explicitAcks: ["m1"], retryMessages: [] });
    expect(await deliver(message, "m1-again")).toMatchObject({ explicitAcks: ["m1-again"], retryMessages: [] });
    const rows = await told(debate.id);
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(10_000);
    expect(rows.every((row) => row.count === 1 && row.unread)).toBe(true);
    // The author (who follows by commenting) is not told of their own comment.
    expect(rows.some((row) => row.userId === author.id)).toBe(false);
  });

  it("counts further comments in the same unread row, and starts again once it was read", async () => {
    const debate = await createDebate(db);
    const { user: follower } = await createUser(db, { password: null });
    const { user: one } = await createUser(db, { password: null });
    const { user: two } = await createUser(db, { password: null });
    await setFollowing(db, { userId: follower.id, debateId: debate.id, following: true }, earlier());
    const first = await comment(debate.id, one.id, "First.");
    const second = await comment(debate.id, two.id, "Second.");
    await deliver(first);
    await deliver(second, "m2");
    await deliver(second, "m2-again");
    // The first delivered again, late: it was counted already.
    await deliver(first, "m1-late");
    const mine = (await told(debate.id)).filter((row) => row.userId === follower.id);
    expect(mine).toEqual([{ userId: follower.id, count: 2, unread: true }]);
    // Two commenters follow by commenting: the first is told of the second's comment, not of their own.
    expect((await told(debate.id)).find((row) => row.userId === one.id)).toMatchObject({ count: 1 });
    expect((await told(debate.id)).some((row) => row.userId === two.id)).toBe(false);

    await markAllRead(db, follower.id);
    const third = await comment(debate.id, one.id, "Third.");
    await deliver(third, "m3");
    await deliver(second, "m2-after-read");
    expect((await told(debate.id)).filter((row) => row.userId === follower.id)).toEqual([
      { userId: follower.id, count: 1, unread: true },
    ]);
  });

  it("tells nobody who turned it off in the settings, nor who followed after the comment", async () => {
    const debate = await createDebate(db);
    const { user: off } = await createUser(db, { password: null });
    const { user: on } = await createUser(db, { password: null });
    const { user: late } = await createUser(db, { password: null });
    const { user: author } = await createUser(db, { password: null });
    await setFollowing(db, { userId: off.id, debateId: debate.id, following: true }, earlier());
    await setFollowing(db, { userId: on.id, debateId: debate.id, following: true }, earlier());
    await saveOptionalNotifications(db, off.id, { replies: true, followed: false });
    expect(await optionalNotifications(db, off.id)).toEqual({ replies: true, followed: false });
    const message = await comment(debate.id, author.id);
    await setFollowing(db, { userId: late.id, debateId: debate.id, following: true }, new Date(Date.now() + 1000));
    await deliver(message);
    expect((await told(debate.id)).map((row) => row.userId)).toEqual([on.id]);
  });

  it("tells nobody of a comment moderators hid before the message was read, and counts it in no row", async () => {
    const debate = await createDebate(db);
    const { user: follower } = await createUser(db, { password: null });
    const { user: author } = await createUser(db, { password: null });
    const { user: admin } = await createUser(db, { role: "admin", password: null });
    await setFollowing(db, { userId: follower.id, debateId: debate.id, following: true }, earlier());
    const shown = await comment(debate.id, author.id, "Shown.");
    const hidden = await comment(debate.id, author.id, "Spam.");
    expect(
      await hideItem(db, { actorId: admin.id, targetType: "comment", targetId: hidden.commentId, reason: "spam" }),
    ).toMatchObject({ ok: true });
    expect(await deliver(hidden, "m-hidden")).toMatchObject({ explicitAcks: ["m-hidden"], retryMessages: [] });
    expect(await told(debate.id)).toEqual([]);
    // The comment still shown counts one, not two.
    await deliver(shown, "m-shown");
    expect(await told(debate.id)).toEqual([{ userId: follower.id, count: 1, unread: true }]);
  });

  it("a message that carries a cursor (the rest of a long list) tells only the followers after it", async () => {
    const debate = await createDebate(db);
    await createFollowers(db, debate.id, 3, earlier().toISOString());
    const { user: author } = await createUser(db, { password: null });
    const message = await comment(debate.id, author.id);
    const all = (
      await db.all<{ user_id: string }>(
        sql`SELECT user_id FROM follows WHERE debate_id = ${debate.id} AND user_id <> ${author.id} ORDER BY user_id`,
      )
    ).map((row) => row.user_id);
    expect(all).toHaveLength(3);
    await deliver({ ...message, after: all[0] });
    expect((await told(debate.id)).map((row) => row.userId).sort()).toEqual(all.slice(1));
  });

  it("retries a message whose writing fails, and the replay (as from the dead-letter queue) tells each once", async () => {
    const debate = await createDebate(db);
    const { user: follower } = await createUser(db, { password: null });
    const { user: author } = await createUser(db, { password: null });
    await setFollowing(db, { userId: follower.id, debateId: debate.id, following: true }, earlier());
    const message = await comment(debate.id, author.id);
    // A real failure of D1's write for this debate's rows (a trigger that aborts), then fixed.
    const trigger = `fail_${debate.id.replaceAll("-", "")}`;
    await db.run(
      sql.raw(`CREATE TRIGGER ${trigger} BEFORE INSERT ON notifications WHEN NEW.id LIKE 'c.${debate.id}.%'
        BEGIN SELECT RAISE(ABORT, 'planted failure'); END`),
    );
    try {
      // Every try of max_retries (wrangler.toml: 5) retries; after the last the runtime moves it to the DLQ.
      for (let attempt = 1; attempt <= 5; attempt++) {
        const result = await deliver(message, "m1", attempt);
        expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
        expect(result.explicitAcks).toEqual([]);
      }
      expect(await told(debate.id)).toEqual([]);
    } finally {
      await db.run(sql.raw(`DROP TRIGGER ${trigger}`));
    }
    // The operator replays the body from the DLQ (twice, by mistake): one row.
    expect(await deliver(message, "replay")).toMatchObject({ explicitAcks: ["replay"] });
    expect(await deliver(message, "replay-2")).toMatchObject({ explicitAcks: ["replay-2"] });
    expect(await told(debate.id)).toEqual([{ userId: follower.id, count: 1, unread: true }]);
  });
});
