/**
 * Campaigns (docs/campaigns.md): bought from the package catalogue, paid through Stripe, activated
 * by an admin once Stripe has confirmed the payment, completed by the cron when their days are up.
 *
 * Money rules: the amount always comes from the catalogue (app/models/campaigns/packages.ts), never
 * from the buyer; a campaign is paid only when a verified webhook says its PaymentIntent succeeded
 * for exactly that amount and currency; one attempt (a form's key, an API client's key) makes one
 * campaign and one Stripe object, however often it is submitted.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import type { REGIONS } from "~/db/enums";
import { adEvents, campaigns } from "~/db/schema";
import type { Payments, Stripe } from "~/models/payments";
import type { Translate } from "~/utils/http.server";
import type { Message } from "~/utils/message";

import { auditEntry } from "~/models/audit";
import { CAMPAIGN_PACKAGES, packagePrice, type PackageType } from "./packages";
import type { CampaignDetails } from "./campaigns.schema";
import { notification } from "~/models/notifications";
import type { StripeEventHandler } from "~/models/payments";

type Campaign = typeof campaigns.$inferSelect;
type Region = (typeof REGIONS)[number];
type BatchStatement = Parameters<typeof runBatch>[1][number];

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- purchase

/**
 * The pending campaign of this attempt: created once per (owner, key), whatever the number of
 * submissions; the amount from the catalogue.
 */
export async function campaignForAttempt(
  db: Database,
  ownerId: string,
  details: CampaignDetails,
  key: string,
  now = new Date(),
): Promise<Campaign> {
  const pkg = CAMPAIGN_PACKAGES[details.packageType];
  await db
    .insert(campaigns)
    .values({
      id: crypto.randomUUID(),
      ownerId,
      campaignTitle: details.campaignTitle,
      partyName: details.partyName,
      paidForBy: details.paidForBy ?? details.partyName,
      packageType: details.packageType,
      status: "pending",
      campaignBudget: packagePrice(details.packageType, details.currency),
      currency: details.currency,
      targetAudience: details.targetAudience,
      region: details.region,
      campaignDuration: pkg.duration,
      contactEmail: details.contactEmail,
      contactPhone: details.contactPhone,
      description: details.description,
      idempotencyKey: key,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: [campaigns.ownerId, campaigns.idempotencyKey] });
  const row = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.idempotencyKey, key)))
    .get();
  if (!row) throw new Error("campaign of the attempt vanished");
  return row;
}

type PaymentStart =
  | { ok: true; campaign: Campaign; url: string; clientSecret?: undefined }
  | { ok: true; campaign: Campaign; clientSecret: string; url?: undefined }
  | { ok: false; status: 502; error: Message; stripeMessage?: string };

function stripeFailure(error: unknown): PaymentStart {
  // Stripe's own errors carry a message meant for the buyer ("Your card was declined." …).
  if (error && typeof error === "object" && "type" in error && String(error.type).startsWith("Stripe")) {
    const message = (error as { message?: string }).message;
    return { ok: false, status: 502, error: { key: "campaigns.pay.failedTitle" }, stripeMessage: message };
  }
  console.error("campaign payment", error);
  return { ok: false, status: 502, error: { key: "campaigns.pay.error" } };
}

/**
 * Stripe's hosted Checkout page for a pending campaign (works without JavaScript: a form's redirect).
 * The same campaign always gets the same session while Stripe keeps the key (24 hours).
 */
export async function checkoutForCampaign(
  payments: Payments,
  campaign: Campaign,
  origin: string,
): Promise<PaymentStart> {
  try {
    const session = await payments.createCheckoutSession(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: campaign.currency,
              unit_amount: campaign.campaignBudget,
              product_data: { name: `DebateStorm ${campaign.packageType} campaign: ${campaign.campaignTitle}` },
            },
          },
        ],
        customer_email: campaign.contactEmail,
        client_reference_id: campaign.id,
        metadata: { campaignId: campaign.id },
        payment_intent_data: { metadata: { campaignId: campaign.id }, receipt_email: campaign.contactEmail },
        success_url: `${origin}/campaign-management?paid=${campaign.id}`,
        cancel_url: `${origin}/campaign-management?tab=pending`,
      },
      `campaign-checkout:${campaign.id}`,
    );
    if (!session.url) throw new Error("Checkout session without a URL");
    return { ok: true, campaign, url: session.url };
  } catch (error) {
    return stripeFailure(error);
  }
}

