import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb, transientD1Error } from "~/db/client.server";
import { debateParticipants, debates, follows, users, votes } from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";
import { boundedMaps } from "~/utils/bounded-map";

import { autoFollowPreference, isFollowing } from "./follows.server";
import { getUserVote, vote, VOTE_RETRY_AFTER } from "./votes.server";

const db = createDb(env.DB);

/** What moderators' hiding leaves on the debate's row (app/models/discussion/moderation.server.ts). */
const hide = (debateId: string) =>
  db.update(debates).set({ hiddenAt: new Date().toISOString(), hiddenReason: "spam" }).where(eq(debates.id, debateId));

/** Everything a vote may write about this citizen and this debate. */
async function writtenFor(debateId: string, userId: string) {
  const [vote, follow, participant, debate] = await Promise.all([
    db.query.votes.findFirst({ where: and(eq(votes.debateId, debateId), eq(votes.userId, userId)) }),
    db.query.follows.findFirst({ where: and(eq(follows.debateId, debateId), eq(follows.userId, userId)) }),
    db.query.debateParticipants.findFirst({
      where: and(eq(debateParticipants.debateId, debateId), eq(debateParticipants.userId, userId)),
    }),
    db.query.debates.findFirst({ where: eq(debates.id, debateId) }),
  ]);
  return { vote, follow, participant, debate };
}

