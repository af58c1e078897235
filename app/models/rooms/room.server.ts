/**
 * Live rooms in D1: the room a socket asks for, and the two columns that follow the room's
 * Durable Object (isLive, currentParticipants) so the /live-rooms list is right, and when its session
 * started, with the members told of it (`recordRoomStart`). The rules of
 * the room itself are pure functions in live-room-rules.ts.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { liveRooms, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { kickPushQueue, notificationToEach } from "~/models/notifications";

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

/**
 * The room's session has started (its Durable Object, when the host starts it): D1 keeps when, and
 * `members` (those who took a side and are not in the room now) with a confirmed address are told
 * (`live_room_started`: in the app, on their devices, by e-mail if they chose it), never the host.
 * Once per room: the notifications are written only while `started_at` is empty, and the same batch
 * fills it, so a start reported twice, or twice at once, tells no one twice.
 */
export async function recordRoomStart(
  context: { db: Database; env: Env },
  roomId: string,
  members: string[],
  now = new Date(),
): Promise<void> {
  const { db } = context;
  const room = await getLiveRoom(db, roomId);
  if (!room || room.startedAt) return;
  const unstarted = and(eq(liveRooms.id, roomId), isNull(liveRooms.startedAt));
  await db.batch([
    notificationToEach(db, {
      kind: "live_room_started",
      href: `/live-rooms/${roomId}`,
      params: { roomTitle: room.title },
      now,
      recipients: sql`SELECT ${users.id} AS "user_id" FROM ${users}
        WHERE ${users.id} IN (SELECT value FROM json_each(${JSON.stringify(members)}))
          AND ${users.emailConfirmedAt} IS NOT NULL AND ${users.id} IS NOT ${room.hostId}
          AND EXISTS (SELECT 1 FROM ${liveRooms} WHERE ${unstarted})`,
    }),
    db.update(liveRooms).set({ startedAt: now.toISOString() }).where(unstarted),
  ]);
  await kickPushQueue(context);
}

/** The room as its Durable Object holds it (transcript, sides, session), read over RPC. */
export async function readRoomSnapshot(env: Env, roomId: string, viewerId: string): Promise<RoomSnapshot> {
  const stub = env.LIVE_ROOM.get(env.LIVE_ROOM.idFromName(roomId));
  return (await stub.snapshot(viewerId)) as RoomSnapshot;
}
