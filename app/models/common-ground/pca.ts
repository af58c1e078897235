/**
 * The opinion map: each participant's reactions reduced to two coordinates by principal component
 * analysis (PCA), as Pol.is does.
 *
 * - A missing reaction counts as the argument's mean reaction, so after centring it is 0 and says
 *   nothing either way.
 * - The two components come from power iteration on the columns' covariance (X^T X), from a seeded
 *   start vector: the same data gives the same axes.
 * - Each axis is oriented by a fixed rule (see `orient`) so the picture does not mirror itself
 *   from one run to the next.
 * - A participant who reacted to few arguments would sit near the centre only because most of
 *   their row is filled with means; Pol.is scales their projection by sqrt(columns / reacted) to
 *   undo that, and so do we.
 */
import type { ReactionMatrix } from "./matrix";
import type { Random } from "./random";

export interface Projection {
  xs: Float64Array;
  ys: Float64Array;
  /** The share of the total variance each axis carries. */
  explainedVariance: [number, number];
}

export function projectParticipants(matrix: ReactionMatrix, random: Random, maxIterations: number): Projection {
  const { rows: n, columns: c } = matrix;
  const { centred, reacted } = centre(matrix);
  const covariance = crossProduct(centred, n, c);
  let trace = 0;
  for (let j = 0; j < c; j++) trace += covariance[j * c + j] ?? 0;

  const first = dominantEigenvector(covariance, c, randomUnitVector(c, random), maxIterations, null);
  deflate(covariance, c, first.vector, first.value);
  const second = dominantEigenvector(covariance, c, randomUnitVector(c, random), maxIterations, first.vector);
  orient(first.vector, c - 1);
  orient(second.vector, c - 1);

  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let j = 0; j < c; j++) {
    const column = centred.subarray(j * n, (j + 1) * n);
    const vx = first.vector[j] ?? 0;
    const vy = second.vector[j] ?? 0;
    for (let i = 0; i < n; i++) {
      const value = column[i] ?? 0;
      xs[i] = (xs[i] ?? 0) + value * vx;
      ys[i] = (ys[i] ?? 0) + value * vy;
    }
  }
  for (let i = 0; i < n; i++) {
    const scale = Math.sqrt(c / Math.max(reacted[i] ?? 0, 1));
    xs[i] = (xs[i] ?? 0) * scale;
    ys[i] = (ys[i] ?? 0) * scale;
  }
  const share = (value: number) => (trace > 0 ? value / trace : 0);
  return { xs, ys, explainedVariance: [share(first.value), share(second.value)] };
}

/**
 * Each cell minus its column's mean (over the cells that hold a reaction), 0 where none; stored
 * column by column (c × n), so that the products below run over contiguous memory.
 */
function centre(matrix: ReactionMatrix): { centred: Float64Array; reacted: Int32Array } {
  const { rows: n, columns: c, values } = matrix;
  const centred = new Float64Array(c * n);
  const reacted = new Int32Array(n);
  for (let j = 0; j < c; j++) {
    let sum = 0;
    let count = 0;
    for (let i = 0, cell = j; i < n; i++, cell += c) {
      const value = values[cell] ?? NaN;
      if (Number.isNaN(value)) continue;
      sum += value;
      count++;
      reacted[i] = (reacted[i] ?? 0) + 1;
    }
    const mean = count > 0 ? sum / count : 0;
    for (let i = 0, cell = j; i < n; i++, cell += c) {
      const value = values[cell] ?? NaN;
      centred[j * n + i] = Number.isNaN(value) ? 0 : value - mean;
    }
  }
  return { centred, reacted };
}

/** X^T X of the centred matrix (c × c, symmetric): the dot products of every pair of columns. */
function crossProduct(centred: Float64Array, n: number, c: number): Float64Array {
  const product = new Float64Array(c * c);
  for (let a = 0; a < c; a++) {
    const startA = a * n;
    for (let b = a; b < c; b++) {
      const startB = b * n;
      let dot = 0;
      for (let i = 0; i < n; i++) dot += (centred[startA + i] ?? 0) * (centred[startB + i] ?? 0);
      product[a * c + b] = dot;
      product[b * c + a] = dot;
    }
  }
  return product;
}

