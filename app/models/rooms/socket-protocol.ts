/**
 * What the live room's Durable Object sends (docs/api.md "Live room socket"): the messages' types
 * and the close codes. The room writes them, the page reads them.
 */
import type { ApiSide, RoomError, SessionStatus } from "./rules";

export interface RoomArgument {
  id: number;
  /** Identity is the id; the names are for people to read (displayName: first and last name, else the username). */
  userId: string;
  username: string;
  displayName: string;
  side: ApiSide;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  likes: number;
  /** Whether the receiving user liked it (false in broadcasts). */
  liked: boolean;
  /** The receiving user's rating, if any (null in broadcasts). */
  myRating: number | null;
}

export interface RoomSession {
  status: SessionStatus;
  /** ms since the epoch. */
  startedAt: number | null;
  endsAt: number | null;
}

export interface RoomPresence {
  userId: string;
  username: string;
  displayName: string;
  side: ApiSide | null;
  online: boolean;
}

export interface RoomSnapshot {
  session: RoomSession;
  participants: RoomPresence[];
  arguments: RoomArgument[];
}

export type ServerMessage =
  | ({
      type: "welcome";
      you: { userId: string; isHost: boolean; side: ApiSide | null };
      room: { sessionDuration: number };
    } & RoomSnapshot)
  | { type: "argument"; argument: RoomArgument }
  | { type: "like"; argumentId: number; likes: number; by: string }
  | { type: "rated"; argumentId: number; rating: number }
  | ({ type: "presence" } & RoomPresence)
  | { type: "session"; session: RoomSession }
  | { type: "error"; code: RoomError };

/**
 * Why the room closes a socket itself (docs/live-rooms.md "Limits of a connection"). The page does
 * not reconnect after these: it says why instead.
 */
export const ROOM_CLOSE = {
  /** The same person opened more than SOCKETS_PER_USER sockets to the room: their oldest is closed. */
  replaced: { code: 4008, reason: "replaced by a newer connection" },
  /** The socket kept sending over its frame budget. */
  flooding: { code: 4029, reason: "too many messages" },
} as const;

export const FINAL_CLOSE_CODES: readonly number[] = [ROOM_CLOSE.replaced.code, ROOM_CLOSE.flooding.code];
