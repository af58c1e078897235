/**
 * Integration tests' side of a live room (tests/integration/live-room*.test.ts): a premium member
 * with a real session, the socket door through the built Worker, and a client that keeps every
 * message it received and waits for the ones a test needs (no sleeps).
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";

import { createDb } from "~/db/client.server";
import { createLiveRoom } from "~/seed/factories";
import type { RoomArgument, ServerMessage } from "~/models/rooms/socket-protocol";

import { ORIGIN, signedInUser } from "./api-client";

export const db = createDb(env.DB);

/** A signed-in member (premium unless told otherwise). */
export const person = (isPremium = true, overrides: Parameters<typeof signedInUser>[0] = {}) =>
  signedInUser({ isPremium, ...overrides });

export function upgrade(roomId: string, options: { cookie?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = { Upgrade: "websocket", Host: "localhost" };
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.Cookie = options.cookie;
  return exports.default.fetch(`${ORIGIN}/live-rooms/${roomId}/socket`, { headers });
}

/** A test's side of one socket: every message it received, and a way to wait for the ones it needs. */
export class Client {
  messages: ServerMessage[] = [];
  /** How the room closed this socket, once it has. */
  closed: { code: number; reason: string } | null = null;
  private listeners = new Set<() => void>();
  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      this.messages.push(JSON.parse(event.data as string) as ServerMessage);
      for (const listener of this.listeners) listener();
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      for (const listener of this.listeners) listener();
    });
  }
  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }
  of<T extends ServerMessage["type"]>(type: T) {
    return this.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }
  arguments(): RoomArgument[] {
    return [...this.of("welcome").flatMap((m) => m.arguments), ...this.of("argument").map((m) => m.argument)];
  }
  /** Resolves once `ready()` holds (the test's timeout fails it otherwise). */
  until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (ready()) {
          this.listeners.delete(check);
          resolve();
        }
      };
      this.listeners.add(check);
    });
  }
  /** Sends sync and waits for the welcome it answers. */
  async sync(after = 0) {
    const before = this.of("welcome").length;
    this.send({ type: "sync", after });
    await this.until(() => this.of("welcome").length > before);
    return this.of("welcome").at(-1)!;
  }
  close() {
    this.ws.close(1000, "done");
  }
}

export async function connect(roomId: string, cookie: string) {
  const response = await upgrade(roomId, { cookie });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const client = new Client(ws);
  await client.sync();
  return client;
}

export const roomRow = (id: string) =>
  env.DB.prepare("SELECT is_live, current_participants FROM live_rooms WHERE id = ?")
    .bind(id)
    .first<{ is_live: number; current_participants: number }>();

export async function liveRoomWith(host: { user: { id: string } }, maxParticipants = 10) {
  return createLiveRoom(db, { hostId: host.user.id, maxParticipants });
}

/** The room's Durable Object. */
export const roomStub = (roomId: string) => env.LIVE_ROOM.get(env.LIVE_ROOM.idFromName(roomId));

/** `client` takes `side`, and waits until `watcher` has seen it. */
export async function takeSide(client: Client, userId: string, side: "support" | "oppose", watcher = client) {
  client.send({ type: "join", side });
  await watcher.until(() => watcher.of("presence").some((p) => p.userId === userId && p.side === side));
}

/** `client` posts `text` and waits until `watcher` has it; its id. */
export async function say(client: Client, text: string, watcher = client) {
  const n = watcher.of("argument").length;
  client.send({ type: "argument", text });
  await watcher.until(() => watcher.of("argument").length === n + 1);
  return watcher.of("argument").at(-1)!.argument.id;
}
