/**
 * Opinion groups, as Pol.is forms them: participants' points are first gathered into up to 100
 * base clusters (k-means), then the base clusters (weighted by their sizes) into 2..5 groups; the
 * number of groups is the one with the best silhouette. Then two things keep the groups from
 * flickering between runs, both carried in the state the caller stores:
 *   - a new number of groups is adopted only after it wins `kPatience` runs in a row;
 *   - a new group takes the id of the old group it overlaps most (Jaccard at least
 *     `identityOverlap`), so "group 0" stays the same people while they barely change.
 */
import { kmeans, type Clustering, type Points } from "./kmeans";
import type { Projection } from "./pca";
import type { Random } from "./random";
import type { CommonGroundParams, CommonGroundState, KChoice } from "./types";

interface Groups {
  /** Group index (0..count-1) of each participant row. */
  groupOfRow: Int32Array;
  /** Stable id of each group index. */
  ids: number[];
  count: number;
  k: KChoice;
  state: CommonGroundState;
}

export function findGroups(
  projection: Projection,
  participantIds: readonly string[],
  previous: CommonGroundState | null,
  params: CommonGroundParams,
  random: Random,
): Groups {
  const n = participantIds.length;
  const participants: Points = { xs: projection.xs, ys: projection.ys, weights: new Float64Array(n).fill(1) };
  const base = kmeans(participants, Math.min(params.baseClusters, n), random, params.kmeansMaxIterations);
  const candidates = groupClusterings(base, params, random);

  const silhouettes = candidates.map(({ k, clustering }) => ({ k, silhouette: silhouette(base, clustering) }));
  // With fewer than two distinct points there is one group, whoever they are.
  let bestK = 1;
  let bestSilhouette = -Infinity;
  for (const { k, silhouette } of silhouettes) {
    // Strictly better: on a tie the smaller k stays.
    if (silhouette > bestSilhouette) [bestK, bestSilhouette] = [k, silhouette];
  }
  const { adopted, runs } = smoothK(
    bestK,
    candidates.map((c) => c.k),
    previous,
    params.kPatience,
  );
  const chosen = candidates.find((c) => c.k === adopted)?.clustering ?? null;

  const groupOfRow = new Int32Array(n);
  for (let i = 0; i < n; i++) groupOfRow[i] = chosen ? (chosen.assignment[base.assignment[i] ?? 0] ?? 0) : 0;
  const count = chosen?.k ?? 1;
  const members = membersOf(groupOfRow, count, participantIds);
  const { ids, nextGroupId } = stableIds(members, centresX(projection, groupOfRow, count), previous, params);

  return {
    groupOfRow,
    ids,
    count,
    k: { adopted: count, best: bestK, bestRuns: runs, silhouettes },
    state: {
      version: 1,
      k: count,
      candidateK: bestK,
      candidateRuns: runs,
      nextGroupId,
      groups: members.map((list, g) => ({ id: ids[g] ?? 0, members: list })).sort((a, b) => a.id - b.id),
    },
  };
}

/**
 * The base clusters grouped into k = 2..max groups. Pol.is caps k at 2 + (base clusters / 12), so
 * a small debate is not cut into many tiny groups; never more groups than distinct base clusters.
 */
function groupClusterings(
  base: Clustering,
  params: CommonGroundParams,
  random: Random,
): { k: number; clustering: Clustering }[] {
  const maxK = Math.min(params.maxGroups, 2 + Math.floor(base.k / 12), base.k);
  const points: Points = { xs: base.centreXs, ys: base.centreYs, weights: base.sizes };
  const result: { k: number; clustering: Clustering }[] = [];
  for (let k = 2; k <= maxK; k++) {
    const clustering = kmeans(points, k, random, params.kmeansMaxIterations, params.kmeansRestarts);
    if (clustering.k === k) result.push({ k, clustering });
  }
  return result;
}

/**
 * The silhouette of a grouping of the base clusters, as if each participant stood at their base
 * cluster's centre: for a participant, a = mean distance to the other members of their group,
 * b = mean distance to the members of the nearest other group, s = (b - a) / max(a, b); the result
 * is the mean over participants (from -1, wrong groups, to 1, tight and far apart).
 */
