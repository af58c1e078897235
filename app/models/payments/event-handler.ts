/**
 * What a domain that reacts to Stripe writes: a handler of one event type, which returns the
 * statements its effect needs. The webhooks domain's table (app/models/webhooks/stripe-events.server.ts)
 * imports the handlers and runs them; the handlers import only this type, never the table.
 */
import type { runBatch, Database } from "~/db/client.server";

import type { Payments, Stripe } from "./stripe.server";

type BatchStatement = Parameters<typeof runBatch>[1][number];

interface StripeEventContext {
  db: Database;
  payments: Payments;
  now: Date;
}

export type StripeEventHandler = (context: StripeEventContext, event: Stripe.Event) => Promise<BatchStatement[]>;
