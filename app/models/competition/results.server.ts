/**
 * The results of a live room's competition (docs/competition.md): everything that reads
 * `competition_scores` and decides and shows the result. The room's Durable Object writes each
 * participant's metrics when a session ends (`saveCompetitionScores`); here they are read back
 * (`getScores`) and the winner is declared (`declareWinner`) by the room's host or an admin.
 *
 * One rule: ranks, final scores, team scores, winner, runner-up and achievements all come from
 * `scoreCompetition` (competition.server.ts) applied to the stored metrics, so the leaderboard, the
 * declaration and the page cannot disagree.
 */
import { asc, eq } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import {
  competitionAchievements,
  competitionResults,
  competitionScores,
  liveRooms,
  users,
  type User,
} from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import type { Message } from "~/utils/message";

import { auditEntry } from "~/models/audit";
import type { AchievementType, CompetitionPosition } from "./rules";
import { summaryMessages, type SummaryFigures } from "./summary";
import {
  type SCORING_METHOD,
  scoreCompetition,
  type CompetitionOutcome,
  type ScoredParticipant,
} from "./scoring.server";
import { notification } from "~/models/notifications";
import { displayName } from "~/utils/display-name";

/** One participant's line of the leaderboard (SPEC.md section 3, "Debate score entry"). */
export interface ScoreEntry extends ScoredParticipant {
  username: string;
  /** How the app shows a person: first and last name, else the username (`displayName`). */
  displayName: string;
  /** Their most liked argument in the room ("" when none was stored) and its likes. */
  topArgument: string;
  topArgumentLikes: number;
}

/** The competition's most valuable argument: the most liked one, quoted from the stored scores. */
interface MostValuableArgument {
  userId: string;
  username: string;
  displayName: string;
  text: string;
  likes: number;
}

export interface CompetitionScores {
  leaderboard: ScoreEntry[];
  /** Each side's mean final score. */
  teamScores: { support: number; oppose: number };
  /** Summed from the leaderboard. */
  statistics: { totalParticipants: number; totalMessages: number; totalLikes: number };
  /** The most liked participant (ties: the better rank): whose argument is the most valuable. */
  mostLiked: ScoreEntry | null;
  /** The most liked argument (ties: its author's better rank); null when no stored argument has a like. */
  mvp: MostValuableArgument | null;
  /** The scores' own outcome (winner, runner-up, achievements), before any declaration. */
  outcome: CompetitionOutcome;
  /** When the session's scores were written: the end of the debate. null without scores. */
  endedAt: string | null;
}

interface CompetitionRoom {
  id: string;
  title: string;
  hostId: string | null;
  isLive: boolean;
}

export interface Declaration {
  roomId: string;
  debateEndedAt: string;
  winnerUserId: string | null;
  winnerUsername: string | null;
  winningPosition: CompetitionPosition;
  supportScore: number;
  opposeScore: number;
  runnerUpUserId: string | null;
  runnerUpUsername: string | null;
  totalParticipants: number;
  scoringMethod: string;
  resultSummary: string;
  mvpMessage: string;
  declaredAt: string;
  achievements: { achievementType: AchievementType; userId: string | null; username: string | null }[];
}

export async function getCompetitionRoom(db: Database, roomId: string): Promise<CompetitionRoom | null> {
  const [room] = await db
    .select({ id: liveRooms.id, title: liveRooms.title, hostId: liveRooms.hostId, isLive: liveRooms.isLive })
    .from(liveRooms)
    .where(eq(liveRooms.id, roomId))
    .limit(1);
  return room ?? null;
}

