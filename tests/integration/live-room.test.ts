/**
 * The live room through the deployed Worker (workerd, real D1, the real LiveRoom Durable Object):
 * the socket door's refusals before anything is accepted, live delivery in order to 2 and 50
 * clients, hibernation with identities intact, maxParticipants under a rush of joins, reconnection
 * without duplicates, and a scripted debate scored into competition_scores by the documented rule
 * (docs/live-rooms.md "In the room").
 */
import { env, evictDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

import { ORIGIN } from "../helpers/api-client";
import { Client, connect, liveRoomWith, person, roomRow, roomStub, say, upgrade } from "../helpers/live-room";

describe("the socket door", () => {
  it("refuses signed-out, non-premium and foreign-Origin upgrades before the room accepts anything", async () => {
    const host = await person();
    const room = await liveRoomWith(host);
    const citizen = await person(false);

    expect((await upgrade(room.id)).status).toBe(401);
    const notPremium = await upgrade(room.id, { cookie: citizen.cookie });
    expect(notPremium.status).toBe(403);
    expect(notPremium.webSocket).toBeNull();
    expect((await upgrade(room.id, { cookie: host.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await upgrade(room.id, { cookie: host.cookie, origin: null })).status).toBe(403);
    expect((await upgrade("no-such-room", { cookie: host.cookie })).status).toBe(404);
    const plain = await exports.default.fetch(`${ORIGIN}/live-rooms/${room.id}/socket`, {
      headers: { Cookie: host.cookie },
    });
    expect(plain.status).toBe(426);

    // Nobody got in: the room's Durable Object has no member and D1 no participant.
    const snapshot = await roomStub(room.id).snapshot(null);
    expect(snapshot.participants).toEqual([]);
    expect((await roomRow(room.id))?.current_participants).toBe(0);
  });
});

describe("live delivery", () => {
  it("two clients see each other's arguments, in order, and the likes", async () => {
    const host = await person();
    const guest = await person();
    const room = await liveRoomWith(host);
    const a = await connect(room.id, host.cookie);
    const b = await connect(room.id, guest.cookie);
    await a.until(() => a.of("presence").some((p) => p.userId === guest.user.id && p.online));

    a.send({ type: "join", side: "support" });
    b.send({ type: "join", side: "oppose" });
    await a.until(() => a.of("presence").some((p) => p.userId === guest.user.id && p.side === "oppose"));
    await b.until(() => b.of("presence").some((p) => p.userId === host.user.id && p.side === "support"));
    a.send({ type: "start" });
    await b.until(() => b.of("session").some((s) => s.session.status === "live"));
    await vi.waitFor(async () => expect((await roomRow(room.id))?.is_live).toBe(1));
    expect((await roomRow(room.id))?.current_participants).toBe(2);

    a.send({ type: "argument", text: "Car-free centres cut pollution." });
    await b.until(() => b.of("argument").length === 1);
    b.send({ type: "argument", text: "Deliveries and disabled residents need access." });
    await a.until(() => a.of("argument").length === 2);
    await b.until(() => b.of("argument").length === 2);
    const texts = (c: Client) => c.of("argument").map((m) => m.argument.text);
    expect(texts(a)).toEqual(texts(b));
    expect(texts(a)[0]).toBe("Car-free centres cut pollution.");
    expect(b.of("argument")[0]?.argument).toMatchObject({ username: host.user.username, side: "support" });

    const first = a.of("argument")[0]!.argument.id;
    b.send({ type: "like", argumentId: first });
    await a.until(() => a.of("like").length === 1);
    expect(a.of("like")[0]).toMatchObject({ argumentId: first, likes: 1 });
    b.send({ type: "like", argumentId: first });
    await b.until(() => b.of("error").length === 1);
    expect(b.of("error")[0]?.code).toBe("alreadyLiked");
    a.send({ type: "like", argumentId: first });
    await a.until(() => a.of("error").length === 1);
    expect(a.of("error")[0]?.code).toBe("ownArgument");

    a.close();
    b.close();
    await vi.waitFor(async () => expect((await roomRow(room.id))?.current_participants).toBe(0));
  });

  it("50 clients in one room all see every argument in the same order", async () => {
    const host = await person();
    const room = await liveRoomWith(host, 60);
    const people = [host, ...(await Promise.all(Array.from({ length: 49 }, () => person())))];
    const clients: Client[] = [];
    for (const p of people) clients.push(await connect(room.id, p.cookie));
    await Promise.all(
      clients.map(async (c, i) => {
        c.send({ type: "join", side: i % 2 ? "oppose" : "support" });
        await c.until(() => c.of("presence").some((p) => p.userId === people[i]!.user.id && p.side !== null));
      }),
    );
    clients[0]!.send({ type: "start" });
    await Promise.all(clients.map((c) => c.until(() => c.of("session").length > 0)));
    clients.forEach((c, i) => c.send({ type: "argument", text: `Argument number ${i}` }));
    await Promise.all(clients.map((c) => c.until(() => c.of("argument").length === 50)));

    const order = clients[0]!.of("argument").map((m) => m.argument.id);
    expect(new Set(order).size).toBe(50);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    for (const c of clients) expect(c.of("argument").map((m) => m.argument.id)).toEqual(order);
    // Each author's own arguments keep the order they were sent in (one each here: all 50 arrived).
    expect(new Set(clients[0]!.of("argument").map((m) => m.argument.text)).size).toBe(50);
    clients.forEach((c) => c.close());
  });
});

describe("the room's guarantees", () => {
  it("holds maxParticipants under three times as many simultaneous joins", async () => {
    const host = await person();
    const room = await liveRoomWith(host, 5);
    const people = await Promise.all(Array.from({ length: 15 }, () => person()));
    const responses = await Promise.all(people.map((p) => upgrade(room.id, { cookie: p.cookie })));
    const accepted = responses.filter((r) => r.status === 101);
    expect(accepted).toHaveLength(5);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(10);
    for (const r of accepted) r.webSocket!.accept();
    await vi.waitFor(async () => expect((await roomRow(room.id))?.current_participants).toBe(5));
    const snapshot = await roomStub(room.id).snapshot(null);
    expect(snapshot.participants.filter((p) => p.online)).toHaveLength(5);
    for (const r of accepted) r.webSocket!.close(1000, "done");
  });

  it("survives hibernation with each socket's identity intact", async () => {
    const host = await person();
    const guest = await person();
    const room = await liveRoomWith(host);
    const a = await connect(room.id, host.cookie);
    const b = await connect(room.id, guest.cookie);
    a.send({ type: "join", side: "support" });
    b.send({ type: "join", side: "oppose" });
    await b.until(() => b.of("presence").some((p) => p.userId === host.user.id && p.side === "support"));
    a.send({ type: "start" });
    await b.until(() => b.of("session").length === 1);

    // The object leaves memory; the sockets stay open (hibernated) and wake it again.
    await evictDurableObject(roomStub(room.id));

    b.send({ type: "argument", text: "Said after the room hibernated." });
    await a.until(() => a.of("argument").length === 1);
    expect(a.of("argument")[0]?.argument).toMatchObject({
      userId: guest.user.id,
      username: guest.user.username,
      side: "oppose",
    });
    // The host is still the host: only the host may end the session.
    b.send({ type: "end" });
    await b.until(() => b.of("error").length === 1);
    expect(b.of("error")[0]?.code).toBe("hostOnly");
    a.send({ type: "end" });
    await b.until(() => b.of("session").some((s) => s.session.status === "ended"));
    a.close();
    b.close();
  });

  it("a reconnecting client gets only what it missed", async () => {
    const host = await person();
    const guest = await person();
    const room = await liveRoomWith(host);
    const a = await connect(room.id, host.cookie);
    a.send({ type: "join", side: "support" });
    a.send({ type: "start" });
    await a.until(() => a.of("session").length === 1);
    for (const n of [1, 2, 3]) a.send({ type: "argument", text: `Point ${n}` });
    await a.until(() => a.of("argument").length === 3);

    const b = await connect(room.id, guest.cookie);
    expect(b.of("welcome")[0]?.arguments.map((x) => x.text)).toEqual(["Point 1", "Point 2", "Point 3"]);
    const lastSeen = b.arguments().at(-1)!.id;
    b.close();
    for (const n of [4, 5]) a.send({ type: "argument", text: `Point ${n}` });
    await a.until(() => a.of("argument").length === 5);

    const again = await upgrade(room.id, { cookie: guest.cookie });
    const ws = again.webSocket!;
    ws.accept();
    const b2 = new Client(ws);
    const welcome = await b2.sync(lastSeen);
    expect(welcome.arguments.map((x) => x.text)).toEqual(["Point 4", "Point 5"]);
    const all = [...b.arguments(), ...b2.arguments()].map((x) => x.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(5);
    a.close();
    b2.close();
  });
});

describe("competition scores", () => {
  it("a scripted debate writes the documented metrics, scores and ranks", async () => {
    const host = await person();
    const [alice, bob, cara] = await Promise.all([person(), person(), person()]);
    const room = await liveRoomWith(host);
    const h = await connect(room.id, host.cookie);
    const a = await connect(room.id, alice.cookie);
    const b = await connect(room.id, bob.cookie);
    const c = await connect(room.id, cara.cookie);
    const sides: [Client, string, "support" | "oppose"][] = [
      [a, alice.user.id, "support"],
      [b, bob.user.id, "oppose"],
      [c, cara.user.id, "oppose"],
    ];
    for (const [client, id, side] of sides) {
      client.send({ type: "join", side });
      await h.until(() => h.of("presence").some((p) => p.userId === id && p.side === side));
    }
    h.send({ type: "start" });
    await h.until(() => h.of("session").length === 1);

    const a1 = await say(a, "Transit cuts emissions: https://example.org/study", h);
    const b1 = await say(b, "The costs fall on the poorest commuters.", h);
    const a2 = await say(a, "Cities that tried it thrived.", h);
    const b2 = await say(b, "Shops suffer, see https://example.org/shops", h);

    /** Sends as `client`, then waits until `watcher` has seen what `done` looks for. */
    const act = async (client: Client, message: object, done: () => boolean, watcher = client) => {
      client.send(message);
      await watcher.until(done);
    };
    let likes = 0;
    for (const [client, argumentId] of [
      [b, a1],
      [c, a1],
      [a, b1],
    ] as const) {
      likes += 1;
      const expected = likes;
      await act(client, { type: "like", argumentId }, () => h.of("like").length >= expected, h);
    }
    for (const [client, argumentId, rating] of [
      [b, a1, 5],
      [b, a2, 3],
      [c, a1, 4],
      [a, b1, 2],
      [a, b2, 4],
    ] as const) {
      await act(client, { type: "rate", argumentId, rating }, () =>
        client.of("rated").some((r) => r.argumentId === argumentId),
      );
    }
    // The same side cannot rate: Cara (oppose) on Bob's argument.
    await act(c, { type: "rate", argumentId: b1, rating: 5 }, () => c.of("error").length === 1);
    expect(c.of("error")[0]?.code).toBe("sameSide");

    h.send({ type: "end" });
    await a.until(() => a.of("session").some((s) => s.session.status === "ended"));
    const rows = await env.DB.prepare(
      `SELECT user_id, position, rank, is_winner, final_score, total_messages, likes_received, peer_rating,
              quality_score, factual_accuracy, argument_strength, response_time
       FROM competition_scores WHERE room_id = ? ORDER BY rank`,
    )
      .bind(room.id)
      .all();
    // By the rule in docs/live-rooms.md: Alice R=0.8 L=1 S=0.5 V=0.4; Bob R=0.6 L=0.5 S=0.5 V=0.4.
    expect(rows.results).toHaveLength(3); // the host took no side and is not scored
    expect(rows.results[0]).toMatchObject({
      user_id: alice.user.id,
      position: "support",
      rank: 1,
      is_winner: 1,
      total_messages: 2,
      likes_received: 2,
      peer_rating: 4,
      quality_score: 88,
      factual_accuracy: 59,
      argument_strength: 78,
      final_score: 75.6,
    });
    expect(rows.results[1]).toMatchObject({
      user_id: bob.user.id,
      position: "oppose",
      rank: 2,
      is_winner: 0,
      total_messages: 2,
      likes_received: 1,
      peer_rating: 3,
      quality_score: 56,
      factual_accuracy: 53,
      argument_strength: 53,
    });
    expect(rows.results[2]).toMatchObject({ user_id: cara.user.id, rank: 3, total_messages: 0, final_score: 0 });
    expect(Number(rows.results[1]?.response_time)).toBeGreaterThanOrEqual(0);
    await vi.waitFor(async () => expect((await roomRow(room.id))?.is_live).toBe(0));
    [h, a, b, c].forEach((x) => x.close());
  });
});
