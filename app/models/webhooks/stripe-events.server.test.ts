import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createUser } from "~/seed/factories";
import { parseConfig } from "~/env.server";
import { payments, PaymentsError, type Stripe } from "~/models/payments/stripe.server";

import type { StripeEventHandler } from "~/models/payments";

import { listUnmatchedStripeEvents, processStripeEvent } from "./stripe-events.server";

const db = createDb(env.DB);
// The handlers below never call Stripe: the unit tests' PAYMENTS binding is not the payments Worker.
const gateway = payments(env, {
  ...(parseConfig(env).stripe ?? {
    secretKey: "sk_test_x",
    webhookSecret: "whsec_x",
    publishableKey: null,
    premiumPriceId: null,
  }),
  apiUrl: null,
});

const anEvent = (type: string) =>
  ({ id: `evt_${crypto.randomUUID()}`, type, created: 0, data: { object: { id: "x" } } }) as unknown as Stripe.Event;

describe("processing a Stripe event", () => {
  it("runs its handler's statements once, however many deliveries race, and records the event with them", async () => {
    const { user } = await createUser(db, { password: null });
    const target = `event-test:${crypto.randomUUID()}`;
    // An effect that would show every extra run: one row per run.
    const handler: StripeEventHandler = async ({ db }) => [
      db.insert(auditLog).values({ id: crypto.randomUUID(), actorId: user.id, action: "test", target, createdAt: "" }),
    ];
    const event = anEvent("invoice.paid");
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        processStripeEvent(db, gateway, event, { handlers: { "invoice.paid": handler } }),
      ),
    );
    expect(results.filter((r) => r === "processed")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(7);
    const runs = await db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .where(sql`${auditLog.target} = ${target}`);
    expect(runs[0]?.n).toBe(1);
  });

  it("records an event no handler wants, and a failing handler leaves it unrecorded for Stripe to retry", async () => {
    const ignored = anEvent("customer.created");
    expect(await processStripeEvent(db, gateway, ignored, { handlers: {} })).toBe("ignored");
    expect(await processStripeEvent(db, gateway, ignored, { handlers: {} })).toBe("duplicate");

    const failing = anEvent("invoice.paid");
    const broken: StripeEventHandler = async () => {
      throw new Error("D1 unavailable");
    };
    await expect(processStripeEvent(db, gateway, failing, { handlers: { "invoice.paid": broken } })).rejects.toThrow();
    expect(await processStripeEvent(db, gateway, failing, { handlers: {} })).toBe("ignored");
  });

  it("acknowledges and records what matches nothing: Stripe's invalid-request refusal, or an event short of its fields", async () => {
    const unknown = anEvent("customer.subscription.updated");
    const missing: StripeEventHandler = async () => {
      throw new PaymentsError({ type: "StripeInvalidRequestError", message: "No such subscription: 'sub_x'" });
    };
    const handlers = { "customer.subscription.updated": missing };
    expect(await processStripeEvent(db, gateway, unknown, { handlers })).toBe("unmatched");
    expect(await processStripeEvent(db, gateway, unknown, { handlers })).toBe("duplicate");

    const noData = { id: `evt_${crypto.randomUUID()}`, type: "invoice.paid", created: 1 };
    expect(await processStripeEvent(db, gateway, noData)).toBe("malformed");
    expect(await processStripeEvent(db, gateway, noData)).toBe("duplicate");
    for (const value of [undefined, null, [], "evt", { id: 5 }]) {
      expect(await processStripeEvent(db, gateway, value)).toMatch(/^(malformed|duplicate)$/);
    }

    const shown = await listUnmatchedStripeEvents(db, 500);
    expect(shown.find((e) => e.id === unknown.id)).toMatchObject({
      outcome: "unmatched",
      reason: "Stripe: No such subscription: 'sub_x'",
    });
    expect(shown.find((e) => e.id === noData.id)).toMatchObject({ outcome: "malformed", reason: "data: missing" });
  });

  it("still throws (Stripe retries) when Stripe cannot be reached", async () => {
    const event = anEvent("invoice.paid");
    const down: StripeEventHandler = async () => {
      throw new PaymentsError({ type: "StripeConnectionError", message: "connect ECONNREFUSED" });
    };
    await expect(processStripeEvent(db, gateway, event, { handlers: { "invoice.paid": down } })).rejects.toThrow();
    expect((await listUnmatchedStripeEvents(db, 500)).some((e) => e.id === event.id)).toBe(false);
  });
});
