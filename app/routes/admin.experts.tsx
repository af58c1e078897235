/**
 * /admin/experts (admins; ?status=pending|approved|rejected): expert applications. Approve makes
 * the applicant an expert; reject records a reason the applicant sees. The decision, the audit entry
 * and the applicant's notification are one batch (app/models/experts/experts.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "~/utils/zod";

import { requireRole } from "~/auth/guards.server";
import { fieldError, fieldValue, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { pillClass } from "~/components/ui/sign-in-prompt";
import { EXPERT_APPLICATION_STATUSES } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  decisionSchema,
  applicationCounts,
  decideApplication,
  listApplications,
  type ApplicationForReview,
} from "~/models/experts";
import { REASON_MAX } from "~/models/discussion/rules";
import { pageUrl, readForm, respond, type ActionOutcome } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["admin", "experts"] };

const statusSchema = /* @__PURE__ */ once(() =>
  z.object({ status: z.enum(EXPERT_APPLICATION_STATUSES).catch("pending").default("pending") }),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const { status } = statusSchema().parse(Object.fromEntries(new URL(request.url).searchParams));
  const [applications, counts] = await Promise.all([
    listApplications(context.db, { status }),
    applicationCounts(context.db),
  ]);
  return { status, applications, counts };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const admin = await requireRole(request, context, "admin");
  const form = await readForm(args);
  const t = await translatorFor(request);
  const failed = { title: t("expertWitness.admin.failed"), variant: "destructive" as const };
  const applicationId = String(form.get("applicationId") ?? "");
  const parsed = parseForm(t, form, decisionSchema);
  if (!parsed.ok) {
    return respond(args, {
      form: "decide",
      ok: false,
      result: parsed.reply(),
      toast: failed,
      payload: { applicationId },
    });
  }
  const result = await decideApplication(context.db, { actorId: admin.id, input: parsed.value });
  if (!result.ok) {
    return respond(args, {
      form: "decide",
      ok: false,
      status: result.status,
      toast: { ...failed, description: translate(t, result.error) },
      redirectTo: pageUrl(request),
    });
  }
  return respond(args, {
    form: "decide",
    ok: true,
    toast: {
      title: t(result.status === "approved" ? "expertWitness.admin.approved" : "expertWitness.admin.rejectedToast"),
      description: result.applicantName,
    },
    redirectTo: pageUrl(request),
  });
}

function DecisionForm({ application }: { application: ApplicationForReview }) {
  const { t } = useTranslation();
  const data = useActionData<typeof action>() as (ActionOutcome & { applicationId?: string }) | undefined;
  const mine = data && data.applicationId === application.id ? data : null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("applicationId") === application.id;
  return (
    <Form
      method="post"
      noValidate
      className="mt-3 space-y-3"
      aria-label={t("expertWitness.admin.yourDecision", { name: application.applicantName })}
    >
      <input type="hidden" name="applicationId" value={application.id} />
      <TextAreaField
        label={t("expertWitness.admin.reason")}
        name="reason"
        rows={2}
        maxLength={REASON_MAX}
        defaultValue={fieldValue(mine, "reason")}
        error={fieldError(mine, "reason")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="approve" disabled={busy}>
          {t("expertWitness.admin.approve")}
        </Button>
        <Button type="submit" name="decision" value="reject" variant="danger" disabled={busy}>
          {t("expertWitness.admin.reject")}
        </Button>
      </div>
    </Form>
  );
}

export default function AdminExperts() {
  const { status, applications, counts } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  useOutcomeToast(useActionData<typeof action>() as ActionOutcome | undefined);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="expert-applications-title">
      <h2 id="expert-applications-title" className="text-lg font-semibold text-slate-900">
        {t("expertWitness.admin.title")}
      </h2>
      <nav aria-label={t("expertWitness.admin.filterLabel")} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {EXPERT_APPLICATION_STATUSES.map((value) => (
            <li key={value}>
              <Link
                to={`/admin/experts?status=${value}`}
                aria-current={status === value ? "page" : undefined}
                className={pillClass(status === value)}
              >
                {t(`expertWitness.admin.filter.${value}`)} ({number.format(counts[value])})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {applications.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("expertWitness.admin.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {applications.map((application) => (
            <li
              key={application.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
              data-testid="expert-application"
            >
              <h3 className="font-semibold text-slate-900">
                {application.applicantName}{" "}
                <span className="font-normal text-slate-700">· {application.applicantEmail}</span>
              </h3>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium text-slate-800">{t("expertWitness.admin.expertise")}</dt>
                <dd className="text-slate-700">{application.expertise}</dd>
                <dt className="font-medium text-slate-800">{t("expertWitness.admin.credentials")}</dt>
                <dd className="whitespace-pre-line text-slate-700">{application.credentials}</dd>
                {application.institution ? (
                  <>
                    <dt className="font-medium text-slate-800">{t("expertWitness.admin.institution")}</dt>
                    <dd className="text-slate-700">{application.institution}</dd>
                  </>
                ) : null}
              </dl>
              <p className="mt-2 text-sm text-slate-600">
                {t("expertWitness.admin.sent", { date: date(application.createdAt) })}
                {application.reviewedAt
                  ? ` · ${t("expertWitness.admin.decidedBy", { date: date(application.reviewedAt) })}`
                  : ""}
              </p>
              {application.decisionReason ? (
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold">{t("expertWitness.apply.reason")}</span> {application.decisionReason}
                </p>
              ) : null}
              {application.status === "pending" ? <DecisionForm application={application} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
