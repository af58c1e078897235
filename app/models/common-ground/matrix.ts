/**
 * From rows of reactions and votes to the participant × column matrix the rest works on, with an
 * exact account of what was counted and what was left out.
 *
 * Columns: the arguments (sorted by id), then the debate's vote. Cells: agree / for = +1,
 * disagree / against = -1, pass = 0, NaN = no reaction. Rows: the participants past the eligibility
 * threshold, sorted by id, so that the order the caller read its rows in never changes the result.
 */
import {
  DEFAULT_PARAMS,
  type Accounting,
  type CommonGroundInput,
  type CommonGroundNeedsMore,
  type CommonGroundParams,
  type Needed,
} from "./types";

export interface ReactionMatrix {
  /** Participant ids of the rows (sorted). */
  participantIds: string[];
  /** Argument ids of the first `statements` columns (sorted); the last column is the vote. */
  statementIds: string[];
  rows: number;
  statements: number;
  /** statements + 1 (the vote). */
  columns: number;
  /** rows × columns, row-major; NaN where there is no reaction or no vote. */
  values: Float64Array;
  accounting: Accounting;
}

// Maps, not object literals: a stray "constructor" or "toString" must read as invalid, not as a prototype's method.
const REACTION_VALUE = new Map<string, number>([
  ["agree", 1],
  ["disagree", -1],
  ["pass", 0],
]);
const VOTE_VALUE = new Map<string, number>([
  ["for", 1],
  ["against", -1],
]);
/** In the raw reaction table: no reaction yet. */
const NONE = 2;

