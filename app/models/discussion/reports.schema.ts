/** The report form (a comment or a debate, with a reason). */
import * as z from "~/utils/zod";

import { REPORT_REASONS, REPORT_TARGETS } from "~/db/enums";

import { recordId } from "~/utils/id.schema";

export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: "validation.invalid" }),
  targetId: recordId,
  reason: z.enum(REPORT_REASONS, { error: "report.errors.reason" }),
});
export type ReportInput = z.output<typeof reportSchema>;