/** A PaymentIntent for a pending campaign (the JSON door: the client confirms it with Stripe.js). */
export async function paymentIntentForCampaign(
  db: Database,
  payments: Payments,
  campaign: Campaign,
): Promise<PaymentStart> {
  try {
    const intent = await payments.createPaymentIntent(
      {
        amount: campaign.campaignBudget,
        currency: campaign.currency,
        description: `DebateStorm ${campaign.packageType} campaign: ${campaign.campaignTitle}`,
        receipt_email: campaign.contactEmail,
        metadata: { campaignId: campaign.id },
      },
      `campaign-intent:${campaign.id}`,
    );
    if (!campaign.paymentIntentId) {
      await db
        .update(campaigns)
        .set({ paymentIntentId: intent.id })
        .where(and(eq(campaigns.id, campaign.id), isNull(campaigns.paymentIntentId)));
    }
    return {
      ok: true,
      campaign: { ...campaign, paymentIntentId: intent.id },
      clientSecret: intent.client_secret ?? "",
    };
  } catch (error) {
    return stripeFailure(error);
  }
}

/** A pending, unpaid campaign of this owner (to complete its payment), or null. */
export async function unpaidCampaign(db: Database, ownerId: string, id: string): Promise<Campaign | null> {
  const row = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.ownerId, ownerId)))
    .get();
  return row && row.status === "pending" && !row.paidAt ? row : null;
}

// ---------------------------------------------------------------- webhooks

function campaignIdOf(intent: Stripe.PaymentIntent) {
  const id = intent.metadata?.campaignId;
  return typeof id === "string" && id ? id : null;
}

/** payment_intent.succeeded: the campaign is paid (and awaits activation) if the amount is the catalogue's. */
export const onPaymentSucceeded: StripeEventHandler = async ({ db, now }, event) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const id = campaignIdOf(intent);
  if (!id) return [];
  const campaign = await db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!campaign || campaign.paidAt) return [];
  if (intent.amount !== campaign.campaignBudget || intent.currency !== campaign.currency) {
    console.error("campaign payment of the wrong amount", { id, amount: intent.amount, currency: intent.currency });
    return [];
  }
  return [
    db
      .update(campaigns)
      .set({ paidAt: now.toISOString(), paymentIntentId: intent.id, paymentError: null })
      .where(and(eq(campaigns.id, id), isNull(campaigns.paidAt))),
    statusNotification(db, campaign, "paid", "pending", now),
  ];
};

/** payment_intent.payment_failed: Stripe's message shows on the campaign's card, unless it was paid since. */
export const onPaymentFailed: StripeEventHandler = async ({ db }, event) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const id = campaignIdOf(intent);
  if (!id) return [];
  const message = intent.last_payment_error?.message ?? "The payment failed.";
  return [
    db
      .update(campaigns)
      .set({ paymentError: message.slice(0, 500) })
      .where(and(eq(campaigns.id, id), isNull(campaigns.paidAt))),
  ];
};

// ---------------------------------------------------------------- the owner's dashboard

/** A campaign as its owner sees it (SPEC.md's Campaign, and where its payment stands). */
export function publicCampaign(c: Campaign) {
  return {
    id: c.id,
    campaignTitle: c.campaignTitle,
    partyName: c.partyName,
    paidForBy: c.paidForBy ?? c.partyName,
    packageType: c.packageType,
    status: c.status,
    campaignBudget: c.campaignBudget,
    currency: c.currency,
    targetAudience: c.targetAudience,
    region: c.region,
    campaignDuration: c.campaignDuration,
    description: c.description,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    paymentStatus: c.paidAt ? ("paid" as const) : c.paymentError ? ("failed" as const) : ("unpaid" as const),
    paymentError: c.paidAt ? null : c.paymentError,
    paidAt: c.paidAt,
    activatedAt: c.activatedAt,
    endsAt: c.endsAt,
    createdAt: c.createdAt,
  };
}
export type OwnCampaign = ReturnType<typeof publicCampaign>;

