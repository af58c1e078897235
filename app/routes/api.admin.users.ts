/**
 * GET /api/admin/users (admins only; SPEC.md section 7): an array of admin user records, newest
 * first. ?q= searches (as the dashboard does), ?status=verified|pending|rejected, ?limit= (at most
 * 500); X-Total-Count says how many match, X-Next-Cursor (absent on the last page) is the ?before=
 * of the next page (keyset pages, docs/api.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { listAdminUsersForApi, toApiAdminUser, userListHeaders } from "~/models/admin";
import { jsonError, methodNotAllowed, translate, translatorFor } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const list = await listAdminUsersForApi(context.db, new URL(request.url).searchParams);
  if (!list.ok) return jsonError(400, translate(await translatorFor(request), list.error));
  return Response.json(list.users.map(toApiAdminUser), { headers: userListHeaders(list) });
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
