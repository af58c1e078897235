/**
 * Premium membership (docs/payments.md, docs/live-rooms.md): a Stripe subscription bought through
 * Checkout in subscription mode, managed (cancelled) in Stripe's customer portal.
 *
 * The one rule: `users.isPremium` is true exactly when the user has a subscription whose Stripe
 * status is active or trialing. Each webhook about a subscription (checkout.session.completed in
 * subscription mode, customer.subscription.created | updated | deleted, invoice.paid,
 * invoice.payment_failed) reads the subscription's current state from Stripe and stores it in
 * `subscriptions`, stamped with the event's `created`; a stored state is only replaced by one
 * stamped at the same time or later, so an older event delivered late never overrides a newer
 * state, and since every handler writes Stripe's current state, the order of deliveries does not
 * matter. The user's flag is then recomputed from their subscriptions in the same D1 batch (and
 * the event id with it: each event is processed once, app/models/webhooks/stripe-events.server.ts).
 */
import { desc, eq, sql } from "drizzle-orm";

import { runBatch, type Database } from "~/db/client.server";
import { subscriptions, users, type User } from "~/db/schema";
import type { StripeConfig } from "~/env.server";
import type { Payments, Stripe } from "~/models/payments/stripe.server";
import type { Message } from "~/utils/message";

import { notificationToEach } from "~/models/notifications";
import type { StripeEventHandler } from "./event-handler";

type BatchStatement = Parameters<typeof runBatch>[1][number];

/** Stripe statuses that give premium (past_due, unpaid, canceled, incomplete… do not). */
const PREMIUM_STATUSES = ["active", "trialing"] as const;
/** What our Checkout sessions and subscriptions carry, to tell them from campaign payments. */
const PREMIUM_METADATA_KIND = "premium";
/** The monthly price shown (SPEC.md section 9); Stripe's Price (STRIPE_PREMIUM_PRICE_ID) is what is charged. */
export const PREMIUM_MONTHLY_CENTS = 1999;

const TEN_MINUTES = 10 * 60 * 1000;

type PremiumStart = { ok: true; url: string } | { ok: false; status: 409 | 502 | 503; error: Message };

/** Whether this server can sell premium: Stripe and the premium Price configured. */
export function premiumAvailable(config: StripeConfig | null): config is StripeConfig & { premiumPriceId: string } {
  return Boolean(config?.premiumPriceId);
}

/** The user's Stripe customer, if an earlier subscription made one. */
async function customerOf(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .get();
  return row?.customer ?? null;
}

/**
 * Stripe's hosted Checkout page for a month of premium, renewing until cancelled. A double
 * submission within ten minutes gets the same session (Stripe's idempotency key).
 */
export async function startPremiumCheckout(
  db: Database,
  payments: Payments,
  priceId: string,
  user: Pick<User, "id" | "email" | "isPremium">,
  origin: string,
  now = new Date(),
): Promise<PremiumStart> {
  if (user.isPremium) return { ok: false, status: 409, error: { key: "rooms.premium.already" } };
  const customer = await customerOf(db, user.id);
  const metadata = { kind: PREMIUM_METADATA_KIND, userId: user.id };
  try {
    const session = await payments.createCheckoutSession(
      {
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        ...(customer ? { customer } : { customer_email: user.email }),
        client_reference_id: user.id,
        metadata,
        subscription_data: { metadata },
        success_url: `${origin}/live-rooms?premium=return&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/live-rooms?upgrade=1`,
      },
      `premium-checkout:${user.id}:${Math.floor(now.getTime() / TEN_MINUTES)}`,
    );
    if (!session.url) throw new Error("Checkout session without a URL");
    return { ok: true, url: session.url };
  } catch (error) {
    console.error("premium checkout", error);
    return { ok: false, status: 502, error: { key: "rooms.premium.failed" } };
  }
}

/** Stripe's customer portal, where a member cancels or changes their card; null without a customer. */
export async function premiumPortal(
  db: Database,
  payments: Payments,
  userId: string,
  returnUrl: string,
): Promise<{ ok: true; url: string } | { ok: false; status: 404 | 502; error: Message }> {
  const customer = await customerOf(db, userId);
  if (!customer) return { ok: false, status: 404, error: { key: "rooms.premium.noSubscription" } };
  try {
    const portal = await payments.createPortalSession({ customer, return_url: returnUrl });
    return { ok: true, url: portal.url };
  } catch (error) {
    console.error("premium portal", error);
    return { ok: false, status: 502, error: { key: "rooms.premium.failed" } };
  }
}

// ---------------------------------------------------------------- the subscription's state

const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String(value.id) : null;

function periodEnd(subscription: Stripe.Subscription): string | null {
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter((n) => typeof n === "number");
  return ends?.length ? new Date(Math.max(...ends) * 1000).toISOString() : null;
}

