/**
 * The payments Worker (workers/payments/wrangler.toml, `debatestorm-payments`): Stripe's SDK, kept
 * out of the page Worker so that it does not count against the page Worker's size
 * (docs/decisions/0091-payments-worker.md).
 *
 * `Payments` is the RPC entrypoint behind the page Worker's PAYMENTS service binding; it has no
 * public URL. Each method is one call to Stripe with the credentials the page Worker passes;
 * nothing here decides anything: what is sold, for how much, to whom, and what a webhook event
 * changes are the models' (app/models/payments/premium.server.ts, campaigns.server.ts,
 * stripe-events.server.ts), through app/models/payments/stripe.server.ts.
 *
 * Stripe's refusals are returned as data ({ ok: false, error }) rather than thrown: an error thrown
 * across RPC keeps only its message, and the models need Stripe's error type too.
 */
import { WorkerEntrypoint } from "cloudflare:workers";

import type {
  PaymentsApi,
  PaymentsFailure,
  PaymentsOutcome,
  Stripe as StripeTypes,
  StripeCredentials,
  VerifiedDelivery,
} from "~/models/payments";

import { cryptoProvider, Stripe, stripeClient } from "./stripe";

/** A plain copy of what Stripe answered (no SDK extras such as lastResponse), fit for RPC. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function attempt<T>(call: () => Promise<T>): Promise<PaymentsOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const failure: PaymentsFailure = { type: error.type, message: error.message };
    if (error.code) failure.code = error.code;
    if (error.param) failure.param = error.param;
    return { ok: false, error: failure };
  }
}

export class Payments extends WorkerEntrypoint implements PaymentsApi {
  createCheckoutSession(
    credentials: StripeCredentials,
    params: StripeTypes.Checkout.SessionCreateParams,
    idempotencyKey?: string,
  ) {
    return attempt(async () => {
      const session = await stripeClient(credentials).checkout.sessions.create(params, { idempotencyKey });
      return { id: session.id, url: session.url };
    });
  }

  retrieveCheckoutSession(credentials: StripeCredentials, id: string) {
    return attempt(async () => plain(await stripeClient(credentials).checkout.sessions.retrieve(id)));
  }

  createPortalSession(credentials: StripeCredentials, params: StripeTypes.BillingPortal.SessionCreateParams) {
    return attempt(async () => {
      const portal = await stripeClient(credentials).billingPortal.sessions.create(params);
      return { url: portal.url };
    });
  }

  retrieveSubscription(credentials: StripeCredentials, id: string) {
    return attempt(async () => plain(await stripeClient(credentials).subscriptions.retrieve(id)));
  }

  createPaymentIntent(
    credentials: StripeCredentials,
    params: StripeTypes.PaymentIntentCreateParams,
    idempotencyKey?: string,
  ) {
    return attempt(async () => {
      const intent = await stripeClient(credentials).paymentIntents.create(params, { idempotencyKey });
      return { id: intent.id, client_secret: intent.client_secret };
    });
  }

  async verifiedEvent(
    credentials: StripeCredentials,
    payload: string,
    signature: string,
    toleranceSeconds: number,
    receivedAt?: number,
  ): Promise<VerifiedDelivery | null> {
    try {
      const event: unknown = await stripeClient(credentials).webhooks.constructEventAsync(
        payload,
        signature,
        credentials.webhookSecret,
        toleranceSeconds,
        cryptoProvider,
        receivedAt,
      );
      return { event: plain(event) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
      // Signed with our secret, but not an event (not JSON, a thin event): the page Worker records it.
      return { event: undefined };
    }
  }
}

export default {
  // No public URL (workers_dev = false); a request that reaches it anyway gets nothing.
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler;
