import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createCompetitionRoom, createUser } from "~/seed/factories";

import { declareWinner, getDeclaration, getScores, summaryFigures } from "./results.server";
import type { ParticipantMetrics } from "./rules";
import { summaryMessages } from "./summary";

const db = createDb(env.DB);

/**
 * The scripted debate of docs/competition.md ("A worked example"): final scores by the comprehensive
 * weights are cat 85, ana 79.5, dan 74, ben 57.5; oppose averages 79.5 against support's 68.5.
 */
async function scriptedRoom(overrides: { isLive?: boolean; hostId?: string } = {}) {
  const people = await Promise.all(
    ["ana", "ben", "cat", "dan"].map(async (name) => {
      const { user } = await createUser(db, {
        password: null,
        username: `${name}_${crypto.randomUUID().slice(0, 8)}`,
      });
      return [name, user] as const;
    }),
  );
  const ids = Object.fromEntries(people.map(([name, user]) => [name, user.id])) as Record<string, string>;
  const names = Object.fromEntries(people.map(([name, user]) => [name, user.username])) as Record<string, string>;
  const m = (
    name: string,
    position: "support" | "oppose",
    values: Omit<ParticipantMetrics, "userId" | "position">,
  ): ParticipantMetrics => ({ userId: ids[name] as string, position, ...values });
  const participants = [
    m("ana", "support", {
      totalMessages: 12,
      likesReceived: 30,
      peerRating: 4,
      responseTime: 40,
      qualityScore: 80,
      factualAccuracy: 70,
      argumentStrength: 90,
    }),
    m("ben", "support", {
      totalMessages: 4,
      likesReceived: 5,
      peerRating: 3,
      responseTime: 90,
      qualityScore: 60,
      factualAccuracy: 60,
      argumentStrength: 50,
    }),
    m("cat", "oppose", {
      totalMessages: 10,
      likesReceived: 12,
      peerRating: 4.5,
      responseTime: 30,
      qualityScore: 85,
      factualAccuracy: 95,
      argumentStrength: 70,
    }),
    m("dan", "oppose", {
      totalMessages: 3,
      likesReceived: 20,
      peerRating: 3.5,
      responseTime: 60,
      qualityScore: 70,
      factualAccuracy: 75,
      argumentStrength: 80,
    }),
  ];
  const room = await createCompetitionRoom(db, {
    isLive: overrides.isLive ?? false,
    hostId: overrides.hostId ?? null,
    participants,
    endedAt: "2026-11-20T18:00:00.000Z",
  });
  return { room, ids, names };
}

