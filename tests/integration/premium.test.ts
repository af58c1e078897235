/**
 * Live rooms and premium membership through the Worker (docs/live-rooms.md, docs/payments.md),
 * against the local server speaking Stripe's API (tests/fakes/stripe-server.ts, the real `stripe`
 * SDK pointed at it) and webhook deliveries signed as Stripe signs them.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "~built-worker";

import { fetcherData, postForm } from "../helpers/page-action";
import { stripeControl, webhookRequest, type FakeStripeEvent } from "../helpers/stripe";
import { ORIGIN, callWorker, signedInUser } from "../helpers/api-client";

const member = signedInUser;
const call = callWorker;

const isPremium = async (userId: string) =>
  Boolean(
    (await env.DB.prepare("SELECT is_premium AS p FROM users WHERE id = ?").bind(userId).first<{ p: number }>())?.p,
  );
const subscriptionRows = (userId: string) =>
  env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?").bind(userId).all<{ status: string }>();

const deliver = async (event: FakeStripeEvent) => {
  const response = await exports.default.fetch(await webhookRequest(event));
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: string }).result;
};

/** A citizen who went through Checkout: the session id and the events Stripe made (not delivered yet). */
async function checkedOut() {
  const { user, cookie } = await member();
  const response = await call("POST", "/api/subscribe", { cookie, body: {} });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const sessionId = url.split("/checkout/")[1] ?? "";
  expect(sessionId).toMatch(/^cs_test_/);
  const events = await stripeControl(`checkout/${sessionId}/complete`);
  const of = (type: string) => {
    const found = events.find((e) => e.type === type);
    if (!found) throw new Error(`no ${type}`);
    return found;
  };
  return { user, cookie, sessionId, events, of };
}

describe("/api/live-rooms", () => {
  it("lists rooms to anyone, newest first, in the spec's shape", async () => {
    const host = await member({ isPremium: true });
    const made = await call("POST", "/api/live-rooms", { cookie: host.cookie, body: { title: "Listed room" } });
    expect(made.status).toBe(201);
    const response = await call("GET", "/api/live-rooms");
    expect(response.status).toBe(200);
    const rooms = (await response.json()) as Record<string, unknown>[];
    expect(Array.isArray(rooms)).toBe(true);
    expect(rooms.length).toBeGreaterThan(0);
    expect(Object.keys(rooms[0] ?? {})).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "description",
        "category",
        "isLive",
        "currentParticipants",
        "maxParticipants",
        "sessionDuration",
        "sessionPrice",
      ]),
    );
  });

  it("creates a room for premium members only: 401 visitors, 403 members, 400 invalid input", async () => {
    const body = {
      title: `Water tariffs ${crypto.randomUUID().slice(0, 6)}`,
      description: "",
      category: "bharat",
      maxParticipants: 12,
    };
    expect((await call("POST", "/api/live-rooms", { body })).status).toBe(401);
    const citizen = await member();
    const refused = await call("POST", "/api/live-rooms", { cookie: citizen.cookie, body });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only premium members can create live rooms." });

    const premium = await member({ isPremium: true });
    for (const bad of [
      { ...body, title: "ab" },
      { ...body, title: "x".repeat(121) },
      { ...body, maxParticipants: 1 },
      { ...body, maxParticipants: 101 },
      { ...body, category: "mars" },
      { ...body, title: undefined },
    ]) {
      const response = await call("POST", "/api/live-rooms", { cookie: premium.cookie, body: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const created = await call("POST", "/api/live-rooms", { cookie: premium.cookie, body });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: string; title: string };
    expect(room).toMatchObject({ title: body.title, category: "bharat", maxParticipants: 12, isLive: false });
    const [first] = (await (await call("GET", "/api/live-rooms")).json()) as { id: string }[];
    expect(first?.id).toBe(room.id);
  });
});

