/**
 * The JSON door onto starting and completing a module (POST /api/civic-education/modules/{id}/start
 * and /complete, no body): 200 { success, changed, progress } | 401 | 404 | 409 { error } (unfinished
 * prerequisites, which it names, or completing before starting). Both are idempotent: a second call
 * answers 200 with changed false. The page's forms are the other door (civic-forms.server.ts).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18n.server";
import { completeModule, startModule } from "~/models/civic";
import { methodNotAllowed, resultError, translatorFor } from "~/utils/http.server";

export async function civicApiAction({ request, params, context }: ActionFunctionArgs, intent: "start" | "complete") {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const user = await requireUser(request, context);
  const moduleId = params.moduleId ?? "";
  const result =
    intent === "start"
      ? await startModule(context.db, { userId: user.id, moduleId, language: await getLocale(request) })
      : await completeModule(context.db, { userId: user.id, moduleId });
  if (!result.ok) return resultError(await translatorFor(request), result);
  return Response.json({ success: true, changed: result.changed, progress: result.progress });
}
