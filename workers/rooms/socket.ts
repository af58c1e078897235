/**
 * The live room's WebSocket door, GET /live-rooms/{id}/socket with Upgrade: websocket, answered
 * before Remix (workers/app.ts). Everything is checked here, before the room accepts anything:
 * the Origin is the configured public origin (a cross-site page cannot open a socket with a
 * citizen's cookie: the cross-site check skips GET), the session cookie names a user, the user is
 * premium, the room exists. Then the upgrade goes to the room's Durable Object with a ticket
 * (the user and the room's settings) it can trust: only this Worker reaches the binding.
 */
import type { LoadContext } from "../../app/context.server";
import { getSessionUser } from "~/models/accounts";
import { displayName } from "~/utils/display-name";
import { getFixedT, getLocale } from "../../app/i18n/i18n.server";
import { roomIdSchema, getLiveRoom } from "~/models/rooms";
import { publicOrigin } from "../../app/utils/http.server";
import { ROOM_HEADER, type RoomTicket } from "./live-room";

const SOCKET_PATH = /^\/live-rooms\/([^/]+)\/socket$/;

/** The room id when `request` is for the socket door; null for every other address. */
export function socketRoomId(request: Request): string | null {
  const match = SOCKET_PATH.exec(new URL(request.url).pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? "");
  } catch {
    return ""; // Not an id of ours (the Worker entry answers such addresses 404 before this).
  }
}

export async function openRoomSocket(request: Request, context: LoadContext, rawRoomId: string): Promise<Response> {
  const t = await getFixedT(await getLocale(request));
  const refuse = (status: number, key: string, headers: Record<string, string> = {}) =>
    new Response(t(key), { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

  if (request.method !== "GET") return refuse(405, "liveRoom.socket.method", { Allow: "GET" });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
    return refuse(426, "liveRoom.socket.upgrade", { Upgrade: "websocket" });
  const own = publicOrigin(context, request);
  if (!own || request.headers.get("Origin") !== own) return refuse(403, "liveRoom.socket.origin");
  const user = await getSessionUser(context, request);
  if (!user) return refuse(401, "liveRoom.socket.signIn");
  if (!user.isPremium) return refuse(403, "liveRoom.socket.premium");
  const roomId = roomIdSchema.safeParse(rawRoomId);
  const room = roomId.success ? await getLiveRoom(context.db, roomId.data) : null;
  if (!room) return refuse(404, "liveRoom.socket.notFound");

  const ticket: RoomTicket = {
    room: {
      id: room.id,
      hostId: room.hostId,
      maxParticipants: room.maxParticipants,
      sessionDuration: room.sessionDuration,
    },
    user: { id: user.id, username: user.username, name: displayName(user) },
  };
  const stub = context.env.LIVE_ROOM.get(context.env.LIVE_ROOM.idFromName(room.id));
  const response = await stub.fetch(
    new Request(request.url, {
      headers: { Upgrade: "websocket", [ROOM_HEADER]: encodeURIComponent(JSON.stringify(ticket)) },
    }),
  );
  if (response.status === 409) return refuse(409, "liveRoom.socket.full");
  return response;
}
