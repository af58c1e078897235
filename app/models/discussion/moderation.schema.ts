/** The moderation queue's forms (/admin/moderation): hide with a reason, restore, dismiss reports. */
import * as z from "~/utils/zod";

import { REPORT_REASONS, REPORT_TARGETS } from "~/db/enums";

import { recordId } from "~/utils/id.schema";

export const MODERATION_INTENTS = ["hide", "restore", "dismiss"] as const;

const item = {
  targetType: z.enum(REPORT_TARGETS, { error: "validation.invalid" }),
  targetId: recordId,
};

export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("hide"),
    ...item,
    reason: z.enum(REPORT_REASONS, { error: "admin.moderation.errors.reason" }),
  }),
  z.object({ intent: z.literal("restore"), ...item }),
  z.object({ intent: z.literal("dismiss"), ...item }),
]);
