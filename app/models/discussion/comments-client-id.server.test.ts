import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { comments } from "~/db/schema";
import { createDebate, createUser } from "~/seed/factories";

import { commentSchema, postComment } from "~/models/discussion";

const db = createDb(env.DB);

async function commentsOf(debateId: string) {
  return db.select().from(comments).where(eq(comments.debateId, debateId));
}

describe("a comment's idempotency key (clientId)", () => {
  it("the same key from the same author stores one comment, however often it arrives", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    const key = crypto.randomUUID();

    const first = await postComment(db, {
      debateId: debate.id,
      userId: user.id,
      content: "Sent offline.",
      clientId: key,
    });
    const again = await postComment(db, {
      debateId: debate.id,
      userId: user.id,
      content: "Sent offline.",
      clientId: key,
    });

    expect(first.ok && first.created).toBe(true);
    expect(again.ok && !again.created).toBe(true);
    expect(again.ok && first.ok && again.comment.id).toBe(first.ok && first.comment.id);
    const stored = await commentsOf(debate.id);
    expect(stored.map((c) => [c.content, c.clientId])).toEqual([["Sent offline.", key]]);
  });

  it("copies arriving together store one (the database decides)", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        postComment(db, { debateId: debate.id, userId: user.id, content: "Five tries.", clientId: key }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => (r.ok ? r.comment.id : null))).size).toBe(1);
    expect(await commentsOf(debate.id)).toHaveLength(1);
  });

  it("a key is the author's own: another citizen's post with it is stored; posts without a key always are", async () => {
    const debate = await createDebate(db);
    const { user: one } = await createUser(db, { password: null });
    const { user: two } = await createUser(db, { password: null });
    const key = crypto.randomUUID();
    await postComment(db, { debateId: debate.id, userId: one.id, content: "Mine.", clientId: key });
    const other = await postComment(db, { debateId: debate.id, userId: two.id, content: "Also mine.", clientId: key });
    await postComment(db, { debateId: debate.id, userId: one.id, content: "No key." });
    await postComment(db, { debateId: debate.id, userId: one.id, content: "No key." });

    expect(other.ok && other.created).toBe(true);
    expect(await commentsOf(debate.id)).toHaveLength(4);
  });

  it("the form's field: empty (no JavaScript) is no key; a key must look like one", () => {
    const base = { content: "Hello" };
    expect(commentSchema.safeParse({ ...base, clientId: "" }).data?.clientId).toBeUndefined();
    expect(commentSchema.safeParse(base).data?.clientId).toBeUndefined();
    const key = crypto.randomUUID();
    expect(commentSchema.safeParse({ ...base, clientId: key }).data?.clientId).toBe(key);
    for (const bad of ["short", "x".repeat(65), "a b c d e f g h", "../../etc/passwd", 42]) {
      expect(commentSchema.safeParse({ ...base, clientId: bad }).success, String(bad)).toBe(false);
    }
  });
});