/** The room's leaderboard, team scores and statistics, from its stored metrics. */
export async function getScores(db: Database, roomId: string): Promise<CompetitionScores> {
  const rows = await db
    .select({
      userId: competitionScores.userId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      position: competitionScores.position,
      totalMessages: competitionScores.totalMessages,
      likesReceived: competitionScores.likesReceived,
      peerRating: competitionScores.peerRating,
      responseTime: competitionScores.responseTime,
      qualityScore: competitionScores.qualityScore,
      factualAccuracy: competitionScores.factualAccuracy,
      argumentStrength: competitionScores.argumentStrength,
      topArgument: competitionScores.topArgument,
      topArgumentLikes: competitionScores.topArgumentLikes,
      createdAt: competitionScores.createdAt,
    })
    .from(competitionScores)
    .innerJoin(users, eq(users.id, competitionScores.userId))
    .where(eq(competitionScores.roomId, roomId))
    // The rule breaks full ties by input order: a fixed order keeps the ranks the same on every read.
    .orderBy(asc(competitionScores.userId));
  const people = new Map(rows.map((r) => [r.userId, r]));
  const outcome = scoreCompetition(
    rows.map(({ username: _u, firstName: _f, lastName: _l, createdAt: _c, ...metrics }) => metrics),
  );
  const leaderboard: ScoreEntry[] = outcome.participants.map((p) => ({
    userId: p.userId,
    username: people.get(p.userId)?.username ?? "",
    displayName: displayName(people.get(p.userId) ?? { firstName: "", lastName: "", username: "" }),
    position: p.position,
    rank: p.rank,
    isWinner: p.isWinner,
    finalScore: p.finalScore,
    totalMessages: p.totalMessages,
    likesReceived: p.likesReceived,
    peerRating: Math.round(p.peerRating * 10) / 10,
    responseTime: p.responseTime,
    qualityScore: p.qualityScore,
    factualAccuracy: p.factualAccuracy,
    argumentStrength: p.argumentStrength,
    topArgument: p.topArgument ?? "",
    topArgumentLikes: p.topArgumentLikes ?? 0,
  }));
  const mostLiked = leaderboard.reduce<ScoreEntry | null>(
    (top, p) => (top === null || p.likesReceived > top.likesReceived ? p : top),
    null,
  );
  const mvpEntry = leaderboard.reduce<ScoreEntry | null>(
    (top, p) =>
      p.topArgument && p.topArgumentLikes > 0 && (top === null || p.topArgumentLikes > top.topArgumentLikes) ? p : top,
    null,
  );
  const mvp = mvpEntry
    ? {
        userId: mvpEntry.userId,
        username: mvpEntry.username,
        displayName: mvpEntry.displayName,
        text: mvpEntry.topArgument,
        likes: mvpEntry.topArgumentLikes,
      }
    : null;
  const endedAt = rows.reduce<string | null>(
    (last, r) => (last === null || r.createdAt > last ? r.createdAt : last),
    null,
  );
  return {
    leaderboard,
    teamScores: { support: outcome.supportScore, oppose: outcome.opposeScore },
    statistics: {
      totalParticipants: leaderboard.length,
      totalMessages: leaderboard.reduce((sum, p) => sum + p.totalMessages, 0),
      totalLikes: leaderboard.reduce((sum, p) => sum + p.likesReceived, 0),
    },
    mostLiked,
    mvp,
    outcome,
    endedAt,
  };
}

/** The figures the result summary is written from. */
export function summaryFigures(scores: CompetitionScores): SummaryFigures {
  const byId = new Map(scores.leaderboard.map((p) => [p.userId, p]));
  const winner = scores.outcome.winnerUserId ? byId.get(scores.outcome.winnerUserId) : undefined;
  const runnerUp = scores.outcome.runnerUpUserId ? byId.get(scores.outcome.runnerUpUserId) : undefined;
  return {
    winner: winner ? { username: winner.username, position: winner.position, finalScore: winner.finalScore } : null,
    runnerUp: runnerUp ? { username: runnerUp.username, finalScore: runnerUp.finalScore } : null,
    supportScore: scores.teamScores.support,
    opposeScore: scores.teamScores.oppose,
    ...scores.statistics,
    mostLiked: scores.mostLiked
      ? { username: scores.mostLiked.username, likesReceived: scores.mostLiked.likesReceived }
      : null,
  };
}

/** The room's winner declaration, or null when none was made. */
export async function getDeclaration(db: Database, roomId: string): Promise<Declaration | null> {
  const [result] = await db.select().from(competitionResults).where(eq(competitionResults.roomId, roomId)).limit(1);
  if (!result) return null;
  const achievements = await db
    .select({
      achievementType: competitionAchievements.achievementType,
      userId: competitionAchievements.userId,
      username: users.username,
    })
    .from(competitionAchievements)
    .leftJoin(users, eq(users.id, competitionAchievements.userId))
    .where(eq(competitionAchievements.roomId, roomId));
  const ids = [result.winnerUserId, result.runnerUpUserId].filter((id): id is string => id !== null);
  const named = ids.length
    ? await Promise.all(
        ids.map((id) =>
          db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).limit(1),
        ),
      )
    : [];
  const names = new Map(named.flat().map((u) => [u.id, u.username]));
  const order = ["debate_winner", "fact_checker", "most_persuasive", "rising_star"];
  achievements.sort((a, b) => order.indexOf(a.achievementType) - order.indexOf(b.achievementType));
  return {
    roomId,
    debateEndedAt: result.debateEndedAt,
    winnerUserId: result.winnerUserId,
    winnerUsername: result.winnerUserId ? (names.get(result.winnerUserId) ?? null) : null,
    winningPosition: result.winningPosition,
    supportScore: result.supportScore,
    opposeScore: result.opposeScore,
    runnerUpUserId: result.runnerUpUserId,
    runnerUpUsername: result.runnerUpUserId ? (names.get(result.runnerUpUserId) ?? null) : null,
    totalParticipants: result.totalParticipants,
    scoringMethod: result.scoringMethod,
    resultSummary: result.resultSummary,
    mvpMessage: result.mvpMessage,
    declaredAt: result.createdAt,
    achievements,
  };
}