function silhouette(base: Clustering, grouping: Clustering): number {
  const b = base.k;
  const k = grouping.k;
  const sums = new Float64Array(k);
  let total = 0;
  let weight = 0;
  for (let i = 0; i < b; i++) {
    sums.fill(0);
    const xi = base.centreXs[i] ?? 0;
    const yi = base.centreYs[i] ?? 0;
    for (let j = 0; j < b; j++) {
      const d = Math.hypot(xi - (base.centreXs[j] ?? 0), yi - (base.centreYs[j] ?? 0));
      const g = grouping.assignment[j] ?? 0;
      sums[g] = (sums[g] ?? 0) + (base.sizes[j] ?? 0) * d;
    }
    const own = grouping.assignment[i] ?? 0;
    const ownSize = grouping.sizes[own] ?? 0;
    const w = base.sizes[i] ?? 0;
    weight += w;
    if (ownSize <= 1) continue; // alone in its group: silhouette 0
    const a = (sums[own] ?? 0) / (ownSize - 1);
    let nearest = Infinity;
    for (let g = 0; g < k; g++) if (g !== own) nearest = Math.min(nearest, (sums[g] ?? 0) / (grouping.sizes[g] ?? 1));
    const spread = Math.max(a, nearest);
    if (spread > 0) total += (w * (nearest - a)) / spread;
  }
  return weight > 0 ? total / weight : 0;
}

/**
 * Pol.is's k smoother: the run's best k must win `patience` runs in a row to replace the k in use,
 * unless the k in use cannot be formed any more (then the best is taken at once).
 */
export function smoothK(
  best: number,
  available: readonly number[],
  previous: CommonGroundState | null,
  patience: number,
): { adopted: number; runs: number } {
  const runs = previous && previous.candidateK === best ? previous.candidateRuns + 1 : 1;
  if (!previous || previous.k === best || runs >= patience || !available.includes(previous.k)) {
    return { adopted: best, runs };
  }
  return { adopted: previous.k, runs };
}

function membersOf(groupOfRow: Int32Array, count: number, participantIds: readonly string[]): string[][] {
  const members: string[][] = Array.from({ length: count }, () => []);
  // participantIds are sorted, so each list is too.
  participantIds.forEach((id, i) => members[groupOfRow[i] ?? 0]?.push(id));
  return members;
}

function centresX(projection: Projection, groupOfRow: Int32Array, count: number): Float64Array {
  const sums = new Float64Array(count);
  const sizes = new Float64Array(count);
  for (let i = 0; i < groupOfRow.length; i++) {
    const g = groupOfRow[i] ?? 0;
    sums[g] = (sums[g] ?? 0) + (projection.xs[i] ?? 0);
    sizes[g] = (sizes[g] ?? 0) + 1;
  }
  return sums.map((sum, g) => sum / Math.max(sizes[g] ?? 1, 1));
}

/**
 * Ids that survive small changes: pairs of (new group, old group) are matched greedily by their
 * Jaccard overlap (members in both / members in either), best first, when it reaches
 * `identityOverlap`. Unmatched groups get fresh ids, the larger first (then left to right).
 */
export function stableIds(
  members: readonly string[][],
  centreX: Float64Array,
  previous: CommonGroundState | null,
  params: Pick<CommonGroundParams, "identityOverlap">,
): { ids: number[]; nextGroupId: number } {
  const ids: (number | null)[] = members.map(() => null);
  const oldGroupOf = new Map<string, number>();
  const oldSizes = new Map<number, number>();
  for (const group of previous?.groups ?? []) {
    oldSizes.set(group.id, group.members.length);
    for (const member of group.members) oldGroupOf.set(member, group.id);
  }
  const pairs: { group: number; oldId: number; jaccard: number }[] = [];
  members.forEach((list, group) => {
    const shared = new Map<number, number>();
    for (const member of list) {
      const oldId = oldGroupOf.get(member);
      if (oldId !== undefined) shared.set(oldId, (shared.get(oldId) ?? 0) + 1);
    }
    for (const [oldId, both] of shared) {
      const either = list.length + (oldSizes.get(oldId) ?? 0) - both;
      pairs.push({ group, oldId, jaccard: both / either });
    }
  });
  pairs.sort((a, b) => b.jaccard - a.jaccard || a.oldId - b.oldId || a.group - b.group);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (pair.jaccard < params.identityOverlap || ids[pair.group] !== null || taken.has(pair.oldId)) continue;
    ids[pair.group] = pair.oldId;
    taken.add(pair.oldId);
  }
  let nextGroupId = previous?.nextGroupId ?? 0;
  const fresh = members
    .map((list, group) => ({ group, size: list.length, x: centreX[group] ?? 0 }))
    .filter(({ group }) => ids[group] === null)
    .sort((a, b) => b.size - a.size || a.x - b.x || a.group - b.group);
  for (const { group } of fresh) ids[group] = nextGroupId++;
  return { ids: ids.map((id) => id ?? 0), nextGroupId };
}
