/** GET /api/auth/user: the signed-in user's public fields, or 401. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { toPublicUser } from "~/models/accounts";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) return jsonError(401, (await translatorFor(request))("auth.errors.unauthorized"));
  return Response.json(toPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}
