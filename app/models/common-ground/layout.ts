/**
 * A picture of the groups for a small SVG: each group's centre on the opinion map and its spread
 * (the standard deviation of its members along each axis), all scaled by one factor (distances keep
 * their proportions) so that every centre ± spread fits in [-1, 1]. Individual points are never
 * given out: a point per citizen would say more about each of them than the feature needs.
 */
import type { Projection } from "./pca";
import type { Layout } from "./types";

export function groupLayout(projection: Projection, groupOfRow: Int32Array, ids: readonly number[]): Layout {
  const count = ids.length;
  const n = groupOfRow.length;
  const sums = new Float64Array(count * 2);
  const squares = new Float64Array(count * 2);
  const sizes = new Float64Array(count);
  for (let i = 0; i < n; i++) {
    const g = groupOfRow[i] ?? 0;
    const x = projection.xs[i] ?? 0;
    const y = projection.ys[i] ?? 0;
    sums[2 * g] = (sums[2 * g] ?? 0) + x;
    sums[2 * g + 1] = (sums[2 * g + 1] ?? 0) + y;
    squares[2 * g] = (squares[2 * g] ?? 0) + x * x;
    squares[2 * g + 1] = (squares[2 * g + 1] ?? 0) + y * y;
    sizes[g] = (sizes[g] ?? 0) + 1;
  }
  const raw = ids.map((id, g) => {
    const size = Math.max(sizes[g] ?? 0, 1);
    const x = (sums[2 * g] ?? 0) / size;
    const y = (sums[2 * g + 1] ?? 0) / size;
    // max(0, …): rounding can make a variance of identical points a hair below zero.
    const spreadX = Math.sqrt(Math.max(0, (squares[2 * g] ?? 0) / size - x * x));
    const spreadY = Math.sqrt(Math.max(0, (squares[2 * g + 1] ?? 0) / size - y * y));
    return { id, x, y, spreadX, spreadY };
  });
  const extent = Math.max(0, ...raw.map((g) => Math.max(Math.abs(g.x) + g.spreadX, Math.abs(g.y) + g.spreadY)));
  const scale = extent > 0 ? 1 / extent : 1;
  return {
    groups: raw
      .map((g) => ({
        id: g.id,
        x: g.x * scale,
        y: g.y * scale,
        spreadX: g.spreadX * scale,
        spreadY: g.spreadY * scale,
      }))
      .sort((a, b) => a.id - b.id),
    explainedVariance: projection.explainedVariance,
  };
}
