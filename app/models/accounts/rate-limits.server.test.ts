/**
 * The address limits as windows that slide (issue 25, finding 4): counted in slices, so no span of
 * a window's length holds more than its maximum; a daily cap beside the 10-minute window; an IPv6
 * /64 network counted as one address.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";

import { isOverLimit, LIMITS, limitScope, reserve } from "./rate-limits.server";

const db = createDb(env.DB);
const MINUTE = 60_000;
let counter = 0;
/** An address of its own for each test (the table is shared within this file). */
const newIp = () => `198.18.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

/** Makes `n` sign-up attempts from `ip` at `at`, one after another; how many were allowed. */
async function signUps(ip: string | (() => string), n: number, at: Date) {
  let allowed = 0;
  for (let i = 0; i < n; i++) {
    const from = typeof ip === "string" ? ip : ip();
    if ((await reserve(db, LIMITS.signUpPerAddress(from), { now: at })).allowed) allowed++;
  }
  return allowed;
}

describe("sign-up windows", () => {
  it("slide: a burst at the end of one 10-minute block and the start of the next makes 120, not 240", async () => {
    const ip = newIp();
    const blockEnd = Math.ceil(Date.now() / (10 * MINUTE)) * 10 * MINUTE;
    expect(await signUps(ip, 120, new Date(blockEnd - 30_000))).toBe(120);
    expect(await signUps(ip, 120, new Date(blockEnd + 30_000))).toBe(0);
    // Refused with the time until the burst leaves the window (at most 11 minutes).
    const refused = await reserve(db, LIMITS.signUpPerAddress(ip), { now: new Date(blockEnd + 30_000) });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(11 * 60);
    // Once the burst has left the window, the address signs people up again.
    expect(await signUps(ip, 1, new Date(blockEnd - 30_000 + 11 * MINUTE))).toBe(1);
  });

  it("hold a daily cap of 300 per address, whatever the pace", async () => {
    const ip = newIp();
    const start = Date.now() - 2 * 3_600_000;
    // Three sittings of a town hall, each within the 10-minute window: 300 accounts.
    expect(await signUps(ip, 120, new Date(start))).toBe(120);
    expect(await signUps(ip, 120, new Date(start + 12 * MINUTE))).toBe(120);
    expect(await signUps(ip, 60, new Date(start + 24 * MINUTE))).toBe(60);
    // The 301st, an hour later, waits for the day to pass, and is told so in hours.
    const later = new Date(start + 84 * MINUTE);
    const refused = await reserve(db, LIMITS.signUpPerAddress(ip), { now: later });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(20 * 3600);
    expect(refused.retryAfter).toBeLessThanOrEqual(25 * 3600);
    expect(await signUps(ip, 10, new Date(start + 5 * 3_600_000))).toBe(0);
    // A day and a slice (2.4 hours) after the sittings, the address has its budget again (refused
    // attempts took no place). At 26 hours the last sitting's slice may still be inside the window,
    // depending on where the clock falls in a slice.
    expect(await signUps(ip, 120, new Date(start + 27 * 3_600_000))).toBe(120);
  });

  it("count an IPv6 /64 network as one address", async () => {
    const net = `2001:db8:${(++counter).toString(16)}:12`;
    let host = 0;
    const inNet = () => `${net}:${(++host).toString(16)}::${(host * 7).toString(16)}`;
    const now = new Date();
    expect(await signUps(inNet, 120, now)).toBe(120);
    // Another address of the same /64: the same budget, spent.
    expect(await signUps(`${net}:ffff:ffff:ffff:ffff`, 1, now)).toBe(0);
    // The neighbouring /64 has its own.
    expect(await signUps(`2001:db8:${counter.toString(16)}:13::1`, 1, now)).toBe(1);
  });
});

describe("the scope an address counts in", () => {
  it("is the IPv4 address itself, however written, and the /64 of an IPv6 address", () => {
    expect(limitScope("203.0.113.9")).toBe("203.0.113.9");
    expect(limitScope("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitScope("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(limitScope("2001:db8:0:12::1")).toBe("2001:db8:0:12::/64");
    expect(limitScope("2001:0DB8:0000:0012:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:12::/64");
    expect(limitScope("[2001:db8:0:12::7]")).toBe("2001:db8:0:12::/64");
    expect(limitScope("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(limitScope("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(limitScope("::1")).toBe("0:0:0:0::/64");
    // Not an address (local development, a hand-made header): counted as it came.
    expect(limitScope("unknown")).toBe("unknown");
    expect(limitScope("1:2:3")).toBe("1:2:3");
    expect(limitScope("1::2::3")).toBe("1::2::3");
  });
});

describe("a reservation over the limit", () => {
  it("keeps its place only when asked to (a solved challenge lets it through), and gives it back", async () => {
    const ip = newIp();
    const limit = LIMITS.signInPerAddress(ip);
    for (let i = 0; i < 60; i++) expect((await reserve(db, [limit])).allowed).toBe(true);
    expect(await isOverLimit(db, [limit])).toBe(true);
    const kept = await reserve(db, [limit], { keepWhenOver: true });
    expect(kept.allowed).toBe(false);
    const total = async () =>
      (
        await env.DB.prepare("SELECT sum(count) AS n FROM auth_rate_limits WHERE key = ?")
          .bind(limit.key)
          .first<{ n: number }>()
      )?.n;
    expect(await total()).toBe(61);
    await kept.release();
    expect(await total()).toBe(60);
    expect((await reserve(db, [limit])).allowed).toBe(false);
    expect(await total()).toBe(60);
    expect(await isOverLimit(db, [LIMITS.signInPerAddress(newIp())])).toBe(false);
  });
});
