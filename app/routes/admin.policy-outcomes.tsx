/**
 * /admin/policy-outcomes (admins): record the outcomes that followed debates (or standalone ones),
 * edit them, and set their verification status. Every change writes its audit entry in the same
 * batch; an outcome recorded on a debate tells the debate's voters (app/models/policy/outcomes.server.ts).
 * ?edit={id} puts an outcome in the form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { useOutcomeToast } from "~/components/ui/action-result";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  outcomeRefSchema,
  outcomeSchema,
  verificationSchema,
  createOutcome,
  getOutcome,
  listOutcomes,
  setOutcomeVerification,
  updateOutcome,
} from "~/models/policy";
import { pageUrl, readForm, respond, unknownForm, type ActionOutcome } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";
import { OutcomeForm, POLICY_OUTCOMES_PAGE, VerificationForm } from "~/components/policy/outcome-forms";
import { languageOf } from "~/utils/script-language";

export const handle: I18nHandle = { i18n: ["admin", "policy"] };

const HERE = POLICY_OUTCOMES_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const edit = outcomeRefSchema.safeParse({ outcomeId: new URL(request.url).searchParams.get("edit") ?? "" });
  const [outcomes, editing] = await Promise.all([
    listOutcomes(context.db),
    edit.success ? getOutcome(context.db, edit.data.outcomeId) : Promise.resolve(null),
  ]);
  return { outcomes, editing };
}

const INTENTS = ["createOutcome", "updateOutcome", "setVerification"] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const admin = await requireRole(request, context, "admin");
  const form = await readForm(args);
  const intent = form.get("intent");
  if (!isIntent(intent)) return unknownForm(request);
  const t = await translatorFor(request);
  const failed = { title: t("policyImpact.admin.failed"), variant: "destructive" as const };

  if (intent === "setVerification") {
    const parsed = parseForm(t, form, verificationSchema);
    if (!parsed.ok) {
      return respond(args, { form: intent, ok: false, toast: { ...failed, description: t("validation.invalid") } });
    }
    const result = await setOutcomeVerification(context.db, { actorId: admin.id, ...parsed.value });
    if (!result.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        status: result.status,
        toast: { ...failed, description: translate(t, result.error) },
        redirectTo: pageUrl(request),
      });
    }
    return respond(args, {
      form: intent,
      ok: true,
      toast: { title: t("policyImpact.admin.saved") },
      redirectTo: pageUrl(request),
    });
  }

  const parsed = parseForm(t, form, outcomeSchema);
  if (!parsed.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      result: parsed.reply(),
      toast: { ...failed, description: t("policyImpact.admin.fix") },
    });
  }
  let result;
  if (intent === "updateOutcome") {
    const ref = outcomeRefSchema.safeParse({ outcomeId: form.get("outcomeId") });
    if (!ref.success) {
      return respond(args, {
        form: intent,
        ok: false,
        toast: { ...failed, description: t("policyImpact.errors.notFound") },
      });
    }
    result = await updateOutcome(context, { actorId: admin.id, outcomeId: ref.data.outcomeId, input: parsed.value });
  } else {
    result = await createOutcome(context, { actorId: admin.id, input: parsed.value });
  }
  if (!result.ok) {
    const message = translate(t, result.error);
    return respond(args, {
      form: intent,
      ok: false,
      status: result.status,
      result: parsed.reply(result.field ? { fieldErrors: { [result.field]: message } } : { formError: message }),
      toast: { ...failed, description: message },
    });
  }
  return respond(args, {
    form: intent,
    ok: true,
    toast: { title: t(intent === "createOutcome" ? "policyImpact.admin.created" : "policyImpact.admin.saved") },
    redirectTo: HERE,
  });
}

export default function AdminPolicyOutcomes() {
  const { outcomes, editing } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const data = useActionData<typeof action>();
  useOutcomeToast(data as ActionOutcome | undefined);
  return (
    <div className="space-y-6">
      <OutcomeForm editing={editing} />
      <section aria-labelledby="outcomes-admin-title">
        <h2 id="outcomes-admin-title" className="text-lg font-semibold text-slate-900">
          {t("policyImpact.admin.listTitle")}
        </h2>
        {outcomes.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("policyImpact.empty")}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {outcomes.map((outcome) => (
              <li
                key={outcome.id}
                className="rounded-lg border border-slate-200 bg-white p-4"
                data-testid="admin-outcome"
              >
                <p className="font-semibold text-slate-900" lang={languageOf(outcome.title)}>
                  {outcome.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {t(`policyImpact.type.${outcome.outcomeType}`)} · {t(`policyImpact.level.${outcome.impactLevel}`)} ·{" "}
                  {t(`policyImpact.status.${outcome.verificationStatus}`)} ·{" "}
                  {new Date(`${outcome.dateAnnounced}T00:00:00Z`).toLocaleDateString(i18n.language, {
                    dateStyle: "medium",
                    timeZone: "UTC",
                  })}
                  {outcome.debateTitle ? (
                    <>
                      {` · ${t("policyImpact.debate")} `}
                      <span lang={languageOf(outcome.debateTitle)}>{outcome.debateTitle}</span>
                    </>
                  ) : null}
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-4">
                  <VerificationForm outcome={outcome} />
                  <Link
                    to={`${HERE}?edit=${outcome.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-indigo-800 underline"
                    aria-label={t("policyImpact.admin.editLabel", { title: outcome.title })}
                  >
                    {t("policyImpact.admin.edit")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
