/**
 * Stripe, through its official SDK (its Workers build: fetch for HTTP, WebCrypto for webhook
 * signatures). Built per request from the configuration, never at module scope. In development
 * and tests `STRIPE_API_URL` points the same SDK at a local server speaking Stripe's API
 * (tests/fakes/stripe-server.ts); production always talks to Stripe (docs/payments.md).
 */
import Stripe from "stripe";

import type { StripeConfig } from "~/env.server";

export type { Stripe };

export function stripeClient(config: StripeConfig): Stripe {
  const local = config.apiUrl
    ? {
        host: config.apiUrl.hostname,
        port: Number(config.apiUrl.port) || (config.apiUrl.protocol === "https:" ? 443 : 80),
        protocol: config.apiUrl.protocol.replace(":", "") as "http" | "https",
      }
    : {};
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    telemetry: false,
    ...local,
  });
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Stripe's own tolerance: a delivery signed more than five minutes ago is refused (a replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The event a webhook delivery carries, if its `Stripe-Signature` is valid for our signing secret
 * and recent; null otherwise.
 */
export async function verifiedEvent(
  config: StripeConfig,
  payload: string,
  signature: string | null,
  receivedAt?: number,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await stripeClient(config).webhooks.constructEventAsync(
      payload,
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      cryptoProvider,
      receivedAt,
    );
  } catch {
    return null;
  }
}
