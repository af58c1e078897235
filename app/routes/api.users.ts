/** GET /api/users[?q=]: the user directory (admins only); a search longer than 100 characters is a 400. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { searchUserDirectory } from "~/models/stats";
import { SEARCH_TOO_LONG, searchText } from "~/utils/search.schema";
import { jsonError, translate, translatorFor } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const q = searchText.optional().safeParse(new URL(request.url).searchParams.get("q") ?? undefined);
  if (!q.success) return jsonError(400, translate(await translatorFor(request), SEARCH_TOO_LONG));
  const { users } = await searchUserDirectory(context.db, { q: q.data });
  return Response.json(users, { headers: { "Cache-Control": "private, no-store" } });
}
