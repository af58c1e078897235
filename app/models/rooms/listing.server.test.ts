import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";

import { createRoomSchema } from "./listing.schema";
import { createRoom, listRooms } from "./listing.server";

const db = createDb(env.DB);

describe("live rooms", () => {
  it("lets a premium member create a room, scheduled, first in the list", async () => {
    const { user } = await createUser(db, { password: null, isPremium: true });
    const input = createRoomSchema.parse({ title: "  Metro fares for students  ", category: "bharat" });
    const created = await createRoom(db, user, input, new Date(Date.now() + 60_000));
    if (!created.ok) throw new Error("refused");
    expect(created.room).toMatchObject({
      title: "Metro fares for students",
      description: "",
      category: "bharat",
      isLive: false,
      currentParticipants: 0,
      maxParticipants: 10,
      sessionDuration: 30,
      sessionPrice: 500,
    });
    const [first] = await listRooms(db);
    expect(first?.id).toBe(created.room.id);
  });

  it("refuses members without premium, and writes nothing", async () => {
    const { user } = await createUser(db, { password: null });
    const before = (await listRooms(db, 1000)).length;
    const input = createRoomSchema.parse({ title: "Not allowed", maxParticipants: 5 });
    expect(await createRoom(db, user, input)).toEqual({
      ok: false,
      status: 403,
      error: { key: "rooms.errors.premiumRequired" },
    });
    expect((await listRooms(db, 1000)).length).toBe(before);
  });

  it("checks the title (3-120 visible characters), the category and the seats (2-100)", () => {
    const ok = (value: object) => createRoomSchema.safeParse(value).success;
    expect(ok({ title: "abc" })).toBe(true);
    expect(ok({ title: "ab" })).toBe(false);
    expect(ok({ title: "  ab \u202e " })).toBe(false);
    expect(ok({ title: "x".repeat(120) })).toBe(true);
    expect(ok({ title: "x".repeat(121) })).toBe(false);
    expect(ok({ title: "Fine", category: "mars" })).toBe(false);
    expect(ok({ title: "Fine", maxParticipants: 1 })).toBe(false);
    expect(ok({ title: "Fine", maxParticipants: 2 })).toBe(true);
    expect(ok({ title: "Fine", maxParticipants: 100 })).toBe(true);
    expect(ok({ title: "Fine", maxParticipants: 101 })).toBe(false);
    expect(ok({ title: "Fine", maxParticipants: 2.5 })).toBe(false);
    expect(createRoomSchema.parse({ title: "Fine" })).toMatchObject({ category: "global", maxParticipants: 10 });
  });
});
