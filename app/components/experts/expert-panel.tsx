/**
 * Expert input on a debate (SPEC.md Overlay 12): the contributions, best first by what both sides
 * find helpful (docs/experts.md), each with its type, the expert's expertise and institution, how
 * many found it helpful, its date, a "Helpful to both sides" badge where that holds, and the rating
 * buttons; then the contribute form for experts, the application (form or status) for other
 * citizens, and a sign-in prompt for visitors. The debate page's #experts section and the Expert
 * Witness dialog show this; every form posts to the debate page's action.
 */
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { fieldError, fieldValue, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { FormError, InputField, SelectField, TextAreaField } from "~/components/ui/field";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { CONTRIBUTION_TYPES } from "~/db/enums";
import { useTranslation } from "~/i18n/react";
import type { ApplicationView, ContributionView, ExpertPanel as PanelData } from "~/models/experts";
import { CONTRIBUTION_MAX, CREDENTIALS_MAX, EXPERTISE_MAX, INSTITUTION_MAX } from "~/models/discussion/rules";
import type { ActionOutcome } from "~/utils/action.server";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";
const TYPE_STYLE = {
  fact_check: "bg-emerald-100 text-emerald-900",
  context: "bg-sky-100 text-sky-900",
  analysis: "bg-violet-100 text-violet-900",
  source_verification: "bg-amber-100 text-amber-900",
} as const;

const debateAction = (debateId: string) => `/debates/${debateId}`;

/** A refusal's answer: the fetcher's with JavaScript, the page's action data without. */
function useFormOutcome<P extends object = object>(form: string, fetcherData: unknown) {
  const page = useActionData<ActionOutcome<P>>();
  return outcomeOf<P>(fetcherData, form) ?? outcomeOf<P>(page, form);
}

// ---------------------------------------------------------------- rating

function RatingButtons({ item, action }: { item: ContributionView; action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `rate:${item.id}` });
  useOutcomeToast(outcomeOf(fetcher.data, "expertRate"));
  // Optimistic: the choice being sent shows at once.
  const sending = fetcher.formData?.get("rating");
  const current = typeof sending === "string" ? sending : item.yourRating;
  const choices = [
    { value: "helpful", label: t("expertWitness.rate.helpful") },
    { value: "not_helpful", label: t("expertWitness.rate.notHelpful") },
  ] as const;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="expertRate" />
      <input type="hidden" name="contributionId" value={item.id} />
      <span className="text-sm text-slate-700" id={`rate-${item.id}`}>
        {t("expertWitness.rate.question")}
      </span>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="submit"
          name="rating"
          value={choice.value}
          aria-pressed={current === choice.value}
          aria-describedby={`rate-${item.id}`}
          className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold ${
            current === choice.value
              ? "border-indigo-800 bg-indigo-800 text-white"
              : "border-slate-400 bg-white text-slate-800 hover:bg-slate-50"
          }`}
        >
          {choice.label}
        </button>
      ))}
    </fetcher.Form>
  );
}

function ContributionItem({ item, panel, action }: { item: ContributionView; panel: PanelData; action: string }) {
  const { t, i18n } = useTranslation();
  const viewer = panel.viewer;
  const sides = item.ratings;
  return (
    <li>
      <article
        className="rounded-xl border border-slate-200 bg-white p-4"
        data-testid="expert-contribution"
        data-contribution-id={item.id}
        aria-label={t("expertWitness.contributionLabel", {
          type: t(`expertWitness.type.${item.contributionType}`),
          name: item.expert.name,
        })}
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className={`${badge} ${TYPE_STYLE[item.contributionType]}`}>
            {t(`expertWitness.type.${item.contributionType}`)}
          </span>
          {item.helpfulToBothSides ? (
            <span className={`${badge} bg-green-700 text-white`} data-testid="helpful-to-both">
              {t("expertWitness.helpfulToBoth")}
            </span>
          ) : null}
        </div>
        <p className="mt-2 whitespace-pre-line text-slate-800">{item.content}</p>
        {item.supportingDocuments.length ? (
          <div className="mt-2">
            <p className="text-sm font-medium text-slate-800">{t("expertWitness.documents")}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {item.supportingDocuments.map((doc) => (
                <li key={doc}>
                  <a
                    href={doc}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-indigo-800 underline"
                  >
                    {doc}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{item.expert.name}</span>
          {item.expert.expertise ? ` · ${item.expert.expertise}` : ""}
          {item.expert.institutionAffiliation ? ` · ${item.expert.institutionAffiliation}` : ""}
          {" · "}
          <time dateTime={item.createdAt}>
            {new Date(item.createdAt).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" })}
          </time>
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="contribution-likes">
          {t("expertWitness.likes", { count: item.likes })}
          {" · "}
          {t("expertWitness.bySide", {
            forHelpful: sides.for.helpful,
            forTotal: sides.for.helpful + sides.for.notHelpful,
            againstHelpful: sides.against.helpful,
            againstTotal: sides.against.helpful + sides.against.notHelpful,
          })}
        </p>
        {viewer ? (
          <div className="mt-3 border-t border-slate-100 pt-3">
            {item.expert.id === viewer.userId ? (
              <p className="text-sm text-slate-700">{t("expertWitness.rate.yours")}</p>
            ) : viewer.position ? (
              <RatingButtons item={item} action={action} />
            ) : (
              <p className="text-sm text-slate-700">{t("expertWitness.rate.voteFirst")}</p>
            )}
          </div>
        ) : null}
      </article>
    </li>
  );
}

// ---------------------------------------------------------------- contributing

function ContributeForm({ debateId, action }: { debateId: string; action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `contribute:${debateId}` });
  const outcome = useFormOutcome("expertContribute", fetcher.data);
  useOutcomeToast(outcomeOf(fetcher.data, "expertContribute"));
  const formRef = useRef<HTMLFormElement>(null);
  const cleared = useRef<string | null>(null);
  useEffect(() => {
    const done = outcomeOf(fetcher.data, "expertContribute");
    if (fetcher.state === "idle" && done?.ok && done.toast && cleared.current !== done.toast.id) {
      cleared.current = done.toast.id;
      formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);
  const id = `contribute-${debateId}`;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      preventScrollReset
      noValidate
      className="space-y-3"
      data-testid="contribute-form"
    >
      <input type="hidden" name="intent" value="expertContribute" />
      <FormError id={`${id}-form-error`} message={fieldError(outcome, "")} />
      <SelectField
        label={t("expertWitness.contribute.type")}
        name="type"
        required
        defaultValue={fieldValue(outcome, "type") ?? "fact_check"}
        error={fieldError(outcome, "type")}
        options={CONTRIBUTION_TYPES.map((value) => ({ value, label: t(`expertWitness.type.${value}`) }))}
      />
      <TextAreaField
        name="content"
        label={t("expertWitness.contribute.content")}
        required
        rows={5}
        maxLength={CONTRIBUTION_MAX}
        defaultValue={fieldValue(outcome, "content")}
        error={fieldError(outcome, "content")}
      />
      <TextAreaField
        name="supportingDocuments"
        label={t("expertWitness.contribute.documents")}
        hint={t("expertWitness.contribute.documentsHint")}
        rows={2}
        defaultValue={fieldValue(outcome, "supportingDocuments")}
        error={fieldError(outcome, "supportingDocuments")}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("expertWitness.contribute.sending") : t("expertWitness.contribute.submit")}
      </Button>
    </fetcher.Form>
  );
}

// ---------------------------------------------------------------- applying

function ApplicationState({ application }: { application: ApplicationView }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  if (application.status === "pending") {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="application-status">
        {t("expertWitness.apply.pending", { expertise: application.expertise, date: date(application.createdAt) })}
      </p>
    );
  }
  if (application.status === "rejected") {
    return (
      <div className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-rose-950" data-testid="application-status">
        <p>{t("expertWitness.apply.rejected", { expertise: application.expertise })}</p>
        {application.decisionReason ? (
          <p className="mt-1">
            <span className="font-semibold">{t("expertWitness.apply.reason")}</span> {application.decisionReason}
          </p>
        ) : null}
        <p className="mt-1 text-sm">{t("expertWitness.apply.again")}</p>
      </div>
    );
  }
  return null;
}

function ApplyForm({ action, idPrefix }: { action: string; idPrefix: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `apply:${idPrefix}` });
  const outcome = useFormOutcome("expertApply", fetcher.data);
  useOutcomeToast(outcomeOf(fetcher.data, "expertApply"));
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      noValidate
      className="space-y-3"
      data-testid="apply-form"
    >
      <input type="hidden" name="intent" value="expertApply" />
      <FormError id={`${idPrefix}-apply-error`} message={fieldError(outcome, "")} />
      <InputField
        label={t("expertWitness.apply.expertise")}
        name="expertise"
        required
        maxLength={EXPERTISE_MAX}
        defaultValue={fieldValue(outcome, "expertise")}
        error={fieldError(outcome, "expertise")}
        hint={t("expertWitness.apply.expertiseHint")}
      />
      <TextAreaField
        name="credentials"
        label={t("expertWitness.apply.credentials")}
        required
        rows={4}
        maxLength={CREDENTIALS_MAX}
        defaultValue={fieldValue(outcome, "credentials")}
        error={fieldError(outcome, "credentials")}
        hint={t("expertWitness.apply.credentialsHint")}
      />
      <InputField
        label={t("expertWitness.apply.institution")}
        name="institution"
        maxLength={INSTITUTION_MAX}
        defaultValue={fieldValue(outcome, "institution")}
        error={fieldError(outcome, "institution")}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("expertWitness.apply.sending") : t("expertWitness.apply.submit")}
      </Button>
    </fetcher.Form>
  );
}

/** For a signed-in citizen who is not an expert: their application's state, or the form to apply. */
export function BecomeAnExpert({
  application,
  action,
  idPrefix,
}: {
  application: ApplicationView | null;
  action: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const open = application?.status === "pending";
  // Without JavaScript a refused application comes back as the page: keep the form, and its messages, open.
  const refused = outcomeOf(useActionData(), "expertApply")?.ok === false;
  return (
    <div className="space-y-3">
      {application ? <ApplicationState application={application} /> : null}
      {open ? null : (
        <details
          className="rounded-lg border border-slate-200 bg-slate-50 p-3"
          open={application?.status === "rejected" || refused}
        >
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-indigo-800">
            {t("expertWitness.apply.open")}
          </summary>
          <p className="mb-3 text-sm text-slate-700">{t("expertWitness.apply.intro")}</p>
          <ApplyForm action={action} idPrefix={idPrefix} />
        </details>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- the panel

export function ExpertPanel({ panel }: { panel: PanelData }) {
  const { t } = useTranslation();
  const action = debateAction(panel.debateId);
  const viewer = panel.viewer;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{t("expertWitness.orderHelp")}</p>
      {panel.contributions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t("expertWitness.none")}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={t("expertWitness.listLabel")}>
          {panel.contributions.map((item) => (
            <ContributionItem key={item.id} item={item} panel={panel} action={action} />
          ))}
        </ul>
      )}
      {viewer ? (
        viewer.isExpert ? (
          <section aria-labelledby={`contribute-${panel.debateId}-title`} className="rounded-xl bg-indigo-50 p-4">
            <h3 id={`contribute-${panel.debateId}-title`} className="font-semibold text-indigo-950">
              {t("expertWitness.contribute.title")}
            </h3>
            <div className="mt-3">
              <ContributeForm debateId={panel.debateId} action={action} />
            </div>
          </section>
        ) : (
          <section aria-labelledby={`apply-${panel.debateId}-title`}>
            <h3 id={`apply-${panel.debateId}-title`} className="font-semibold text-slate-900">
              {t("expertWitness.apply.title")}
            </h3>
            <div className="mt-2">
              <BecomeAnExpert application={viewer.application} action={action} idPrefix={`debate-${panel.debateId}`} />
            </div>
          </section>
        )
      ) : (
        <SignInPrompt
          message={t("expertWitness.signInPrompt")}
          action={t("expertWitness.signIn")}
          testId="experts-sign-in"
        />
      )}
    </div>
  );
}
