/**
 * GET /api/admin/users (admins only; SPEC.md section 7): an array of admin user records, newest
 * first. ?q= searches (as the dashboard does), ?status=verified|pending|rejected, ?page=, ?limit=
 * (at most 500); X-Total-Count says how many match.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { apiUserListQuerySchema } from "~/models/admin-users.schema";
import { listAdminUsers, toApiAdminUser } from "~/models/admin-users.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const input = apiUserListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const query = { q: input.q, tab: input.status ?? input.tab, page: input.page };
  const page = await listAdminUsers(context.db, query, input.limit);
  return Response.json(page.users.map(toApiAdminUser), {
    headers: { "Cache-Control": "private, no-store", "X-Total-Count": String(page.counts[query.tab]) },
  });
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