/**
 * The statements storing `subscription` (Stripe's current state of it) as of `stamp`, and the
 * owner's premium flag recomputed from all their subscriptions. [] when it is not a premium
 * subscription of a user we know.
 */
async function storeSubscription(
  db: Database,
  subscription: Stripe.Subscription,
  stamp: Date,
  knownUserId: string | null,
): Promise<BatchStatement[]> {
  const existing = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id))
    .get();
  const metadata = subscription.metadata ?? {};
  const userId = existing?.userId ?? knownUserId ?? (metadata.kind === PREMIUM_METADATA_KIND ? metadata.userId : null);
  if (!userId) return [];
  const user = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!user) return []; // The account was deleted meanwhile.
  const customer = idOf(subscription.customer) ?? "";
  const at = stamp.toISOString();
  const premium = sql.join(
    PREMIUM_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const hasPremium = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.userId} = ${userId} AND ${subscriptions.status} IN (${premium}))`;
  return [
    db
      .insert(subscriptions)
      .values({
        id: crypto.randomUUID(),
        userId,
        stripeCustomerId: customer,
        stripeSubscriptionId: subscription.id,
        status: subscription.status,
        currentPeriodEnd: periodEnd(subscription),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: subscriptions.stripeSubscriptionId,
        set: {
          status: sql`excluded.status`,
          currentPeriodEnd: sql`excluded.current_period_end`,
          updatedAt: sql`excluded.updated_at`,
        },
        // An older event never overrides a newer state.
        setWhere: sql`${subscriptions.updatedAt} <= excluded.updated_at`,
      }),
    // The member is told when premium starts or ends: only when the flag is about to change.
    notificationToEach(db, {
      kind: "premium_started",
      href: "/live-rooms",
      recipients: sql`SELECT ${users.id} AS "user_id" FROM ${users} WHERE ${users.id} = ${userId} AND ${users.isPremium} = 0 AND ${hasPremium}`,
      now: stamp,
    }),
    notificationToEach(db, {
      kind: "premium_ended",
      href: "/live-rooms",
      recipients: sql`SELECT ${users.id} AS "user_id" FROM ${users} WHERE ${users.id} = ${userId} AND ${users.isPremium} = 1 AND NOT ${hasPremium}`,
      now: stamp,
    }),
    db.update(users).set({ isPremium: hasPremium }).where(eq(users.id, userId)),
  ];
}

/** The statements for the subscription `subscriptionId` as Stripe has it now. */
async function syncFromStripe(
  db: Database,
  payments: Payments,
  subscriptionId: string,
  stamp: Date,
  knownUserId: string | null,
): Promise<BatchStatement[]> {
  const subscription = await payments.retrieveSubscription(subscriptionId);
  return storeSubscription(db, subscription, stamp, knownUserId);
}

const eventTime = (event: Stripe.Event) => new Date(event.created * 1000);

/** checkout.session.completed: a premium Checkout (mode subscription, our metadata); campaigns' sessions are not ours. */
export const onPremiumCheckoutCompleted: StripeEventHandler = async ({ db, payments }, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode !== "subscription" || session.metadata?.kind !== PREMIUM_METADATA_KIND) return [];
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) return [];
  return syncFromStripe(db, payments, subscriptionId, eventTime(event), session.client_reference_id ?? null);
};

/** customer.subscription.created | updated | deleted: started, renewed, lapsed, cancelled. */
export const onSubscriptionChanged: StripeEventHandler = async ({ db, payments }, event) => {
  const subscription = event.data.object as Stripe.Subscription;
  if (event.type === "customer.subscription.deleted") {
    // Deleted is final: Stripe's current state is the event's.
    return storeSubscription(db, subscription, eventTime(event), null);
  }
  return syncFromStripe(db, payments, subscription.id, eventTime(event), null);
};

/** invoice.paid (a renewal) and invoice.payment_failed (a lapse): the invoice's subscription, as it is now. */
export const onSubscriptionInvoice: StripeEventHandler = async ({ db, payments }, event) => {
  const invoice = event.data.object as Stripe.Invoice & { subscription?: unknown };
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
  if (!subscriptionId) return [];
  return syncFromStripe(db, payments, subscriptionId, eventTime(event), null);
};

/**
 * Back from Checkout (?session_id=…): the session of this user, if complete, stored at once
 * rather than waiting for its webhook. Returns whether the user is premium now.
 */
export async function confirmPremiumReturn(
  db: Database,
  payments: Payments,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const session = await payments.retrieveCheckoutSession(sessionId);
  const subscriptionId = idOf(session.subscription);
  if (session.client_reference_id !== userId || session.status !== "complete" || !subscriptionId) return false;
  // Stamped to the second, as Stripe's events are: an event of this same second may still replace it.
  const stamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const statements = await syncFromStripe(db, payments, subscriptionId, stamp, userId);
  await runBatch(db, statements);
  const row = await db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, userId)).get();
  return row?.isPremium ?? false;
}