describe("premium membership", () => {
  it("POST /api/subscribe: 401 visitors, { url } of Stripe's Checkout, 405 for GET, 409 when already premium", async () => {
    expect((await call("POST", "/api/subscribe", { body: {} })).status).toBe(401);
    expect((await call("GET", "/api/subscribe")).status).toBe(405);
    const premium = await member({ isPremium: true });
    expect((await call("POST", "/api/subscribe", { cookie: premium.cookie, body: {} })).status).toBe(409);
    const { user, events } = await checkedOut();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]),
    );
    const subscription = events.find((e) => e.type === "customer.subscription.created")?.data.object;
    expect(subscription?.metadata).toEqual({ kind: "premium", userId: user.id });
  });

  it("a checkout.session.completed delivered five times at once activates premium once", async () => {
    const { user, of } = await checkedOut();
    expect(await isPremium(user.id)).toBe(false);
    const completed = of("checkout.session.completed");
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(completed)));
    expect(results.filter((r) => r === "processed")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(4);
    expect(await isPremium(user.id)).toBe(true);
    expect((await subscriptionRows(user.id)).results).toEqual([{ status: "active" }]);
    // The other events of the same start change nothing more.
    await deliver(of("customer.subscription.created"));
    await deliver(of("invoice.paid"));
    expect((await subscriptionRows(user.id)).results).toEqual([{ status: "active" }]);
  });

  it("renewal keeps premium; a failed payment lapses it; a renewal restores it; cancellation ends it", async () => {
    const { user, of } = await checkedOut();
    const subscriptionId = String(of("checkout.session.completed").data.object.subscription);
    await deliver(of("checkout.session.completed"));
    expect(await isPremium(user.id)).toBe(true);
    for (const event of await stripeControl(`subscriptions/${subscriptionId}/lapse`)) await deliver(event);
    expect(await isPremium(user.id)).toBe(false);
    expect((await subscriptionRows(user.id)).results).toEqual([{ status: "past_due" }]);
    const renewal = await stripeControl(`subscriptions/${subscriptionId}/renew`);
    expect(renewal.map((e) => e.type)).toContain("invoice.paid");
    for (const event of renewal) await deliver(event);
    expect(await isPremium(user.id)).toBe(true);
    for (const event of await stripeControl(`subscriptions/${subscriptionId}/cancel`)) await deliver(event);
    expect(await isPremium(user.id)).toBe(false);
    expect((await subscriptionRows(user.id)).results).toEqual([{ status: "canceled" }]);
    // Told at each change of the flag, once each: started, ended (lapse), started (renewal), ended.
    const told = await env.DB.prepare("SELECT kind FROM notifications WHERE user_id = ? ORDER BY created_at, rowid")
      .bind(user.id)
      .all<{ kind: string }>();
    expect(told.results.map((n) => n.kind)).toEqual([
      "premium_started",
      "premium_ended",
      "premium_started",
      "premium_ended",
    ]);
  });

  it("ends in the right state whatever the order of deliveries", async () => {
    const { user, of } = await checkedOut();
    const subscriptionId = String(of("checkout.session.completed").data.object.subscription);
    const start = [of("customer.subscription.created"), of("invoice.paid"), of("checkout.session.completed")];
    const lapse = await stripeControl(`subscriptions/${subscriptionId}/lapse`);
    const renew = await stripeControl(`subscriptions/${subscriptionId}/renew`);
    const cancel = await stripeControl(`subscriptions/${subscriptionId}/cancel`);
    // Newest first: the cancellation, then every older event, in parallel too.
    for (const event of cancel) await deliver(event);
    await Promise.all([...renew, ...lapse].map((event) => deliver(event)));
    for (const event of start.reverse()) await deliver(event);
    expect(await isPremium(user.id)).toBe(false);
    expect((await subscriptionRows(user.id)).results).toEqual([{ status: "canceled" }]);

    // An event older than the stored state never overrides it: an hour-old "deleted" changes nothing.
    const second = await checkedOut();
    const created = second.of("customer.subscription.created");
    await deliver(second.of("checkout.session.completed"));
    expect(await isPremium(second.user.id)).toBe(true);
    const stale = {
      ...created,
      id: `evt_stale_${crypto.randomUUID().slice(0, 8)}`,
      type: "customer.subscription.deleted",
      created: created.created - 3600,
      data: { object: { ...created.data.object, status: "canceled" } },
    };
    expect(await deliver(stale)).toBe("processed");
    expect(await isPremium(second.user.id)).toBe(true);
    expect((await subscriptionRows(second.user.id)).results).toEqual([{ status: "active" }]);
  });

  it("leaves campaign payments (Checkout in payment mode) to the campaigns", async () => {
    const { user } = await member();
    const stripe = await import("../../workers/payments/stripe");
    const { parseConfig } = await import("~/env.server");
    const client = stripe.stripeClient(parseConfig(env).stripe ?? (null as never));
    const session = await client.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 2999, product_data: { name: "x" } } }],
      success_url: `${ORIGIN}/`,
      client_reference_id: user.id,
      metadata: { campaignId: "none" },
    });
    const events = await stripeControl(`checkout/${session.id}/complete`);
    const completed = events.find((e) => e.type === "checkout.session.completed");
    if (!completed) throw new Error("no event");
    expect(await deliver(completed)).toBe("processed");
    expect(await isPremium(user.id)).toBe(false);
    expect((await subscriptionRows(user.id)).results).toEqual([]);
  });
});

