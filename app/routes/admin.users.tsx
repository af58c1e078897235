/**
 * /admin/users (?q=&tab=all|verified|pending|rejected&before=|after=, keyset pages): the users
 * dashboard. Its action is the bulk bar: one status for the checked users, all or none, each change with its audit entry
 * and the citizen's notification (setVerificationStatus). Rejecting asks first.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import { useLoaderData } from "@remix-run/react";

import { bulkUsersAction } from "~/actions/verification-forms.server";
import { requireRole } from "~/auth/guards.server";
import { UsersDashboard } from "~/components/admin/users-dashboard";
import type { I18nHandle } from "~/i18n/areas";
import { readUserListQuery, loadUserDashboard } from "~/models/admin";
import { adminActor } from "~/models/audit";
import { readForm } from "~/utils/action.server";
import { searchRefusal } from "~/utils/search.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const { query, searchRefused } = readUserListQuery(params);
  const [dashboard, refused] = await Promise.all([
    loadUserDashboard(context.db, query),
    searchRefused ? searchRefusal(request, params) : null,
  ]);
  const page = { ...dashboard, q: query.q ?? "", tab: query.tab, selectAll: params.get("select") === "all", refused };
  return data(page, { status: refused ? 400 : 200 });
}

export async function action(args: ActionFunctionArgs) {
  const admin = await requireRole(args.request, args.context, "admin");
  const form = await readForm(args);
  return bulkUsersAction(args, adminActor(admin), form);
}

export default function AdminUsers() {
  return <UsersDashboard data={useLoaderData<typeof loader>()} />;
}
