/**
 * Representative arguments of each group (Pol.is's `repness.clj`): the arguments a group agrees
 * with (or rejects) markedly more than everyone else in the computation.
 *
 * For a group and an argument, in a direction (agree or disagree):
 *   - share    p = (in-group reactions that way + 1) / (in-group reactions + 2)
 *   - ratio    r = p / (the same smoothed share outside the group)
 *   - zShare:      the proportion test, does the group lean that way at all?
 *   - zDifference: the two-proportion test, does it lean that way more than the rest?
 * An argument is representative when both z exceed `significanceZ` (1.2816: one-sided p < 0.10).
 * The direction is the one that passes (the larger metric if both do; the larger zDifference if
 * neither). They are ranked by Pol.is's metric r × zDifference × p × zShare, at most
 * `maxRepresentative` per group. When none passes, the group still gets its best candidate (the
 * largest zDifference among arguments it agreed or disagreed with), marked not significant, so
 * every group has something to show when anything exists.
 * With one group there is no "everyone else": no representative arguments.
 */
import { compareIds } from "./matrix";
import { proportionZ, twoProportionZ, upperTailP } from "./stats";
import { share, type Tallies } from "./tally";
import type { CommonGroundParams, Representative } from "./types";

interface Side {
  share: number;
  ratio: number;
  zShare: number;
  zDifference: number;
  metric: number;
  passes: boolean;
}

export function representativeStatements(
  tallies: Tallies,
  statementIds: readonly string[],
  params: Pick<CommonGroundParams, "significanceZ" | "maxRepresentative">,
): Representative[][] {
  const { groups, statements: m } = tallies;
  if (groups < 2) return Array.from({ length: groups }, () => []);
  const totals = totalsOverGroups(tallies);
  const result: Representative[][] = [];
  for (let g = 0; g < groups; g++) {
    const significant: Representative[] = [];
    let fallback: Representative | null = null;
    for (let j = 0; j < m; j++) {
      const candidate = evaluate(tallies, totals, g, j, statementIds[j] ?? "", params.significanceZ);
      if (!candidate) continue;
      if (candidate.significant) significant.push(candidate);
      else if (candidate.zDifference > 0 && (!fallback || candidate.zDifference > fallback.zDifference)) {
        fallback = candidate;
      }
    }
    significant.sort((a, b) => b.metric - a.metric || compareIds(a.statementId, b.statementId));
    result.push(significant.length > 0 ? significant.slice(0, params.maxRepresentative) : fallback ? [fallback] : []);
  }
  return result;
}

function totalsOverGroups(tallies: Tallies) {
  const { groups, statements: m } = tallies;
  const agree = new Int32Array(m);
  const disagree = new Int32Array(m);
  const seen = new Int32Array(m);
  for (let g = 0; g < groups; g++) {
    for (let j = 0; j < m; j++) {
      agree[j] = (agree[j] ?? 0) + (tallies.agree[g * m + j] ?? 0);
      disagree[j] = (disagree[j] ?? 0) + (tallies.disagree[g * m + j] ?? 0);
      seen[j] = (seen[j] ?? 0) + (tallies.seen[g * m + j] ?? 0);
    }
  }
  return { agree, disagree, seen };
}

/** The argument's statistics for the group, or null when the group neither agreed nor disagreed with it. */
function evaluate(
  tallies: Tallies,
  totals: ReturnType<typeof totalsOverGroups>,
  g: number,
  j: number,
  statementId: string,
  z: number,
): Representative | null {
  const cell = g * tallies.statements + j;
  const agrees = tallies.agree[cell] ?? 0;
  const disagrees = tallies.disagree[cell] ?? 0;
  const seen = tallies.seen[cell] ?? 0;
  if (agrees + disagrees === 0) return null;
  const agreesOut = (totals.agree[j] ?? 0) - agrees;
  const disagreesOut = (totals.disagree[j] ?? 0) - disagrees;
  const seenOut = (totals.seen[j] ?? 0) - seen;
  const agree = side(agrees, seen, agreesOut, seenOut, z);
  const disagree = side(disagrees, seen, disagreesOut, seenOut, z);
  const useAgree =
    agree.passes !== disagree.passes
      ? agree.passes
      : agree.passes
        ? agree.metric >= disagree.metric
        : agree.zDifference >= disagree.zDifference;
  const chosen = useAgree ? agree : disagree;
  return {
    statementId,
    direction: useAgree ? "agree" : "disagree",
    agreeShare: share(agrees, seen),
    disagreeShare: share(disagrees, seen),
    outsideShare: share(useAgree ? agreesOut : disagreesOut, seenOut),
    agrees,
    disagrees,
    passes: seen - agrees - disagrees,
    ratio: chosen.ratio,
    zShare: chosen.zShare,
    zDifference: chosen.zDifference,
    pValue: upperTailP(Math.min(chosen.zShare, chosen.zDifference)),
    significant: chosen.passes,
    metric: chosen.metric,
  };
}

function side(successes: number, seen: number, successesOut: number, seenOut: number, z: number): Side {
  const smoothed = (successes + 1) / (seen + 2);
  const ratio = smoothed / ((successesOut + 1) / (seenOut + 2));
  const zShare = proportionZ(successes, seen);
  const zDifference = twoProportionZ(successes, successesOut, seen, seenOut);
  return {
    share: smoothed,
    ratio,
    zShare,
    zDifference,
    metric: ratio * zDifference * smoothed * zShare,
    passes: zShare > z && zDifference > z,
  };
}
