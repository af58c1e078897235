/**
 * The live room's rules as pure functions (docs/live-rooms.md "In the room"): who may join, post,
 * like and rate, and how each participant's competition metrics come from the transcript. The
 * room's Durable Object calls them; the page reads the limits. No I/O here (D1 lives in
 * live-room.server.ts), so the client bundle can import the constants.
 */
import type { POSITIONS } from "~/db/enums";
import type { CompetitionPosition, ParticipantMetrics } from "~/models/competition/rules";

/** The one internal side type: the debates' for | against. Rooms speak support | oppose in the API. */
export type Side = (typeof POSITIONS)[number];
export type ApiSide = CompetitionPosition;

export const sideFromApi = (side: ApiSide): Side => (side === "support" ? "for" : "against");
export const sideToApi = (side: Side): ApiSide => (side === "for" ? "support" : "oppose");

export const MAX_ARGUMENT_LENGTH = 1000;
/** At most this many arguments per participant in any window of ARGUMENT_WINDOW_MS. */
export const ARGUMENT_BURST = 5;
const ARGUMENT_WINDOW_MS = 30_000;
/** The transcript sent to a (re)connecting client: at most this many missed arguments. */
export const TRANSCRIPT_LIMIT = 500;

export type SessionStatus = "waiting" | "live" | "ended";

/** Error codes sent to clients (liveRoom.errors.<code> in the strings). */
export type RoomError =
  | "full"
  | "notLive"
  | "noSide"
  | "sideTaken"
  | "rateLimited"
  | "ownArgument"
  | "alreadyLiked"
  | "sameSide"
  | "alreadyRated"
  | "notFound"
  | "hostOnly"
  | "ended"
  | "invalid"
  | "tooFast";

/**
 * Sockets one person may hold open in one room (tabs, devices). Another connection closes their
 * oldest with ROOM_CLOSE.replaced (app/models/rooms/socket-protocol.ts).
 */
export const SOCKETS_PER_USER = 3;

/**
 * Each socket's budget of frames (docs/live-rooms.md "Limits of a connection"): token buckets kept
 * in the socket's attachment, so they survive hibernation. Every frame takes one of `frames`; a
 * `sync` (answered with up to TRANSCRIPT_LIMIT arguments) also takes one of `syncs`. A frame over
 * budget is refused ("tooFast") and counts in `refused`; a socket whose refused frames pass
 * `refused.limit` keeps flooding and is closed (ROOM_CLOSE.flooding).
 */
export const FRAME_BUDGET = {
  frames: { burst: 30, perSecond: 5 },
  syncs: { burst: 3, perSecond: 0.1 },
  refused: { limit: 20, perSecond: 1 },
} as const;

export interface FrameBudget {
  frames: number;
  syncs: number;
  refused: number;
  /** When the buckets were last filled (ms). */
  at: number;
}

export const freshBudget = (now: number): FrameBudget => ({
  frames: FRAME_BUDGET.frames.burst,
  syncs: FRAME_BUDGET.syncs.burst,
  refused: 0,
  at: now,
});

/** One frame against a socket's budget: the budget after it, and whether the frame is taken, refused, or the socket closed. */
export function spendFrame(
  before: FrameBudget,
  input: { sync: boolean; now: number },
): { budget: FrameBudget; verdict: "take" | "refuse" | "close" } {
  const seconds = Math.max(0, input.now - before.at) / 1000;
  const budget: FrameBudget = {
    frames: Math.min(FRAME_BUDGET.frames.burst, before.frames + seconds * FRAME_BUDGET.frames.perSecond),
    syncs: Math.min(FRAME_BUDGET.syncs.burst, before.syncs + seconds * FRAME_BUDGET.syncs.perSecond),
    refused: Math.max(0, before.refused - seconds * FRAME_BUDGET.refused.perSecond),
    at: Math.max(before.at, input.now),
  };
  if (budget.frames >= 1 && (!input.sync || budget.syncs >= 1)) {
    budget.frames -= 1;
    if (input.sync) budget.syncs -= 1;
    return { budget, verdict: "take" };
  }
  budget.refused += 1;
  return { budget, verdict: budget.refused > FRAME_BUDGET.refused.limit ? "close" : "refuse" };
}

/** A new participant gets in only while the room has a free place; someone already in always does. */
export function canJoin(input: { isParticipant: boolean; participants: number; maxParticipants: number }): boolean {
  return input.isParticipant || input.participants < input.maxParticipants;
}

export function checkSide(input: { current: Side | null; status: SessionStatus }): RoomError | null {
  if (input.status === "ended") return "ended";
  // A side is kept for the whole session once it started: switching mid-debate would game the scores.
  if (input.current && input.status === "live") return "sideTaken";
  return null;
}

export function checkArgument(input: {
  status: SessionStatus;
  side: Side | null;
  now: number;
  /** Times (ms) of this participant's earlier arguments. */
  recent: number[];
}): RoomError | null {
  if (input.status !== "live") return input.status === "ended" ? "ended" : "notLive";
  if (!input.side) return "noSide";
  const inWindow = input.recent.filter((t) => input.now - t < ARGUMENT_WINDOW_MS).length;
  return inWindow >= ARGUMENT_BURST ? "rateLimited" : null;
}

