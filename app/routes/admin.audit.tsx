/**
 * /admin/audit (?action=&actor=&from=&to=&before=): the audit log, newest first, filtered by
 * action, by admin and by dates, 50 entries a page (keyset pages: "Older entries" continues after
 * the last entry shown). Read-only: it has no action.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { AuditLog } from "~/components/admin/audit-log";
import type { I18nHandle } from "~/i18n/areas";
import { auditPageQuerySchema, cursorParam, toAuditQuery } from "~/models/audit.schema";
import { AUDIT_ACTIONS, listAdmins, listAuditEntries } from "~/models/audit.server";

export const handle: I18nHandle = { i18n: ["admin"] };

const AUDIT_PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const query = auditPageQuerySchema.parse(Object.fromEntries(params));
  // One more than a page says whether there is an older page.
  const [entries, admins] = await Promise.all([
    listAuditEntries(context.db, toAuditQuery(query, AUDIT_PAGE_SIZE + 1)),
    listAdmins(context.db),
  ]);
  const shown = entries.slice(0, AUDIT_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    entries: shown,
    admins,
    actions: AUDIT_ACTIONS,
    filters: { action: query.action ?? "", actor: query.actor ?? "", from: query.from ?? "", to: query.to ?? "" },
    paged: Boolean(query.before),
    older: entries.length > AUDIT_PAGE_SIZE && last ? cursorParam(last) : null,
  };
}

export default function AdminAudit() {
  return <AuditLog data={useLoaderData<typeof loader>()} />;
}
