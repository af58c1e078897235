/**
 * The live room's reconnecting socket (partysocket, docs/decisions/0055-live-room-socket.md). Only
 * the browser opens it (in an effect): as a `.client` module it stays out of the page Worker's
 * bundle (docs/decisions/0091-payments-worker.md).
 */
export { default as ReconnectingWebSocket } from "partysocket/ws";
