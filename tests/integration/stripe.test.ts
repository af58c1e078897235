/**
 * Stripe's door (docs/payments.md): the real `stripe` SDK against the local server speaking
 * Stripe's API (tests/fakes/stripe-server.ts), and webhook deliveries signed as Stripe signs them:
 * refused without a valid, recent signature; each event processed once, however many deliveries
 * arrive at the same moment.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "~built-worker";

import { parseConfig } from "~/env.server";
import { stripeClient } from "../../workers/payments/stripe";

import { stripeControl, webhookRequest, type FakeStripeEvent } from "../helpers/stripe";

const config = () => {
  const stripe = parseConfig(env).stripe;
  if (!stripe) throw new Error("The tests configure Stripe (vitest.config.ts)");
  return stripe;
};

const processed = async (id: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id = ?").bind(id).first<{ n: number }>())?.n;

async function anEvent(): Promise<FakeStripeEvent> {
  const stripe = stripeClient(config());
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: config().premiumPriceId ?? "", quantity: 1 }],
    success_url: "http://localhost/live-rooms?premium=1",
    cancel_url: "http://localhost/live-rooms",
  });
  const events = await stripeControl(`checkout/${session.id}/complete`);
  const completed = events.find((e) => e.type === "checkout.session.completed");
  if (!completed) throw new Error("no checkout.session.completed");
  return completed;
}

describe("the Stripe SDK against the local Stripe", () => {
  it("creates a Checkout session in subscription mode, with its hosted page's URL, idempotently", async () => {
    const stripe = stripeClient(config());
    const params = {
      mode: "subscription" as const,
      line_items: [{ price: config().premiumPriceId ?? "", quantity: 1 }],
      success_url: "http://localhost/?ok=1",
      client_reference_id: "user-1",
    };
    const key = crypto.randomUUID();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(first.id).toMatch(/^cs_test_/);
    expect(again.id).toBe(first.id);
    expect(first.url).toMatch(/\/checkout\/cs_test_/);
    await expect(
      stripe.checkout.sessions.create({ ...params, client_reference_id: "user-2" }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    await expect(stripe.checkout.sessions.create({ ...params, mode: undefined as never })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "mode",
    });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a delivery without a signature, with a forged one, or signed too long ago, and records nothing", async () => {
    const event = await anEvent();
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const request of [
      await webhookRequest(event, { signature: null }),
      await webhookRequest(event, { secret: "whsec_someone_else" }),
      await webhookRequest(event, { timestamp: stale }),
      await webhookRequest(JSON.stringify(event).replace(event.id, "evt_forged"), { signature: "t=1,v1=00" }),
    ]) {
      const response = await exports.default.fetch(request);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining("Stripe-Signature") });
    }
    expect(await processed(event.id)).toBe(0);
  });

  it("accepts a signed delivery once: the same event five times at once is processed once", async () => {
    const event = await anEvent();
    const responses = await Promise.all(
      Array.from({ length: 5 }, async () => exports.default.fetch(await webhookRequest(event))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const results = await Promise.all(responses.map(async (r) => ((await r.json()) as { result: string }).result));
    expect(results.filter((r) => r !== "duplicate")).toHaveLength(1);
    expect(await processed(event.id)).toBe(1);
    // And later again (Stripe retries for days): still once.
    const later = await exports.default.fetch(await webhookRequest(event));
    expect(await later.json()).toMatchObject({ result: "duplicate" });
  });

  it("answers GET with 405 and says so when Stripe is not configured", async () => {
    const get = await exports.default.fetch("http://localhost/api/stripe/webhook");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const ctx = createExecutionContext();
    const unconfigured = { ...env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };
    const request = await webhookRequest(await anEvent());
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], unconfigured, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
  });
});
