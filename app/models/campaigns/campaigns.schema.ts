/**
 * The campaign purchase's inputs (docs/campaigns.md): the details form (step 2), the payment form
 * (step 3, the same fields plus the attempt's key), and the JSON door's body. Amounts are never
 * input: they come from the catalogue (app/models/campaigns/packages.ts).
 */
import * as z from "~/utils/zod";

import { CURRENCIES, PACKAGE_TYPES, REGIONS, TARGET_AUDIENCES } from "~/db/enums";

import { EMAIL_PATTERN } from "~/utils/account-rules";
import { recordId } from "~/utils/id.schema";
import { humanText, optionalHumanText } from "~/utils/text.schema";

const REQUIRED = "campaigns.errors.required";
const TOO_LONG = "campaigns.errors.tooLong";
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/;

const requiredText = (max: number) => humanText({ max, required: REQUIRED, tooLong: TOO_LONG });
const optionalText = (max: number) => optionalHumanText({ max, tooLong: TOO_LONG });

export const packageTypeSchema = z.enum(PACKAGE_TYPES, { error: "campaigns.errors.package" });
export const currencySchema = z.enum(CURRENCIES, { error: "campaigns.errors.currency" });

/** What the buyer tells about the campaign (SPEC.md's campaign form data, plus "Paid for by" and the region). */
const campaignDetailsFields = {
  partyName: requiredText(120),
  campaignTitle: requiredText(120),
  description: optionalText(1000),
  contactEmail: z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, REQUIRED)
    .max(254, TOO_LONG)
    .regex(EMAIL_PATTERN, "campaigns.errors.email"),
  contactPhone: optionalText(30).refine((v) => v === null || PHONE_PATTERN.test(v), "campaigns.errors.phone"),
  targetAudience: z
    .enum(TARGET_AUDIENCES, { error: "campaigns.errors.invalid" })
    .nullish()
    .transform((v) => v ?? null),
  region: z
    .enum(REGIONS, { error: "campaigns.errors.invalid" })
    .nullish()
    .transform((v) => v ?? null),
  /** Empty: the party's name. */
  paidForBy: optionalText(120),
};

export const campaignDetailsSchema = z.object({
  packageType: packageTypeSchema,
  currency: currencySchema.default("usd"),
  ...campaignDetailsFields,
});
export type CampaignDetails = z.output<typeof campaignDetailsSchema>;

/** Step 3's form: the details again (hidden fields) and the key of this attempt (a double click is one). */
export const campaignPaymentSchema = campaignDetailsSchema.extend({
  attempt: z.string({ error: REQUIRED }).regex(/^[0-9a-f-]{36}$/, "campaigns.errors.invalid"),
});

/** POST /api/campaigns/create-payment-intent (SPEC.md section 7); an `amount` sent is ignored. */
export const createPaymentIntentSchema = z.object({
  packageType: packageTypeSchema,
  currency: currencySchema.default("usd"),
  amount: z.unknown().optional(),
  // An object; clients that can only send text fields may send it as a JSON string.
  campaignData: z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.object(campaignDetailsFields, { error: "campaigns.errors.campaignData" }),
  ),
});

export const campaignIdSchema = z.object({ campaignId: recordId });

/** The admin's Cancel (/admin/campaigns): the campaign and a ticked "I understand" box (its ads stop at once, for good). */
export const cancelCampaignFormSchema = campaignIdSchema.extend({
  confirm: z
    .boolean({ error: "campaigns.admin.cancelConfirmRequired" })
    .refine((ticked) => ticked, "campaigns.admin.cancelConfirmRequired"),
});

/** The ad library's filters (GET /ads and /api/ads): unknown values are ignored, never an error. */
export const libraryQuerySchema = z.object({
  party: z.string().trim().max(120).optional().catch(undefined),
  status: z.enum(["active", "completed"]).optional().catch(undefined),
  region: z.enum(REGIONS).optional().catch(undefined),
});
