/**
 * GET /api/expert-witness/status (signed in): { isExpert, expertise, institution, application }
 * (application: the caller's latest, with its status and, once rejected, the admin's reason).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { expertStatus } from "~/models/experts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return Response.json(await expertStatus(context.db, user), { headers: { "Cache-Control": "private, no-store" } });
}
