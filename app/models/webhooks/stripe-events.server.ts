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
 *
 * A signed event that matches nothing is acknowledged, never a 500 that Stripe would retry for
 * days (docs/payments.md "Events that match nothing"): one that lacks what every event has (an id,
 * a type, a time, `data.object`) is recorded as `malformed`; one whose handler finds that Stripe
 * does not know what it names (an unknown subscription: Stripe's invalid-request refusal) as
 * `unmatched`, with Stripe's words as the reason. Admins see both (/admin/payments). Any other
 * failure (D1 or Stripe unreachable) still throws, and Stripe retries.
 */
import { desc, eq, inArray } from "drizzle-orm";
import * as z from "~/utils/zod";

import { runBatch, type Database } from "~/db/client.server";
import type { STRIPE_EVENT_OUTCOMES } from "~/db/enums";
import { stripeEvents } from "~/db/schema";
import { sha256Hex } from "~/utils/crypto";
import { onPaymentFailed, onPaymentSucceeded } from "~/models/campaigns";
import {
  PaymentsError,
  onPremiumCheckoutCompleted,
  onSubscriptionChanged,
  onSubscriptionInvoice,
  type Payments,
  type Stripe,
  type StripeEventHandler,
} from "~/models/payments";

type BatchStatement = Parameters<typeof runBatch>[1][number];

/** What each event type does. Types with no handler are recorded and acknowledged. */
const HANDLERS: Partial<Record<Stripe.Event.Type, StripeEventHandler>> = {
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

type ProcessResult = "processed" | "duplicate" | (typeof STRIPE_EVENT_OUTCOMES)[number];

/** What every Stripe event has; anything else of it is its type's handler's to read. */
const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

async function seen(db: Database, id: string) {
  const row = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get();
  return Boolean(row);
}

/** Where a malformed event is short of an event, in a few words ("data: missing"). */
function whatIsMissing(error: z.ZodError) {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "event"}: ${issue.input === undefined ? "missing" : issue.code}`)
    .join("; ");
}

/** A malformed event's own id when it has a usable one, else one made from its content (still once per content). */
async function malformedId(value: unknown) {
  const id = value && typeof value === "object" && "id" in value ? (value as { id: unknown }).id : null;
  if (typeof id === "string" && id.length > 0 && id.length <= 255) return id;
  return `malformed_${(await sha256Hex(JSON.stringify(value) ?? "undefined")).slice(0, 32)}`;
}

function typeOf(value: unknown) {
  const type = value && typeof value === "object" && "type" in value ? (value as { type: unknown }).type : null;
  return typeof type === "string" && type ? type.slice(0, 255) : "unknown";
}

/**
 * Processes a verified delivery: `delivered` is what its signed body held (any JSON value, or
 * undefined when it was not JSON): an event, or what claims to be one.
 */
export async function processStripeEvent(
  db: Database,
  payments: Payments,
  delivered: unknown,
  { handlers = HANDLERS, now = new Date() }: { handlers?: typeof HANDLERS; now?: Date } = {},
): Promise<ProcessResult> {
  const envelope = eventEnvelope.safeParse(delivered);
  if (!envelope.success) {
    return record(db, await malformedId(delivered), typeOf(delivered), now, "malformed", whatIsMissing(envelope.error));
  }
  const event = delivered as Stripe.Event;
  if (await seen(db, event.id)) return "duplicate";
  const handler = handlers[event.type];
  let statements: BatchStatement[] = [];
  try {
    statements = handler ? await handler({ db, payments, now }, event) : [];
  } catch (error) {
    // Stripe says what the event names does not exist (or cannot be asked for): final, not worth a retry.
    if (error instanceof PaymentsError && error.type === "StripeInvalidRequestError") {
      return record(db, event.id, event.type, now, "unmatched", `Stripe: ${error.message}`.slice(0, 500));
    }
    throw error;
  }
  const outcome = handler ? "processed" : "ignored";
  return record(db, event.id, event.type, now, outcome, null, statements);
}

/** Records the event with its effect in one batch; "duplicate" when another delivery recorded it first. */
async function record(
  db: Database,
  id: string,
  type: string,
  now: Date,
  outcome: (typeof STRIPE_EVENT_OUTCOMES)[number],
  reason: string | null,
  statements: BatchStatement[] = [],
): Promise<ProcessResult> {
  try {
    await runBatch(db, [
      db.insert(stripeEvents).values({ id, type, processedAt: now.toISOString(), outcome, reason }),
      ...statements,
    ]);
  } catch (error) {
    // Another delivery of the same event won the race: its batch did the work.
    if (await seen(db, id)) return "duplicate";
    throw error;
  }
  return outcome;
}

/** How many of the newest events that matched nothing or were malformed the admins' page lists. */
export const UNMATCHED_SHOWN = 50;

/** The newest events that matched nothing or could not be read (the admins' payments page). */
export function listUnmatchedStripeEvents(db: Database, limit = UNMATCHED_SHOWN) {
  return db
    .select()
    .from(stripeEvents)
    .where(inArray(stripeEvents.outcome, ["unmatched", "malformed"]))
    .orderBy(desc(stripeEvents.processedAt))
    .limit(limit);
}