/** Who may declare a room's winner: its host, or an admin. */
export function canDeclare(room: CompetitionRoom, user: Pick<User, "id" | "role"> | null) {
  return user !== null && (user.role === "admin" || (room.hostId !== null && room.hostId === user.id));
}

type DeclareResult =
  { ok: true; declaration: Declaration; created: boolean } | { ok: false; status: 403 | 404 | 409; error: Message };

/**
 * Declares the winner of a room's competition, once. The host or an admin only; a room still live
 * cannot be declared, nor one without scores. The declaration, its achievements, the winner's
 * notification and (for an admin) the audit entry are one D1 batch; the declaration is keyed by the
 * room, and the notification and audit entry by the room too, so a second declaration (even one
 * running at the same moment) writes nothing and reads back the first.
 */
export async function declareWinner(
  db: Database,
  roomId: string,
  actor: Pick<User, "id" | "role">,
  input: { scoringMethod: typeof SCORING_METHOD },
  now = new Date(),
): Promise<DeclareResult> {
  const room = await getCompetitionRoom(db, roomId);
  if (!room) return { ok: false, status: 404, error: { key: "competition.errors.roomNotFound" } };
  if (!canDeclare(room, actor)) return { ok: false, status: 403, error: { key: "competition.errors.notHost" } };
  const existing = await getDeclaration(db, roomId);
  if (existing) return { ok: true, declaration: existing, created: false };
  if (room.isLive) return { ok: false, status: 409, error: { key: "competition.errors.stillLive" } };
  const scores = await getScores(db, roomId);
  if (scores.leaderboard.length === 0) return { ok: false, status: 409, error: { key: "competition.errors.noScores" } };

  const { outcome } = scores;
  const en = await getFixedT("en");
  const resultSummary = summaryMessages(summaryFigures(scores))
    .map((m) => en(m.key, m.values ?? {}))
    .join(" ");
  const declaredAt = now.toISOString();
  const statements = [
    db
      .insert(competitionResults)
      .values({
        roomId,
        debateEndedAt: scores.endedAt ?? declaredAt,
        winnerUserId: outcome.winnerUserId,
        winningPosition: outcome.winningPosition,
        supportScore: outcome.supportScore,
        opposeScore: outcome.opposeScore,
        runnerUpUserId: outcome.runnerUpUserId,
        totalParticipants: scores.statistics.totalParticipants,
        scoringMethod: input.scoringMethod,
        resultSummary,
        // The most liked argument, as the room stored it with the scores when the session ended.
        mvpMessage: scores.mvp?.text ?? "",
        createdAt: declaredAt,
      })
      .onConflictDoNothing(),
    ...outcome.achievements.map((a) =>
      db
        .insert(competitionAchievements)
        .values({
          id: `${roomId}:${a.achievementType}`,
          roomId,
          userId: a.userId,
          achievementType: a.achievementType,
          createdAt: declaredAt,
        })
        .onConflictDoNothing(),
    ),
  ];
  const notices = [];
  if (outcome.winnerUserId) {
    notices.push(
      notification(db, {
        id: `competition_won:${roomId}`,
        userId: outcome.winnerUserId,
        kind: "competition_won",
        href: `/debate-competition?room=${encodeURIComponent(roomId)}`,
        params: { roomTitle: room.title },
        now,
      }).onConflictDoNothing(),
    );
  }
  if (actor.role === "admin" && room.hostId !== actor.id) {
    notices.push(
      auditEntry(db, {
        id: `competition.declare:${roomId}`,
        actorId: actor.id,
        action: "competition.declare",
        target: `room:${roomId}`,
        after: { winnerUserId: outcome.winnerUserId, winningPosition: outcome.winningPosition },
        now,
      }).onConflictDoNothing(),
    );
  }
  const [first] = await runBatch(db, [...statements, ...notices]);
  const created = ((first as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0) > 0;
  const declaration = await getDeclaration(db, roomId);
  if (!declaration) throw new Error(`The declaration of room ${roomId} was not written.`);
  return { ok: true, declaration, created };
}
