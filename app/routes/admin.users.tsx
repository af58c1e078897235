/**
 * /admin/users (?q=&tab=all|verified|pending|rejected&before=|after=, keyset pages): the users
 * dashboard. Its action is the bulk bar: one status for the checked users, all or none, each change with its audit entry
 * and the citizen's notification (setVerificationStatus). Rejecting asks first.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { bulkUsersAction } from "~/actions/verification-forms.server";
import { requireRole } from "~/auth/guards.server";
import { UsersDashboard } from "~/components/admin/users-dashboard";
import type { I18nHandle } from "~/i18n/areas";
import { userListQuerySchema } from "~/models/admin-users.schema";
import { loadUserDashboard } from "~/models/admin-users.server";
import { adminActor } from "~/models/audit.server";
import { readForm } from "~/utils/action.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const query = userListQuerySchema.parse(Object.fromEntries(params));
  const dashboard = await loadUserDashboard(context.db, query);
  return { ...dashboard, q: query.q ?? "", tab: query.tab, selectAll: params.get("select") === "all" };
}

export async function action(args: ActionFunctionArgs) {
  const admin = await requireRole(args.request, args.context, "admin");
  const form = await readForm(args);
  return bulkUsersAction(args, adminActor(admin), form);
}

export default function AdminUsers() {
  return <UsersDashboard data={useLoaderData<typeof loader>()} />;
}
