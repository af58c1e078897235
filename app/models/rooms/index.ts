/**
 * The rooms domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { createRoomSchema } from "./listing.schema";
export { createRoom, listRooms, type PublicRoom } from "./listing.server";
export { getLiveRoom, readRoomSnapshot, recordRoomStart, recordRoomState } from "./room.server";
export {
  FINAL_CLOSE_CODES,
  ROOM_CLOSE,
  type RoomArgument,
  type RoomPresence,
  type RoomSession,
  type RoomSnapshot,
  type ServerMessage,
} from "./socket-protocol";
export { type ClientMessage, clientMessageSchema, roomIdSchema } from "./socket.schema";
export * from "./live-rooms.responses";