describe("vote: one batch that checks the debate, stores the vote and reads the result", () => {
  it("records the vote on a shown debate, follows it, and answers with the debate as it is now", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    const result = await vote(db, { debateId: debate.id, userId: user.id, position: "against" });
    expect(result).toMatchObject({ ok: true, position: "against", counted: true });
    if (!result.ok) throw new Error("the vote was refused");
    // The answer is read after the triggers moved the counters, in the same batch.
    expect(result.debate).toMatchObject({
      id: debate.id,
      forCount: 0,
      againstCount: 1,
      participantCount: 1,
      forPercentage: 0,
      againstPercentage: 100,
    });
    expect((await getUserVote(db, debate.id, user.id))?.position).toBe("against");
    expect(await isFollowing(db, user.id, debate.id)).toBe(true);
  });

  it("records the vote of an unconfirmed e-mail as the voter's, counting it only once they confirm", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    const before = (await writtenFor(debate.id, user.id)).debate;
    const result = await vote(db, { debateId: debate.id, userId: user.id, position: "for" });
    expect(result).toMatchObject({
      ok: true,
      position: "for",
      counted: false,
      debate: { forCount: 0, againstCount: 0, participantCount: 0, forPercentage: null },
    });
    const written = await writtenFor(debate.id, user.id);
    expect(written).toMatchObject({ vote: { position: "for", counted: false }, participant: { counted: false } });
    // No public figure moved: the counters, and the trend score of the home feed. (The rate window that
    // routes a hot debate to its counter counts every stored vote: it is load, not a figure; decision 0113.)
    const figures = (row: typeof before) => ({ ...row, rateWindowStart: null, rateWindowVotes: 0 });
    expect(figures(written.debate)).toEqual(figures(before));
    expect(written.debate?.rateWindowVotes).toBe(1);
    expect((await getUserVote(db, debate.id, user.id))?.position).toBe("for");

    // Confirmed (as /confirm-email does): their vote counts at once, and the trend score rises.
    await db.update(users).set({ emailConfirmedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    const confirmed = await writtenFor(debate.id, user.id);
    expect(confirmed).toMatchObject({ vote: { counted: true }, participant: { counted: true } });
    expect(confirmed.debate).toMatchObject({ forCount: 1, againstCount: 0, participantCount: 1 });
    expect(confirmed.debate?.trendScore).toBeGreaterThan(before?.trendScore ?? Infinity);
  });

  it("keeps the verified view: a verified citizen's vote counts there too", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, {
      password: null,
      verificationStatus: "verified",
      emailConfirmedAt: new Date().toISOString(),
    });
    const result = await vote(db, { debateId: debate.id, userId: user.id, position: "for" });
    expect(result).toMatchObject({ ok: true, debate: { verifiedForCount: 1, verifiedForPercentage: 100 } });
    expect((await writtenFor(debate.id, user.id)).vote?.verified).toBe(true);
  });

  it("refuses an unknown debate with 404 and writes nothing", async () => {
    const { user } = await createConfirmedUser(db, { password: null });
    const missing = `missing-${crypto.randomUUID()}`;
    const result = await vote(db, { debateId: missing, userId: user.id, position: "for" });
    expect(result).toEqual({ ok: false, status: 404, error: { key: "debates.errors.notFound" } });
    expect(await writtenFor(missing, user.id)).toEqual({
      vote: undefined,
      follow: undefined,
      participant: undefined,
      debate: undefined,
    });
  });

  it("refuses a debate hidden by moderators with the same 404, and writes nothing", async () => {
    const debate = await createDebate(db);
    await hide(debate.id);
    const { user } = await createConfirmedUser(db, { password: null });
    const before = await writtenFor(debate.id, user.id);
    const result = await vote(db, { debateId: debate.id, userId: user.id, position: "for" });
    expect(result).toEqual({ ok: false, status: 404, error: { key: "debates.errors.notFound" } });
    const written = await writtenFor(debate.id, user.id);
    expect(written).toMatchObject({ vote: undefined, follow: undefined, participant: undefined });
    // No trigger fired: every counter and the trend score are as they were.
    expect(written.debate).toEqual(before.debate);
    expect(written.debate).toMatchObject({ forCount: 0, againstCount: 0, participantCount: 0 });
  });

  it("answers 404, not 'already voted', when the debate was hidden after the citizen voted", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    expect(await vote(db, { debateId: debate.id, userId: user.id, position: "for" })).toMatchObject({ ok: true });
    await hide(debate.id);
    expect(await vote(db, { debateId: debate.id, userId: user.id, position: "against" })).toEqual({
      ok: false,
      status: 404,
      error: { key: "debates.errors.notFound" },
    });
    expect((await writtenFor(debate.id, user.id)).debate).toMatchObject({ forCount: 1, againstCount: 0 });
  });

  it("keeps the first vote: the same side again or a change of side answers 400 with the side already taken", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    await vote(db, { debateId: debate.id, userId: user.id, position: "for" });
    for (const position of ["for", "against"] as const) {
      expect(await vote(db, { debateId: debate.id, userId: user.id, position })).toEqual({
        ok: false,
        status: 400,
        error: { key: "votes.errors.alreadyVoted" },
        existing: "for",
      });
    }
    expect((await writtenFor(debate.id, user.id)).debate).toMatchObject({
      forCount: 1,
      againstCount: 0,
      participantCount: 1,
    });
  });

  it("does not follow for a citizen who turned auto-follow off", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    await autoFollowPreference(db, user.id, false);
    expect(await vote(db, { debateId: debate.id, userId: user.id, position: "for" })).toMatchObject({ ok: true });
    expect(await isFollowing(db, user.id, debate.id)).toBe(false);
  });

  it("counts every one of many citizens voting at once, and one citizen voting many times at once once", async () => {
    const debate = await createDebate(db);
    const crowd = await Promise.all(
      Array.from({ length: 40 }, async () => (await createConfirmedUser(db, { password: null })).user),
    );
    const results = await Promise.all(
      crowd.map((user, i) => vote(db, { debateId: debate.id, userId: user.id, position: i % 4 ? "for" : "against" })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const [first] = crowd;
    if (!first) throw new Error("no crowd");
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        vote(db, { debateId: debate.id, userId: first.id, position: i % 2 ? "for" : "against" }),
      ),
    );
    expect(again.filter((r) => r.ok)).toHaveLength(0);
    expect(again.every((r) => !r.ok && r.status === 400 && r.existing === "against")).toBe(true);
    expect((await writtenFor(debate.id, first.id)).debate).toMatchObject({
      forCount: 30,
      againstCount: 10,
      participantCount: 40,
    });
  });
});