export async function listOwnCampaigns(db: Database, ownerId: string): Promise<Campaign[]> {
  return db.select().from(campaigns).where(eq(campaigns.ownerId, ownerId)).orderBy(desc(campaigns.createdAt));
}

export interface DailyCounts {
  day: string;
  impressions: number;
  clicks: number;
}

/** Impressions and clicks per day of these campaigns, the last `days` days (every day present, zeros too). */
export async function dailyAdCounts(
  db: Database,
  campaignIds: string[],
  { days = 30, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<DailyCounts[]> {
  const from = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const rows = campaignIds.length
    ? await db
        .select({ day: adEvents.day, kind: adEvents.kind, count: sql<number>`sum(${adEvents.count})` })
        .from(adEvents)
        .where(and(inArray(adEvents.campaignId, campaignIds.slice(0, 90)), gte(adEvents.day, from)))
        .groupBy(adEvents.day, adEvents.kind)
    : [];
  const byDay = new Map<string, DailyCounts>();
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10);
    byDay.set(day, { day, impressions: 0, clicks: 0 });
  }
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.kind === "impression") entry.impressions += Number(row.count);
    else entry.clicks += Number(row.count);
  }
  return [...byDay.values()];
}

/** Totals of impressions and clicks per campaign. */
export async function adTotals(db: Database, campaignIds: string[]) {
  const totals = new Map<string, { impressions: number; clicks: number }>();
  if (!campaignIds.length) return totals;
  const rows = await db
    .select({ id: adEvents.campaignId, kind: adEvents.kind, count: sql<number>`sum(${adEvents.count})` })
    .from(adEvents)
    .where(inArray(adEvents.campaignId, campaignIds.slice(0, 90)))
    .groupBy(adEvents.campaignId, adEvents.kind);
  for (const row of rows) {
    const entry = totals.get(row.id) ?? { impressions: 0, clicks: 0 };
    if (row.kind === "impression") entry.impressions = Number(row.count);
    else entry.clicks = Number(row.count);
    totals.set(row.id, entry);
  }
  return totals;
}

// ---------------------------------------------------------------- admin

export async function listCampaignsForAdmin(db: Database, status: Campaign["status"] | "paid" = "paid") {
  const where =
    status === "paid"
      ? and(eq(campaigns.status, "pending"), isNotNull(campaigns.paidAt))
      : eq(campaigns.status, status);
  return db.select().from(campaigns).where(where).orderBy(asc(campaigns.createdAt)).limit(200);
}

type AdminCampaignResult = { ok: true; campaign: Campaign } | { ok: false; status: 404 | 409; error: Message };

/**
 * The owner's notification that their campaign changed status (paid, active, cancelled, completed),
 * linking to the dashboard's tab that now lists it.
 */
function statusNotification(
  db: Database,
  campaign: Pick<Campaign, "ownerId" | "campaignTitle">,
  status: "paid" | Campaign["status"],
  tab: "pending" | "active" | "completed" | null,
  now: Date,
) {
  return notification(db, {
    userId: campaign.ownerId,
    kind: "campaign_status_changed",
    href: tab ? `/campaign-management?tab=${tab}` : "/campaign-management",
    params: { campaignTitle: campaign.campaignTitle, status },
    now,
  });
}

/**
 * An admin's decision on a campaign: refused (404, 409) unless `allowed` holds for it; else its
 * guarded update, the audit entry and the owner's notification, in one batch.
 */
async function adminDecision(
  db: Database,
  { actorId, id, now }: { actorId: string; id: string; now: Date },
  decision: {
    action: "campaign.activate" | "campaign.cancel";
    refused: Message;
    allowed: (campaign: Campaign) => boolean;
    after: (campaign: Campaign) => Partial<Campaign> & { status: Campaign["status"] };
    update: (after: Partial<Campaign>) => BatchStatement;
    tab: "active" | null;
  },
): Promise<AdminCampaignResult> {
  const campaign = await db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!campaign) return { ok: false, status: 404, error: { key: "campaigns.errors.notFound" } };
  if (!decision.allowed(campaign)) return { ok: false, status: 409, error: decision.refused };
  const after = decision.after(campaign);
  await runBatch(db, [
    decision.update(after),
    auditEntry(db, {
      actorId,
      action: decision.action,
      target: `campaign:${id}`,
      before: { status: campaign.status },
      after,
      now,
    }),
    statusNotification(db, campaign, after.status, decision.tab, now),
  ]);
  return { ok: true, campaign: { ...campaign, ...after } };
}

