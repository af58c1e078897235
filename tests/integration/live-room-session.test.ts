/**
 * The live room's session clock and argument rate limit, through the deployed Worker and the real
 * LiveRoom Durable Object (docs/live-rooms.md "Rules"): a started session ends by itself when its
 * alarm runs (fired with `runDurableObjectAlarm`, no waiting on the wall clock), D1's `is_live`
 * follows and the scores are written; a participant posting faster than the limit is refused with
 * the documented message while everyone else's arguments still flow; a live session's most liked
 * argument is the competition's most valuable argument (scores, declaration, page); people are shown
 * by their display name with @username, and known by their id.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { getFixedT } from "~/i18n/i18n.server";
import { ARGUMENT_BURST } from "~/models/rooms/rules";

import { callWorker } from "../helpers/api-client";
import { connect, liveRoomWith, person, roomRow, roomStub, say, takeSide } from "../helpers/live-room";

/** The alarm the room has set (ms), or null. */
const alarmOf = (roomId: string) =>
  runInDurableObject(roomStub(roomId), (_instance, state) => state.storage.getAlarm());

/** A host and two members on opposite sides (Alice support, Bob oppose), connected, the session started. */
async function startedDebate() {
  const host = await person();
  const [alice, bob] = await Promise.all([person(), person()]);
  const room = await liveRoomWith(host);
  const h = await connect(room.id, host.cookie);
  const a = await connect(room.id, alice.cookie);
  const b = await connect(room.id, bob.cookie);
  await takeSide(a, alice.user.id, "support", h);
  await takeSide(b, bob.user.id, "oppose", h);
  h.send({ type: "start" });
  await a.until(() => a.of("session").some((s) => s.session.status === "live"));
  return { room, host, alice, bob, h, a, b, session: a.of("session")[0]!.session };
}

