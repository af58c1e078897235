/**
 * Competition scoring for live debate rooms ("comprehensive" method): the one
 * place the final score, ranks, winner and achievements are decided. The room's
 * Durable Object and the seed both call it.
 */
import { eq } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { competitionScores } from "~/db/schema";

import type { AchievementType, CompetitionPosition, ParticipantMetrics } from "./rules";

export interface ScoredParticipant extends ParticipantMetrics {
  finalScore: number;
  rank: number;
  isWinner: boolean;
}

export interface CompetitionOutcome {
  participants: ScoredParticipant[];
  winnerUserId: string | null;
  runnerUpUserId: string | null;
  winningPosition: CompetitionPosition;
  supportScore: number;
  opposeScore: number;
  achievements: { achievementType: AchievementType; userId: string }[];
}

export const SCORING_METHOD = "comprehensive";

/** Weights of the comprehensive method; they add up to 1. */
export const SCORE_WEIGHTS = {
  qualityScore: 0.3,
  factualAccuracy: 0.3,
  argumentStrength: 0.25,
  peerRating: 0.15,
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** 0-100: weighted quality, accuracy and strength, plus peer rating scaled from 0-5. */
export function finalScore(p: ParticipantMetrics): number {
  const score =
    SCORE_WEIGHTS.qualityScore * clamp(p.qualityScore, 0, 100) +
    SCORE_WEIGHTS.factualAccuracy * clamp(p.factualAccuracy, 0, 100) +
    SCORE_WEIGHTS.argumentStrength * clamp(p.argumentStrength, 0, 100) +
    SCORE_WEIGHTS.peerRating * clamp(p.peerRating, 0, 5) * 20;
  return round1(score);
}

function best<T>(items: T[], by: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((top, item) => (top === undefined || by(item) > by(top) ? item : top), undefined);
}

/**
 * Ranks participants by final score (ties: more likes, then faster responses);
 * the side with the higher average final score wins; the winner is that side's best.
 */
export function scoreCompetition(metrics: ParticipantMetrics[]): CompetitionOutcome {
  const scored = metrics
    .map((m) => ({ ...m, finalScore: finalScore(m) }))
    .sort(
      (a, b) => b.finalScore - a.finalScore || b.likesReceived - a.likesReceived || a.responseTime - b.responseTime,
    );
  const average = (position: CompetitionPosition) => {
    const side = scored.filter((p) => p.position === position);
    return side.length ? round1(side.reduce((sum, p) => sum + p.finalScore, 0) / side.length) : 0;
  };
  const supportScore = average("support");
  const opposeScore = average("oppose");
  const winningPosition: CompetitionPosition = opposeScore > supportScore ? "oppose" : "support";
  const winner = scored.find((p) => p.position === winningPosition) ?? null;
  const runnerUp = scored.find((p) => p !== winner) ?? null;

  const participants = scored.map((p, index) => ({ ...p, rank: index + 1, isWinner: p === winner }));
  const achievements: CompetitionOutcome["achievements"] = [];
  if (winner) achievements.push({ achievementType: "debate_winner", userId: winner.userId });
  const factChecker = best(scored, (p) => p.factualAccuracy);
  if (factChecker) achievements.push({ achievementType: "fact_checker", userId: factChecker.userId });
  const persuasive = best(scored, (p) => p.argumentStrength + p.likesReceived / 10);
  if (persuasive) achievements.push({ achievementType: "most_persuasive", userId: persuasive.userId });
  // Rising star: the best final score among those who spoke less than the median.
  const messages = scored.map((p) => p.totalMessages).sort((a, b) => a - b);
  const median = messages[Math.floor(messages.length / 2)] ?? 0;
  const rising = best(
    scored.filter((p) => p.totalMessages < median && p !== winner),
    (p) => p.finalScore,
  );
  if (rising) achievements.push({ achievementType: "rising_star", userId: rising.userId });

  return {
    participants,
    winnerUserId: winner?.userId ?? null,
    runnerUpUserId: runnerUp?.userId ?? null,
    winningPosition,
    supportScore,
    opposeScore,
    achievements,
  };
}

/**
 * Scores a room's participants with `scoreCompetition` and writes one `competition_scores` row each,
 * replacing the room's earlier rows, in one D1 batch. Called by the room's Durable Object when the
 * session ends; declare-winner reads these rows.
 */
export async function saveCompetitionScores(
  db: Database,
  roomId: string,
  metrics: ParticipantMetrics[],
): Promise<CompetitionOutcome> {
  const outcome = scoreCompetition(metrics);
  const createdAt = new Date().toISOString();
  await runBatch(db, [
    db.delete(competitionScores).where(eq(competitionScores.roomId, roomId)),
    ...outcome.participants.map((p) =>
      db.insert(competitionScores).values({
        roomId,
        userId: p.userId,
        position: p.position,
        rank: p.rank,
        isWinner: p.isWinner,
        finalScore: p.finalScore,
        totalMessages: p.totalMessages,
        likesReceived: p.likesReceived,
        peerRating: p.peerRating,
        responseTime: p.responseTime,
        qualityScore: p.qualityScore,
        factualAccuracy: p.factualAccuracy,
        argumentStrength: p.argumentStrength,
        topArgument: p.topArgument ?? "",
        topArgumentLikes: p.topArgumentLikes ?? 0,
        createdAt,
      }),
    ),
  ]);
  return outcome;
}
