/**
 * Abuse limits, designed on OWASP's guidance that a lockout must not become a way to lock people
 * out (docs/security.md has the numbers and the reasons).
 *
 * Per address (fixed windows, `reserve`): an attempt takes a place before it is checked, so a burst
 * of parallel requests cannot slip past the limit, and gives it back when it succeeds, so only
 * failures (and attempts still in flight) count. Sized so that a college or a mobile carrier's
 * shared address can sign in and sign up its people:
 *   - sign-in: 60 failures per 10 minutes per address;
 *   - sign-up: 120 accounts per 10 minutes per address;
 *   - password reset requests: 5 a minute per address and 5 an hour per account;
 *   - confirmation links sent again: 5 an hour per account.
 *
 * Per account and per trusted browser (`throttle`): failures count per account whatever identifier
 * was typed; after 5, each further attempt waits twice as long as the one before (1 s, 2 s, 4 s …,
 * at most 15 minutes), a success starts again from zero, and a day without failures forgets them.
 * A browser that has signed in to the account before (its signed device cookie) has a ladder of
 * its own, so others' failures never lock the owner out of their usual browser.
 */
import { and, eq, lt, sql } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { authRateLimits, signInThrottles } from "~/db/schema";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  signInPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 60, windowSeconds: 600 }),
  signUpPerIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 120, windowSeconds: 600 }),
  resetPerIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 5, windowSeconds: 60 }),
  confirmPerAccount: (userId: string): Limit => ({ key: `confirm:account:${userId}`, max: 5, windowSeconds: 3600 }),
  emailChangePerAccount: (userId: string): Limit => ({
    key: `email-change:account:${userId}`,
    max: 5,
    windowSeconds: 3600,
  }),
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
  /** Seconds until the attempt may be made again, when refused. */
  retryAfter: number;
  /** Gives the places back (a successful sign-in is not a failure). */
  release: () => Promise<void>;
}

/** The answer for a refused attempt: 429 with the seconds to wait. */
export function tooManyAttempts(retryAfter: number) {
  return {
    ok: false as const,
    status: 429 as const,
    error: { key: "auth.errors.tooManyAttempts", values: { count: retryAfter } },
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
  const release = async () => {
    await runBatch(
      db,
      windows.map(({ limit, start }) =>
        db
          .update(authRateLimits)
          .set({ count: sql`max(${authRateLimits.count} - 1, 0)` })
          .where(and(eq(authRateLimits.key, limit.key), eq(authRateLimits.windowStart, start))),
      ),
    );
  };
  // A refused attempt never reaches the check: its place goes back at once.
  if (retryAfter > 0) await release();
  return { allowed: retryAfter === 0, retryAfter, release };
}

/** Failures allowed before waits begin; the first wait; the longest; how long failures are remembered. */
export const THROTTLE = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 86_400_000 };

/**
 * Counts an attempt against `key` before its password is checked (so parallel attempts cannot all
 * pass), unless the key is waiting. A success calls `clearThrottle`. One statement, atomic.
 */
export async function throttle(db: Database, key: string, now = Date.now()) {
  const { freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs } = THROTTLE;
  const stale = now - forgetAfterMs;
  // The failures counted after this attempt: 1 after a day without failures, else one more.
  const next = sql`CASE WHEN ${signInThrottles.lastFailureAt} < ${stale} THEN 1 ELSE ${signInThrottles.failures} + 1 END`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, blockedUntil: 0, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: next,
        // From the sixth failure on: wait 1 s, then 2 s, 4 s … up to 15 minutes.
        blockedUntil: sql`CASE WHEN ${next} >= ${freeFailures} THEN ${now} + min(${maxDelayMs}, ${firstDelayMs} * (1 << min(${next} - ${freeFailures}, 20))) ELSE 0 END`,
        lastFailureAt: now,
      },
      setWhere: sql`${signInThrottles.blockedUntil} <= ${now}`,
    })
    .returning({ failures: signInThrottles.failures });
  if (row) return { allowed: true as const, retryAfter: 0 };
  const current = await db.query.signInThrottles.findFirst({ where: eq(signInThrottles.key, key) });
  const waitMs = Math.max(1_000, (current?.blockedUntil ?? now) - now);
  return { allowed: false as const, retryAfter: Math.ceil(waitMs / 1000) };
}

/** A success: the key starts again from zero. */
export async function clearThrottle(db: Database, keys: string[]) {
  await runBatch(
    db,
    keys.map((key) => db.delete(signInThrottles).where(eq(signInThrottles.key, key))),
  );
}

/** Removes windows older than a day and throttles forgotten a day ago (the Cron Trigger runs it). */
export async function deleteOldRateLimits(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, cutoff));
  await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.lastFailureAt, now.getTime() - THROTTLE.forgetAfterMs),
        lt(signInThrottles.blockedUntil, now.getTime()),
      ),
    );
}
