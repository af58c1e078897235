/**
 * The response schemas that get a name of their own in the document (components/schemas), so the
 * reference shows "Debate" once and links to it. Every other schema is named after its operation.
 */
import type * as z from "zod";

import { errorSchema } from "~/utils/api.responses";
import { campaignSchema } from "~/models/campaigns";
import { civicModuleSchema, moduleProgressSchema } from "~/models/civic";
import { commentSchema } from "~/models/discussion";
import { scoreEntrySchema } from "~/models/competition";
import { debateSchema } from "~/models/debates";
import { contributionSchema, expertApplicationSchema } from "~/models/experts";
import { liveRoomSchema } from "~/models/rooms";
import { newsRunSchema } from "~/models/news";
import { policyOutcomeSchema } from "~/models/policy";
import { adminUserSchema, directoryUserSchema, publicUserSchema, verificationUserSchema } from "~/models/accounts";

export const NAMED_SCHEMAS: readonly (readonly [z.ZodType, string])[] = [
  [errorSchema, "Error"],
  [publicUserSchema, "User"],
  [debateSchema, "Debate"],
  [commentSchema, "Comment"],
  [expertApplicationSchema, "ExpertApplication"],
  [contributionSchema, "ExpertContribution"],
  [civicModuleSchema, "CivicModule"],
  [moduleProgressSchema, "ModuleProgress"],
  [policyOutcomeSchema, "PolicyOutcome"],
  [scoreEntrySchema, "ScoreEntry"],
  [liveRoomSchema, "LiveRoom"],
  [campaignSchema, "Campaign"],
  [newsRunSchema, "NewsRun"],
  [adminUserSchema, "AdminUser"],
  [verificationUserSchema, "VerificationUser"],
  [directoryUserSchema, "DirectoryUser"],
];
