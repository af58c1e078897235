/**
 * What the live room's Durable Object sends (docs/api.md "Live room socket"). Types only: the
 * room writes them, the page reads them.
 */
import type { ApiSide, RoomError, SessionStatus } from "./live-room-rules";

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