/** Starts a paid campaign: active now, ending after its package's days; audited, the owner notified. */
export function activateCampaign(db: Database, actorId: string, id: string, now = new Date()) {
  return adminDecision(
    db,
    { actorId, id, now },
    {
      action: "campaign.activate",
      refused: { key: "campaigns.admin.notPaid" },
      allowed: (campaign) => campaign.status === "pending" && Boolean(campaign.paidAt),
      after: (campaign) => ({
        status: "active",
        activatedAt: now.toISOString(),
        endsAt: new Date(now.getTime() + campaign.campaignDuration * DAY_MS).toISOString(),
      }),
      update: (after) =>
        db
          .update(campaigns)
          .set(after)
          .where(and(eq(campaigns.id, id), eq(campaigns.status, "pending"), isNotNull(campaigns.paidAt))),
      tab: "active",
    },
  );
}

/** Stops a campaign for good (its ads stop showing); audited, the owner notified. */
export function cancelCampaign(db: Database, actorId: string, id: string, now = new Date()) {
  return adminDecision(
    db,
    { actorId, id, now },
    {
      action: "campaign.cancel",
      refused: { key: "campaigns.admin.notCancellable" },
      allowed: (campaign) => campaign.status === "pending" || campaign.status === "active",
      after: () => ({ status: "cancelled" }),
      update: (after) =>
        db
          .update(campaigns)
          .set(after)
          .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["pending", "active"]))),
      tab: null,
    },
  );
}

/** The cron: active campaigns whose days are up become completed (their owners notified). */
export async function completeEndedCampaigns(db: Database, now = new Date()): Promise<number> {
  const ended = await db
    .select({ id: campaigns.id, ownerId: campaigns.ownerId, campaignTitle: campaigns.campaignTitle })
    .from(campaigns)
    .where(and(eq(campaigns.status, "active"), lte(campaigns.endsAt, now.toISOString())))
    .limit(30);
  if (!ended.length) return 0;
  await runBatch(
    db,
    ended.flatMap((c): BatchStatement[] => [
      db
        .update(campaigns)
        .set({ status: "completed" })
        .where(and(eq(campaigns.id, c.id), eq(campaigns.status, "active"))),
      statusNotification(db, c, "completed", "completed", now),
    ]),
  );
  return ended.length;
}

// ---------------------------------------------------------------- ads: the banner and the library

const PRIORITY: Record<PackageType, number> = { enterprise: 0, premium: 1, basic: 2 };

interface PromotedAd {
  id: string;
  title: string;
  message: string | null;
  party: string;
  paidForBy: string;
}

/** The active campaigns shown to a viewer of `region`, in priority order (bigger package, then earlier). */
export async function activeAds(db: Database, region: Region, now = new Date(), limit = 5): Promise<PromotedAd[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, "active"),
        or(isNull(campaigns.endsAt), gte(campaigns.endsAt, now.toISOString())),
        or(isNull(campaigns.region), eq(campaigns.region, region)),
      ),
    )
    .orderBy(asc(campaigns.activatedAt))
    .limit(50);
  return rows
    .sort((a, b) => PRIORITY[a.packageType] - PRIORITY[b.packageType])
    .slice(0, limit)
    .map((c) => ({
      id: c.id,
      title: c.campaignTitle,
      message: c.description,
      party: c.partyName,
      paidForBy: c.paidForBy ?? c.partyName,
    }));
}

/** The spec's three built-in civic messages, shown when no campaign is active (not paid; never counted). */
const CIVIC_ADS = [
  { key: "register", href: "/help" },
  { key: "guidelines", href: "/guidelines" },
  { key: "privacy", href: "/privacy" },
] as const;

interface BannerAd {
  /** Set on promoted (paid) ads only. */
  campaignId: string | null;
  title: string;
  message: string;
  /** "Sponsored · Paid for by …", or the civic label. */
  label: string;
  cta: string;
  href: string;
}

