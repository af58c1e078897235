/**
 * The KV read-through cache: a value computed from D1 is kept in KV (CACHE) for `ttlSeconds`;
 * a miss computes it and writes it back after the response (waitUntil), so the visitor never
 * waits for the write. KV is eventually consistent: use it for figures that may be a little old.
 */
import type { LoadContext } from "~/context.server";

/** KV refuses expirations shorter than 60 seconds. */
const MIN_TTL_SECONDS = 60;

export async function readThrough<T>(
  context: Pick<LoadContext, "env" | "ctx">,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
): Promise<T> {
  const cached = await context.env.CACHE.get<T>(key, "json");
  if (cached !== null) return cached;
  const value = await compute();
  context.ctx.waitUntil(
    context.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(MIN_TTL_SECONDS, ttlSeconds) }),
  );
  return value;
}

/** Writes `value` under `key` now (after a job that changed it, such as a news run). */
export async function writeCache(
  context: { env: Pick<LoadContext["env"], "CACHE"> },
  key: string,
  ttlSeconds: number,
  value: unknown,
) {
  await context.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(MIN_TTL_SECONDS, ttlSeconds) });
}
