/**
 * GET /api/civic-education/modules (?category=constitution|democratic_process|policy_making|rights_duties):
 * the modules in the caller's language, each with `userProgress` { started, completed, progress,
 * startedAt, completedAt } when signed in (absent for visitors).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18n.server";
import { civicFilterSchema, listModules } from "~/models/civic";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { category } = civicFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const user = await getUser(request, context);
  const modules = await listModules(context.db, {
    language: await getLocale(request),
    category,
    userId: user?.id ?? null,
  });
  return Response.json(modules, { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } });
}
