/**
 * Stripe in the workerd tests: the events the local Stripe server made (tests/fakes/stripe-server.ts,
 * reached over HTTP from inside workerd), and their delivery to the Worker as Stripe delivers them:
 * a JSON POST to /api/stripe/webhook signed with `Stripe-Signature` (HMAC-SHA256 of "t.payload"
 * with the signing secret, computed here with WebCrypto).
 */
import { inject } from "vitest";

const WEBHOOK_SECRET = "whsec_debatestorm_local"; // STRIPE_TEST_WEBHOOK_SECRET of the fake

export interface FakeStripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id: string } };
}

export const stripeApiUrl = () => inject("stripeApiUrl");

/** Calls one of the fake's test controls (POST /__control/…); answers the events it made. */
export async function stripeControl(path: string, body: Record<string, string> = {}): Promise<FakeStripeEvent[]> {
  const response = await fetch(`${stripeApiUrl()}/__control/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Stripe control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as FakeStripeEvent[];
}

/** Every event the fake has made so far. */
export async function stripeEvents(): Promise<FakeStripeEvent[]> {
  return (await (await fetch(`${stripeApiUrl()}/__control/events`)).json()) as FakeStripeEvent[];
}

export async function stripeSignature(payload: string, { secret = WEBHOOK_SECRET, timestamp = 0 } = {}) {
  const t = timestamp || Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `t=${t},v1=${hex}`;
}

/** A webhook delivery of `event`, as a Request to the Worker (signature options to forge bad ones). */
export async function webhookRequest(
  event: FakeStripeEvent | string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = typeof event === "string" ? event : JSON.stringify(event, null, 2);
  const signature = options.signature === undefined ? await stripeSignature(payload, options) : options.signature;
  return new Request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...(signature === null ? {} : { "Stripe-Signature": signature }),
    },
    body: payload,
  });
}
