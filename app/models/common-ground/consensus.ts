/**
 * Group-informed consensus (Pol.is's `group-aware-consensus`): for each argument, the product over
 * the groups of each group's smoothed agreement (agrees + 1) / (reacted + 2). A product is high only
 * when every group agrees: a large group cannot carry an argument the others reject, which is what
 * a plain overall share would let it do. The +1/+2 (Laplace's rule) keeps a group that barely
 * reacted near one half, neither for nor against. The disagreement counterpart uses disagrees.
 * Scores compare within one result (the same number of groups), not across debates.
 */
import { compareIds } from "./matrix";
import { share, type Tallies } from "./tally";
import type { Consensus } from "./types";

export function consensus(tallies: Tallies, statementIds: readonly string[], groupIds: readonly number[]): Consensus[] {
  const { groups, statements: m } = tallies;
  const result: Consensus[] = [];
  for (let j = 0; j < m; j++) {
    let score = 1;
    let disagreeScore = 1;
    let agreedByEveryGroup = groups > 0;
    const agreeShareByGroup = [];
    for (let g = 0; g < groups; g++) {
      const cell = g * m + j;
      const agrees = tallies.agree[cell] ?? 0;
      const seen = tallies.seen[cell] ?? 0;
      score *= (agrees + 1) / (seen + 2);
      disagreeScore *= ((tallies.disagree[cell] ?? 0) + 1) / (seen + 2);
      if (!(agrees * 2 > seen)) agreedByEveryGroup = false;
      agreeShareByGroup.push({ groupId: groupIds[g] ?? g, agreeShare: share(agrees, seen), agrees, seen });
    }
    agreeShareByGroup.sort((a, b) => a.groupId - b.groupId);
    result.push({ statementId: statementIds[j] ?? "", score, disagreeScore, agreedByEveryGroup, agreeShareByGroup });
  }
  return result.sort((a, b) => b.score - a.score || compareIds(a.statementId, b.statementId));
}
