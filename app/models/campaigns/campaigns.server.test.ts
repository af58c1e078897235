import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { campaigns, notifications } from "~/db/schema";
import { createCampaign, createUser } from "~/seed/factories";

import {
  activeAds,
  adLibrary,
  bandOf,
  campaignForAttempt,
  cancelCampaign,
  completeEndedCampaigns,
  dailyAdCounts,
} from "./campaigns.server";
import { recordAdEvent } from "./ad-counting.server";

const db = createDb(env.DB);
const owner = async () => (await createUser(db, { password: null })).user.id;
const statusOf = async (id: string) =>
  (await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)).get())?.status;

describe("campaigns", () => {
  it("prices an attempt from the catalogue and makes one campaign per attempt", async () => {
    const ownerId = await owner();
    const details = {
      packageType: "enterprise" as const,
      currency: "inr" as const,
      partyName: "Sahyog",
      campaignTitle: "Ward budgets",
      description: null,
      contactEmail: "a@b.example",
      contactPhone: null,
      targetAudience: null,
      region: "bharat" as const,
      paidForBy: null,
    };
    const [a, b] = await Promise.all([
      campaignForAttempt(db, ownerId, details, "k1"),
      campaignForAttempt(db, ownerId, { ...details, campaignTitle: "Changed" }, "k1"),
    ]);
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({
      campaignBudget: 16_799_000,
      campaignDuration: 60,
      paidForBy: "Sahyog",
      status: "pending",
    });
    const other = await campaignForAttempt(db, ownerId, details, "k2");
    expect(other.id).not.toBe(a.id);
  });

  it("completes active campaigns whose days are up, and leaves running ones", async () => {
    const ownerId = await owner();
    const ended = await createCampaign(db, { ownerId, status: "active", endsAt: "2020-01-01T00:00:00.000Z" });
    const running = await createCampaign(db, { ownerId, status: "active" });
    expect(await completeEndedCampaigns(db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ended.id)).toBe("completed");
    expect(await statusOf(running.id)).toBe("active");
    // The owner is told which campaign ended, in the words every campaign status change uses.
    const told = await db.select().from(notifications).where(eq(notifications.userId, ownerId)).all();
    expect(told.map((n) => [n.kind, n.href, JSON.parse(n.params) as unknown])).toEqual([
      [
        "campaign_status_changed",
        "/campaign-management?tab=completed",
        { campaignTitle: ended.campaignTitle, status: "completed" },
      ],
    ]);
  });

  it("counts impressions and clicks of active campaigns only, per day, once per viewer", async () => {
    const ownerId = await owner();
    const active = await createCampaign(db, { ownerId, status: "active" });
    const pending = await createCampaign(db, { ownerId });
    const now = new Date();
    expect(await recordAdEvent(db, active.id, "impression", { viewer: "viewer-a" }, now)).toBe("counted");
    expect(await recordAdEvent(db, active.id, "impression", { viewer: "viewer-a" }, now)).toBe("duplicate");
    expect(await recordAdEvent(db, active.id, "impression", { viewer: "viewer-b" }, now)).toBe("counted");
    expect(await recordAdEvent(db, active.id, "click", { viewer: "viewer-a" }, now)).toBe("counted");
    expect(await recordAdEvent(db, pending.id, "impression", { viewer: "viewer-a" }, now)).toBe("inactive");
    expect(await recordAdEvent(db, "no-such-campaign", "click", { viewer: "viewer-a" }, now)).toBe("inactive");
    const days = await dailyAdCounts(db, [active.id], { days: 3, now });
    expect(days).toHaveLength(3);
    expect(days[2]).toEqual({ day: now.toISOString().slice(0, 10), impressions: 2, clicks: 1 });
    expect(days[0]).toMatchObject({ impressions: 0, clicks: 0 });
  });

  it("shows the banner's ads by region and priority; cancelled campaigns stop showing", async () => {
    const ownerId = await owner();
    const party = `Party ${crypto.randomUUID().slice(0, 6)}`;
    const basic = await createCampaign(db, { ownerId, status: "active", partyName: party, region: "bharat" });
    const big = await createCampaign(db, { ownerId, status: "active", packageType: "enterprise", partyName: party });
    const ids = (ads: { id: string }[]) => ads.map((a) => a.id).filter((id) => id === basic.id || id === big.id);
    expect(ids(await activeAds(db, "bharat", new Date(), 50))).toEqual([big.id, basic.id]);
    expect(ids(await activeAds(db, "global", new Date(), 50))).toEqual([big.id]);
    const admin = await owner();
    expect((await cancelCampaign(db, admin, big.id)).ok).toBe(true);
    expect(ids(await activeAds(db, "bharat", new Date(), 50))).toEqual([basic.id]);
  });

  it("lists in the library only campaigns that ran, with spend and impressions as bands", async () => {
    const ownerId = await owner();
    const party = `Library ${crypto.randomUUID().slice(0, 6)}`;
    const ran = await createCampaign(db, { ownerId, status: "active", partyName: party, packageType: "premium" });
    await createCampaign(db, { ownerId, partyName: party });
    const entries = await adLibrary(db, { party });
    expect(entries.map((e) => e.id)).toEqual([ran.id]);
    expect(entries[0]).toMatchObject({ spend: { low: 50_000, high: 100_000 }, impressions: { low: 0, high: 1_000 } });
    expect(bandOf(0, [10, 20])).toEqual([0, 10]);
    expect(bandOf(15, [10, 20])).toEqual([10, 20]);
    expect(bandOf(25, [10, 20])).toEqual([20, null]);
  });
});
