/**
 * Ad figures an advertiser can trust (issue 25, finding 5; docs/campaigns.md, "Counting"): through
 * the deployed Worker, the pixel and the click count a viewer once per ad and day; bots, prefetches
 * and clicks without same-origin evidence are not counted; the public library's band does not move
 * under a flood; the admin's campaign view shows what was discarded and why.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createCampaign, createUser } from "~/seed/factories";

const ORIGIN = "http://localhost";
const db = createDb(env.DB);
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** What Chromium sends for the banner's pixel, from one address. */
const pixelHeaders = (ip: string, extra: Record<string, string> = {}) => ({
  Host: "localhost",
  "CF-Connecting-IP": ip,
  "User-Agent": CHROME,
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "no-cors",
  "Sec-Fetch-Dest": "image",
  Referer: `${ORIGIN}/`,
  ...extra,
});

async function seen(id: string, headers: Record<string, string>) {
  const response = await exports.default.fetch(`${ORIGIN}/ads/${id}/seen`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/gif");
  await response.arrayBuffer();
}

async function click(id: string, headers: Record<string, string>) {
  const response = await exports.default.fetch(`${ORIGIN}/ads/${id}/click`, {
    method: "POST",
    headers: { Host: "localhost", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "",
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/** `total` requests, `parallel` at a time (races included). */
async function many(total: number, parallel: number, send: () => Promise<unknown>) {
  for (let done = 0; done < total; done += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, total - done) }, send));
  }
}

async function counted(id: string, kind: "impression" | "click") {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(count), 0) AS n FROM ad_events WHERE campaign_id = ? AND kind = ?",
  )
    .bind(id, kind)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function discarded(id: string, kind: "impression" | "click", reason: string) {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(count), 0) AS n FROM ad_discards WHERE campaign_id = ? AND kind = ? AND reason = ?",
  )
    .bind(id, kind, reason)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function signedIn(role: "citizen" | "admin" = "citizen") {
  const { user } = await createUser(db, { password: null, role });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

let campaign: string;
beforeAll(async () => {
  const { user } = await signedIn();
  campaign = (
    await createCampaign(db, {
      ownerId: user.id,
      status: "active",
      activatedAt: new Date().toISOString(),
      campaignTitle: "Figures you can trust",
    })
  ).id;
});

describe("impressions", () => {
  it("3,000 from one visitor count once; the public library's band does not move", { timeout: 600_000 }, async () => {
    await many(3_000, 25, () => seen(campaign, pixelHeaders("203.0.113.50")));
    expect(await counted(campaign, "impression")).toBe(1);
    expect(await discarded(campaign, "impression", "duplicate")).toBe(2_999);
    const library = (await (await exports.default.fetch(`${ORIGIN}/api/ads?status=active`)).json()) as {
      ads: { id: string; impressions: { low: number; high: number | null } }[];
    };
    expect(library.ads.find((ad) => ad.id === campaign)?.impressions).toEqual({ low: 0, high: 1_000 });
  });

  it("a second viewer counts; a signed-in citizen counts once from any address", async () => {
    await seen(campaign, pixelHeaders("203.0.113.51"));
    expect(await counted(campaign, "impression")).toBe(2);
    const { cookie } = await signedIn();
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      await seen(campaign, pixelHeaders(ip, { Cookie: cookie }));
    }
    expect(await counted(campaign, "impression")).toBe(3);
  });

  it("bots, prefetches and other sites' images are not counted", async () => {
    const before = await counted(campaign, "impression");
    await seen(
      campaign,
      pixelHeaders("203.0.113.60", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    );
    await seen(campaign, pixelHeaders("203.0.113.61", { "User-Agent": "" }));
    await seen(campaign, pixelHeaders("203.0.113.62", { "Sec-Purpose": "prefetch" }));
    await seen(campaign, pixelHeaders("203.0.113.63", { Purpose: "prefetch" }));
    await seen(
      campaign,
      pixelHeaders("203.0.113.64", { "Sec-Fetch-Site": "cross-site", Referer: "https://evil.example/" }),
    );
    expect(await counted(campaign, "impression")).toBe(before);
    expect(await discarded(campaign, "impression", "bot")).toBe(2);
    expect(await discarded(campaign, "impression", "prefetch")).toBe(2);
    expect(await discarded(campaign, "impression", "cross-site")).toBe(1);
  });
});

describe("clicks", () => {
  it("500 empty posts without Origin count none, and still reach the ad", { timeout: 300_000 }, async () => {
    const destinations = new Set<string>();
    await many(500, 25, async () => {
      const response = await click(campaign, { "CF-Connecting-IP": "203.0.113.70", "User-Agent": CHROME });
      expect(response.status).toBe(303);
      destinations.add(response.headers.get("Location") ?? "");
    });
    expect([...destinations]).toEqual([`/ads#ad-${campaign}`]);
    expect(await counted(campaign, "click")).toBe(0);
    expect(await discarded(campaign, "click", "cross-site")).toBe(500);
  });

  it("500 same-origin clicks from one visitor count once; a second viewer counts", { timeout: 300_000 }, async () => {
    const fromOurPage = { "CF-Connecting-IP": "203.0.113.71", "User-Agent": CHROME, Origin: ORIGIN };
    await many(500, 25, () => click(campaign, fromOurPage));
    expect(await counted(campaign, "click")).toBe(1);
    expect(await discarded(campaign, "click", "duplicate")).toBe(499);
    await click(campaign, { ...fromOurPage, "CF-Connecting-IP": "203.0.113.72", "Sec-Fetch-Site": "same-origin" });
    expect(await counted(campaign, "click")).toBe(2);
    // A bot's click is not counted either.
    await click(campaign, { ...fromOurPage, "CF-Connecting-IP": "203.0.113.73", "User-Agent": "python-requests/2.32" });
    expect(await counted(campaign, "click")).toBe(2);
  });
});

describe("the admin's campaign view", () => {
  it("shows the counted figures and how many were discarded, and why", async () => {
    const { cookie } = await signedIn("admin");
    const response = await exports.default.fetch(`${ORIGIN}/admin/campaigns?view=active`, {
      headers: { Host: "localhost", Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const start = html.indexOf("Counted and discarded: Figures you can trust");
    expect(start).toBeGreaterThan(0);
    const table = html
      .slice(start, html.indexOf("</table>", start))
      .replace(/<[^>]+>/g, "|")
      .replace(/\|+/g, "|");
    expect(table).toContain("|Kind|Counted|Repeats|Bots|Prefetches|Not from our pages|");
    // Repeats: the visitor's 2,999 and the signed-in citizen's 2 from other addresses.
    expect(table).toContain("|Impressions|3|3,001|2|2|1|");
    expect(table).toContain("|Clicks|2|499|1|0|500|");
  });
});
