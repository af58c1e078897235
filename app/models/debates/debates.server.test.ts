import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { insertComment } from "~/models/discussion/comments.server";
import { debateListQuerySchema, getDebate, listDebates, percentages, refreshTrending } from "./debates.server";
import { castVote, getUserVote } from "./votes.server";

const db = createDb(env.DB);

describe("percentages", () => {
  it("are null when nobody voted", () => {
    expect(percentages(0, 0)).toEqual({ forPercentage: null, againstPercentage: null });
  });
  it("always add up to 100", () => {
    for (const [f, a] of [
      [1, 2],
      [2, 1],
      [1, 1],
      [1, 6],
      [333, 667],
      [1, 0],
    ] as const) {
      const p = percentages(f, a);
      expect((p.forPercentage ?? 0) + (p.againstPercentage ?? 0)).toBe(100);
    }
    expect(percentages(1, 2)).toEqual({ forPercentage: 33, againstPercentage: 67 });
  });
});

describe("listing debates", () => {
  it("validates the query, falling back to defaults for bad values", () => {
    expect(debateListQuerySchema.parse({ region: "mars", page: "-2", trending: "maybe" })).toEqual({ page: 1 });
    expect(debateListQuerySchema.parse({ region: "bharat", page: "3", trending: "1" })).toEqual({
      region: "bharat",
      page: 3,
      trending: true,
    });
  });

  it("pages newest first and says whether there is more", async () => {
    const region = "bharat";
    const base = Date.parse("2031-01-01T00:00:00Z");
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await createDebate(db, { region, createdAt: new Date(base + i * 1000).toISOString() }));
    }
    const first = await listDebates(db, { region, page: 1 }, 3);
    expect(first.debates.map((d) => d.id)).toEqual([made[4]?.id, made[3]?.id, made[2]?.id]);
    expect(first.hasMore).toBe(true);
    const second = await listDebates(db, { region, page: 2 }, 3);
    expect(second.debates[0]?.id).toBe(made[1]?.id);
  });
});

describe("votes and counters", () => {
  it("counts one vote per user per debate, whatever is sent", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        castVote(db, { debateId: debate.id, userId: user.id, position: i % 2 ? "for" : "against" }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const stored = await getDebate(db, debate.id);
    expect((stored?.forCount ?? 0) + (stored?.againstCount ?? 0)).toBe(1);
    expect(stored?.participantCount).toBe(1);
    expect(await getUserVote(db, debate.id, user.id)).not.toBeNull();
  });

  it("counts a commenter who did not vote as a participant once", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db);
    await insertComment(db, { debateId: debate.id, userId: user.id, position: "for", content: "First thought." });
    await insertComment(db, { debateId: debate.id, userId: user.id, position: "for", content: "Second thought." });
    await castVote(db, { debateId: debate.id, userId: user.id, position: "for" });
    const stored = await getDebate(db, debate.id);
    expect(stored).toMatchObject({ participantCount: 1, forCount: 1, againstCount: 0, forPercentage: 100 });
  });
});

describe("trending", () => {
  it("marks the most active recent debates and clears the rest", async () => {
    const now = new Date("2032-06-01T12:00:00Z");
    const recent = new Date(now.getTime() - 3_600_000).toISOString();
    const old = new Date(now.getTime() - 5 * 86_400_000).toISOString();
    const active = await createDebate(db);
    const stale = await createDebate(db, { isTrending: true });
    for (let i = 0; i < 4; i++) {
      const { user } = await createConfirmedUser(db);
      await castVote(db, { debateId: active.id, userId: user.id, position: "for", createdAt: recent });
      await castVote(db, { debateId: stale.id, userId: user.id, position: "for", createdAt: old });
    }
    const trending = await refreshTrending(db, now);
    expect(trending).toContain(active.id);
    expect(trending).not.toContain(stale.id);
  });

  it("is not moved by votes that do not count (e-mail not confirmed)", async () => {
    const now = new Date("2032-07-01T12:00:00Z");
    const recent = new Date(now.getTime() - 3_600_000).toISOString();
    const flooded = await createDebate(db);
    for (let i = 0; i < 20; i++) {
      const { user } = await createUser(db, { password: null });
      await castVote(db, { debateId: flooded.id, userId: user.id, position: "against", createdAt: recent });
    }
    expect(await refreshTrending(db, now)).not.toContain(flooded.id);
  });
});

