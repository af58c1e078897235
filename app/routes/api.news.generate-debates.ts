/**
 * POST /api/news/generate-debates (admins): one news ingestion run now.
 * 200 { success, run } | 409 another run is in progress | 502 'Failed to generate debates'.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { methodNotAllowed, translatorFor } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  const run = await context.jobs.runNews(context, "manual");
  if (run.status === "skipped") return Response.json({ error: t("news.errors.busy"), run }, { status: 409 });
  if (run.status === "failed") return Response.json({ error: t("news.errors.failed"), run }, { status: 502 });
  return Response.json({ success: true, run });
}
