/**
 * The response schemas that get a name of their own in the document (components/schemas), so the
 * reference shows "Debate" once and links to it. Every other schema is named after its operation.
 */
import type * as z from "zod";

import { errorSchema } from "~/models/api.responses";
import { campaignSchema } from "~/models/campaigns.responses";
import { civicModuleSchema, moduleProgressSchema } from "~/models/civic.responses";
import { commentSchema } from "~/models/comments.responses";
import { scoreEntrySchema } from "~/models/competition.responses";
import { debateSchema } from "~/models/debates.responses";
import { contributionSchema, expertApplicationSchema } from "~/models/experts.responses";
import { liveRoomSchema } from "~/models/live-rooms.responses";
import { newsRunSchema } from "~/models/news.responses";
import { policyOutcomeSchema } from "~/models/policy.responses";
import {
  adminUserSchema,
  directoryUserSchema,
  publicUserSchema,
  verificationUserSchema,
} from "~/models/users.responses";

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
