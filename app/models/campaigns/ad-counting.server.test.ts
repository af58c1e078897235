import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createCampaign, createUser } from "~/seed/factories";

import { adFigures, deleteOldAdViewers, discardReason, recordAdEvent, viewerKey } from "./ad-counting.server";

const db = createDb(env.DB);
const ORIGIN = "https://debatestorm.example";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const request = (headers: Record<string, string>, method = "GET") =>
  new Request(`${ORIGIN}/ads/x/${method === "GET" ? "seen" : "click"}`, { method, headers });

async function activeCampaign() {
  const { user } = await createUser(db, { password: null });
  return (await createCampaign(db, { ownerId: user.id, status: "active" })).id;
}

describe("which requests count", () => {
  it("refuses prefetches and prerenders, bots and requests without a user agent", () => {
    const page = { "User-Agent": CHROME, "Sec-Fetch-Site": "same-origin" };
    expect(discardReason(request(page), "impression", "")).toBeNull();
    const prefetches: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { "Sec-Purpose": "prefetch;prerender" },
      { Purpose: "prefetch" },
      { "X-Purpose": "preview" },
      { "X-Moz": "prefetch" },
    ];
    for (const prefetch of prefetches) {
      expect(discardReason(request({ ...page, ...prefetch }), "impression", "")).toBe("prefetch");
    }
    expect(
      discardReason(
        request({ ...page, "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
        "impression",
        "",
      ),
    ).toBe("bot");
    expect(discardReason(request({ ...page, "User-Agent": "curl/8.5.0" }), "impression", "")).toBe("bot");
    expect(discardReason(request({ "Sec-Fetch-Site": "same-origin" }), "impression", "")).toBe("bot");
  });

  it("counts a click only as a same-origin POST, an impression only from our pages", () => {
    const ua = { "User-Agent": CHROME };
    expect(discardReason(request({ ...ua, Origin: ORIGIN }, "POST"), "click", "")).toBeNull();
    expect(discardReason(request({ ...ua, "Sec-Fetch-Site": "same-origin" }, "POST"), "click", "")).toBeNull();
    expect(discardReason(request(ua, "POST"), "click", "")).toBe("cross-site");
    expect(discardReason(request({ ...ua, Referer: `${ORIGIN}/` }, "POST"), "click", "")).toBe("cross-site");
    expect(discardReason(request({ ...ua, "Sec-Fetch-Site": "same-site" }, "POST"), "click", "")).toBe("cross-site");
    expect(discardReason(request({ ...ua, Origin: "https://evil.example" }, "POST"), "click", "")).toBe("cross-site");
    // The configured public origin is ours too (behind a proxy the request's own may differ).
    expect(
      discardReason(request({ ...ua, Origin: "https://www.example" }, "POST"), "click", "https://www.example"),
    ).toBeNull();

    expect(discardReason(request({ ...ua, Referer: `${ORIGIN}/?region=bharat` }), "impression", "")).toBeNull();
    expect(discardReason(request({ ...ua, "Sec-Fetch-Site": "cross-site" }), "impression", "")).toBe("cross-site");
    expect(discardReason(request({ ...ua, Referer: "https://evil.example/" }), "impression", "")).toBe("cross-site");
    expect(discardReason(request(ua), "impression", "")).toBe("cross-site");
  });
});

describe("who a viewer is", () => {
  const visitor = (ip: string, ua = CHROME) => request({ "CF-Connecting-IP": ip, "User-Agent": ua });
  const day = new Date("2026-03-01T10:00:00Z");
  const nextDay = new Date("2026-03-02T10:00:00Z");

  it("is the account when signed in, else the address and user agent; a key that never shows the address", async () => {
    const key = await viewerKey("secret", visitor("203.0.113.9"), null, day);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain("203");
    expect(await viewerKey("secret", visitor("203.0.113.9"), null, new Date("2026-03-01T23:59:59Z"))).toBe(key);
    expect(await viewerKey("secret", visitor("203.0.113.10"), null, day)).not.toBe(key);
    expect(await viewerKey("secret", visitor("203.0.113.9", `${CHROME} Edg/130`), null, day)).not.toBe(key);
    // Signed in: the account, whatever the address.
    const account = await viewerKey("secret", visitor("203.0.113.9"), "user-1", day);
    expect(await viewerKey("secret", visitor("198.51.100.1", "other"), "user-1", day)).toBe(account);
    expect(account).not.toBe(key);
  });

  it("gets an unrelated key the next day (the salt changes daily) and under another secret", async () => {
    const key = await viewerKey("secret", visitor("203.0.113.9"), null, day);
    expect(await viewerKey("secret", visitor("203.0.113.9"), null, nextDay)).not.toBe(key);
    expect(await viewerKey("other-secret", visitor("203.0.113.9"), null, day)).not.toBe(key);
  });
});

describe("counting", () => {
  it("counts a viewer once a day, keeps why the others were not counted, and the counters stay exact", async () => {
    const id = await activeCampaign();
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => recordAdEvent(db, id, "impression", { viewer: "a" }, now)),
    );
    expect(outcomes.filter((o) => o === "counted")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(39);
    expect(await recordAdEvent(db, id, "impression", { viewer: "b" }, now)).toBe("counted");
    expect(await recordAdEvent(db, id, "impression", { discard: "bot" }, now)).toBe("bot");
    expect(await recordAdEvent(db, id, "click", { discard: "cross-site" }, now)).toBe("cross-site");
    expect(await recordAdEvent(db, id, "click", { viewer: "a" }, now)).toBe("counted");
    // The next day, the same viewer counts again.
    expect(await recordAdEvent(db, id, "impression", { viewer: "a" }, new Date(now.getTime() + 86_400_000))).toBe(
      "counted",
    );
    const figures = (await adFigures(db, [id])).get(id);
    expect(figures).toEqual({
      impressions: 3,
      clicks: 1,
      discarded: {
        impression: { duplicate: 39, bot: 1, prefetch: 0, "cross-site": 0 },
        click: { duplicate: 0, bot: 0, prefetch: 0, "cross-site": 1 },
      },
    });
  });

  it("the cron deletes viewer rows two days old and leaves the counters as they were", async () => {
    const id = await activeCampaign();
    const now = new Date("2030-06-10T12:00:00Z");
    for (const [daysAgo, viewer] of [
      [0, "today"],
      [1, "yesterday"],
      [2, "two-days"],
      [5, "five-days"],
    ] as const) {
      await recordAdEvent(db, id, "impression", { viewer }, new Date(now.getTime() - daysAgo * 86_400_000));
    }
    expect(await deleteOldAdViewers(db, now)).toBeGreaterThanOrEqual(2);
    const { results } = await env.DB.prepare("SELECT day FROM ad_viewers WHERE campaign_id = ? ORDER BY day")
      .bind(id)
      .all<{ day: string }>();
    expect(results.map((r) => r.day)).toEqual(["2030-06-09", "2030-06-10"]);
    expect((await adFigures(db, [id])).get(id)?.impressions).toBe(4);
  });
});
