/**
 * Replies notify the author of the comment answered (issue 28, #8): once per reply, never for one's
 * own reply, not when they turned replies off; the push copy waits when they have a device subscribed.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { notifications, pushSubscriptions } from "~/db/schema";
import { describeNotification, optionalNotifications, saveOptionalNotifications } from "~/models/notifications";
import { createConfirmedUser, createDebate } from "~/seed/factories";

import { postComment } from "./comments.server";

const db = createDb(env.DB);

const repliesTo = (userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "comment_reply")));

async function thread() {
  const debate = await createDebate(db, { title: "Should cities ban cars downtown?" });
  const author = (await createConfirmedUser(db, { firstName: "Asha", lastName: "Rao" })).user;
  const replier = (await createConfirmedUser(db, { firstName: "Ravi", lastName: "Kumar" })).user;
  const posted = await postComment(db, { debateId: debate.id, userId: author.id, content: "Yes, for clean air." });
  if (!posted.ok) throw new Error("no comment");
  return { debate, author, replier, parentId: posted.comment.id };
}

describe("reply notifications", () => {
  it("tell the author of the comment once per reply, with who replied and where", async () => {
    const { debate, author, replier, parentId } = await thread();
    for (const content of ["I disagree.", "And another thing."]) {
      const reply = await postComment(db, { debateId: debate.id, userId: replier.id, content, parentId });
      expect(reply.ok).toBe(true);
    }
    const rows = await repliesTo(author.id);
    expect(rows).toHaveLength(2);
    const row = rows[0];
    expect(row?.href).toMatch(new RegExp(`^/debates/${debate.id}#comment-`));
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;
    const words = describeNotification(t, { kind: "comment_reply", params: JSON.parse(row?.params ?? "{}") });
    expect(words.detail).toContain('"name":"Ravi Kumar"');
    expect(words.detail).toContain('"debateTitle":"Should cities ban cars downtown?"');
    expect(await repliesTo(replier.id)).toHaveLength(0);
  });

  it("tell the author of a reply that is answered, and nobody of their own reply", async () => {
    const { debate, author, replier, parentId } = await thread();
    await postComment(db, { debateId: debate.id, userId: author.id, content: "Replying to myself.", parentId });
    expect(await repliesTo(author.id)).toHaveLength(0);
    const reply = await postComment(db, { debateId: debate.id, userId: replier.id, content: "No.", parentId });
    if (!reply.ok) throw new Error("no reply");
    await postComment(db, { debateId: debate.id, userId: author.id, content: "Why?", parentId: reply.comment.id });
    expect(await repliesTo(replier.id)).toHaveLength(1);
    expect(await repliesTo(author.id)).toHaveLength(1);
  });

  it("are written once for a reply sent again with its clientId", async () => {
    const { debate, author, replier, parentId } = await thread();
    const clientId = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      await postComment(db, { debateId: debate.id, userId: replier.id, content: "Offline.", parentId, clientId });
    }
    expect(await repliesTo(author.id)).toHaveLength(1);
  });

  it("are not written for a citizen who turned them off, and are again once turned on", async () => {
    const { debate, author, replier, parentId } = await thread();
    expect(await optionalNotifications(db, author.id)).toEqual({ replies: true, followed: true });
    await saveOptionalNotifications(db, author.id, { replies: false, followed: true });
    expect(await optionalNotifications(db, author.id)).toEqual({ replies: false, followed: true });
    await postComment(db, { debateId: debate.id, userId: replier.id, content: "Hello?", parentId });
    expect(await repliesTo(author.id)).toHaveLength(0);
    await saveOptionalNotifications(db, author.id, { replies: true, followed: true });
    await postComment(db, { debateId: debate.id, userId: replier.id, content: "Hello again.", parentId });
    expect(await repliesTo(author.id)).toHaveLength(1);
  });

  it("mark the push copy pending only for a citizen with a device subscribed", async () => {
    const { debate, author, replier, parentId } = await thread();
    await postComment(db, { debateId: debate.id, userId: replier.id, content: "One.", parentId });
    await db.insert(pushSubscriptions).values({
      id: crypto.randomUUID(),
      userId: author.id,
      endpoint: `https://push.example/${crypto.randomUUID()}`,
      p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      auth: "BTBZMqHH6r4Tts7J_aSIgg",
      createdAt: new Date().toISOString(),
    });
    await postComment(db, { debateId: debate.id, userId: replier.id, content: "Two.", parentId });
    const states = (await repliesTo(author.id)).map((row) => row.pushState);
    expect(states).toHaveLength(2);
    expect(states.filter((state) => state === "pending")).toHaveLength(1);
    expect(states.filter((state) => state === null)).toHaveLength(1);
  });
});
