/**
 * Weighted k-means on points of the plane, seeded: k-means++ picks the starting centres (each next
 * centre drawn with probability proportional to weight × squared distance to the nearest centre so
 * far), then Lloyd's steps (assign each point to its nearest centre, move each centre to the weighted
 * mean of its points) until nothing moves. Ties go to the lower index, so the same points, weights
 * and generator give the same clustering.
 */
import type { Random } from "./random";

export interface Points {
  xs: Float64Array;
  ys: Float64Array;
  /** How many participants each point stands for (1 for a participant, the size for a base cluster). */
  weights: Float64Array;
}

export interface Clustering {
  k: number;
  /** The cluster of each point, 0..k-1. */
  assignment: Int32Array;
  centreXs: Float64Array;
  centreYs: Float64Array;
  /** Total weight of each cluster. */
  sizes: Float64Array;
  /** Weighted sum of squared distances to the centres: the lower, the tighter. */
  inertia: number;
}

/**
 * The best of `restarts` seeded runs (lowest inertia; the first on a tie). Gives fewer than `k`
 * clusters when there are fewer distinct points.
 */
export function kmeans(points: Points, k: number, random: Random, maxIterations: number, restarts = 1): Clustering {
  let best: Clustering | null = null;
  for (let run = 0; run < restarts; run++) {
    const clustering = lloyd(points, seedCentres(points, k, random), maxIterations);
    if (!best || clustering.inertia < best.inertia) best = clustering;
  }
  if (!best) throw new Error("kmeans: restarts must be at least 1");
  return best;
}

/** k-means++ seeding; stops early when every remaining point sits on a centre already. */
function seedCentres(points: Points, k: number, random: Random): { xs: Float64Array; ys: Float64Array } {
  const { xs, ys, weights } = points;
  const n = xs.length;
  const centreXs: number[] = [];
  const centreYs: number[] = [];
  const nearest = new Float64Array(n).fill(Infinity);
  const chances = new Float64Array(n);
  let index = pickWeighted(weights, random);
  while (index >= 0 && centreXs.length < k) {
    const cx = xs[index] ?? 0;
    const cy = ys[index] ?? 0;
    centreXs.push(cx);
    centreYs.push(cy);
    for (let i = 0; i < n; i++) {
      const d = ((xs[i] ?? 0) - cx) ** 2 + ((ys[i] ?? 0) - cy) ** 2;
      if (d < (nearest[i] ?? Infinity)) nearest[i] = d;
      chances[i] = (nearest[i] ?? 0) * (weights[i] ?? 0);
    }
    index = pickWeighted(chances, random);
  }
  return { xs: Float64Array.from(centreXs), ys: Float64Array.from(centreYs) };
}

/** An index drawn with probability proportional to its chance; -1 when every chance is 0. */
function pickWeighted(chances: Float64Array, random: Random): number {
  let total = 0;
  for (let i = 0; i < chances.length; i++) total += chances[i] ?? 0;
  if (!(total > 0)) return -1;
  let target = random() * total;
  let last = -1;
  for (let i = 0; i < chances.length; i++) {
    const chance = chances[i] ?? 0;
    if (chance <= 0) continue;
    last = i;
    target -= chance;
    if (target < 0) return i;
  }
  return last; // rounding left a sliver at the end
}

function lloyd(points: Points, start: { xs: Float64Array; ys: Float64Array }, maxIterations: number): Clustering {
  const { xs, ys, weights } = points;
  const n = xs.length;
  const k = start.xs.length;
  const centreXs = Float64Array.from(start.xs);
  const centreYs = Float64Array.from(start.ys);
  const assignment = new Int32Array(n).fill(-1);
  const sumX = new Float64Array(k);
  const sumY = new Float64Array(k);
  const sizes = new Float64Array(k);
  for (let step = 0; step < maxIterations; step++) {
    const moved = assign(points, centreXs, centreYs, assignment);
    if (!moved && step > 0) break;
    sumX.fill(0);
    sumY.fill(0);
    sizes.fill(0);
    for (let i = 0; i < n; i++) {
      const c = assignment[i] ?? 0;
      const w = weights[i] ?? 0;
      sumX[c] = (sumX[c] ?? 0) + w * (xs[i] ?? 0);
      sumY[c] = (sumY[c] ?? 0) + w * (ys[i] ?? 0);
      sizes[c] = (sizes[c] ?? 0) + w;
    }
    // A centre that lost all its points stays where it was (it may win some back).
    for (let c = 0; c < k; c++) {
      const size = sizes[c] ?? 0;
      if (size > 0) {
        centreXs[c] = (sumX[c] ?? 0) / size;
        centreYs[c] = (sumY[c] ?? 0) / size;
      }
    }
  }
  return compact(points, centreXs, centreYs, assignment);
}

/** Assigns every point to its nearest centre; whether any assignment changed. */
function assign(points: Points, centreXs: Float64Array, centreYs: Float64Array, assignment: Int32Array): boolean {
  const { xs, ys } = points;
  const k = centreXs.length;
  let moved = false;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] ?? 0;
    const y = ys[i] ?? 0;
    let best = 0;
    let bestDistance = Infinity;
    for (let c = 0; c < k; c++) {
      const d = (x - (centreXs[c] ?? 0)) ** 2 + (y - (centreYs[c] ?? 0)) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    if (assignment[i] !== best) {
      assignment[i] = best;
      moved = true;
    }
  }
  return moved;
}

/** The final clustering, without empty clusters (renumbered in order of their first point). */
function compact(points: Points, centreXs: Float64Array, centreYs: Float64Array, assignment: Int32Array): Clustering {
  const { xs, ys, weights } = points;
  const renumber = new Int32Array(centreXs.length).fill(-1);
  let k = 0;
  for (let i = 0; i < assignment.length; i++) {
    const c = assignment[i] ?? 0;
    if (renumber[c] === -1) renumber[c] = k++;
  }
  const result: Clustering = {
    k,
    assignment: new Int32Array(assignment.length),
    centreXs: new Float64Array(k),
    centreYs: new Float64Array(k),
    sizes: new Float64Array(k),
    inertia: 0,
  };
  for (let c = 0; c < centreXs.length; c++) {
    const to = renumber[c] ?? -1;
    if (to < 0) continue;
    result.centreXs[to] = centreXs[c] ?? 0;
    result.centreYs[to] = centreYs[c] ?? 0;
  }
  for (let i = 0; i < assignment.length; i++) {
    const c = renumber[assignment[i] ?? 0] ?? 0;
    result.assignment[i] = c;
    const w = weights[i] ?? 0;
    result.sizes[c] = (result.sizes[c] ?? 0) + w;
    result.inertia +=
      w * (((xs[i] ?? 0) - (result.centreXs[c] ?? 0)) ** 2 + ((ys[i] ?? 0) - (result.centreYs[c] ?? 0)) ** 2);
  }
  return result;
}
