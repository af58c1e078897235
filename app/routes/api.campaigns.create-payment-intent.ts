/**
 * POST /api/campaigns/create-payment-intent { packageType, currency, campaignData } (SPEC.md section 7):
 * the pending campaign and its PaymentIntent, for the buyer to confirm with Stripe.js.
 * 200 { clientSecret, campaignId, amount, currency } | 400 | 401 | 502 { error } (Stripe's message) | 503.
 *
 * The amount is the catalogue's; an `amount` in the body is ignored. One attempt is one campaign and
 * one PaymentIntent: the attempt is the `Idempotency-Key` header when the client sends one, else the
 * same body from the same account within ten minutes (a double click).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { createPaymentIntentSchema, campaignForAttempt, paymentIntentForCampaign } from "~/models/campaigns";
import { sha256Hex } from "~/utils/crypto";
import { jsonError, methodNotAllowed, requirePostBody, translate } from "~/utils/http.server";
import { payments } from "~/models/payments";
import { parseInput } from "~/utils/validation.server";

const TEN_MINUTES = 10 * 60 * 1000;
const CLIENT_KEY = /^[\w-]{8,100}$/;

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, createPaymentIntentSchema);
  if (!input.ok) return jsonError(400, input.error);
  const stripe = context.config.stripe;
  if (!stripe) return jsonError(503, t("campaigns.pay.notConfigured"));
  const { packageType, currency, campaignData } = input.value;
  const header = request.headers.get("Idempotency-Key")?.trim() ?? "";
  const key = CLIENT_KEY.test(header)
    ? `client:${header}`
    : `body:${await sha256Hex(
        JSON.stringify([packageType, currency, campaignData, Math.floor(Date.now() / TEN_MINUTES)]),
      )}`;
  const campaign = await campaignForAttempt(context.db, user.id, { packageType, currency, ...campaignData }, key);
  if (campaign.status !== "pending" || campaign.paidAt) return jsonError(409, t("campaigns.errors.alreadyPaid"));
  const started = await paymentIntentForCampaign(context.db, payments(context.env, stripe), campaign);
  if (!started.ok) return jsonError(started.status, started.stripeMessage ?? translate(t, started.error));
  return Response.json({
    clientSecret: started.clientSecret,
    campaignId: campaign.id,
    amount: campaign.campaignBudget,
    currency: campaign.currency,
  });
}
