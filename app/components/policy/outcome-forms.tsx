/** The admin's policy outcome forms (/admin/policy-outcomes): create or edit an outcome, set its verification. */
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { fieldError, fieldValue, outcomeOf } from "~/components/ui/action-result";
import { Button, LinkButton } from "~/components/ui/button";
import { FormError, InputField, SelectField, TextAreaField } from "~/components/ui/field";
import { IMPACT_LEVELS, OUTCOME_TYPES, OUTCOME_VERIFICATIONS } from "~/db/enums";
import { useTranslation } from "~/i18n/react";
import type { PolicyOutcome } from "~/models/policy";
import type { ActionOutcome } from "~/utils/action.server";

/** The admin page these forms post to. */
export const POLICY_OUTCOMES_PAGE = "/admin/policy-outcomes";

export function OutcomeForm({ editing }: { editing: PolicyOutcome | null }) {
  const { t } = useTranslation();
  const intent = editing ? "updateOutcome" : "createOutcome";
  const data = useActionData();
  const outcome = outcomeOf(data, intent) as ActionOutcome | null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const value = (name: string, current: string | null | undefined) => fieldValue(outcome, name) ?? current ?? "";
  return (
    <section aria-labelledby="outcome-form-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="outcome-form-title" className="text-lg font-semibold text-slate-900">
        {editing ? t("policyImpact.admin.editTitle", { title: editing.title }) : t("policyImpact.admin.addTitle")}
      </h2>
      <Form
        method="post"
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-2"
        data-testid="outcome-form"
        key={editing?.id ?? "new"}
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="outcomeId" value={editing.id} /> : null}
        <div className="sm:col-span-2">
          <FormError id="outcome-form-error" message={fieldError(outcome, "")} />
        </div>
        <div className="sm:col-span-2">
          <InputField
            label={t("policyImpact.admin.title")}
            name="title"
            required
            maxLength={200}
            defaultValue={value("title", editing?.title)}
            error={fieldError(outcome, "title")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("policyImpact.admin.description")}
            name="description"
            required
            rows={4}
            defaultValue={value("description", editing?.description)}
            error={fieldError(outcome, "description")}
          />
        </div>
        <SelectField
          label={t("policyImpact.admin.outcomeType")}
          name="outcomeType"
          required
          defaultValue={value("outcomeType", editing?.outcomeType ?? "policy_change")}
          error={fieldError(outcome, "outcomeType")}
          options={OUTCOME_TYPES.map((type) => ({ value: type, label: t(`policyImpact.type.${type}`) }))}
        />
        <SelectField
          label={t("policyImpact.admin.impactLevel")}
          name="impactLevel"
          required
          defaultValue={value("impactLevel", editing?.impactLevel ?? "national")}
          error={fieldError(outcome, "impactLevel")}
          options={IMPACT_LEVELS.map((level) => ({ value: level, label: t(`policyImpact.level.${level}`) }))}
        />
        <SelectField
          label={t("policyImpact.admin.verification")}
          name="verificationStatus"
          required
          defaultValue={value("verificationStatus", editing?.verificationStatus ?? "pending")}
          error={fieldError(outcome, "verificationStatus")}
          options={OUTCOME_VERIFICATIONS.map((status) => ({
            value: status,
            label: t(`policyImpact.status.${status}`),
          }))}
        />
        <InputField
          label={t("policyImpact.admin.date")}
          name="dateAnnounced"
          type="date"
          required
          defaultValue={value("dateAnnounced", editing?.dateAnnounced)}
          error={fieldError(outcome, "dateAnnounced")}
        />
        <InputField
          label={t("policyImpact.admin.document")}
          name="officialDocument"
          type="url"
          defaultValue={value("officialDocument", editing?.officialDocument)}
          error={fieldError(outcome, "officialDocument")}
        />
        <InputField
          label={t("policyImpact.admin.debate")}
          hint={t("policyImpact.admin.debateHint")}
          name="debate"
          defaultValue={value("debate", editing?.debateId)}
          error={fieldError(outcome, "debate")}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {editing ? t("policyImpact.admin.save") : t("policyImpact.admin.add")}
          </Button>
          {editing ? (
            <LinkButton to={POLICY_OUTCOMES_PAGE} variant="secondary">
              {t("policyImpact.admin.cancel")}
            </LinkButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function VerificationForm({ outcome }: { outcome: PolicyOutcome }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="setVerification" />
      <input type="hidden" name="outcomeId" value={outcome.id} />
      <SelectField
        label={t("policyImpact.admin.verificationOf", { title: outcome.title })}
        name="verificationStatus"
        defaultValue={outcome.verificationStatus}
        options={OUTCOME_VERIFICATIONS.map((status) => ({ value: status, label: t(`policyImpact.status.${status}`) }))}
      />
      <Button type="submit" variant="secondary">
        {t("policyImpact.admin.setStatus")}
      </Button>
    </Form>
  );
}
