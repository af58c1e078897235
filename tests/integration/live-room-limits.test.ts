/**
 * Issue 25, finding 8: the limits of one connection to a live room (docs/live-rooms.md "Limits of
 * a connection"), through the deployed Worker and the real LiveRoom Durable Object: a socket's
 * frame budget (500 `sync` frames in a burst no longer get 500 full transcripts; a socket that keeps
 * flooding is closed with 4029), and at most SOCKETS_PER_USER sockets per person and room (a newer
 * one closes the oldest with 4008).
 */
import { describe, expect, it, vi } from "vitest";

import { ROOM_CLOSE } from "~/models/rooms/socket-protocol";
import { FRAME_BUDGET, SOCKETS_PER_USER } from "~/models/rooms/rules";

import { connect, liveRoomWith, person, roomRow, roomStub, type Client } from "../helpers/live-room";

const errors = (client: Client, code: string) => client.of("error").filter((e) => e.code === code).length;

describe("a socket's frame budget", () => {
  it("a burst of 500 sync frames gets a few transcripts, then refusals, then the socket is closed (4029)", async () => {
    const host = await person();
    const room = await liveRoomWith(host);
    const flooder = await connect(room.id, host.cookie); // connect() already spent one sync.
    const welcomesBefore = flooder.of("welcome").length;
    for (let i = 0; i < 500; i++) flooder.send({ type: "sync", after: 0 });
    await flooder.until(() => flooder.closed !== null);

    expect(flooder.closed).toEqual(ROOM_CLOSE.flooding);
    const transcripts = flooder.of("welcome").length - welcomesBefore;
    // The burst allows SYNC burst - 1 more at once (plus one per 10 s of refill): nowhere near 500.
    expect(transcripts).toBeLessThanOrEqual(FRAME_BUDGET.syncs.burst + 2);
    expect(errors(flooder, "tooFast")).toBeGreaterThanOrEqual(FRAME_BUDGET.refused.limit - 2);
    // Every frame after the close was dropped unanswered.
    expect(flooder.messages.length).toBeLessThan(60);

    // The budget is the socket's: the same person's new socket is answered at once.
    const again = await connect(room.id, host.cookie);
    expect(again.of("welcome")).toHaveLength(1);
    again.close();
  });

  it("a flood of other frames (unreadable ones included) is refused, then closed; the room keeps serving others", async () => {
    const host = await person();
    const guest = await person();
    const room = await liveRoomWith(host);
    const calm = await connect(room.id, guest.cookie);
    const flooder = await connect(room.id, host.cookie);
    for (let i = 0; i < 250; i++) flooder.send({ type: "like", argumentId: 1 + i });
    for (let i = 0; i < 250; i++) flooder.ws.send("not json at all");
    await flooder.until(() => flooder.closed !== null);

    expect(flooder.closed).toEqual(ROOM_CLOSE.flooding);
    expect(errors(flooder, "tooFast")).toBeGreaterThan(0);
    // Taken frames were answered (notFound: no such argument); nowhere near 500 answers.
    expect(flooder.messages.length).toBeLessThan(FRAME_BUDGET.frames.burst + FRAME_BUDGET.refused.limit + 20);
    const welcome = await calm.sync();
    expect(welcome.type).toBe("welcome");
    calm.close();
  });

  it("a steady client within its budget is never refused", async () => {
    const host = await person();
    const room = await liveRoomWith(host);
    const client = await connect(room.id, host.cookie);
    // Two more syncs (a reconnection's) and 20 other frames: within the bursts.
    await client.sync();
    await client.sync();
    for (let i = 0; i < 20; i++) client.send({ type: "join", side: i % 2 ? "support" : "oppose" });
    await client.until(() => client.of("presence").filter((p) => p.userId === host.user.id).length >= 20);
    expect(errors(client, "tooFast")).toBe(0);
    expect(client.closed).toBeNull();
    client.close();
  });
});

describe("sockets per person and room", () => {
  it(`a person's ${SOCKETS_PER_USER + 2} sockets: the oldest are closed (4008), the newest ${SOCKETS_PER_USER} keep working, and they stay one participant`, async () => {
    const host = await person();
    const guest = await person();
    const room = await liveRoomWith(host);
    const watcher = await connect(room.id, guest.cookie);
    const sockets: Client[] = [];
    for (let i = 0; i < SOCKETS_PER_USER + 2; i++) sockets.push(await connect(room.id, host.cookie));
    const oldest = sockets.slice(0, 2);
    const newest = sockets.slice(2);
    for (const socket of oldest) await socket.until(() => socket.closed !== null);
    for (const socket of oldest) expect(socket.closed).toEqual(ROOM_CLOSE.replaced);
    for (const socket of newest) {
      expect(socket.closed).toBeNull();
      expect((await socket.sync()).type).toBe("welcome");
    }
    // Still one person online, never shown as leaving.
    expect(watcher.of("presence").some((p) => p.userId === host.user.id && !p.online)).toBe(false);
    const snapshot = await roomStub(room.id).snapshot(null);
    expect(snapshot.participants.filter((p) => p.userId === host.user.id && p.online)).toHaveLength(1);
    await vi.waitFor(async () => expect((await roomRow(room.id))?.current_participants).toBe(2));
    for (const socket of [...newest, watcher]) socket.close();
  });

  it("60 sockets of one person to one room: never more than the cap open at once", async () => {
    const host = await person();
    const room = await liveRoomWith(host);
    const sockets: Client[] = [];
    for (let i = 0; i < 60; i++) sockets.push(await connect(room.id, host.cookie));
    await vi.waitFor(() => expect(sockets.filter((s) => s.closed === null)).toHaveLength(SOCKETS_PER_USER));
    expect(sockets.slice(-SOCKETS_PER_USER).every((s) => s.closed === null)).toBe(true);
    for (const socket of sockets.slice(-SOCKETS_PER_USER)) socket.close();
  });
});
