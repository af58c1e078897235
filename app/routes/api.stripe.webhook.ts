/**
 * POST /api/stripe/webhook: Stripe's deliveries. Only Stripe calls it: the `Stripe-Signature`
 * header must be valid for our signing secret and at most five minutes old, else 400 and nothing
 * happens. Each event is processed once, whatever the number and order of its deliveries
 * (app/models/webhooks/stripe-events.server.ts). 200 tells Stripe to stop retrying; a 5xx makes it retry:
 * a signed event that matches nothing, or lacks what an event has, is answered 200 and recorded
 * for admins (/admin/payments); only a failure worth retrying (D1, Stripe unreachable) is a 5xx.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { processStripeEvent } from "~/models/webhooks";
import { jsonError, methodNotAllowed, translatorFor } from "~/utils/http.server";
import { payments } from "~/models/payments";

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
const MAX_BYTES = 512 * 1024;

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const t = await translatorFor(request);
  const stripe = context.config.stripe;
  if (!stripe) return jsonError(503, t("stripeWebhook.notConfigured"));
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BYTES) return jsonError(413, t("stripeWebhook.tooLarge"));
  let payload: string;
  try {
    payload = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return jsonError(400, t("stripeWebhook.badSignature"));
  }
  // The signature is checked by Stripe's SDK, in the payments Worker (app/models/payments/stripe.server.ts).
  const gateway = payments(context.env, stripe);
  const delivery = await gateway.verifiedEvent(payload, request.headers.get("Stripe-Signature"));
  if (!delivery) return jsonError(400, t("stripeWebhook.badSignature"));
  // Signed: acknowledged even when it matches nothing or is malformed (recorded for admins).
  const result = await processStripeEvent(context.db, gateway, delivery.event);
  return Response.json({ received: true, result });
}
