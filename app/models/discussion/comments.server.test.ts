/**
 * Comments and likes count proven people (docs/security.md, "Vote integrity"; the counted-engagement
 * migration): an unconfirmed account's comment is shown but moves no public figure (the trend score,
 * the trending badge), its like is its liker's but not in `likes`, until the e-mail is confirmed;
 * then they count at once, exactly, and every count equals a recount of counted rows.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { comments, debates, users } from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { insertComment, like, likeComment, listComments, postComment } from "./comments.server";
import { refreshTrending } from "~/models/debates/debates.server";

const db = createDb(env.DB);

const setConfirmed = (id: string, at: string | null) =>
  db.update(users).set({ emailConfirmedAt: at }).where(eq(users.id, id));

const trendOf = async (debateId: string) =>
  (await db.query.debates.findFirst({ where: eq(debates.id, debateId), columns: { trendScore: true } }))?.trendScore ??
  Number.NaN;

/** The trend score as 0017's rule computes it from the counted rows (votes weigh 1, comments 2), relative to now. */
async function trendRecount(debateId: string) {
  const row = await env.DB.prepare(
    `SELECT (julianday('now') - 2440587.5) * 24 + 24 * log2(
       pow(2, julianday(d.created_at) - julianday('now'))
       + coalesce((SELECT sum(pow(2, julianday(v.created_at) - julianday('now'))) FROM votes v WHERE v.debate_id = d.id AND v.counted = 1), 0)
       + 2 * coalesce((SELECT sum(pow(2, julianday(c.created_at) - julianday('now'))) FROM comments c WHERE c.debate_id = d.id AND c.counted = 1), 0)
     ) AS score FROM debates d WHERE d.id = ?`,
  )
    .bind(debateId)
    .first<{ score: number }>();
  return row?.score ?? Number.NaN;
}

