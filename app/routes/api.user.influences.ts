/** GET /api/user/influences: the user's comments that inspired new debates. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { getUserInfluences } from "~/models/stats";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await getUserInfluences(context.db, user.id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
