/**
 * Campaigns through the Worker (docs/campaigns.md), against the local server speaking Stripe's API
 * (tests/fakes/stripe-server.ts, the real `stripe` SDK pointed at it) and webhook deliveries signed
 * as Stripe signs them: the amount is the catalogue's whatever the client sends; a double submit is
 * one campaign; only a verified, recent webhook pays a campaign, once; owners see only their own;
 * admins activate; the banner and the ad library count and show what ran.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { parseConfig } from "~/env.server";
import { stripeClient } from "../../workers/payments/stripe";

import { fetcherData, postForm } from "../helpers/page-action";
import { stripeControl, webhookRequest, type FakeStripeEvent } from "../helpers/stripe";
import { callWorker, signedInUser } from "../helpers/api-client";

const stripe = () => stripeClient(parseConfig(env).stripe ?? (null as never));

const citizen = signedInUser;
const call = callWorker;

const campaignData = (title = `Clean rivers ${crypto.randomUUID().slice(0, 6)}`) => ({
  partyName: "Nadi Bachao Manch",
  campaignTitle: title,
  contactEmail: "team@nadibachao.example.org",
  targetAudience: "state",
  description: "Debates on river pollution.",
});

const row = (id: string) =>
  env.DB.prepare("SELECT * FROM campaigns WHERE id = ?").bind(id).first<{
    status: string;
    paid_at: string | null;
    payment_error: string | null;
    campaign_budget: number;
    ends_at: string | null;
    owner_id: string;
  }>();
const countOf = async (query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

async function deliver(event: FakeStripeEvent) {
  return exports.default.fetch(await webhookRequest(event));
}

async function buyThroughApi(cookie: string, body: Record<string, unknown>) {
  const response = await call("POST", "/api/campaigns/create-payment-intent", { cookie, body });
  return { status: response.status, json: (await response.json()) as Record<string, string | number> };
}

describe("buying a campaign", () => {
  it("charges the catalogue's amount whatever the client sends, and a double submit is one campaign and one intent", async () => {
    const { user, cookie } = await citizen();
    const body = { packageType: "premium", currency: "inr", amount: 100, campaignData: campaignData() };
    const [first, second] = await Promise.all([buyThroughApi(cookie, body), buyThroughApi(cookie, body)]);
    expect(first.status).toBe(200);
    expect(second.json.campaignId).toBe(first.json.campaignId);
    expect(second.json.clientSecret).toBe(first.json.clientSecret);
    expect(first.json).toMatchObject({ amount: 6_699_000, currency: "inr" });
    const intentId = String(first.json.clientSecret).split("_secret_")[0] ?? "";
    const intent = await stripe().paymentIntents.retrieve(intentId);
    expect(intent.amount).toBe(6_699_000);
    expect(intent.currency).toBe("inr");
    expect(intent.metadata.campaignId).toBe(first.json.campaignId);
    expect(await countOf("SELECT count(*) AS n FROM campaigns WHERE owner_id = ?", user.id)).toBe(1);
    expect((await row(String(first.json.campaignId)))?.status).toBe("pending");
  });

  it("refuses bad input field by field, and visitors", async () => {
    const { cookie } = await citizen();
    const bad = await buyThroughApi(cookie, {
      packageType: "premium",
      campaignData: { ...campaignData(), contactEmail: "not-an-address" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Enter a valid e-mail address, such as name@example.org.");
    expect((await buyThroughApi(cookie, { packageType: "gold", campaignData: campaignData() })).status).toBe(400);
    expect((await call("POST", "/api/campaigns/create-payment-intent", { body: {} })).status).toBe(401);
    expect((await call("GET", "/api/campaigns/create-payment-intent", { cookie })).status).toBe(405);
  });

  it("without JavaScript: details are validated on the server, the summary keeps them, paying twice is one Checkout", async () => {
    const { user, cookie } = await citizen();
    const details = {
      packageType: "basic",
      currency: "usd",
      ...campaignData(),
      contactEmail: "",
      contactPhone: "",
      region: "",
      paidForBy: "",
    };
    const refused = await postForm("/campaign-packages", { intent: "details", ...details }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This field is required.");

    const step2 = await postForm(
      "/campaign-packages",
      { intent: "details", ...details, contactEmail: "a@b.example" },
      { cookie, fetcher: true },
    );
    const summary = await fetcherData<{ ok: boolean; step: number; attempt: string }>(step2);
    expect(summary).toMatchObject({ ok: true, step: 3 });
    const pay = { intent: "pay", ...details, contactEmail: "a@b.example", attempt: summary.attempt, amount: "1" };
    const [a, b] = await Promise.all([
      postForm("/campaign-packages", pay, { cookie }),
      postForm("/campaign-packages", pay, { cookie }),
    ]);
    expect(a.status).toBe(302);
    expect(b.headers.get("Location")).toBe(a.headers.get("Location"));
    expect(a.headers.get("Location")).toMatch(/\/checkout\/cs_test_/);
    expect(await countOf("SELECT count(*) AS n FROM campaigns WHERE owner_id = ?", user.id)).toBe(1);

    // The customer pays on Checkout's page: Stripe makes the PaymentIntent (the catalogue's $299.00).
    const sessionId = a.headers.get("Location")?.split("/checkout/")[1] ?? "";
    const events = await stripeControl(`checkout/${sessionId}/complete`);
    const succeeded = events.find((e) => e.type === "payment_intent.succeeded");
    expect(succeeded?.data.object.amount).toBe(29_900);
    const campaignId = String((succeeded?.data.object.metadata as Record<string, string>).campaignId);
    expect((await row(campaignId))?.paid_at).toBeNull();
    expect((await deliver(succeeded as FakeStripeEvent)).status).toBe(200);
    expect((await row(campaignId))?.paid_at).not.toBeNull();
  });
});

describe("the webhook pays a campaign", () => {
  async function pendingCampaign() {
    const owner = await citizen();
    const bought = await buyThroughApi(owner.cookie, { packageType: "basic", campaignData: campaignData() });
    const campaignId = String(bought.json.campaignId);
    const intentId = String(bought.json.clientSecret).split("_secret_")[0] ?? "";
    return { owner, campaignId, intentId };
  }

  it("refuses a bad signature and a stale one; the same event five times at once pays it once", async () => {
    const { owner, campaignId, intentId } = await pendingCampaign();
    const [event] = await stripeControl(`payment_intents/${intentId}/succeed`);
    if (!event) throw new Error("no event");
    const forged = await exports.default.fetch(await webhookRequest(event, { secret: "whsec_forged" }));
    const stale = await exports.default.fetch(
      await webhookRequest(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    );
    expect([forged.status, stale.status]).toEqual([400, 400]);
    expect((await row(campaignId))?.paid_at).toBeNull();

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await row(campaignId);
    expect(paid?.paid_at).not.toBeNull();
    expect(paid?.status).toBe("pending");
    expect(
      await countOf(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'campaign_status_changed'",
        owner.user.id,
      ),
    ).toBe(1);
  });

  it("shows a card's failure, and a late failure never undoes a payment (order-independent)", async () => {
    const { owner, campaignId, intentId } = await pendingCampaign();
    const [failed] = await stripeControl(`payment_intents/${intentId}/fail`, {
      message: "Your card has insufficient funds.",
    });
    await deliver(failed as FakeStripeEvent);
    const own = (await (await call("GET", "/api/campaigns", { cookie: owner.cookie })).json()) as {
      id: string;
      paymentStatus: string;
      paymentError: string | null;
    }[];
    expect(own.find((c) => c.id === campaignId)).toMatchObject({
      paymentStatus: "failed",
      paymentError: "Your card has insufficient funds.",
    });
    const page = await call("GET", "/campaign-management?tab=pending", { cookie: owner.cookie });
    expect(await page.text()).toContain("The last payment failed: Your card has insufficient funds.");

    const [succeeded] = await stripeControl(`payment_intents/${intentId}/succeed`);
    await deliver(succeeded as FakeStripeEvent);
    // The failure delivered again after the success (Stripe promises no order): still paid.
    await deliver({ ...(failed as FakeStripeEvent), id: `evt_late_${crypto.randomUUID()}` });
    const after = await row(campaignId);
    expect(after?.paid_at).not.toBeNull();
    expect(after?.payment_error).toBeNull();
  });

  it("does not pay a campaign with an intent of another amount", async () => {
    const { campaignId } = await pendingCampaign();
    const cheap = await stripe().paymentIntents.create({ amount: 100, currency: "usd", metadata: { campaignId } });
    const [event] = await stripeControl(`payment_intents/${cheap.id}/succeed`);
    expect((await deliver(event as FakeStripeEvent)).status).toBe(200);
    expect((await row(campaignId))?.paid_at).toBeNull();
  });
});

describe("owners and admins", () => {
  it("a citizen can neither see nor activate nor pay another's campaign", async () => {
    const owner = await citizen();
    const other = await citizen();
    const bought = await buyThroughApi(owner.cookie, { packageType: "basic", campaignData: campaignData() });
    const id = String(bought.json.campaignId);
    expect(await (await call("GET", "/api/campaigns", { cookie: other.cookie })).json()).toEqual([]);
    expect((await call("GET", `/campaign-management?campaign=${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/campaign-management?campaign=${id}`, { cookie: owner.cookie })).status).toBe(200);
    const resume = await postForm(
      "/campaign-management",
      { intent: "resume", campaignId: id },
      { cookie: other.cookie },
    );
    expect(resume.status).toBe(404);
    const activate = await postForm(
      "/admin/campaigns",
      { intent: "activate", campaignId: id },
      { cookie: other.cookie },
    );
    expect(activate.status).toBe(403);
    expect((await row(id))?.status).toBe("pending");
  });

  it("an admin activates a paid campaign (audited, ends after the package's days), not an unpaid one", async () => {
    const owner = await citizen();
    const admin = await citizen({ role: "admin" });
    const bought = await buyThroughApi(owner.cookie, { packageType: "basic", campaignData: campaignData() });
    const id = String(bought.json.campaignId);
    const early = await postForm("/admin/campaigns", { intent: "activate", campaignId: id }, { cookie: admin.cookie });
    // Refused (a plain post goes back to the page with the toast): still pending, nothing audited.
    expect(early.status).toBe(302);
    expect((await row(id))?.status).toBe("pending");
    expect(await countOf("SELECT count(*) AS n FROM audit_log WHERE target = ?", `campaign:${id}`)).toBe(0);
    const intentId = String(bought.json.clientSecret).split("_secret_")[0] ?? "";
    const [event] = await stripeControl(`payment_intents/${intentId}/succeed`);
    await deliver(event as FakeStripeEvent);
    const done = await postForm("/admin/campaigns", { intent: "activate", campaignId: id }, { cookie: admin.cookie });
    expect(done.status).toBe(302);
    const active = await row(id);
    expect(active?.status).toBe("active");
    const days = (Date.parse(active?.ends_at ?? "") - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'campaign.activate' AND target = ?",
        `campaign:${id}`,
      ),
    ).toBe(1);

    // Now it is promoted: labelled as paid on the home banner, counted, and in the public library.
    const home = await (await call("GET", "/?region=global")).text();
    expect(home).toContain(`Sponsored · Paid for by Nadi Bachao Manch`);
    // As a browser sends them from the home page (docs/campaigns.md, "Counting": bots are not counted).
    const browser = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      "Sec-Fetch-Site": "same-origin",
    };
    expect((await call("GET", `/ads/${id}/seen`, { headers: browser })).headers.get("Content-Type")).toBe("image/gif");
    const click = await postForm(`/ads/${id}/click`, {}, { headers: browser });
    expect(click.status).toBe(303);
    expect(click.headers.get("Location")).toBe(`/ads#ad-${id}`);
    expect(await countOf("SELECT sum(count) AS n FROM ad_events WHERE campaign_id = ?", id)).toBe(2);
    const library = (await (await call("GET", "/api/ads?party=Nadi%20Bachao%20Manch&status=active")).json()) as {
      ads: { id: string; paidForBy: string; spend: { low: number; high: number | null } }[];
    };
    expect(library.ads.find((a) => a.id === id)).toMatchObject({
      paidForBy: "Nadi Bachao Manch",
      spend: { low: 0, high: 50_000 },
    });
    const completed = (await (await call("GET", "/api/ads?status=completed")).json()) as { ads: { id: string }[] };
    expect(completed.ads.some((a) => a.id === id)).toBe(false);
  });
});
