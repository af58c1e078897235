/**
 * The significance tests of Pol.is's representative statements (its `stats.clj`), with its +1
 * pseudo-counts so that small counts never divide by zero and a few reactions say little.
 * Both are one-sided z statistics; z > 1.2816 is significant at p < 0.10.
 */

/**
 * Does a group lean this way? z of the proportion `successes / trials` against one half:
 * 2 · sqrt(trials + 1) · ((successes + 1) / (trials + 1) - 1/2).
 */
export function proportionZ(successes: number, trials: number): number {
  const s = successes + 1;
  const n = trials + 1;
  return 2 * Math.sqrt(n) * (s / n - 0.5);
}

/**
 * Does the group lean this way more than everyone else? The pooled two-proportion z of
 * `successesIn / trialsIn` against `successesOut / trialsOut` (every count + 1). 0 when the pooled
 * share is 1 (no spread to measure against).
 */
export function twoProportionZ(successesIn: number, successesOut: number, trialsIn: number, trialsOut: number): number {
  const sIn = successesIn + 1;
  const sOut = successesOut + 1;
  const nIn = trialsIn + 1;
  const nOut = trialsOut + 1;
  const pooled = (sIn + sOut) / (nIn + nOut);
  if (pooled >= 1) return 0;
  return (sIn / nIn - sOut / nOut) / Math.sqrt(pooled * (1 - pooled) * (1 / nIn + 1 / nOut));
}

/** One-sided p-value of a z statistic: P(Z > z) for a standard normal Z. */
export function upperTailP(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/**
 * The complementary error function, by the Chebyshev fit in Numerical Recipes (relative error
 * below 1.2e-7 everywhere): plenty for a p-value shown to two digits.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const result = t * Math.exp(poly);
  return x >= 0 ? result : 2 - result;
}
