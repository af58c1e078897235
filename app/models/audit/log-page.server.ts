/**
 * The audit page (/admin/audit): its address read by the page's schema (audit.schema.ts), one page
 * of entries (one more is read to know whether an older page exists), and the admins to filter by.
 * A server module, so the page's browser code never carries the schema.
 */
import type { Database } from "~/db/client.server";

import { auditPageQuerySchema, toAuditQuery } from "./log.schema";
import { AUDIT_ACTIONS, listAdmins, listAuditEntries } from "./log.server";
import { cursorParam } from "~/utils/keyset";

const AUDIT_PAGE_SIZE = 50;

export async function loadAuditPage(db: Database, params: URLSearchParams, pageSize = AUDIT_PAGE_SIZE) {
  const query = auditPageQuerySchema.parse(Object.fromEntries(params));
  const [entries, admins] = await Promise.all([
    listAuditEntries(db, toAuditQuery(query, pageSize + 1)),
    listAdmins(db),
  ]);
  const shown = entries.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    entries: shown,
    admins,
    actions: AUDIT_ACTIONS,
    filters: { action: query.action ?? "", actor: query.actor ?? "", from: query.from ?? "", to: query.to ?? "" },
    paged: Boolean(query.before),
    older: entries.length > pageSize && last ? cursorParam(last) : null,
  };
}
