/** GET /api/user/votes: [{ debateId, position }], newest first. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { listUserVotes } from "~/models/debates";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await listUserVotes(context.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
