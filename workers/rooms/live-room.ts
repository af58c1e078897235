import { DurableObject } from "cloudflare:workers";

import { createDb } from "../../app/db/client.server";
import type { Env } from "../../app/env.server";
import { saveCompetitionScores, type ParticipantMetrics } from "~/models/competition";
import {
  canJoin,
  checkArgument,
  checkLike,
  checkRating,
  checkSide,
  freshBudget,
  participantMetrics,
  sessionEndsAt,
  sideToApi,
  SOCKETS_PER_USER,
  spendFrame,
  TRANSCRIPT_LIMIT,
  type FrameBudget,
  type RoomError,
  type SessionStatus,
  type Side,
  type TranscriptArgument,
} from "../../app/models/rooms/rules";
import {
  clientMessageSchema,
  type ClientMessage,
  recordRoomStart,
  recordRoomState,
  ROOM_CLOSE,
  type RoomArgument,
  type RoomSnapshot,
} from "~/models/rooms";

/** The Worker's checked identity and the room's settings, sent with the upgrade (workers/rooms/socket.ts). */
export const ROOM_HEADER = "X-DebateStorm-Live-Room";

export interface RoomTicket {
  room: { id: string; hostId: string | null; maxParticipants: number; sessionDuration: number };
  /** `name`: how the app shows the person (displayName: first and last name, else the username). */
  user: { id: string; username: string; name: string };
}

/** Kept on each socket with serializeAttachment: survives hibernation. */
interface Identity {
  userId: string;
  username: string;
  /** Missing on sockets accepted before display names were kept: the username then. */
  name?: string;
  isHost: boolean;
  /** The order sockets were accepted in (the oldest of a person's is closed first). Missing on older sockets: 0. */
  seq?: number;
  /** This socket's frame budget (live-room-rules.ts); missing until its first frame. */
  budget?: FrameBudget;
}

const nameOf = (identity: Identity) => identity.name || identity.username;
const seqOf = (ws: WebSocket) => (ws.deserializeAttachment() as Identity | null)?.seq ?? 0;

/** A client message is small: an argument is at most 1,000 characters. */
const MAX_FRAME = 8_192;

/**
 * LiveRoom: one instance per live debate room (name = room id). SQLite storage holds the room's
 * settings, its members and their sides, the transcript, likes and ratings; sockets are accepted
 * with the Hibernation API, each carrying its user's identity. The rules are the models'
 * (app/models/rooms/rules.ts); D1 follows through model functions.
 */