/**
 * What the home banner shows a viewer of `region`: the active campaigns in priority order, each
 * labelled as paid, or the three civic messages. Everything translated here, so the home page ships
 * no strings of its own for it.
 */
export async function homeBanner(db: Database, region: Region, t: Translate) {
  const ads = await activeAds(db, region);
  const items: BannerAd[] = ads.length
    ? ads.map((ad) => ({
        campaignId: ad.id,
        title: ad.title,
        message: ad.message ?? ad.party,
        label: t("campaigns.banner.sponsored", { name: ad.paidForBy }),
        cta: t("campaigns.banner.learnMore"),
        href: `/ads#ad-${ad.id}`,
      }))
    : CIVIC_ADS.map((ad) => ({
        campaignId: null,
        title: t(`campaigns.banner.civic.${ad.key}.title`),
        message: t(`campaigns.banner.civic.${ad.key}.message`),
        label: t("campaigns.banner.civicLabel"),
        cta: t(`campaigns.banner.civic.${ad.key}.cta`),
        href: ad.href,
      }));
  return {
    ads: items,
    labels: {
      region: t("campaigns.banner.regionLabel"),
      why: t("campaigns.banner.why"),
      dismiss: t("campaigns.banner.dismiss"),
      newTab: t("campaigns.banner.newTab"),
    },
  };
}
export type HomeBanner = Awaited<ReturnType<typeof homeBanner>>;

/** Spend bands (minor units) of the library, per currency: the upper bounds. */
const SPEND_BANDS: Record<"usd" | "inr", number[]> = {
  usd: [50_000, 100_000, 500_000],
  inr: [5_000_000, 10_000_000, 50_000_000],
};
const IMPRESSION_BANDS = [1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];

/** [low, high] of the band holding `value` (high null: "and more"). */
export function bandOf(value: number, bounds: readonly number[]): [number, number | null] {
  let low = 0;
  for (const bound of bounds) {
    if (value < bound) return [low, bound];
    low = bound;
  }
  return [low, null];
}

interface LibraryFilters {
  party?: string | null;
  status?: "active" | "completed" | null;
  region?: Region | null;
}

export interface LibraryEntry {
  id: string;
  paidForBy: string;
  party: string;
  title: string;
  message: string | null;
  packageType: PackageType;
  status: Campaign["status"];
  region: Region | null;
  targetAudience: Campaign["targetAudience"];
  startedAt: string | null;
  endsAt: string | null;
  currency: "usd" | "inr";
  spend: { low: number; high: number | null };
  impressions: { low: number; high: number | null };
}

/** Every campaign that ran or runs (activated once), newest first, filtered; public. */
export async function adLibrary(db: Database, filters: LibraryFilters = {}, limit = 100): Promise<LibraryEntry[]> {
  const where: SQL[] = [isNotNull(campaigns.activatedAt)];
  if (filters.party) where.push(eq(campaigns.partyName, filters.party));
  if (filters.status) where.push(eq(campaigns.status, filters.status));
  if (filters.region) where.push(or(isNull(campaigns.region), eq(campaigns.region, filters.region)) as SQL);
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(...where))
    .orderBy(desc(campaigns.activatedAt))
    .limit(limit);
  const totals = await adTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => {
    const [spendLow, spendHigh] = bandOf(c.campaignBudget, SPEND_BANDS[c.currency]);
    const [impLow, impHigh] = bandOf(totals.get(c.id)?.impressions ?? 0, IMPRESSION_BANDS);
    return {
      id: c.id,
      paidForBy: c.paidForBy ?? c.partyName,
      party: c.partyName,
      title: c.campaignTitle,
      message: c.description,
      packageType: c.packageType,
      status: c.status,
      region: c.region,
      targetAudience: c.targetAudience,
      startedAt: c.activatedAt,
      endsAt: c.endsAt,
      currency: c.currency,
      spend: { low: spendLow, high: spendHigh },
      impressions: { low: impLow, high: impHigh },
    };
  });
}

/** The parties that ever ran a campaign (the library's filter). */
export async function libraryParties(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ party: campaigns.partyName })
    .from(campaigns)
    .where(isNotNull(campaigns.activatedAt))
    .orderBy(asc(campaigns.partyName))
    .limit(200);
  return rows.map((r) => r.party);
}
