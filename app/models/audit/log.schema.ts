/**
 * The audit page's address (/admin/audit?action=&actor=&from=&to=&before=): what to show and from
 * where. Anything odd falls back to "no filter", never an error: an address is not a form.
 */
import * as z from "~/utils/zod";

import { AUDIT_ACTIONS, type AuditQuery } from "./log.server";
import { recordId } from "~/utils/id.schema";
import { keysetCursor } from "~/utils/keyset";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

export const auditPageQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  actor: recordId.optional().catch(undefined),
  from: day,
  to: day,
  /** The last entry shown ("createdAt~id"): the page continues after it. */
  before: keysetCursor,
});
type AuditPageQuery = z.output<typeof auditPageQuerySchema>;

/** The page's filters as the model's query: `to` is a whole day (entries before the next midnight, UTC). */
export function toAuditQuery(query: AuditPageQuery, limit: number): AuditQuery {
  const nextDay = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
  return {
    action: query.action,
    actorId: query.actor,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: nextDay,
    before: query.before,
    limit,
  };
}
