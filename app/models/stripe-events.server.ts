/**
 * Stripe webhook events, each processed once (docs/payments.md, docs/decisions/0014).
 *
 * A verified event goes to the handler of its type, which returns the statements its effect needs
 * (reading whatever it must first, from D1 or from Stripe). Those statements run in one D1 batch
 * with the insert of the event's id into `stripe_events` (its primary key): a second delivery of the
 * same event, even at the same moment, fails that insert and with it the whole batch, so the effect
 * happens once. Stripe does not promise the order of deliveries: handlers must not depend on it
 * (they read the object's current state, or compare the event's `created` with what is stored).
 *
 * A feature that reacts to Stripe adds its handlers to HANDLERS (one line per event type).
 */
import { eq } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { stripeEvents } from "~/db/schema";
import type { Payments, Stripe } from "~/utils/payments.server";

import { onPaymentFailed, onPaymentSucceeded } from "./campaigns.server";
import { onPremiumCheckoutCompleted, onSubscriptionChanged, onSubscriptionInvoice } from "./premium.server";

type BatchStatement = Parameters<typeof runBatch>[1][number];

export interface StripeEventContext {
  db: Database;
  payments: Payments;
  now: Date;
}

export type StripeEventHandler = (context: StripeEventContext, event: Stripe.Event) => Promise<BatchStatement[]>;

/** What each event type does. Types with no handler are recorded and acknowledged. */
export const HANDLERS: Partial<Record<Stripe.Event.Type, StripeEventHandler>> = {
  // Campaigns (docs/campaigns.md): paid, or the card's failure shown on the campaign.
  "payment_intent.succeeded": onPaymentSucceeded,
  "payment_intent.payment_failed": onPaymentFailed,
  // Premium membership (docs/payments.md): started, renewed, lapsed, cancelled. Checkout sessions
  // are shared with campaigns: the handler takes only subscription-mode sessions marked premium.
  "checkout.session.completed": onPremiumCheckoutCompleted,
  "customer.subscription.created": onSubscriptionChanged,
  "customer.subscription.updated": onSubscriptionChanged,
  "customer.subscription.deleted": onSubscriptionChanged,
  "invoice.paid": onSubscriptionInvoice,
  "invoice.payment_failed": onSubscriptionInvoice,
};

export type ProcessResult = "processed" | "duplicate" | "ignored";

async function seen(db: Database, id: string) {
  const row = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get();
  return Boolean(row);
}

export async function processStripeEvent(
  db: Database,
  payments: Payments,
  event: Stripe.Event,
  { handlers = HANDLERS, now = new Date() }: { handlers?: typeof HANDLERS; now?: Date } = {},
): Promise<ProcessResult> {
  if (await seen(db, event.id)) return "duplicate";
  const handler = handlers[event.type];
  const statements = handler ? await handler({ db, payments, now }, event) : [];
  try {
    await runBatch(db, [
      db.insert(stripeEvents).values({ id: event.id, type: event.type, processedAt: now.toISOString() }),
      ...statements,
    ]);
  } catch (error) {
    // Another delivery of the same event won the race: its batch did the work.
    if (await seen(db, event.id)) return "duplicate";
    throw error;
  }
  return handler ? "processed" : "ignored";
}