describe("/live-rooms page actions", () => {
  it("subscribe goes to Checkout without JavaScript; the return confirms and says 'Premium Activated!'", async () => {
    const { user, cookie } = await member();
    const response = await postForm("/live-rooms?index", { intent: "subscribe" }, { cookie });
    expect(response.status).toBe(302);
    const checkout = response.headers.get("Location") ?? "";
    expect(checkout).toMatch(/\/checkout\/cs_test_/);
    const sessionId = checkout.split("/checkout/")[1] ?? "";
    await stripeControl(`checkout/${sessionId}/complete`);
    // Back from Stripe before any webhook: the page asks Stripe and activates.
    const back = await call("GET", `/live-rooms?premium=return&session_id=${sessionId}`, { cookie });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/live-rooms");
    expect(await isPremium(user.id)).toBe(true);
    const page = await call("GET", "/live-rooms", {
      cookie: `${cookie}; ${(back.headers.get("Set-Cookie") ?? "").split(";")[0]}`,
    });
    expect(await page.text()).toContain("Premium Activated!");
    // Another user's session id activates nothing.
    const other = await member();
    await call("GET", `/live-rooms?premium=return&session_id=${sessionId}`, { cookie: other.cookie });
    expect(await isPremium(other.user.id)).toBe(false);
    // The member's portal, where they cancel.
    const portal = await postForm("/live-rooms?index", { intent: "manage" }, { cookie });
    expect(portal.headers.get("Location")).toMatch(/\/portal\/bps_/);
  });

  it("creates a room for a premium member (JS on and off); others are sent to the upgrade dialog", async () => {
    const premium = await member({ isPremium: true });
    const title = `Bus lanes ${crypto.randomUUID().slice(0, 6)}`;
    const plain = await postForm(
      "/live-rooms?index",
      { intent: "create", title, category: "global", maxParticipants: "10" },
      { cookie: premium.cookie },
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/live-rooms");
    const [first] = (await (await call("GET", "/api/live-rooms")).json()) as { title: string }[];
    expect(first?.title).toBe(title);

    const invalid = await postForm(
      "/live-rooms?index",
      { intent: "create", title: "ab", maxParticipants: "500" },
      { cookie: premium.cookie, fetcher: true },
    );
    const data = await fetcherData<{ ok: boolean; result: { error: Record<string, string[]> } }>(invalid);
    expect(data.ok).toBe(false);
    expect(Object.keys(data.result.error)).toEqual(expect.arrayContaining(["title", "maxParticipants"]));

    const citizen = await member();
    const refused = await postForm("/live-rooms?index", { intent: "create", title }, { cookie: citizen.cookie });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/live-rooms?upgrade=1");
    const dialog = await call("GET", "/live-rooms?create=1", { cookie: citizen.cookie });
    expect(await dialog.text()).toContain("Upgrade to Premium");
    const visitor = await call("GET", "/live-rooms?join=room_1");
    expect(await visitor.text()).toContain("Please sign in to join debate rooms.");
  });

  it("says payments are not available when Stripe is not configured", async () => {
    const { cookie } = await member();
    const unconfigured = { ...env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };
    const run = async (request: Request) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], unconfigured, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const api = await run(
      new Request(`${ORIGIN}/api/subscribe`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(api.status).toBe(503);
    const page = await run(new Request(`${ORIGIN}/live-rooms?upgrade=1`, { headers: { Cookie: cookie } }));
    expect(await page.text()).toContain("Payments are not available on this server");
  });
});
