/**
 * Counts per group and argument, read once from the matrix: agrees, disagrees, and reactions seen
 * (agree, disagree or pass; Pol.is's "seen"). Consensus and representative arguments are computed
 * from these counts only, never from the filled-in means.
 */
import type { ReactionMatrix } from "./matrix";

export interface Tallies {
  groups: number;
  statements: number;
  /** groups × statements, row-major. */
  agree: Int32Array;
  disagree: Int32Array;
  seen: Int32Array;
  /** Per group: votes for, against, and members who did not vote. */
  votesFor: Int32Array;
  votesAgainst: Int32Array;
  noVote: Int32Array;
  sizes: Int32Array;
}

export function tally(matrix: ReactionMatrix, groupOfRow: Int32Array, groups: number): Tallies {
  const { rows, statements: m, columns: c, values } = matrix;
  const t: Tallies = {
    groups,
    statements: m,
    agree: new Int32Array(groups * m),
    disagree: new Int32Array(groups * m),
    seen: new Int32Array(groups * m),
    votesFor: new Int32Array(groups),
    votesAgainst: new Int32Array(groups),
    noVote: new Int32Array(groups),
    sizes: new Int32Array(groups),
  };
  for (let i = 0; i < rows; i++) {
    const g = groupOfRow[i] ?? 0;
    t.sizes[g] = (t.sizes[g] ?? 0) + 1;
    for (let j = 0; j < m; j++) {
      const value = values[i * c + j] ?? NaN;
      if (Number.isNaN(value)) continue;
      const cell = g * m + j;
      t.seen[cell] = (t.seen[cell] ?? 0) + 1;
      if (value > 0) t.agree[cell] = (t.agree[cell] ?? 0) + 1;
      else if (value < 0) t.disagree[cell] = (t.disagree[cell] ?? 0) + 1;
    }
    const vote = values[i * c + m] ?? NaN;
    if (vote > 0) t.votesFor[g] = (t.votesFor[g] ?? 0) + 1;
    else if (vote < 0) t.votesAgainst[g] = (t.votesAgainst[g] ?? 0) + 1;
    else t.noVote[g] = (t.noVote[g] ?? 0) + 1;
  }
  return t;
}

/** A share, or null when nobody is in the denominator. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
