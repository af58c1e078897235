/**
 * GET /api/admin/users (admins only; SPEC.md section 7): an array of admin user records, newest
 * first. ?q= searches (as the dashboard does), ?status=verified|pending|rejected, ?page=, ?limit=
 * (at most 500); X-Total-Count says how many match.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { listAdminUsersForApi, toApiAdminUser } from "~/models/admin-users.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const { users, total } = await listAdminUsersForApi(context.db, new URL(request.url).searchParams);
  return Response.json(users.map(toApiAdminUser), {
    headers: { "Cache-Control": "private, no-store", "X-Total-Count": String(total) },
  });
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
