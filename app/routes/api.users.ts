/** GET /api/users: the user directory (admins only). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { searchUserDirectory } from "~/models/reputation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  const { users } = await searchUserDirectory(context.db, { q });
  return Response.json(users, { headers: { "Cache-Control": "private, no-store" } });
}
