/** GET /api/user/export: everything the platform holds about the caller, as JSON (the same as /settings/export). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { exportAccount } from "~/models/accounts";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await exportAccount(context.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
