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
import { loadAuditPage } from "~/models/audit";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  return loadAuditPage(context.db, new URL(request.url).searchParams);
}

export default function AdminAudit() {
  return <AuditLog data={useLoaderData<typeof loader>()} />;
}
