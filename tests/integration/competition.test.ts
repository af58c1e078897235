/**
 * Competition results through the Worker (docs/competition.md): the scores and declare-winner doors
 * of SPEC.md section 7, and the /debate-competition page's declare form. Declaring twice (and twice
 * at once) gives one result; a live room cannot be declared; the host or an admin only (a citizen
 * 403, a visitor 401); a debate id on the shared /api/debates/{x} prefix is not a room (404).
 */
import { env } from "cloudflare:test";

import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createCompetitionRoom, createDebate, createUser } from "~/seed/factories";
import type { ParticipantMetrics } from "~/models/competition";

import { postForm } from "../helpers/page-action";
import { callWorker, signedInUser } from "../helpers/api-client";

const db = createDb(env.DB);

const signedIn = signedInUser;
const call = callWorker;

/** Three participants: final scores 90 (s1), 80 (o1), 60 (s2); support averages 75, oppose 80. */
async function endedRoom(hostId: string, isLive = false) {
  const people = await Promise.all([1, 2, 3].map(() => createUser(db, { password: null })));
  const [s1, o1, s2] = people.map((p) => p.user.id) as [string, string, string];
  const at = (userId: string, position: "support" | "oppose", level: number, likes: number): ParticipantMetrics => ({
    userId,
    position,
    totalMessages: 5,
    likesReceived: likes,
    peerRating: level / 20,
    responseTime: 30,
    qualityScore: level,
    factualAccuracy: level,
    argumentStrength: level,
  });
  const room = await createCompetitionRoom(db, {
    hostId,
    isLive,
    participants: [at(s1, "support", 90, 4), at(o1, "oppose", 80, 9), at(s2, "support", 60, 1)],
  });
  return { room, s1, o1, s2, usernames: people.map((p) => p.user.username) };
}

const declare = (roomId: string, cookie?: string, body: unknown = { scoringMethod: "comprehensive" }) =>
  call("POST", `/api/debates/${roomId}/declare-winner`, { cookie, body });

describe("competition results API", () => {
  it("lists the scores ranked by the comprehensive method", async () => {
    const host = await signedIn();
    const { room, s1, o1, s2 } = await endedRoom(host.user.id);
    const res = await call("GET", `/api/debates/${room.id}/scores`);
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { userId: string; rank: number; finalScore: number; isWinner: boolean }[];
    expect(entries.map((e) => [e.userId, e.rank, e.finalScore, e.isWinner])).toEqual([
      [s1, 1, 90, false],
      [o1, 2, 80, true],
      [s2, 3, 60, false],
    ]);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      [
        "argumentStrength",
        "displayName",
        "factualAccuracy",
        "finalScore",
        "isWinner",
        "likesReceived",
        "peerRating",
        "position",
        "qualityScore",
        "rank",
        "responseTime",
        "topArgument",
        "topArgumentLikes",
        "totalMessages",
        "userId",
        "username",
      ].sort(),
    );
  });

  it("answers 404 for a debate id or an unknown room on the shared /api/debates/{x} prefix", async () => {
    const debate = await createDebate(db);
    const admin = await signedIn({ role: "admin" });
    expect((await call("GET", `/api/debates/${debate.id}/scores`)).status).toBe(404);
    const res = await declare(debate.id, admin.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "There is no live room with that id." });
  });

  it("declares once for the host, twice in parallel and again later giving the same declaration", async () => {
    const host = await signedIn();
    const { room, o1, usernames } = await endedRoom(host.user.id);
    const responses = await Promise.all([declare(room.id, host.cookie), declare(room.id, host.cookie)]);
    const later = await declare(room.id, host.cookie);
    const bodies = await Promise.all([...responses, later].map((r) => r.json()));
    expect([...responses, later].map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({
      winnerUsername: usernames[1],
      winningPosition: "oppose",
      supportScore: 75,
      opposeScore: 80,
      runnerUpUsername: usernames[0],
      totalParticipants: 3,
      scoringMethod: "comprehensive",
    });
    expect((bodies[0] as { achievements: { achievementType: string; title: string }[] }).achievements[0]).toMatchObject(
      { achievementType: "debate_winner", title: "Debate Winner" },
    );
    const rows = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM competition_results WHERE room_id = ?1) AS results,
              (SELECT COUNT(*) FROM notifications WHERE user_id = ?2 AND kind = 'competition_won') AS notices`,
    )
      .bind(room.id, o1)
      .first();
    expect(rows).toEqual({ results: 1, notices: 1 });
  });

  it("refuses a live room (409), a citizen (403), a visitor (401) and another scoring method (400)", async () => {
    const host = await signedIn();
    const citizen = await signedIn();
    const live = await endedRoom(host.user.id, true);
    expect((await declare(live.room.id, host.cookie)).status).toBe(409);
    const { room } = await endedRoom(host.user.id);
    expect((await declare(room.id, citizen.cookie)).status).toBe(403);
    expect((await declare(room.id)).status).toBe(401);
    const bad = await declare(room.id, host.cookie, { scoringMethod: "popularity" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The scoring method must be comprehensive." });
    expect((await call("GET", `/api/debates/${room.id}/declare-winner`)).status).toBe(405);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM competition_results WHERE room_id IN (?, ?)")
      .bind(room.id, live.room.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("declares from the page's form for an admin, once, with a confirmation", async () => {
    const host = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const { room } = await endedRoom(host.user.id);
    const path = `/debate-competition?room=${room.id}`;
    const unconfirmed = await postForm(
      path,
      { intent: "declare", scoringMethod: "comprehensive" },
      { cookie: admin.cookie },
    );
    expect(unconfirmed.status).toBe(400);
    const done = await postForm(
      path,
      { intent: "declare", scoringMethod: "comprehensive", confirm: "on" },
      { cookie: admin.cookie },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(path);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE target = ? AND actor_id = ?")
      .bind(`room:${room.id}`, admin.user.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    const page = await call("GET", `${path}&tab=achievements`, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Debate Winner");
    expect(html).not.toContain('name="intent" value="declare"');
  });
});