describe("competition results", () => {
  it("ranks a scripted set of scores by the documented rule, with team scores and summed statistics", async () => {
    const { room, ids, names } = await scriptedRoom();
    const scores = await getScores(db, room.id);
    expect(scores.leaderboard.map((p) => [p.userId, p.rank, p.finalScore, p.isWinner])).toEqual([
      [ids.cat, 1, 85, true],
      [ids.ana, 2, 79.5, false],
      [ids.dan, 3, 74, false],
      [ids.ben, 4, 57.5, false],
    ]);
    expect(scores.leaderboard[0]?.username).toBe(names.cat);
    expect(scores.teamScores).toEqual({ support: 68.5, oppose: 79.5 });
    expect(scores.statistics).toEqual({ totalParticipants: 4, totalMessages: 29, totalLikes: 67 });
    expect(scores.mostLiked?.userId).toBe(ids.ana);
    expect(scores.endedAt).toBe("2026-11-20T18:00:00.000Z");
  });

  it("gives the achievements by their rules: winner, best accuracy, strength plus likes, quiet but strong", async () => {
    const { room, ids } = await scriptedRoom();
    const { outcome } = await getScores(db, room.id);
    const byType = Object.fromEntries(outcome.achievements.map((a) => [a.achievementType, a.userId]));
    // fact_checker: cat's 95 accuracy; most_persuasive: ana's 90 strength + 30 likes / 10 = 93;
    // rising_star: below the median of 10 messages (ben, dan), the better final score: dan.
    expect(byType).toEqual({
      debate_winner: ids.cat,
      fact_checker: ids.cat,
      most_persuasive: ids.ana,
      rising_star: ids.dan,
    });
  });

  it("writes a summary from the figures only", async () => {
    const { room, names } = await scriptedRoom();
    const messages = summaryMessages(summaryFigures(await getScores(db, room.id)));
    expect(messages).toEqual([
      { key: "competition.summary.winner_oppose", values: { username: names.cat, score: 85 } },
      { key: "competition.summary.teams_oppose", values: { support: 68.5, oppose: 79.5, count: 11 } },
      { key: "competition.summary.runnerUp", values: { username: names.ana, score: 79.5 } },
      { key: "competition.summary.activity", values: { count: 4, messages: 29, likes: 67 } },
      { key: "competition.summary.mostLiked", values: { username: names.ana, count: 30 } },
    ]);
  });

  it("names the most valuable argument: the most liked stored argument, ties to the better rank, none without a like", async () => {
    const people = await Promise.all([1, 2, 3].map(() => createUser(db, { password: null, lastName: "Voter" })));
    const [p1, p2, p3] = people.map((p) => p.user);
    const at = (userId: string, level: number, topArgument: string, topArgumentLikes: number): ParticipantMetrics => ({
      userId,
      position: "support",
      totalMessages: 2,
      likesReceived: topArgumentLikes,
      peerRating: 3,
      responseTime: 10,
      qualityScore: level,
      factualAccuracy: level,
      argumentStrength: level,
      topArgument,
      topArgumentLikes,
    });
    // p2 and p3 tie on 4 likes; p3 ranks higher (90 > 50), so p3's argument is the most valuable.
    const tied = await createCompetitionRoom(db, {
      participants: [
        at(p1!.id, 70, "One like", 1),
        at(p2!.id, 50, "Tied, lower rank", 4),
        at(p3!.id, 90, "Tied, higher rank", 4),
      ],
    });
    const scores = await getScores(db, tied.id);
    expect(scores.mvp).toEqual({
      userId: p3!.id,
      username: p3!.username,
      displayName: `${p3!.firstName} Voter`,
      text: "Tied, higher rank",
      likes: 4,
    });
    expect(scores.leaderboard.find((e) => e.userId === p1!.id)).toMatchObject({
      topArgument: "One like",
      topArgumentLikes: 1,
      displayName: `${p1!.firstName} Voter`,
    });
    const unliked = await createCompetitionRoom(db, { participants: [at(p1!.id, 70, "Nobody liked this", 0)] });
    expect((await getScores(db, unliked.id)).mvp).toBeNull();
  });

  it("reads an empty leaderboard for a room without scores", async () => {
    const room = await createCompetitionRoom(db);
    const scores = await getScores(db, room.id);
    expect(scores.leaderboard).toEqual([]);
    expect(scores.statistics).toEqual({ totalParticipants: 0, totalMessages: 0, totalLikes: 0 });
    expect(summaryMessages(summaryFigures(scores))).toEqual([]);
  });

  it("declares once: the host's declaration, its achievements and one notification, even when sent twice at once", async () => {
    const { user: host } = await createUser(db, { password: null });
    const { room, ids, names } = await scriptedRoom({ hostId: host.id });
    const results = await Promise.all([
      declareWinner(db, room.id, host, { scoringMethod: "comprehensive" }),
      declareWinner(db, room.id, host, { scoringMethod: "comprehensive" }),
    ]);
    const again = await declareWinner(db, room.id, host, { scoringMethod: "comprehensive" });
    for (const r of [...results, again]) {
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.declaration.winnerUsername).toBe(names.cat);
      expect(r.declaration.declaredAt).toBe(results[0]?.ok ? results[0].declaration.declaredAt : "");
    }
    expect(again.ok && again.created).toBe(false);
    const declaration = await getDeclaration(db, room.id);
    expect(declaration).toMatchObject({
      winnerUserId: ids.cat,
      winningPosition: "oppose",
      supportScore: 68.5,
      opposeScore: 79.5,
      runnerUpUserId: ids.ana,
      totalParticipants: 4,
      scoringMethod: "comprehensive",
      debateEndedAt: "2026-11-20T18:00:00.000Z",
    });
    expect(declaration?.resultSummary).toContain(`${names.cat} won for the oppose side`);
    expect(declaration?.achievements.map((a) => [a.achievementType, a.userId])).toEqual([
      ["debate_winner", ids.cat],
      ["fact_checker", ids.cat],
      ["most_persuasive", ids.ana],
      ["rising_star", ids.dan],
    ]);
    const counts = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM competition_results WHERE room_id = ?1) AS results,
              (SELECT COUNT(*) FROM competition_achievements WHERE room_id = ?1) AS achievements,
              (SELECT COUNT(*) FROM notifications WHERE user_id = ?2 AND kind = 'competition_won') AS notices,
              (SELECT COUNT(*) FROM audit_log WHERE target = 'room:' || ?1) AS audits`,
    )
      .bind(room.id, ids.cat)
      .first();
    expect(counts).toEqual({ results: 1, achievements: 4, notices: 1, audits: 0 });
  });

  it("lets an admin declare, with one audit entry; refuses others, live rooms and rooms without scores", async () => {
    const { user: host } = await createUser(db, { password: null });
    const { user: admin } = await createUser(db, { password: null, role: "admin" });
    const { user: stranger } = await createUser(db, { password: null });
    const { room } = await scriptedRoom({ hostId: host.id });
    expect(await declareWinner(db, room.id, stranger, { scoringMethod: "comprehensive" })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await getDeclaration(db, room.id)).toBeNull();
    const [a, b] = await Promise.all([
      declareWinner(db, room.id, admin, { scoringMethod: "comprehensive" }),
      declareWinner(db, room.id, admin, { scoringMethod: "comprehensive" }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    const audits = await env.DB.prepare("SELECT actor_id, action FROM audit_log WHERE target = ?")
      .bind(`room:${room.id}`)
      .all();
    expect(audits.results).toEqual([{ actor_id: admin.id, action: "competition.declare" }]);

    const live = await scriptedRoom({ hostId: host.id, isLive: true });
    expect(await declareWinner(db, live.room.id, host, { scoringMethod: "comprehensive" })).toMatchObject({
      ok: false,
      status: 409,
      error: { key: "competition.errors.stillLive" },
    });
    expect(await getDeclaration(db, live.room.id)).toBeNull();

    const empty = await createCompetitionRoom(db, { hostId: host.id });
    expect(await declareWinner(db, empty.id, host, { scoringMethod: "comprehensive" })).toMatchObject({
      ok: false,
      status: 409,
      error: { key: "competition.errors.noScores" },
    });
    expect(await declareWinner(db, "no_such_room", admin, { scoringMethod: "comprehensive" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
