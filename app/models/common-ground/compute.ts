/**
 * Common ground of one debate, from its reactions and votes: the whole computation, pure and
 * deterministic (same input, state and parameters: the same result, to the bit). The caller reads
 * the rows, stores the result and the new state, and hands that state to the next run.
 *
 *   matrix (matrix.ts) → opinion map (pca.ts) → groups (groups.ts) → counts per group (tally.ts)
 *   → consensus (consensus.ts), representative arguments (repness.ts), picture (layout.ts)
 *
 * docs/common-ground.md explains the method and its thresholds.
 */
import { consensus } from "./consensus";
import { findGroups } from "./groups";
import { groupLayout } from "./layout";
import { buildMatrix, needsMoreResult } from "./matrix";
import { projectParticipants } from "./pca";
import { seededRandom } from "./random";
import { representativeStatements } from "./repness";
import { share, tally } from "./tally";
import {
  DEFAULT_PARAMS,
  type CommonGroundInput,
  type CommonGroundParams,
  type CommonGroundResult,
  type CommonGroundState,
  type Confidence,
  type Group,
} from "./types";

interface CommonGroundRun {
  result: CommonGroundResult;
  /** To store and pass to the next run (unchanged when the result needs more). */
  state: CommonGroundState | null;
}

export function computeCommonGround(
  input: CommonGroundInput,
  previous: CommonGroundState | null = null,
  overrides: Partial<CommonGroundParams> = {},
): CommonGroundRun {
  const params = { ...DEFAULT_PARAMS, ...overrides };
  const matrix = buildMatrix(input, params);
  if (matrix.statements < params.minStatements || matrix.rows < params.minParticipants) {
    return { result: needsMoreResult(matrix, input, params), state: previous };
  }

  const random = seededRandom(params.seed);
  const projection = projectParticipants(matrix, random, params.pcaMaxIterations);
  const found = findGroups(projection, matrix.participantIds, previous, params, random);
  const tallies = tally(matrix, found.groupOfRow, found.count);
  const representative = representativeStatements(tallies, matrix.statementIds, params);

  const groups: Group[] = found.ids.map((id, g) => {
    const votesFor = tallies.votesFor[g] ?? 0;
    const votesAgainst = tallies.votesAgainst[g] ?? 0;
    return {
      id,
      size: tallies.sizes[g] ?? 0,
      members: found.state.groups.find((group) => group.id === id)?.members ?? [],
      forShare: share(votesFor, votesFor + votesAgainst),
      votes: { for: votesFor, against: votesAgainst, none: tallies.noVote[g] ?? 0 },
      representative: representative[g] ?? [],
    };
  });

  return {
    result: {
      status: "ready",
      confidence: confidenceOf(matrix.rows, params),
      participants: matrix.rows,
      groups: groups.sort((a, b) => a.id - b.id),
      consensus: consensus(tallies, matrix.statementIds, found.ids),
      layout: groupLayout(projection, found.groupOfRow, found.ids),
      k: found.k,
      accounting: matrix.accounting,
    },
    state: found.state,
  };
}

/** Pol.is says 50-100 participants before its groups mean much: below 50 the result is worded as tentative. */
function confidenceOf(participants: number, params: CommonGroundParams): Confidence {
  if (participants >= params.confidenceAt.high) return "high";
  if (participants >= params.confidenceAt.medium) return "medium";
  return "low";
}