/**
 * The D1 binding as the platform fails it: the first `failures` batches throw `message`, before
 * running (nothing stored) or, with `afterCommit`, once the batch has run (its answer lost).
 */
function failingD1(message: string, failures: number, { afterCommit = false } = {}) {
  let calls = 0;
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "batch") return Reflect.get(target, prop, target) as unknown;
      return async (statements: D1PreparedStatement[]) => {
        calls++;
        if (calls > failures) return target.batch(statements);
        if (afterCommit) await target.batch(statements);
        throw new Error(`D1_ERROR: ${message}`);
      };
    },
  });
  return { db: createDb(d1), calls: () => calls };
}

describe("vote: when D1 fails for a moment", () => {
  it("tells transient errors (also wrapped by drizzle) from the others", () => {
    expect(transientD1Error(new Error("D1_ERROR: Network connection lost."))).toBe("retry");
    expect(transientD1Error(new Error("Failed query", { cause: new Error("SQLITE_BUSY: database is locked") }))).toBe(
      "retry",
    );
    expect(transientD1Error(new Error("D1 DB is overloaded. Too many requests queued."))).toBe("overloaded");
    expect(transientD1Error(new Error("D1_ERROR: no such table: votes"))).toBeNull();
    expect(transientD1Error("Network connection lost")).toBeNull();
  });

  it("sends the batch once more after a lost connection, and counts the vote once", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    const failing = failingD1("Network connection lost.", 1);
    const result = await vote(failing.db, { debateId: debate.id, userId: user.id, position: "for" });
    expect(result).toMatchObject({ ok: true, position: "for", debate: { forCount: 1, participantCount: 1 } });
    expect(failing.calls()).toBe(2);
  });

  it("answers the vote recorded, not 'already voted', when the first attempt was stored but its answer lost", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    const failing = failingD1("Network connection lost.", 1, { afterCommit: true });
    const result = await vote(failing.db, { debateId: debate.id, userId: user.id, position: "against" });
    expect(result).toMatchObject({ ok: true, position: "against", debate: { againstCount: 1, participantCount: 1 } });
    expect(failing.calls()).toBe(2);
  });

  it("answers 503 with Retry-After and writes nothing when D1 is overloaded (no retry) or fails twice", async () => {
    for (const [message, calls] of [
      ["D1 DB is overloaded. Requests queued for too long.", 1],
      ["Network connection lost.", 2],
    ] as const) {
      const debate = await createDebate(db);
      const { user } = await createConfirmedUser(db, { password: null });
      const failing = failingD1(message, 2);
      expect(await vote(failing.db, { debateId: debate.id, userId: user.id, position: "for" })).toEqual({
        ok: false,
        status: 503,
        error: { key: "votes.errors.busy" },
        retryAfter: VOTE_RETRY_AFTER,
      });
      expect(failing.calls()).toBe(calls);
      const written = await writtenFor(debate.id, user.id);
      expect(written).toMatchObject({ vote: undefined, follow: undefined, participant: undefined });
      expect(written.debate).toMatchObject({ forCount: 0, againstCount: 0, participantCount: 0 });
    }
  });

  it("lets any other error through (a bug is not a busy database)", async () => {
    const debate = await createDebate(db);
    const { user } = await createConfirmedUser(db, { password: null });
    const failing = failingD1("no such column: nope", 1);
    await expect(vote(failing.db, { debateId: debate.id, userId: user.id, position: "for" })).rejects.toThrow(
      /no such column/,
    );
    expect(failing.calls()).toBe(1);
  });
});

describe("memory under load (decision 0116)", () => {
  it("the isolate's sets of hot debates and cards are BoundedMaps with their limits", async () => {
    await import("./infographic.server");
    const limits = Object.fromEntries(boundedMaps().map((m) => [m.name, m.limit]));
    expect(limits["hotDebates"]).toBe(1_000);
    expect(limits["cards"]).toBe(40);
    expect(limits["cardNames"]).toBe(200);
    for (const map of boundedMaps()) expect(map.size).toBeLessThanOrEqual(map.limit);
  });
});
