import { describe, expect, it } from "vitest";

import type { ParticipantMetrics } from "./rules";
import { SCORE_WEIGHTS, finalScore, scoreCompetition } from "./scoring.server";

const participant = (
  userId: string,
  position: "support" | "oppose",
  level: number,
  extra: Partial<ParticipantMetrics> = {},
) => ({
  userId,
  position,
  totalMessages: 10,
  likesReceived: 5,
  peerRating: level / 20,
  responseTime: 60,
  qualityScore: level,
  factualAccuracy: level,
  argumentStrength: level,
  ...extra,
});

describe("competition scoring", () => {
  it("weights add up to 1, so a perfect participant scores 100", () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(finalScore(participant("a", "support", 100))).toBe(100);
    expect(finalScore(participant("a", "support", 0))).toBe(0);
  });

  it("ranks by final score, the better side wins, and the winner is that side's best", () => {
    const outcome = scoreCompetition([
      participant("s1", "support", 90),
      participant("s2", "support", 40),
      participant("o1", "oppose", 80),
      participant("o2", "oppose", 75),
    ]);
    expect(outcome.participants.map((p) => [p.userId, p.rank])).toEqual([
      ["s1", 1],
      ["o1", 2],
      ["o2", 3],
      ["s2", 4],
    ]);
    expect(outcome.supportScore).toBe(65);
    expect(outcome.opposeScore).toBe(77.5);
    expect(outcome.winningPosition).toBe("oppose");
    expect(outcome.winnerUserId).toBe("o1");
    expect(outcome.runnerUpUserId).toBe("s1");
    expect(outcome.participants.filter((p) => p.isWinner).map((p) => p.userId)).toEqual(["o1"]);
  });

  it("gives each achievement to the participant who earned it", () => {
    const outcome = scoreCompetition([
      participant("winner", "support", 90, { totalMessages: 20 }),
      participant("accurate", "support", 60, { factualAccuracy: 99, totalMessages: 15 }),
      participant("newcomer", "oppose", 75, { totalMessages: 3 }),
      participant("loud", "oppose", 50, { argumentStrength: 99, likesReceived: 40, totalMessages: 30 }),
    ]);
    const byType = Object.fromEntries(outcome.achievements.map((a) => [a.achievementType, a.userId]));
    expect(byType).toEqual({
      debate_winner: "winner",
      fact_checker: "accurate",
      most_persuasive: "loud",
      rising_star: "newcomer",
    });
  });

  it("handles an empty room", () => {
    const outcome = scoreCompetition([]);
    expect(outcome.participants).toEqual([]);
    expect(outcome.winnerUserId).toBeNull();
    expect(outcome.achievements).toEqual([]);
  });
});
