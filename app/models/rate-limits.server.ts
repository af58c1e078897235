/**
 * Abuse limits for sign-in and password-reset requests, counted in D1 in fixed windows.
 *
 * Sign-in: at most 5 failures a minute per IP and 100 failures an hour per account.
 * Reset requests: at most 5 a minute per IP and 5 an hour per account.
 *
 * An attempt reserves its place first (an atomic increment that returns the new
 * count), so a burst of parallel requests cannot slip past the limit; a successful
 * sign-in gives its place back, so only failures count.
 */
import { and, eq, lt, sql } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { authRateLimits } from "~/db/schema";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  signInPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 5, windowSeconds: 60 }),
  signInPerAccount: (login: string): Limit => ({
    key: `login:account:${login.trim().toLowerCase()}`,
    max: 100,
    windowSeconds: 3600,
  }),
  resetPerIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 5, windowSeconds: 60 }),
  resetPerAccount: (email: string): Limit => ({
    key: `reset:account:${email.trim().toLowerCase()}`,
    max: 5,
    windowSeconds: 3600,
  }),
};

function windowOf(limit: Limit, now: Date) {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start).toISOString(), endsMs: start + size };
}

export interface Reservation {
  allowed: boolean;
  /** Seconds until the fullest window ends, when refused. */
  retryAfter: number;
  /** Gives the places back (a successful sign-in is not a failure). */
  release: () => Promise<void>;
}

/** The answer for a refused reservation: 429 with the seconds to wait. */
export function tooManyAttempts(retryAfter: number) {
  return {
    ok: false as const,
    status: 429 as const,
    error: { key: "auth.errors.tooManyAttempts", values: { seconds: retryAfter } },
    retryAfter,
  };
}

/** Takes one place in every limit's current window; refused when any is over its maximum. */
export async function reserve(db: Database, limits: Limit[], now = new Date()): Promise<Reservation> {
  const windows = limits.map((limit) => ({ limit, ...windowOf(limit, now) }));
  const results = await runBatch(
    db,
    windows.map(({ limit, start }) =>
      db
        .insert(authRateLimits)
        .values({ key: limit.key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: [authRateLimits.key, authRateLimits.windowStart],
          set: { count: sql`${authRateLimits.count} + 1` },
        })
        .returning({ count: authRateLimits.count }),
    ),
  );
  let retryAfter = 0;
  windows.forEach(({ limit, endsMs }, i) => {
    const count = results[i]?.[0]?.count ?? 0;
    if (count > limit.max) retryAfter = Math.max(retryAfter, Math.ceil((endsMs - now.getTime()) / 1000));
  });
  return {
    allowed: retryAfter === 0,
    retryAfter,
    release: async () => {
      await runBatch(
        db,
        windows.map(({ limit, start }) =>
          db
            .update(authRateLimits)
            .set({ count: sql`max(${authRateLimits.count} - 1, 0)` })
            .where(and(eq(authRateLimits.key, limit.key), eq(authRateLimits.windowStart, start))),
        ),
      );
    },
  };
}

/** Removes windows older than a day (the Cron Trigger runs it). */
export async function deleteOldRateLimits(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, cutoff));
}
