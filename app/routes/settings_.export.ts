/**
 * GET /settings/export: the settings page's "Download my data": everything the platform holds about
 * the signed-in citizen, as a JSON file (docs/account-settings.md explains each field).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { exportAccount, exportFileName } from "~/models/accounts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const data = await exportAccount(context.db, user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(user.username)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
