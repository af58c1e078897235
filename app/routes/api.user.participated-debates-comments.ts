/** GET /api/user/participated-debates-comments: comments on the debates the user took part in. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { getParticipatedComments } from "~/models/stats";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await getParticipatedComments(context.db, user.id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