/** Each comment's likes against a recount of its counted likes, and every flag against its account. */
async function likesAgree() {
  const row = await env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM comments c
         WHERE c.likes <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id AND l.counted = 1)) AS wrongCounts,
       (SELECT count(*) FROM comment_likes l JOIN users u ON u.id = l.user_id
         WHERE l.counted <> (u.email_confirmed_at IS NOT NULL)) AS misflaggedLikes,
       (SELECT count(*) FROM comments c
         WHERE c.counted <> coalesce((SELECT u.email_confirmed_at IS NOT NULL FROM users u WHERE u.id = c.user_id), 0)) AS misflaggedComments`,
  ).first();
  return row;
}

const likesOf = async (commentId: string) =>
  (await db.query.comments.findFirst({ where: eq(comments.id, commentId), columns: { likes: true } }))?.likes;

describe("a comment counts in the trend once its author's e-mail is confirmed", () => {
  it("moves no trend score while unconfirmed; confirming adds its activity at its own time, as a confirmed author's", async () => {
    const createdAt = new Date(Date.now() - 3_600_000).toISOString();
    const at = new Date(Date.now() - 600_000).toISOString();
    const counted = await createDebate(db, { createdAt });
    const waiting = await createDebate(db, { createdAt });
    expect(await trendOf(waiting.id)).toBe(await trendOf(counted.id));

    const { user: citizen } = await createConfirmedUser(db, { password: null });
    const { user: newcomer } = await createUser(db, { password: null });
    await insertComment(db, { debateId: counted.id, userId: citizen.id, position: "for", content: "c", createdAt: at });
    const before = await trendOf(waiting.id);
    const { id } = await insertComment(db, {
      debateId: waiting.id,
      userId: newcomer.id,
      position: "for",
      content: "n",
      createdAt: at,
    });
    expect(await trendOf(waiting.id)).toBe(before);
    expect(await trendOf(counted.id)).toBeGreaterThan(before);
    expect((await db.query.comments.findFirst({ where: eq(comments.id, id) }))?.counted).toBe(false);

    await setConfirmed(newcomer.id, new Date().toISOString());
    expect((await db.query.comments.findFirst({ where: eq(comments.id, id) }))?.counted).toBe(true);
    expect(await trendOf(waiting.id)).toBeCloseTo(await trendOf(counted.id), 9);
    // A second confirmation (another link) adds nothing.
    const once = await trendOf(waiting.id);
    await setConfirmed(newcomer.id, new Date(Date.now() + 1000).toISOString());
    expect(await trendOf(waiting.id)).toBe(once);
    for (const debate of [counted, waiting])
      expect(await trendOf(debate.id)).toBeCloseTo(await trendRecount(debate.id), 6);
  });

  it("leaves the trending badge to counted comments", async () => {
    const now = new Date("2033-03-01T12:00:00Z");
    const recent = new Date(now.getTime() - 3_600_000).toISOString();
    const flooded = await createDebate(db);
    const flood = await Promise.all(Array.from({ length: 20 }, () => createUser(db, { password: null })));
    for (const { user } of flood) {
      await insertComment(db, {
        debateId: flooded.id,
        userId: user.id,
        position: "against",
        content: "!",
        createdAt: recent,
      });
    }
    expect(await refreshTrending(db, now)).not.toContain(flooded.id);
    // Two of them confirm: 2 comments weigh 4 points, over the 3 the badge asks for.
    for (const { user } of flood.slice(0, 2)) await setConfirmed(user.id, new Date().toISOString());
    expect(await refreshTrending(db, now)).toContain(flooded.id);
  });

  it("through postComment, and uncounted again once its author is removed (the account deleted)", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    const posted = await postComment(db, { debateId: debate.id, userId: user.id, content: "Counted at once." });
    if (!posted.ok) throw new Error("the comment was refused");
    expect((await db.query.comments.findFirst({ where: eq(comments.id, posted.comment.id) }))?.counted).toBe(true);
    const trend = await trendOf(debate.id);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    const kept = await db.query.comments.findFirst({ where: eq(comments.id, posted.comment.id) });
    expect(kept).toMatchObject({ userId: null, counted: false });
    // The trend never goes down: the activity happened.
    expect(await trendOf(debate.id)).toBe(trend);
    expect(await likesAgree()).toMatchObject({ misflaggedComments: 0 });
  });

  it("refuses a comment inserted as counted: only the triggers set the flag", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    const trend = await trendOf(debate.id);
    await expect(
      env.DB.prepare(
        "INSERT INTO comments (id, debate_id, user_id, position, content, created_at, counted) VALUES (?, ?, ?, 'for', 'x', ?, 1)",
      )
        .bind(crypto.randomUUID(), debate.id, user.id, new Date().toISOString())
        .run(),
    ).rejects.toThrow(/counted is set by triggers/);
    expect(await trendOf(debate.id)).toBe(trend);
  });
});

describe("a like counts in the comment's likes once its liker's e-mail is confirmed", () => {
  it("is its liker's at once, counts only when confirmed, and follows confirmation, its taking back and deletions", async () => {
    const debate = await createDebate(db);
    const { user: author } = await createConfirmedUser(db, { password: null });
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "for",
      content: "Worth liking.",
    });
    const confirmed = await Promise.all(Array.from({ length: 2 }, () => createConfirmedUser(db, { password: null })));
    const flood = await Promise.all(Array.from({ length: 5 }, () => createUser(db, { password: null })));

    for (const { user } of confirmed)
      expect(await like(db, commentId, user.id)).toMatchObject({ ok: true, yours: "counted" });
    expect(await likesOf(commentId)).toBe(2);
    for (const { user } of flood) {
      expect(await like(db, commentId, user.id)).toMatchObject({ ok: true, likes: 2, created: true, yours: "pending" });
    }
    // Liking again changes nothing; the author's own like is refused, with its reason.
    expect(await like(db, commentId, flood[0]!.user.id)).toMatchObject({ likes: 2, created: false, yours: "pending" });
    expect(await like(db, commentId, author.id)).toEqual({
      ok: false,
      status: 403,
      error: { key: "comments.errors.ownComment" },
    });
    expect(await likesOf(commentId)).toBe(2);

    // The liker sees their like as theirs; everyone sees the counted figure.
    const asLiker = await listComments(db, debate.id, { filter: "all", page: 1, viewerId: flood[0]!.user.id });
    expect(asLiker.comments.find((c) => c.id === commentId)).toMatchObject({ likes: 2, likedByMe: true });
    const asVisitor = await listComments(db, debate.id, { filter: "all", page: 1, viewerId: null });
    expect(asVisitor.comments.find((c) => c.id === commentId)).toMatchObject({ likes: 2, likedByMe: false });

    // One of the flood confirms: exactly one more like.
    await setConfirmed(flood[0]!.user.id, new Date().toISOString());
    expect(await likesOf(commentId)).toBe(3);
    expect(await like(db, commentId, flood[0]!.user.id)).toMatchObject({ likes: 3, yours: "counted" });
    // A confirmation taken back takes its like out of the count.
    await setConfirmed(confirmed[0]!.user.id, null);
    expect(await likesOf(commentId)).toBe(2);
    expect(await likesAgree()).toEqual({ wrongCounts: 0, misflaggedLikes: 0, misflaggedComments: 0 });

    // Deleting accounts gives back exactly what each counted.
    await env.DB.prepare("DELETE FROM users WHERE id IN (?, ?, ?)")
      .bind(confirmed[1]!.user.id, flood[1]!.user.id, flood[0]!.user.id)
      .run();
    expect(await likesOf(commentId)).toBe(0);
    expect(await likesAgree()).toEqual({ wrongCounts: 0, misflaggedLikes: 0, misflaggedComments: 0 });
  });

  it("stays exact while likes and confirmations race", async () => {
    const debate = await createDebate(db);
    const { user: author } = await createConfirmedUser(db, { password: null });
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "for",
      content: "x",
    });
    const likers = await Promise.all(Array.from({ length: 30 }, () => createUser(db, { password: null })));
    await Promise.all([
      ...likers.map(({ user }) => likeComment(db, commentId, user.id)),
      ...likers.filter((_, i) => i % 2 === 0).map(({ user }) => setConfirmed(user.id, new Date().toISOString())),
    ]);
    expect(await likesOf(commentId)).toBe(15);
    expect(await likesAgree()).toEqual({ wrongCounts: 0, misflaggedLikes: 0, misflaggedComments: 0 });
  });

  it("refuses a like inserted as counted", async () => {
    const debate = await createDebate(db);
    const { user: author } = await createConfirmedUser(db, { password: null });
    const { user } = await createUser(db, { password: null });
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "for",
      content: "x",
    });
    await expect(
      env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id, created_at, counted) VALUES (?, ?, ?, 1)")
        .bind(commentId, user.id, new Date().toISOString())
        .run(),
    ).rejects.toThrow(/counted is set by triggers/);
    expect(await likesOf(commentId)).toBe(0);
  });
});
