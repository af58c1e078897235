/**
 * Live rooms: the list and the creation (docs/live-rooms.md). Who may create is decided here, on
 * the server: premium members only (`users.isPremium`, kept by the subscription's webhooks in
 * app/models/payments/premium.server.ts). The room itself (joining, arguments, presence) is its Durable
 * Object's; this file only reads and writes the `live_rooms` rows the list shows.
 */
import { desc } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { liveRooms, type User } from "~/db/schema";
import type { Message } from "~/utils/message";

import type { CreateRoomInput } from "./listing.schema";

/** How many rooms the list shows (newest first). */
const ROOM_LIST_LIMIT = 60;

/** A room as the list and the API show it (SPEC.md section 3, plus when it starts). */
export interface PublicRoom {
  id: string;
  title: string;
  description: string;
  category: "global" | "bharat";
  isLive: boolean;
  currentParticipants: number;
  maxParticipants: number;
  /** Minutes of the free session. */
  sessionDuration: number;
  /** US cents to continue after the free session. */
  sessionPrice: number;
  startsAt: string | null;
  createdAt: string;
}

type RoomRow = typeof liveRooms.$inferSelect;

function publicRoom(row: RoomRow): PublicRoom {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    isLive: row.isLive,
    currentParticipants: row.currentParticipants,
    maxParticipants: row.maxParticipants,
    sessionDuration: row.sessionDuration,
    sessionPrice: row.sessionPrice,
    startsAt: row.startsAt,
    createdAt: row.createdAt,
  };
}

/** The rooms, newest first: a room just created is the first. */
export async function listRooms(db: Database, limit = ROOM_LIST_LIMIT): Promise<PublicRoom[]> {
  const rows = await db
    .select()
    .from(liveRooms)
    .orderBy(desc(liveRooms.createdAt), desc(liveRooms.id))
    .limit(limit)
    .all();
  return rows.map(publicRoom);
}

type CreateRoomResult = { ok: true; room: PublicRoom } | { ok: false; status: 403; error: Message };

/** A new room hosted by `host`, scheduled (not live) until its host starts it. Premium members only. */
export async function createRoom(
  db: Database,
  host: Pick<User, "id" | "isPremium">,
  input: CreateRoomInput,
  now = new Date(),
): Promise<CreateRoomResult> {
  if (!host.isPremium) return { ok: false, status: 403, error: { key: "rooms.errors.premiumRequired" } };
  const row = await db
    .insert(liveRooms)
    .values({
      id: crypto.randomUUID(),
      title: input.title,
      description: input.description ?? "",
      category: input.category,
      hostId: host.id,
      isLive: false,
      currentParticipants: 0,
      maxParticipants: input.maxParticipants,
      startsAt: null,
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
  return { ok: true, room: publicRoom(row) };
}