describe("the session's alarm", () => {
  it("ends a started session on time: everyone is told, D1 says not live, the scores are written", async () => {
    const { room, alice, bob, h, a, b, session } = await startedDebate();
    expect(session.endsAt! - session.startedAt!).toBe(room.sessionDuration * 60_000);
    await vi.waitFor(async () => expect((await roomRow(room.id))?.is_live).toBe(1));
    // The room's alarm is set for the end of the session.
    expect(await alarmOf(room.id)).toBe(session.endsAt);

    const first = await say(a, "Free transit pays for itself: https://example.org/transit", h);
    await say(b, "Fares fund the maintenance.", h);
    b.send({ type: "like", argumentId: first });
    await h.until(() => h.of("like").length === 1);

    // An alarm that runs before the end (it should not) changes nothing and sets itself again.
    expect(await runDurableObjectAlarm(roomStub(room.id))).toBe(true);
    expect(await alarmOf(room.id)).toBe(session.endsAt);
    expect((await roomStub(room.id).snapshot(null)).session.status).toBe("live");

    // The clock reaches the end of the session: the stored end moves into the past, the alarm runs.
    await runInDurableObject(roomStub(room.id), (_instance, state) => {
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'endsAt'", String(Date.now() - 1));
    });
    expect(await runDurableObjectAlarm(roomStub(room.id))).toBe(true);

    for (const client of [h, a, b]) {
      await client.until(() => client.of("session").some((s) => s.session.status === "ended"));
    }
    expect(await alarmOf(room.id)).toBeNull();
    await vi.waitFor(async () => expect((await roomRow(room.id))?.is_live).toBe(0));
    const rows = await env.DB.prepare(
      "SELECT user_id, position, rank, total_messages, likes_received FROM competition_scores WHERE room_id = ? ORDER BY rank",
    )
      .bind(room.id)
      .all();
    expect(rows.results).toEqual([
      { user_id: alice.user.id, position: "support", rank: 1, total_messages: 1, likes_received: 1 },
      { user_id: bob.user.id, position: "oppose", rank: 2, total_messages: 1, likes_received: 0 },
    ]);

    // Ended for good: no more arguments, and the host cannot start it again.
    a.send({ type: "argument", text: "One more thing." });
    await a.until(() => a.of("error").length === 1);
    expect(a.of("error")[0]?.code).toBe("ended");
    h.send({ type: "start" });
    await h.until(() => h.of("error").length === 1);
    expect(h.of("error")[0]?.code).toBe("ended");
    // The alarm running again (a retry) writes nothing twice.
    await runDurableObjectAlarm(roomStub(room.id));
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM competition_scores WHERE room_id = ?")
      .bind(room.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
    [h, a, b].forEach((c) => c.close());
  });
});

describe("the argument rate limit", () => {
  it("refuses a participant's arguments beyond the limit with the documented message; others' still flow", async () => {
    const { bob, room, h, a, b } = await startedDebate();

    // As fast as the socket carries them: the limit's worth are accepted, the next one is refused.
    for (let n = 1; n <= ARGUMENT_BURST + 1; n++) a.send({ type: "argument", text: `Rapid point ${n}` });
    await a.until(() => a.of("error").length === 1);
    expect(a.of("error")[0]?.code).toBe("rateLimited");
    const en = await getFixedT("en");
    expect(en("liveRoom.errors.rateLimited")).toBe("Slow down: at most 5 arguments every 30 seconds.");
    await h.until(() => h.of("argument").length === ARGUMENT_BURST);
    expect(h.of("argument").map((m) => m.argument.text)).toEqual(
      Array.from({ length: ARGUMENT_BURST }, (_, i) => `Rapid point ${i + 1}`),
    );

    // Bob is not limited by Alice's pace: everyone, Alice included, receives his argument.
    await say(b, "Meanwhile, a reply from the other side.", h);
    await a.until(() => a.of("argument").some((m) => m.argument.userId === bob.user.id));
    await b.until(() => b.of("argument").length === ARGUMENT_BURST + 1);
    // Alice is still refused, and the refused arguments were never stored.
    a.send({ type: "argument", text: "Still too fast" });
    await a.until(() => a.of("error").length === 2);
    expect(a.of("error")[1]?.code).toBe("rateLimited");
    const transcript = (await roomStub(room.id).snapshot(null)).arguments.map((x) => x.text);
    expect(transcript).toHaveLength(ARGUMENT_BURST + 1);
    expect(transcript).not.toContain(`Rapid point ${ARGUMENT_BURST + 1}`);
    expect(transcript).not.toContain("Still too fast");
    [h, a, b].forEach((c) => c.close());
  });
});

describe("the most valuable argument and display names", () => {
  it("quotes the live session's most liked argument on the scores, the declaration and the page", async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const host = await person();
    const alice = await person(true, { firstName: "Asha", lastName: `Rao ${suffix}` });
    const [bob, cara] = await Promise.all([person(), person()]);
    const room = await liveRoomWith(host);
    const h = await connect(room.id, host.cookie);
    const a = await connect(room.id, alice.cookie);
    const b = await connect(room.id, bob.cookie);
    const c = await connect(room.id, cara.cookie);
    await takeSide(a, alice.user.id, "support", h);
    await takeSide(b, bob.user.id, "oppose", h);
    await takeSide(c, cara.user.id, "oppose", h);
    // Presence names the person by display name, with the username beside it; the id stays the identity.
    expect(h.of("presence").find((p) => p.userId === alice.user.id)).toMatchObject({
      displayName: `Asha Rao ${suffix}`,
      username: alice.user.username,
    });
    h.send({ type: "start" });
    await h.until(() => h.of("session").length === 1);

    await say(a, "Buses first.", h);
    const best = `Bus lanes halve commute times ${suffix}: https://example.org/bus`;
    const mvpId = await say(a, best, h);
    const reply = await say(b, "Lanes take space from deliveries.", h);
    expect(h.of("argument").find((m) => m.argument.id === mvpId)?.argument).toMatchObject({
      userId: alice.user.id,
      displayName: `Asha Rao ${suffix}`,
      username: alice.user.username,
    });
    let likes = 0;
    for (const [client, argumentId] of [
      [b, mvpId],
      [c, mvpId],
      [a, reply],
    ] as const) {
      const expected = ++likes;
      client.send({ type: "like", argumentId });
      await h.until(() => h.of("like").length === expected);
    }
    // A reconnecting reader's transcript carries the names too.
    const late = await connect(room.id, cara.cookie);
    expect(late.of("welcome")[0]?.arguments.find((x) => x.id === mvpId)?.displayName).toBe(`Asha Rao ${suffix}`);
    late.close();

    h.send({ type: "end" });
    await a.until(() => a.of("session").some((s) => s.session.status === "ended"));
    await vi.waitFor(async () => expect((await roomRow(room.id))?.is_live).toBe(0));

    const scores = (await (await callWorker("GET", `/api/debates/${room.id}/scores`)).json()) as {
      userId: string;
      displayName: string;
      topArgument: string;
      topArgumentLikes: number;
    }[];
    expect(scores.find((e) => e.userId === alice.user.id)).toMatchObject({
      displayName: `Asha Rao ${suffix}`,
      topArgument: best,
      topArgumentLikes: 2,
    });
    expect(scores.find((e) => e.userId === bob.user.id)).toMatchObject({
      topArgument: "Lanes take space from deliveries.",
      topArgumentLikes: 1,
    });
    expect(scores.find((e) => e.userId === cara.user.id)).toMatchObject({ topArgument: "", topArgumentLikes: 0 });

    const declared = await callWorker("POST", `/api/debates/${room.id}/declare-winner`, {
      cookie: host.cookie,
      body: { scoringMethod: "comprehensive" },
    });
    expect(declared.status).toBe(200);
    expect(((await declared.json()) as { mvpMessage: string }).mvpMessage).toBe(best);

    const page = await callWorker("GET", `/debate-competition?room=${room.id}&tab=analysis`);
    const html = await page.text();
    expect(html).toContain(`Bus lanes halve commute times ${suffix}`);
    expect(html).toContain(`Asha Rao ${suffix} (@${alice.user.username}), 2 likes`);
    [h, a, b, c].forEach((x) => x.close());
  });
});
