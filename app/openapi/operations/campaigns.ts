/** The contract of campaigns, the ad library and payments (docs/api.md, docs/campaigns.md, docs/payments.md). */
import { adLibrarySchema, campaignListSchema, paymentIntentSchema, webhookResultSchema } from "~/models/campaigns";
import { createPaymentIntentSchema, libraryQuerySchema } from "~/models/campaigns";

import { common, refusal, type ApiOperation } from "../define";

export const campaignOperations: ApiOperation[] = [
  {
    file: "api.campaigns.create-payment-intent.ts",
    method: "post",
    path: "/api/campaigns/create-payment-intent",
    operationId: "createPaymentIntent",
    tag: "campaigns",
    summary: "Start paying for a campaign",
    description:
      "The amount is the catalogue's (an `amount` sent is ignored). One attempt is one campaign and one PaymentIntent: the `Idempotency-Key` header when sent, else the same body from the same account within ten minutes. `campaignData` may be sent as a JSON string.",
    access: "signedIn",
    requestHeaders: { "Idempotency-Key": "8 to 100 letters, digits, `_` or `-`: the same key is the same attempt." },
    body: createPaymentIntentSchema,
    responses: {
      200: {
        description: "The campaign (pending) and its PaymentIntent's client secret.",
        schema: paymentIntentSchema,
      },
      400: common.badInput,
      401: common.unauthorized,
      409: refusal("This attempt's campaign is already paid."),
      502: refusal("Stripe refused (its message)."),
      503: refusal("Payments are not configured on this server."),
    },
  },
  {
    file: "api.campaigns.ts",
    method: "get",
    path: "/api/campaigns",
    operationId: "ownCampaigns",
    tag: "campaigns",
    summary: "The caller's campaigns, newest first",
    access: "signedIn",
    responses: { 200: { description: "The campaigns.", schema: campaignListSchema }, 401: common.unauthorized },
  },
  {
    file: "api.ads.ts",
    method: "get",
    path: "/api/ads",
    operationId: "adLibrary",
    tag: "campaigns",
    summary: "The public ad library",
    description: "Every campaign that ran or runs: who paid, the dates, spend as a band, impressions as a range.",
    access: "public",
    query: libraryQuerySchema,
    responses: { 200: { description: "The ads and the filters applied.", schema: adLibrarySchema } },
  },
  {
    file: "api.stripe.webhook.ts",
    method: "post",
    path: "/api/stripe/webhook",
    operationId: "stripeWebhook",
    tag: "campaigns",
    summary: "Stripe's event deliveries",
    description:
      "Only Stripe calls it: `Stripe-Signature` must be valid and at most five minutes old. Each event is processed once, whatever the number and order of its deliveries.",
    access: "stripe",
    responses: {
      200: { description: "Received.", schema: webhookResultSchema },
      400: refusal("A bad or stale signature: nothing happened."),
      413: refusal("Larger than any Stripe event."),
      503: refusal("Payments are not configured on this server."),
    },
  },
];
