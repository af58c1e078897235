/**
 * The fan-out queue's consumer (fanout.server.ts) on real D1, with real MessageBatches from the
 * pool (createMessageBatch / getQueueResult): what it acks, what it retries. Dead-lettering after
 * max_retries is the runtime's (wrangler.toml); here the consumer's decision that leads to it.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createDebate, createFollowers, createUser } from "~/seed/factories";

import { setFollowing } from "~/models/debates";
import { handleFanOutMessages, type FanOutEvent } from "./fanout.server";

const db = createDb(env.DB);
const context = { db, env } as Parameters<typeof handleFanOutMessages>[0];

function event(debateId: string, authorId: string | null, at: string): FanOutEvent {
  return {
    id: crypto.randomUUID(),
    kind: "expert_contribution_added",
    debateId,
    href: `/debates/${debateId}`,
    params: { debateTitle: "t" },
    at,
    authorId,
  };
}

async function deliver(body: FanOutEvent, id = "m1") {
  const batch = createMessageBatch("debatestorm-notify", [{ id, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await handleFanOutMessages(context, batch.messages);
  return getQueueResult(batch, ctx);
}

async function told(eventId: string) {
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(sql`${notifications.id} LIKE ${eventId + ".%"}`)
    .groupBy(notifications.userId);
  return rows;
}

describe("fan-out of a debate's news through the notify queue", () => {
  it("tells each of 10,000 followers exactly once, though the same message is processed twice", async () => {
    const debate = await createDebate(db);
    const at = new Date().toISOString();
    await createFollowers(db, debate.id, 10_000, new Date(Date.now() - 60_000).toISOString());
    const news = event(debate.id, null, at);
    expect(await deliver(news)).toMatchObject({ explicitAcks: ["m1"], retryMessages: [] });
    expect(await deliver(news, "m1-again")).toMatchObject({ explicitAcks: ["m1-again"], retryMessages: [] });
    const rows = await told(news.id);
    expect(rows).toHaveLength(10_000);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it("tells neither the author nor who followed after the event", async () => {
    const debate = await createDebate(db);
    const { user: author } = await createUser(db, { password: null });
    const { user: early } = await createUser(db, { password: null });
    const { user: late } = await createUser(db, { password: null });
    await setFollowing(db, { userId: author.id, debateId: debate.id, following: true }, new Date(Date.now() - 2000));
    await setFollowing(db, { userId: early.id, debateId: debate.id, following: true }, new Date(Date.now() - 1000));
    const news = event(debate.id, author.id, new Date(Date.now() - 500).toISOString());
    await setFollowing(db, { userId: late.id, debateId: debate.id, following: true });
    await deliver(news);
    expect((await told(news.id)).map((row) => row.userId)).toEqual([early.id]);
    const lateRows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, late.id)));
    expect(lateRows).toEqual([]);
  });

  it("retries a message whose writing fails (after max_retries the runtime dead-letters it)", async () => {
    // A message no consumer can write (its href is not a path here): writing the page throws.
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: true }, new Date(Date.now() - 1000));
    const broken = { ...event(debate.id, null, new Date().toISOString()), href: "https://evil.example/" };
    const result = await deliver(broken);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
    expect(await told(broken.id)).toEqual([]);
    expect(result.explicitAcks).toEqual([]);
  });
});
