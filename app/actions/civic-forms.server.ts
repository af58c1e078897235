/**
 * Start Learning and Complete Module: the forms of a module's page (/civic-education/{id}), which
 * the Civic Education overlay also posts to. The JSON API (api.civic-education.modules.$moduleId.*)
 * is the other door onto the same model functions.
 */
import { requireUser } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18n.server";
import { moduleFormSchema, completeModule, startModule } from "~/models/civic";
import { respond, type ActionArgs } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

const CIVIC_INTENTS = ["start", "complete"] as const;
type CivicIntent = (typeof CIVIC_INTENTS)[number];

export function isCivicIntent(value: unknown): value is CivicIntent {
  return typeof value === "string" && (CIVIC_INTENTS as readonly string[]).includes(value);
}

export async function civicFormAction(args: ActionArgs, form: FormData, intent: CivicIntent, here: string) {
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const failedTitle = t(intent === "start" ? "civicEducation.failedStart" : "civicEducation.failedComplete");
  const parsed = parseForm(t, form, moduleFormSchema);
  if (!parsed.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      toast: { title: failedTitle, description: t("validation.invalid"), variant: "destructive" },
      redirectTo: here,
    });
  }
  const { moduleId } = parsed.value;
  const result =
    intent === "start"
      ? await startModule(context.db, { userId: user.id, moduleId, language: await getLocale(request) })
      : await completeModule(context.db, { userId: user.id, moduleId });
  if (!result.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      status: result.status,
      toast: { title: failedTitle, description: translate(t, result.error), variant: "destructive" },
      redirectTo: here,
    });
  }
  return respond(args, {
    form: intent,
    ok: true,
    toast: result.changed
      ? { title: t(intent === "start" ? "civicEducation.started" : "civicEducation.completed") }
      : undefined,
    redirectTo: here,
    payload: { moduleId, progress: result.progress },
  });
}