export function checkLike(input: {
  status: SessionStatus;
  authorId: string;
  userId: string;
  alreadyLiked: boolean;
}): RoomError | null {
  if (input.status === "ended") return "ended";
  if (input.authorId === input.userId) return "ownArgument";
  return input.alreadyLiked ? "alreadyLiked" : null;
}

export function checkRating(input: {
  status: SessionStatus;
  authorId: string;
  authorSide: Side;
  userId: string;
  userSide: Side | null;
  alreadyRated: boolean;
}): RoomError | null {
  if (input.status === "ended") return "ended";
  if (input.authorId === input.userId) return "ownArgument";
  if (!input.userSide) return "noSide";
  if (input.userSide === input.authorSide) return "sameSide";
  return input.alreadyRated ? "alreadyRated" : null;
}

/** When a session started at `startedAt` (ms) ends. */
export const sessionEndsAt = (startedAt: number, sessionDurationMinutes: number) =>
  startedAt + sessionDurationMinutes * 60_000;

/** A cited source: an http(s) link in an argument. */
const citesSource = (text: string) => /\bhttps?:\/\/[^\s/$.?#][^\s]*/i.test(text);

export interface TranscriptArgument {
  id: number;
  userId: string;
  side: Side;
  text: string;
  /** ms since the epoch. */
  createdAt: number;
  likes: number;
  /** The 1-5 ratings it received from the other side. */
  ratings: number[];
}

interface RoomParticipant {
  userId: string;
  side: Side;
}

/** A participant's competition metrics as the room measures them (the competition domain's one shape), top argument included. */
type RoomMetrics = Required<ParticipantMetrics>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (n: number) => Math.round(Math.min(100, Math.max(0, n)));

/**
 * Each participant's metrics from the transcript (the rule in docs/live-rooms.md "In the room"):
 * - peerRating: mean of the ratings their arguments received, 1 decimal (0 when unrated);
 * - responseTime: mean seconds between the other side's latest argument and each of theirs
 *   (arguments that answer nothing are not counted; 0 when none answers), 1 decimal;
 * - with R = peerRating / 5, L = min(1, likes received / arguments), S = share of their arguments
 *   citing a source (an http(s) link), V = min(1, arguments / 5):
 *   quality = 100 x (0.6 R + 0.4 L); factual accuracy = 100 x (0.7 S + 0.3 R);
 *   argument strength = 100 x (0.5 R + 0.3 L + 0.2 V), each rounded to a whole number.
 * Participants who took a side but said nothing score 0 everywhere.
 * topArgument: their most liked argument's text (the earliest on a tie), kept with the scores so
 * the competition can quote its most valuable argument (docs/competition.md).
 */
export function participantMetrics(participants: RoomParticipant[], transcript: TranscriptArgument[]): RoomMetrics[] {
  const ordered = [...transcript].sort((a, b) => a.id - b.id);
  return participants.map(({ userId, side }) => {
    const own = ordered.filter((a) => a.userId === userId);
    const ratings = own.flatMap((a) => a.ratings);
    const likesReceived = own.reduce((sum, a) => sum + a.likes, 0);
    const peerRating = ratings.length ? round1(ratings.reduce((s, r) => s + r, 0) / ratings.length) : 0;
    const gaps: number[] = [];
    for (const argument of own) {
      const answered = ordered.filter((a) => a.id < argument.id && a.side !== argument.side).at(-1);
      if (answered) gaps.push((argument.createdAt - answered.createdAt) / 1000);
    }
    const responseTime = gaps.length ? round1(gaps.reduce((s, g) => s + g, 0) / gaps.length) : 0;
    const n = own.length;
    const R = peerRating / 5;
    const L = n ? Math.min(1, likesReceived / n) : 0;
    const S = n ? own.filter((a) => citesSource(a.text)).length / n : 0;
    const V = Math.min(1, n / 5);
    const top = own.reduce<TranscriptArgument | undefined>(
      (best, a) => (!best || a.likes > best.likes ? a : best),
      undefined,
    );
    return {
      userId,
      position: sideToApi(side),
      totalMessages: n,
      likesReceived,
      peerRating,
      responseTime,
      qualityScore: n ? pct(100 * (0.6 * R + 0.4 * L)) : 0,
      factualAccuracy: n ? pct(100 * (0.7 * S + 0.3 * R)) : 0,
      argumentStrength: n ? pct(100 * (0.5 * R + 0.3 * L + 0.2 * V)) : 0,
      topArgument: top?.text ?? "",
      topArgumentLikes: top?.likes ?? 0,
    };
  });
}

/** A new room's limits, which the create form also shows. */
export const ROOM_TITLE_MIN = 3;
export const ROOM_TITLE_MAX = 120;
export const ROOM_DESCRIPTION_MAX = 1000;
export const ROOM_MIN_PARTICIPANTS = 2;
export const ROOM_MAX_PARTICIPANTS = 100;
export const ROOM_DEFAULT_PARTICIPANTS = 10;