function randomUnitVector(c: number, random: Random): Float64Array {
  const vector = new Float64Array(c);
  for (let j = 0; j < c; j++) vector[j] = random() * 2 - 1;
  normalise(vector);
  return vector;
}

function normalise(vector: Float64Array): number {
  let norm = 0;
  for (let j = 0; j < vector.length; j++) norm += (vector[j] ?? 0) ** 2;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let j = 0; j < vector.length; j++) vector[j] = (vector[j] ?? 0) / norm;
  return norm;
}

/**
 * Power iteration: repeatedly multiply by the (positive semi-definite) matrix and normalise, until
 * the vector stops moving. `orthogonalTo`: a component already found, projected out at every step
 * so rounding errors cannot bring it back. A matrix with no variance left gives the zero vector.
 */
function dominantEigenvector(
  matrix: Float64Array,
  c: number,
  start: Float64Array,
  maxIterations: number,
  orthogonalTo: Float64Array | null,
): { vector: Float64Array; value: number } {
  let vector: Float64Array = start;
  let next: Float64Array = new Float64Array(c);
  let value = 0;
  for (let step = 0; step < maxIterations; step++) {
    multiply(matrix, c, vector, next);
    if (orthogonalTo) removeComponent(next, orthogonalTo);
    value = normalise(next);
    if (value <= 1e-12) return { vector: new Float64Array(c), value: 0 };
    let change = 0;
    for (let j = 0; j < c; j++) change = Math.max(change, Math.abs((next[j] ?? 0) - (vector[j] ?? 0)));
    [vector, next] = [next, vector];
    if (change < 1e-10) break;
  }
  return { vector, value };
}

function multiply(matrix: Float64Array, c: number, vector: Float64Array, out: Float64Array): void {
  for (let a = 0; a < c; a++) {
    let sum = 0;
    for (let b = 0, cell = a * c; b < c; b++, cell++) sum += (matrix[cell] ?? 0) * (vector[b] ?? 0);
    out[a] = sum;
  }
}

function removeComponent(vector: Float64Array, unit: Float64Array): void {
  let dot = 0;
  for (let j = 0; j < vector.length; j++) dot += (vector[j] ?? 0) * (unit[j] ?? 0);
  for (let j = 0; j < vector.length; j++) vector[j] = (vector[j] ?? 0) - dot * (unit[j] ?? 0);
}

/** Removes a found component from the matrix (Hotelling's deflation), leaving the next one dominant. */
function deflate(matrix: Float64Array, c: number, vector: Float64Array, value: number): void {
  for (let a = 0; a < c; a++) {
    for (let b = 0; b < c; b++)
      matrix[a * c + b] = (matrix[a * c + b] ?? 0) - value * (vector[a] ?? 0) * (vector[b] ?? 0);
  }
}

/**
 * The sign of an eigenvector is arbitrary; fix it so the picture never mirrors itself: the axis
 * points towards those who voted for the motion (a positive loading on the vote column), so
 * supporters lean right and up. When the axis ignores the vote, the sum of the cubes of its
 * loadings is made positive (its strongest loadings decide, and a small change cannot flip it
 * unless two strong loadings nearly cancel).
 */
function orient(vector: Float64Array, voteColumn: number): void {
  const vote = vector[voteColumn] ?? 0;
  let sign = Math.abs(vote) > 1e-9 ? Math.sign(vote) : 0;
  if (sign === 0) {
    let cubes = 0;
    for (let j = 0; j < vector.length; j++) cubes += (vector[j] ?? 0) ** 3;
    sign = cubes < 0 ? -1 : 1;
  }
  if (sign < 0) for (let j = 0; j < vector.length; j++) vector[j] = -(vector[j] ?? 0);
}
