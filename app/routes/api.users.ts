/** GET /api/users: the user directory (admins only). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { listUserDirectory } from "~/models/reputation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  return Response.json(await listUserDirectory(context.db), { headers: { "Cache-Control": "private, no-store" } });
}
