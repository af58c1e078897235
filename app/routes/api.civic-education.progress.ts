/**
 * GET /api/civic-education/progress (signed in): { completedModules, inProgressModules, totalModules,
 * progressPercentage, totalTimeSpent (minutes), currentStreak (days) }, from the caller's real start
 * and completion times (docs/civic.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { civicSummary } from "~/models/civic";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await civicSummary(context.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
