/**
 * Payments: the page Worker's side of the payments Worker (workers/payments, `debatestorm-payments`,
 * docs/decisions/0091-payments-worker.md). That Worker owns Stripe's SDK and makes each call to
 * Stripe; every rule (what is sold and for how much, who may buy, each webhook event once) stays
 * in app/models, which call the methods below.
 *
 * The PAYMENTS service binding's RPC entrypoint implements `PaymentsApi` (checked there, in
 * workers/payments/index.ts). Stripe's own refusals come back as data (`PaymentsFailure`: its error
 * type and the message meant for the buyer) and are thrown here as a `PaymentsError`, so a model
 * handles them as it would the SDK's own errors. Only Stripe's types are imported: no SDK code
 * is in the page Worker.
 */
import type Stripe from "stripe";

import type { Env, StripeConfig } from "~/env.server";

export type { Stripe };

/** What the payments Worker needs to talk to Stripe for us (from the page Worker's configuration). */
export type StripeCredentials = {
  secretKey: string;
  webhookSecret: string;
  /** Development and tests only: a local server speaking Stripe's API; null for Stripe itself. */
  apiUrl: string | null;
};

/** Stripe's refusal of a call: its error type ("StripeCardError"…), its message, the parameter it names. */
export type PaymentsFailure = { type: string; message: string; code?: string; param?: string };

export type PaymentsOutcome<T> = { ok: true; value: T } | { ok: false; error: PaymentsFailure };

/** Stripe's tolerance: a webhook delivery signed more than five minutes ago is refused (a replay). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The payments Worker's RPC surface (workers/payments/index.ts `Payments implements PaymentsApi`). */
export interface PaymentsApi {
  createCheckoutSession(
    credentials: StripeCredentials,
    params: Stripe.Checkout.SessionCreateParams,
    idempotencyKey?: string,
  ): Promise<PaymentsOutcome<{ id: string; url: string | null }>>;
  retrieveCheckoutSession(
    credentials: StripeCredentials,
    id: string,
  ): Promise<PaymentsOutcome<Stripe.Checkout.Session>>;
  createPortalSession(
    credentials: StripeCredentials,
    params: Stripe.BillingPortal.SessionCreateParams,
  ): Promise<PaymentsOutcome<{ url: string }>>;
  retrieveSubscription(credentials: StripeCredentials, id: string): Promise<PaymentsOutcome<Stripe.Subscription>>;
  createPaymentIntent(
    credentials: StripeCredentials,
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey?: string,
  ): Promise<PaymentsOutcome<{ id: string; client_secret: string | null }>>;
  /** A webhook delivery whose `Stripe-Signature` is valid and recent (the SDK's check); null otherwise. */
  verifiedEvent(
    credentials: StripeCredentials,
    payload: string,
    signature: string,
    toleranceSeconds: number,
    receivedAt?: number,
  ): Promise<VerifiedDelivery | null>;
}

/**
 * A signed delivery: what its body held, unchecked (any JSON value; undefined when it was not JSON).
 * The model checks that it is an event (app/models/webhooks/stripe-events.server.ts).
 */
export interface VerifiedDelivery {
  event: unknown;
}

/** Stripe refused a call (card declined, invalid request, idempotency conflict…). */
export class PaymentsError extends Error {
  override name = "PaymentsError";
  readonly type: string;
  readonly code?: string;
  readonly param?: string;
  constructor(failure: PaymentsFailure) {
    super(failure.message);
    this.type = failure.type;
    this.code = failure.code;
    this.param = failure.param;
  }
}

function valueOf<T>(outcome: PaymentsOutcome<T>): T {
  if (!outcome.ok) throw new PaymentsError(outcome.error);
  return outcome.value;
}

/** Stripe, for the models: each call goes through the PAYMENTS binding with this server's credentials. */
export class Payments {
  readonly #api: PaymentsApi;
  readonly #credentials: StripeCredentials;

  constructor(api: PaymentsApi, config: Pick<StripeConfig, "secretKey" | "webhookSecret" | "apiUrl">) {
    this.#api = api;
    this.#credentials = {
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      apiUrl: config.apiUrl ? config.apiUrl.href : null,
    };
  }

  async createCheckoutSession(params: Stripe.Checkout.SessionCreateParams, idempotencyKey?: string) {
    return valueOf(await this.#api.createCheckoutSession(this.#credentials, params, idempotencyKey));
  }

  async retrieveCheckoutSession(id: string) {
    return valueOf(await this.#api.retrieveCheckoutSession(this.#credentials, id));
  }

  async createPortalSession(params: Stripe.BillingPortal.SessionCreateParams) {
    return valueOf(await this.#api.createPortalSession(this.#credentials, params));
  }

  async retrieveSubscription(id: string) {
    return valueOf(await this.#api.retrieveSubscription(this.#credentials, id));
  }

  async createPaymentIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey?: string) {
    return valueOf(await this.#api.createPaymentIntent(this.#credentials, params, idempotencyKey));
  }

  /** What a webhook delivery carries, if signed with our secret and recent; null otherwise. */
  async verifiedEvent(
    payload: string,
    signature: string | null,
    receivedAt?: number,
  ): Promise<VerifiedDelivery | null> {
    if (!signature) return null;
    return this.#api.verifiedEvent(this.#credentials, payload, signature, WEBHOOK_TOLERANCE_SECONDS, receivedAt);
  }
}

/**
 * The payments of this server: the PAYMENTS binding with Stripe's configuration. The binding's
 * generated type is a plain Fetcher (wrangler types reads this Worker's config only); its RPC
 * surface is PaymentsApi, which the payments Worker's entrypoint declares it implements.
 */
export function payments(env: Pick<Env, "PAYMENTS">, config: StripeConfig): Payments {
  return new Payments(env.PAYMENTS as unknown as PaymentsApi, config);
}
