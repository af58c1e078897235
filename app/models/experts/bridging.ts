/**
 * The order of expert contributions on a debate: ranked by what BOTH sides find helpful (the
 * bridging idea of Community Notes). The full rule and a worked example are in docs/experts.md.
 *
 * A rating counts on the side its rater voted for on the debate. For each side:
 *   - the side "finds it helpful" when more of its raters said helpful than not helpful;
 *   - its helpfulness is (helpful + 1) / (helpful + not helpful + 2): the share of helpful ratings,
 *     pulled towards one half when there are few ratings (Laplace smoothing), so one rating says
 *     little and many say a lot.
 * Contributions are ordered by, in turn:
 *   1. how many sides find it helpful (2, then 1, then 0): helpful to both sides always ranks above
 *      helpful to one side, however many ratings that one side gave;
 *   2. the bridging score: the helpfulness of the LESS convinced side (the minimum of the two);
 *   3. the number of helpful ratings;
 *   4. the newest first, then the id (a stable order).
 * Pure: no database, so the rule is tested on its own (bridging.test.ts).
 */
import type { Position } from "~/db/schema";

interface SideTally {
  helpful: number;
  notHelpful: number;
}
export type Tally = Record<Position, SideTally>;

export const emptyTally = (): Tally => ({ for: { helpful: 0, notHelpful: 0 }, against: { helpful: 0, notHelpful: 0 } });

function findsHelpful(side: SideTally): boolean {
  return side.helpful > side.notHelpful;
}

export function sidesFindingHelpful(tally: Tally): 0 | 1 | 2 {
  return ((findsHelpful(tally.for) ? 1 : 0) + (findsHelpful(tally.against) ? 1 : 0)) as 0 | 1 | 2;
}

export function helpfulToBothSides(tally: Tally): boolean {
  return sidesFindingHelpful(tally) === 2;
}

/** A side's share of helpful ratings, smoothed towards 1/2: (helpful + 1) / (ratings + 2). */
export function sideHelpfulness(side: SideTally): number {
  return (side.helpful + 1) / (side.helpful + side.notHelpful + 2);
}

/** The helpfulness of the less convinced side. */
export function bridgingScore(tally: Tally): number {
  return Math.min(sideHelpfulness(tally.for), sideHelpfulness(tally.against));
}

export interface Rankable {
  id: string;
  createdAt: string;
  tally: Tally;
}

/** Negative when `a` ranks above `b`. */
function compareByBridging(a: Rankable, b: Rankable): number {
  return (
    sidesFindingHelpful(b.tally) - sidesFindingHelpful(a.tally) ||
    bridgingScore(b.tally) - bridgingScore(a.tally) ||
    b.tally.for.helpful + b.tally.against.helpful - (a.tally.for.helpful + a.tally.against.helpful) ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** A new array, best first. */
export function rankByBridging<T extends Rankable>(items: readonly T[]): T[] {
  return [...items].sort(compareByBridging);
}