describe("counters kept by the database", () => {
  /** The figures as a recount of the rows: counted votes, and the participants whose e-mail is confirmed. */
  async function recount(debateId: string) {
    return env.DB.prepare(
      `SELECT
        (SELECT count(*) FROM votes WHERE debate_id = ?1 AND position = 'for' AND counted = 1) AS for_count,
        (SELECT count(*) FROM votes WHERE debate_id = ?1 AND position = 'against' AND counted = 1) AS against_count,
        (SELECT count(*) FROM (SELECT user_id FROM votes WHERE debate_id = ?1 UNION SELECT user_id FROM comments WHERE debate_id = ?1 AND user_id IS NOT NULL)
          WHERE user_id IN (SELECT id FROM users WHERE email_confirmed_at IS NOT NULL)) AS participant_count`,
    )
      .bind(debateId)
      .first();
  }
  const stored = (debateId: string) =>
    env.DB.prepare("SELECT for_count, against_count, participant_count FROM debates WHERE id = ?")
      .bind(debateId)
      .first();
  /** Rows whose flag disagrees with their account: none, ever. */
  const misflagged = async () =>
    (
      await env.DB.prepare(
        `SELECT (SELECT count(*) FROM votes v JOIN users u ON u.id = v.user_id
                   WHERE v.counted <> (u.email_confirmed_at IS NOT NULL))
              + (SELECT count(*) FROM debate_participants p JOIN users u ON u.id = p.user_id
                   WHERE p.counted <> (u.email_confirmed_at IS NOT NULL)) AS n`,
      ).first<{ n: number }>()
    )?.n;

  it("equal a recount after votes, comments, likes and deletions", async () => {
    const debate = await createDebate(db);
    const people = await Promise.all(Array.from({ length: 6 }, () => createConfirmedUser(db, { password: null })));
    const [a, b, c, d, e, f] = people.map((p) => p.user.id) as [string, string, string, string, string, string];
    for (const [userId, position] of [
      [a, "for"],
      [b, "against"],
      [c, "for"],
      [a, "against"], // a second vote by a: nothing
    ] as const) {
      await castVote(db, { debateId: debate.id, userId, position });
    }
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: d,
      position: "for",
      content: "d",
    });
    await insertComment(db, { debateId: debate.id, userId: a, position: "for", content: "a again" });
    const { likeComment } = await import("~/models/discussion/comments.server");
    await likeComment(db, commentId, e);
    await likeComment(db, commentId, e);
    await likeComment(db, commentId, f);
    expect(await stored(debate.id)).toEqual(await recount(debate.id));
    expect(await stored(debate.id)).toEqual({ for_count: 2, against_count: 1, participant_count: 4 });
    expect(await env.DB.prepare("SELECT likes FROM comments WHERE id = ?").bind(commentId).first()).toEqual({
      likes: 2,
    });

    // Deleting accounts gives their counts back (votes, participation, likes), exactly.
    await env.DB.prepare("DELETE FROM users WHERE id IN (?, ?, ?)").bind(a, d, f).run();
    expect(await stored(debate.id)).toEqual(await recount(debate.id));
    expect(await stored(debate.id)).toEqual({ for_count: 1, against_count: 1, participant_count: 2 });
  });

  it("count only confirmed e-mails, through confirmation, its taking back and deletions", async () => {
    const debate = await createDebate(db);
    const confirmed = await Promise.all(Array.from({ length: 3 }, () => createConfirmedUser(db, { password: null })));
    const unconfirmed = await Promise.all(Array.from({ length: 4 }, () => createUser(db, { password: null })));
    const [a, b, c] = confirmed.map((p) => p.user.id) as [string, string, string];
    const [u, v, w, x] = unconfirmed.map((p) => p.user.id) as [string, string, string, string];
    for (const [userId, position] of [
      [a, "for"],
      [b, "against"],
      [u, "against"],
      [v, "against"],
      [w, "for"],
    ] as const) {
      await castVote(db, { debateId: debate.id, userId, position });
    }
    // c and x only comment.
    await insertComment(db, { debateId: debate.id, userId: c, position: "for", content: "c" });
    await insertComment(db, { debateId: debate.id, userId: x, position: "against", content: "x" });
    expect(await stored(debate.id)).toEqual({ for_count: 1, against_count: 1, participant_count: 3 });
    expect(await stored(debate.id)).toEqual(await recount(debate.id));

    const setConfirmed = (id: string, at: string | null) =>
      env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?").bind(at, id).run();
    // u confirms: their vote and participation count at once; x confirms: their participation.
    await setConfirmed(u, new Date().toISOString());
    await setConfirmed(x, new Date().toISOString());
    expect(await stored(debate.id)).toEqual({ for_count: 1, against_count: 2, participant_count: 5 });
    // Confirming again (a second link) changes nothing.
    await setConfirmed(u, new Date(Date.now() + 1000).toISOString());
    expect(await stored(debate.id)).toEqual({ for_count: 1, against_count: 2, participant_count: 5 });
    // a's confirmation taken back: a's vote and participation leave the count.
    await setConfirmed(a, null);
    expect(await stored(debate.id)).toEqual({ for_count: 0, against_count: 2, participant_count: 4 });
    expect(await stored(debate.id)).toEqual(await recount(debate.id));

    // Deleting counted and uncounted accounts: each gives back exactly what it counted.
    await env.DB.prepare("DELETE FROM users WHERE id IN (?, ?, ?)").bind(a, u, w).run();
    expect(await stored(debate.id)).toEqual(await recount(debate.id));
    expect(await stored(debate.id)).toEqual({ for_count: 0, against_count: 1, participant_count: 3 });
    expect(await misflagged()).toBe(0);
  });

  it("refuse a row inserted as counted: only the triggers set the flag", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    await expect(
      env.DB.prepare(
        "INSERT INTO votes (debate_id, user_id, position, verified, created_at, counted) VALUES (?, ?, 'for', 0, ?, 1)",
      )
        .bind(debate.id, user.id, new Date().toISOString())
        .run(),
    ).rejects.toThrow(/counted is set by triggers/);
    expect(await stored(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });
  });
});
