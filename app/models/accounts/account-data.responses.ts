/**
 * GET /api/user/export (docs/account.md): everything held about the caller, table by table, for the
 * OpenAPI contract and the tests that check real answers against it (app/utils/api.responses.ts).
 * The rows keep their columns' names; which tables appear is exportAccount's to say.
 */
import * as z from "~/utils/zod";

import { timestamp } from "~/utils/api.responses";

const rows = z.array(z.record(z.string(), z.unknown()));

export const accountExportSchema = z
  .object({
    format: z.literal("debatestorm-account-export"),
    version: z.literal(1),
    exportedAt: timestamp,
    users: rows,
  })
  .catchall(rows)
  .describe("Every table's rows that are about the caller, by table name (users, votes, comments, …).");
