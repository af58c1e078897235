/**
 * Abuse limits, designed on OWASP's guidance that a lockout must not become a way to lock people
 * out (docs/security.md has the numbers and the reasons).
 *
 * Per address (sliding windows, `reserve`): an attempt takes a place before it is checked, so a
 * burst of parallel requests cannot slip past the limit, and gives it back when it succeeds (for
 * sign-in) or is refused, so only failures, accounts made and attempts still in flight count. An
 * IPv4 address counts alone; an IPv6 address counts with its whole /64 network (one subscriber's
 * network hands out any number of addresses). Sized so that a college or a mobile carrier's shared
 * address can sign in and sign up its people:
 *   - sign-in: 60 failures per 10 minutes per address;
 *   - sign-up: 120 accounts per 10 minutes and 300 per day per address;
 *   - password reset requests: 5 a minute per address and 5 an hour per account;
 *   - confirmation links sent again: 5 an hour per account.
 * A window slides: each is counted in 10 slices, and a limit sums the current slice and the 10
 * before it, so no span of the window's length ever holds more than its maximum (fixed blocks let a
 * burst at the end of one and the start of the next make twice as many).
 *
 * Per account and per trusted browser (`throttle`): failures count per account whatever identifier
 * was typed; after 5, each further attempt waits twice as long as the one before (1 s, 2 s, 4 s …,
 * at most 15 minutes), a success starts again from zero, and a day without failures forgets them.
 * A browser that has signed in to the account before (its signed device cookie) has a ladder of
 * its own, so others' failures never lock the owner out of their usual browser.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { authRateLimits, signInThrottles } from "~/db/schema";

interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The hextets of an IPv6 address (with "::" and a trailing IPv4 part), or null when it is not one. */
function ipv6Hextets(address: string): number[] | null {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.slice(1).map(Number);
    if ([a, b, c, d].some((n) => n > 255)) return null;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

/**
 * What an address's limits count on: an IPv4 address itself (also written IPv4-mapped,
 * ::ffff:a.b.c.d), and for IPv6 its /64 network ("2001:db8:0:12::/64"). Anything else as it came.
 */
export function limitScope(ip: string): string {
  const address = (ip.trim().toLowerCase().split("%")[0] ?? "").replace(/^\[(.*)\]$/, "$1");
  if (!address.includes(":")) return address;
  const hextets = ipv6Hextets(address);
  if (!hextets) return address;
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

export const LIMITS = {
  signInPerAddress: (ip: string): Limit => ({ key: `login:ip:${limitScope(ip)}`, max: 60, windowSeconds: 600 }),
  /** A town hall of 100 in one sitting; three such sittings a day (docs/security.md, "Signing up"). */
  signUpPerAddress: (ip: string): Limit[] => [
    { key: `signup:ip:${limitScope(ip)}`, max: 120, windowSeconds: 600 },
    { key: `signup-day:ip:${limitScope(ip)}`, max: 300, windowSeconds: 86_400 },
  ],
  resetPerAddress: (ip: string): Limit => ({ key: `reset:ip:${limitScope(ip)}`, max: 5, windowSeconds: 60 }),
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

/** Slices a window is counted in; a limit sums the current slice and the SLICES before it. */
const SLICES = 10;

function slicesOf(limit: Limit, now: Date) {
  const size = (limit.windowSeconds * 1000) / SLICES;
  const current = Math.floor(now.getTime() / size) * size;
  return { size, start: new Date(current).toISOString(), oldest: new Date(current - SLICES * size).toISOString() };
}

/**
 * Seconds until `rows` (the slices in the window, this attempt included) hold no more than the
 * maximum, as the oldest slices leave the window; 0 when they already do.
 */
function secondsUntilUnder(limit: Limit, size: number, rows: { windowStart: string; count: number }[], now: Date) {
  let total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total <= limit.max) return 0;
  for (const row of [...rows].sort((a, b) => a.windowStart.localeCompare(b.windowStart))) {
    total -= row.count;
    if (total <= limit.max) {
      const leaves = Date.parse(row.windowStart) + (SLICES + 1) * size;
      return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
    }
  }
  return limit.windowSeconds;
}

export interface Reservation {
  /** Whether every limit had room for this attempt. */
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

/**
 * Takes one place in every limit's current slice and counts its window; refused when any is over
 * its maximum. A refused attempt gives its places back at once, unless `keepWhenOver` (the caller
 * lets it through another way, a solved challenge, and releases it itself if it does not).
 */
export async function reserve(
  db: Database,
  limits: Limit[],
  { now = new Date(), keepWhenOver = false }: { now?: Date; keepWhenOver?: boolean } = {},
): Promise<Reservation> {
  const slices = limits.map((limit) => ({ limit, ...slicesOf(limit, now) }));
  const results = await runBatch(
    db,
    slices.flatMap(({ limit, start, oldest }) => [
      db
        .insert(authRateLimits)
        .values({ key: limit.key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: [authRateLimits.key, authRateLimits.windowStart],
          set: { count: sql`${authRateLimits.count} + 1` },
        }),
      db
        .select({ windowStart: authRateLimits.windowStart, count: authRateLimits.count })
        .from(authRateLimits)
        .where(and(eq(authRateLimits.key, limit.key), gte(authRateLimits.windowStart, oldest))),
    ]),
  );
  let retryAfter = 0;
  slices.forEach(({ limit, size }, i) => {
    const rows = results[2 * i + 1] as { windowStart: string; count: number }[] | undefined;
    retryAfter = Math.max(retryAfter, secondsUntilUnder(limit, size, rows ?? [], now));
  });
  const release = async () => {
    await runBatch(
      db,
      slices.map(({ limit, start }) =>
        db
          .update(authRateLimits)
          .set({ count: sql`max(${authRateLimits.count} - 1, 0)` })
          .where(and(eq(authRateLimits.key, limit.key), eq(authRateLimits.windowStart, start))),
      ),
    );
  };
  // A refused attempt never reaches the check: its place goes back at once.
  if (retryAfter > 0 && !keepWhenOver) await release();
  return { allowed: retryAfter === 0, retryAfter, release };
}

/** Whether any of `limits` is full now (the next attempt would be refused), without counting one. */
export async function isOverLimit(db: Database, limits: Limit[], now = new Date()) {
  for (const limit of limits) {
    const { oldest } = slicesOf(limit, now);
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${authRateLimits.count}), 0)` })
      .from(authRateLimits)
      .where(and(eq(authRateLimits.key, limit.key), gte(authRateLimits.windowStart, oldest)));
    if ((row?.total ?? 0) >= limit.max) return true;
  }
  return false;
}

/** Failures allowed before waits begin; the first wait; the longest; how long failures are remembered. */
const THROTTLE = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 86_400_000 };

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

/**
 * Removes slices older than two days (the longest window, a day, and its slices fit well inside)
 * and throttles forgotten a day ago (the Cron Trigger runs it).
 */
export async function deleteOldRateLimits(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - 48 * 3_600_000).toISOString();
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
