/**
 * A small seeded pseudo-random generator (mulberry32), so that every "random" choice of the
 * computation (the PCA's start vectors, the k-means seeding) is the same for the same data: the
 * result is a function of its input, as the issue asks ("deterministic for the same data").
 * Not for anything secret.
 */
export type Random = () => number;

/** A generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
