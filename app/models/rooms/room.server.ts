/**
 * Live rooms in D1: the room a socket asks for, and the two columns that follow the room's
 * Durable Object (isLive, currentParticipants) so the /live-rooms list is right. The rules of
 * the room itself are pure functions in live-room-rules.ts.
 */
import { eq } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { liveRooms } from "~/db/schema";
import type { Env } from "~/env.server";

import type { RoomSnapshot } from "./socket-protocol";

type LiveRoomRow = typeof liveRooms.$inferSelect;

export async function getLiveRoom(db: Database, roomId: string): Promise<LiveRoomRow | null> {
  return (await db.query.liveRooms.findFirst({ where: eq(liveRooms.id, roomId) })) ?? null;
}

/** What the room's Durable Object reports: whether a session is running and how many people are in. */
export async function recordRoomState(
  db: Database,
  roomId: string,
  state: { isLive: boolean; currentParticipants: number },
): Promise<void> {
  await db
    .update(liveRooms)
    .set({ isLive: state.isLive, currentParticipants: Math.max(0, state.currentParticipants) })
    .where(eq(liveRooms.id, roomId));
}

/** The room as its Durable Object holds it (transcript, sides, session), read over RPC. */
export async function readRoomSnapshot(env: Env, roomId: string, viewerId: string): Promise<RoomSnapshot> {
  const stub = env.LIVE_ROOM.get(env.LIVE_ROOM.idFromName(roomId));
  return (await stub.snapshot(viewerId)) as RoomSnapshot;
}
