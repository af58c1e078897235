/**
 * What the campaign, ad library and payment doors answer (docs/api.md "Campaigns and the ad
 * library", "Payments"), for the OpenAPI contract and the tests that check real answers against it
 * (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { CAMPAIGN_STATUSES, CURRENCIES, PACKAGE_TYPES, REGIONS, TARGET_AUDIENCES } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

/** 200 of POST /api/campaigns/create-payment-intent: what Stripe.js confirms. */
export const paymentIntentSchema = z.strictObject({
  clientSecret: z.string(),
  campaignId: z.string(),
  amount: count.describe("In the currency's smallest unit, from the catalogue."),
  currency: z.enum(CURRENCIES),
});

/** One of the caller's campaigns (GET /api/campaigns). */
export const campaignSchema = z.strictObject({
  id: z.string(),
  campaignTitle: z.string(),
  partyName: z.string(),
  paidForBy: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignBudget: count,
  currency: z.enum(CURRENCIES),
  targetAudience: z.enum(TARGET_AUDIENCES).nullable(),
  region: z.enum(REGIONS).nullable(),
  campaignDuration: count.describe("Days."),
  description: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  paymentStatus: z.enum(["unpaid", "paid", "failed"]),
  paymentError: z.string().nullable(),
  paidAt: timestamp.nullable(),
  activatedAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const campaignListSchema = z.array(campaignSchema);

const range = z.strictObject({ low: count, high: count.nullable().describe('null: "or more".') });

/** GET /api/ads: the public ad library. */
export const adLibrarySchema = z.strictObject({
  ads: z.array(
    z.strictObject({
      id: z.string(),
      paidForBy: z.string(),
      party: z.string(),
      title: z.string(),
      message: z.string().nullable(),
      packageType: z.enum(PACKAGE_TYPES),
      status: z.enum(CAMPAIGN_STATUSES),
      region: z.enum(REGIONS).nullable(),
      targetAudience: z.enum(TARGET_AUDIENCES).nullable(),
      startedAt: timestamp.nullable(),
      endsAt: timestamp.nullable(),
      currency: z.enum(CURRENCIES),
      spend: range,
      impressions: range,
    }),
  ),
  filters: z
    .strictObject({
      party: z.string().optional(),
      status: z.enum(["active", "completed"]).optional(),
      region: z.enum(REGIONS).optional(),
    })
    .describe("The filters applied (unknown values are dropped)."),
});

/** 200 of POST /api/stripe/webhook. */
export const webhookResultSchema = z.strictObject({
  received: z.literal(true),
  result: z.enum(["processed", "duplicate", "ignored"]),
});
