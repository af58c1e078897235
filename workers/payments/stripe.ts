/**
 * Stripe, through its official SDK (its Workers build: fetch for HTTP, WebCrypto for webhook
 * signatures). Only the payments Worker (./index.ts) and the tests use it. Built per call from the
 * credentials, never at module scope. In development and tests the API URL points the same SDK at a
 * local server speaking Stripe's API (tests/fakes/stripe-server.ts); production always talks to
 * Stripe (app/env.server.ts refuses STRIPE_API_URL there; docs/payments.md).
 */
import Stripe from "stripe";

export { Stripe };

export function stripeClient({ secretKey, apiUrl }: { secretKey: string; apiUrl: string | URL | null }): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  const local = url
    ? {
        host: url.hostname,
        port: Number(url.port) || (url.protocol === "https:" ? 443 : 80),
        protocol: url.protocol.replace(":", "") as "http" | "https",
      }
    : {};
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    telemetry: false,
    ...local,
  });
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();