/** Sorted, without repeats: the order of ids is the code-unit order, never a locale's. */
function uniqueSorted(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort(compareIds);
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Reads the input once: each (participant, argument) pair keeps its last reaction, each
 * participant its last vote; then keeps the participants who reacted to enough arguments.
 */
export function buildMatrix(input: CommonGroundInput, params: CommonGroundParams): ReactionMatrix {
  const statementIds = uniqueSorted(input.statementIds);
  const statementIndex = new Map(statementIds.map((id, index) => [id, index]));
  const m = statementIds.length;
  const threshold = Math.min(params.eligibilityReactions, m);

  // Reactors get a row of the raw table in order of appearance: Int8 cells, one byte each, so a
  // debate with many reactors stays small before the eligible ones are copied out.
  const reactorIndex = new Map<string, number>();
  const leftOutReactions = { participantBelowThreshold: 0, unknownStatement: 0, replaced: 0, invalid: 0 };
  let raw = new Int8Array(64 * Math.max(m, 1)).fill(NONE);
  for (const row of input.reactions) {
    const value = REACTION_VALUE.get(row.reaction);
    const column = statementIndex.get(row.statementId);
    if (value === undefined) {
      leftOutReactions.invalid++;
      continue;
    }
    if (column === undefined) {
      leftOutReactions.unknownStatement++;
      continue;
    }
    let r = reactorIndex.get(row.participantId);
    if (r === undefined) {
      r = reactorIndex.size;
      reactorIndex.set(row.participantId, r);
      if ((r + 1) * m > raw.length) raw = grow(raw);
    }
    const cell = r * m + column;
    if (raw[cell] !== NONE) leftOutReactions.replaced++;
    raw[cell] = value;
  }

  const votes = new Map<string, number>();
  const leftOutVotes = { participantBelowThreshold: 0, replaced: 0, invalid: 0 };
  for (const row of input.votes) {
    const value = VOTE_VALUE.get(row.position);
    if (value === undefined) {
      leftOutVotes.invalid++;
      continue;
    }
    if (votes.has(row.participantId)) leftOutVotes.replaced++;
    votes.set(row.participantId, value);
  }

  const reacted = countReactions(raw, reactorIndex.size, m);
  // Everyone who reacted or voted is a participant seen; those below the threshold are left out.
  const seen = new Set<string>([...reactorIndex.keys(), ...votes.keys()]);
  const eligible = [...reactorIndex.entries()]
    .filter(([, r]) => m > 0 && (reacted[r] ?? 0) >= threshold)
    .map(([id]) => id)
    .sort(compareIds);
  const eligibleSet = new Set(eligible);

  const columns = m + 1;
  const values = new Float64Array(eligible.length * columns).fill(NaN);
  let countedReactions = 0;
  eligible.forEach((id, row) => {
    const r = reactorIndex.get(id) ?? 0;
    for (let j = 0; j < m; j++) {
      const cell = raw[r * m + j] ?? NONE;
      if (cell !== NONE) values[row * columns + j] = cell;
    }
    countedReactions += reacted[r] ?? 0;
    const vote = votes.get(id);
    if (vote !== undefined) values[row * columns + m] = vote;
  });
  let reactionsOfOthers = 0;
  for (const [id, r] of reactorIndex) if (!eligibleSet.has(id)) reactionsOfOthers += reacted[r] ?? 0;
  leftOutReactions.participantBelowThreshold = reactionsOfOthers;
  let countedVotes = 0;
  for (const id of votes.keys()) {
    if (eligibleSet.has(id)) countedVotes++;
    else leftOutVotes.participantBelowThreshold++;
  }

  return {
    participantIds: eligible,
    statementIds,
    rows: eligible.length,
    statements: m,
    columns,
    values,
    accounting: {
      eligibilityThreshold: threshold,
      statements: {
        received: input.statementIds.length,
        counted: m,
        leftOut: { repeated: input.statementIds.length - m },
      },
      participants: {
        seen: seen.size,
        counted: eligible.length,
        leftOut: { tooFewReactions: seen.size - eligible.length },
      },
      reactions: { received: input.reactions.length, counted: countedReactions, leftOut: leftOutReactions },
      votes: { received: input.votes.length, counted: countedVotes, leftOut: leftOutVotes },
    },
  };
}

function grow(raw: Int8Array<ArrayBuffer>): Int8Array<ArrayBuffer> {
  const bigger = new Int8Array(raw.length * 2).fill(NONE);
  bigger.set(raw);
  return bigger;
}

/** Reactions (agree, disagree or pass) of each raw row. */
function countReactions(raw: Int8Array, reactors: number, m: number): Int32Array {
  const counts = new Int32Array(reactors);
  for (let r = 0; r < reactors; r++) {
    let n = 0;
    for (let j = r * m, end = j + m; j < end; j++) if (raw[j] !== NONE) n++;
    counts[r] = n;
  }
  return counts;
}

/**
 * What is missing before the groups can be computed. Reactions: the fewest further reactions that
 * would bring enough participants past the threshold, starting with those nearest to it (someone
 * who only voted, or a newcomer, needs the whole threshold).
 */
function neededFor(matrix: ReactionMatrix, input: CommonGroundInput, params: CommonGroundParams): Needed {
  const statements = Math.max(0, params.minStatements - matrix.statements);
  const participants = Math.max(0, params.minParticipants - matrix.rows);
  // With too few arguments, the threshold the participants will face is the one of the arguments to come.
  const threshold = Math.min(params.eligibilityReactions, Math.max(matrix.statements, params.minStatements));
  const counted = new Set(matrix.participantIds);
  const perParticipant = new Map<string, number>();
  const known = new Set(matrix.statementIds);
  const pairs = new Set<string>();
  for (const row of input.reactions) {
    if (counted.has(row.participantId) || !known.has(row.statementId) || !REACTION_VALUE.has(row.reaction)) continue;
    const pair = `${row.participantId}\u0000${row.statementId}`;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    perParticipant.set(row.participantId, (perParticipant.get(row.participantId) ?? 0) + 1);
  }
  const shortfalls = [...perParticipant.values()]
    .map((n) => Math.max(0, threshold - n))
    .sort((a, b) => a - b)
    .slice(0, participants);
  const newcomers = participants - shortfalls.length;
  const reactions = shortfalls.reduce((sum, n) => sum + n, 0) + newcomers * threshold;
  return { participants, reactions, statements };
}

/** The result while there are too few arguments or citizens to group them: what is still needed. */
export function needsMoreResult(
  matrix: ReactionMatrix,
  input: CommonGroundInput,
  params: CommonGroundParams,
): CommonGroundNeedsMore {
  return {
    status: "needs_more",
    needed: neededFor(matrix, input, params),
    participants: matrix.rows,
    accounting: matrix.accounting,
  };
}

/**
 * The result before anyone reacted, from the arguments alone. Pages call this instead of the whole
 * computation, whose clustering runs only on the news Worker's Cron Trigger.
 */
export function beforeAnyReaction(statementIds: readonly string[]): CommonGroundNeedsMore {
  const input: CommonGroundInput = { statementIds, reactions: [], votes: [] };
  return needsMoreResult(buildMatrix(input, DEFAULT_PARAMS), input, DEFAULT_PARAMS);
}