export class LiveRoom extends DurableObject<Env> {
  private sql: SqlStorage;
  private syncing = false;
  private syncAgain = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Synchronous SQLite: the tables exist before any event reaches this instance.
    this.sql.exec(`
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS members (
          user_id TEXT PRIMARY KEY, username TEXT NOT NULL, side TEXT, joined_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS arguments (
          id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, username TEXT NOT NULL,
          side TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL, likes INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX IF NOT EXISTS arguments_user ON arguments (user_id, created_at);
        CREATE TABLE IF NOT EXISTS likes (argument_id INTEGER NOT NULL, user_id TEXT NOT NULL,
          PRIMARY KEY (argument_id, user_id));
        CREATE TABLE IF NOT EXISTS ratings (argument_id INTEGER NOT NULL, user_id TEXT NOT NULL,
          rating INTEGER NOT NULL, PRIMARY KEY (argument_id, user_id));
      `);
    // Display names came later: rooms created before keep working ("" reads as the username).
    for (const table of ["members", "arguments"]) {
      const columns = this.sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray();
      if (!columns.some((c) => c.name === "name"))
        this.sql.exec(`ALTER TABLE ${table} ADD COLUMN name TEXT NOT NULL DEFAULT ''`);
    }
  }

  // ------------------------------------------------------------ settings and state

  private meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row?.value ?? null;
  }

  private setMeta(key: string, value: string) {
    this.sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  private status(): SessionStatus {
    return (this.meta("status") as SessionStatus | null) ?? "waiting";
  }

  private session() {
    const startedAt = this.meta("startedAt");
    const endsAt = this.meta("endsAt");
    return {
      status: this.status(),
      startedAt: startedAt ? Number(startedAt) : null,
      endsAt: endsAt ? Number(endsAt) : null,
    };
  }

  private openSockets(except?: WebSocket): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws !== except && ws.readyState === WebSocket.OPEN);
  }

  /** The distinct users connected now. */
  private online(except?: WebSocket): Map<string, Identity> {
    const users = new Map<string, Identity>();
    for (const ws of this.openSockets(except)) {
      const identity = ws.deserializeAttachment() as Identity | null;
      if (identity) users.set(identity.userId, identity);
    }
    return users;
  }

  private sideOf(userId: string): Side | null {
    const row = this.sql.exec<{ side: Side | null }>("SELECT side FROM members WHERE user_id = ?", userId).toArray()[0];
    return row?.side ?? null;
  }

  private members() {
    return this.sql
      .exec<{ user_id: string; username: string; name: string; side: Side | null }>(
        "SELECT user_id, username, name, side FROM members ORDER BY joined_at, user_id",
      )
      .toArray();
  }

  private argumentsAfter(after: number, viewer: string | null): RoomArgument[] {
    const rows = this.sql
      .exec<{
        id: number;
        user_id: string;
        username: string;
        name: string;
        side: Side;
        text: string;
        created_at: number;
        likes: number;
        liked: number;
        rated: number | null;
      }>(
        `SELECT a.id, a.user_id, a.username, a.name, a.side, a.text, a.created_at, a.likes,
           EXISTS (SELECT 1 FROM likes l WHERE l.argument_id = a.id AND l.user_id = ?1) AS liked,
           (SELECT r.rating FROM ratings r WHERE r.argument_id = a.id AND r.user_id = ?1) AS rated
         FROM arguments a WHERE a.id > ?2 ORDER BY a.id DESC LIMIT ?3`,
        viewer ?? "",
        after,
        TRANSCRIPT_LIMIT,
      )
      .toArray()
      .reverse();
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      username: r.username,
      displayName: r.name || r.username,
      side: sideToApi(r.side),
      text: r.text,
      createdAt: new Date(r.created_at).toISOString(),
      likes: r.likes,
      liked: r.liked === 1,
      myRating: r.rated ?? null,
    }));
  }

  /** The room as a reader sees it (the page loader, for readers without JavaScript): RPC. */
  async snapshot(viewer: string | null = null): Promise<RoomSnapshot> {
    return this.view(viewer, 0);
  }

  private view(viewer: string | null, after: number): RoomSnapshot {
    const sides = this.members();
    const online = this.online();
    return {
      session: this.session(),
      participants: sides.map((m) => ({
        userId: m.user_id,
        username: m.username,
        displayName: m.name || m.username,
        side: m.side ? sideToApi(m.side) : null,
        online: online.has(m.user_id),
      })),
      arguments: this.argumentsAfter(after, viewer),
    };
  }

  // ------------------------------------------------------------ connections

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket")
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    const header = request.headers.get(ROOM_HEADER);
    const ticket = header ? (JSON.parse(decodeURIComponent(header)) as RoomTicket) : null;
    if (!ticket) return new Response("Missing room ticket", { status: 400 });
    const { room, user } = ticket;
    this.setMeta("roomId", room.id);
    this.setMeta("hostId", room.hostId ?? "");
    this.setMeta("sessionDuration", String(room.sessionDuration));

    // Single-threaded and synchronous from here to acceptWebSocket: a rush of joins cannot overfill the room.
    const online = this.online();
    if (
      !canJoin({ isParticipant: online.has(user.id), participants: online.size, maxParticipants: room.maxParticipants })
    ) {
      return new Response("This room is full.", { status: 409 });
    }
    // At most SOCKETS_PER_USER sockets each: a new one closes the person's oldest (they stay online).
    const mine = this.ctx
      .getWebSockets(user.id)
      .filter((ws) => ws.readyState === WebSocket.OPEN)
      .sort((a, b) => seqOf(a) - seqOf(b));
    for (const old of mine.slice(0, Math.max(0, mine.length - SOCKETS_PER_USER + 1))) {
      try {
        old.close(ROOM_CLOSE.replaced.code, ROOM_CLOSE.replaced.reason);
      } catch {
        // Closed meanwhile.
      }
    }
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    const seq = Number(this.meta("socketSeq") ?? 0) + 1;
    this.setMeta("socketSeq", String(seq));
    const identity: Identity = {
      userId: user.id,
      username: user.username,
      name: user.name,
      isHost: room.hostId === user.id,
      seq,
    };
    this.ctx.acceptWebSocket(server, [user.id]);
    server.serializeAttachment(identity);
    this.sql.exec(
      `INSERT INTO members (user_id, username, name, joined_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, name = excluded.name`,
      user.id,
      user.username,
      user.name,
      Date.now(),
    );
    if (!online.has(user.id)) {
      this.broadcast(
        {
          type: "presence",
          userId: user.id,
          username: user.username,
          displayName: user.name,
          side: this.apiSideOf(user.id),
          online: true,
        },
        server,
      );
      this.syncD1();
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (ws.readyState !== WebSocket.OPEN) return; // Closed by the room (replaced, flooding): nothing more is read.
    const identity = ws.deserializeAttachment() as Identity | null;
    if (!identity) return ws.close(1008, "No identity");
    let data: unknown;
    if (typeof raw === "string" && raw.length <= MAX_FRAME) {
      try {
        data = JSON.parse(raw);
      } catch {
        data = undefined;
      }
    }
    const parsed = clientMessageSchema.safeParse(data);
    // Every frame, readable or not, is paid from the socket's budget before it is answered.
    const isSync = parsed.success && parsed.data.type === "sync";
    const { budget, verdict } = spendFrame(identity.budget ?? freshBudget(Date.now()), {
      sync: isSync,
      now: Date.now(),
    });
    ws.serializeAttachment({ ...identity, budget } satisfies Identity);
    if (verdict === "close") return ws.close(ROOM_CLOSE.flooding.code, ROOM_CLOSE.flooding.reason);
    if (verdict === "refuse") return this.refuse(ws, "tooFast");
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "";
      return this.refuse(ws, message.startsWith("liveRoom.errors.") ? (message.slice(16) as RoomError) : "invalid");
    }
    await this.handle(ws, identity, parsed.data);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.left(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.left(ws);
  }

  private left(ws: WebSocket) {
    const identity = ws.deserializeAttachment() as Identity | null;
    if (!identity || this.online(ws).has(identity.userId)) return;
    this.broadcast(
      {
        type: "presence",
        userId: identity.userId,
        username: identity.username,
        displayName: nameOf(identity),
        side: this.apiSideOf(identity.userId),
        online: false,
      },
      ws,
    );
    this.syncD1();
  }

  private apiSideOf(userId: string) {
    const side = this.sideOf(userId);
    return side ? sideToApi(side) : null;
  }

  // ------------------------------------------------------------ messages

  private async handle(ws: WebSocket, me: Identity, message: ClientMessage) {
    const status = this.status();
    switch (message.type) {
      case "sync": {
        const view = this.view(me.userId, message.after);
        const room = { sessionDuration: Number(this.meta("sessionDuration") ?? 30) };
        return this.send(ws, {
          type: "welcome",
          you: { userId: me.userId, isHost: me.isHost, side: this.apiSideOf(me.userId) },
          room,
          ...view,
        });
      }
      case "join": {
        const error = checkSide({ current: this.sideOf(me.userId), status });
        if (error) return this.refuse(ws, error);
        this.sql.exec("UPDATE members SET side = ? WHERE user_id = ?", message.side, me.userId);
        return this.broadcast({
          type: "presence",
          userId: me.userId,
          username: me.username,
          displayName: nameOf(me),
          side: sideToApi(message.side),
          online: true,
        });
      }
      case "argument": {
        const now = Date.now();
        const recent = this.sql
          .exec<{ created_at: number }>(
            "SELECT created_at FROM arguments WHERE user_id = ? ORDER BY id DESC LIMIT 10",
            me.userId,
          )
          .toArray()
          .map((r) => r.created_at);
        const side = this.sideOf(me.userId);
        const error = checkArgument({ status, side, now, recent });
        if (error || !side) return this.refuse(ws, error ?? "noSide");
        const row = this.sql
          .exec<{ id: number }>(
            "INSERT INTO arguments (user_id, username, name, side, text, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
            me.userId,
            me.username,
            nameOf(me),
            side,
            message.text,
            now,
          )
          .one();
        const argument: RoomArgument = {
          id: row.id,
          userId: me.userId,
          username: me.username,
          displayName: nameOf(me),
          side: sideToApi(side),
          text: message.text,
          createdAt: new Date(now).toISOString(),
          likes: 0,
          liked: false,
          myRating: null,
        };
        return this.broadcast({ type: "argument", argument });
      }
      case "like": {
        const target = this.argument(message.argumentId);
        if (!target) return this.refuse(ws, "notFound");
        const alreadyLiked =
          this.sql.exec("SELECT 1 FROM likes WHERE argument_id = ? AND user_id = ?", target.id, me.userId).toArray()
            .length > 0;
        const error = checkLike({ status, authorId: target.user_id, userId: me.userId, alreadyLiked });
        if (error) return this.refuse(ws, error);
        this.sql.exec("INSERT INTO likes (argument_id, user_id) VALUES (?, ?)", target.id, me.userId);
        const { likes } = this.sql
          .exec<{ likes: number }>("UPDATE arguments SET likes = likes + 1 WHERE id = ? RETURNING likes", target.id)
          .one();
        return this.broadcast({ type: "like", argumentId: target.id, likes, by: me.userId });
      }
      case "rate": {
        const target = this.argument(message.argumentId);
        if (!target) return this.refuse(ws, "notFound");
        const alreadyRated =
          this.sql.exec("SELECT 1 FROM ratings WHERE argument_id = ? AND user_id = ?", target.id, me.userId).toArray()
            .length > 0;
        const error = checkRating({
          status,
          authorId: target.user_id,
          authorSide: target.side,
          userId: me.userId,
          userSide: this.sideOf(me.userId),
          alreadyRated,
        });
        if (error) return this.refuse(ws, error);
        this.sql.exec(
          "INSERT INTO ratings (argument_id, user_id, rating) VALUES (?, ?, ?)",
          target.id,
          me.userId,
          message.rating,
        );
        return this.send(ws, { type: "rated", argumentId: target.id, rating: message.rating });
      }
      case "start": {
        if (!me.isHost) return this.refuse(ws, "hostOnly");
        if (status !== "waiting") return this.refuse(ws, status === "ended" ? "ended" : "invalid");
        const startedAt = Date.now();
        const endsAt = sessionEndsAt(startedAt, Number(this.meta("sessionDuration") ?? 30));
        this.setMeta("status", "live");
        this.setMeta("startedAt", String(startedAt));
        this.setMeta("endsAt", String(endsAt));
        await this.ctx.storage.setAlarm(endsAt);
        this.broadcast({ type: "session", session: this.session() });
        this.syncD1();
        // Those who took a side and are not here now are told (docs/live-rooms.md), after this answer.
        const online = this.online();
        const away = this.members().flatMap((m) => (m.side && !online.has(m.user_id) ? [m.user_id] : []));
        this.ctx.waitUntil(this.tellStarted(away, startedAt));
        return;
      }
      case "end": {
        if (!me.isHost) return this.refuse(ws, "hostOnly");
        if (status !== "live") return this.refuse(ws, status === "ended" ? "ended" : "notLive");
        await this.endSession();
        return;
      }
    }
  }

  private async tellStarted(members: string[], startedAt: number) {
    const roomId = this.meta("roomId");
    try {
      if (roomId)
        await recordRoomStart({ db: createDb(this.env.DB), env: this.env }, roomId, members, new Date(startedAt));
    } catch (error) {
      console.error(`[live-room] telling ${roomId} started failed`, error);
    }
  }

  private argument(id: number) {
    return this.sql
      .exec<{ id: number; user_id: string; side: Side }>("SELECT id, user_id, side FROM arguments WHERE id = ?", id)
      .toArray()[0];
  }

  /** The session's end (host or alarm): closes the debate, scores it into D1, tells everyone. */
  private async endSession() {
    if (this.status() !== "live") return;
    this.setMeta("status", "ended");
    this.setMeta("endsAt", String(Date.now()));
    await this.ctx.storage.deleteAlarm();
    const roomId = this.meta("roomId");
    if (roomId) {
      const metrics = participantMetrics(
        this.members().flatMap((m) => (m.side ? [{ userId: m.user_id, side: m.side }] : [])),
        this.transcript(),
      ) satisfies ParticipantMetrics[];
      try {
        await saveCompetitionScores(createDb(this.env.DB), roomId, metrics);
      } catch (error) {
        // The session has ended either way; the scores can be written again by ending once more is not possible,
        // so say why loudly (observability) and tell the room.
        console.error(`[live-room] scoring ${roomId} failed`, error);
      }
    }
    this.broadcast({ type: "session", session: this.session() });
    this.syncD1();
  }

  private transcript(): TranscriptArgument[] {
    const ratings = new Map<number, number[]>();
    for (const r of this.sql.exec<{ argument_id: number; rating: number }>("SELECT argument_id, rating FROM ratings")) {
      ratings.set(r.argument_id, [...(ratings.get(r.argument_id) ?? []), r.rating]);
    }
    return this.sql
      .exec<{ id: number; user_id: string; side: Side; text: string; created_at: number; likes: number }>(
        "SELECT id, user_id, side, text, created_at, likes FROM arguments ORDER BY id",
      )
      .toArray()
      .map((a) => ({
        id: a.id,
        userId: a.user_id,
        side: a.side,
        text: a.text,
        createdAt: a.created_at,
        likes: a.likes,
        ratings: ratings.get(a.id) ?? [],
      }));
  }

  /** The session's end on time. An alarm that runs before the end (it never should) sets itself again. */
  override async alarm(): Promise<void> {
    if (this.status() !== "live") return;
    const endsAt = Number(this.meta("endsAt") ?? 0);
    if (Date.now() >= endsAt) await this.endSession();
    else await this.ctx.storage.setAlarm(endsAt);
  }

  // ------------------------------------------------------------ sending

  private send(ws: WebSocket, message: object) {
    try {
      ws.send(JSON.stringify(message));
    } catch {
      // The socket closed meanwhile; webSocketClose tidies up.
    }
  }

  private refuse(ws: WebSocket, code: RoomError) {
    this.send(ws, { type: "error", code });
  }

  private broadcast(message: object, except?: WebSocket) {
    const frame = JSON.stringify(message);
    for (const ws of this.openSockets(except)) {
      try {
        ws.send(frame);
      } catch {
        // Closed meanwhile.
      }
    }
  }

  /** D1's isLive and currentParticipants follow the room; writes are coalesced, the last state wins. */
  private syncD1() {
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    this.ctx.waitUntil(this.writeState());
  }

  private async writeState() {
    try {
      do {
        this.syncAgain = false;
        const roomId = this.meta("roomId");
        if (!roomId) return;
        await recordRoomState(createDb(this.env.DB), roomId, {
          isLive: this.status() === "live",
          currentParticipants: this.online().size,
        });
      } while (this.syncAgain);
    } finally {
      this.syncing = false;
    }
  }
}
