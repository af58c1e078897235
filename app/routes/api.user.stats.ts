/** GET /api/user/stats: { votesCast, debatesParticipated, impactScore, reputationPoints, ... }. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { getUserStats } from "~/models/stats";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await getUserStats(context.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
