/**
 * An audit entry as a sentence in the reader's language (issue 28, item 7): "Dev Admin changed the
 * verification of Asha Rao from Pending to Verified." One sentence per kind of action, its values
 * (statuses, roles, sides, fields) translated; a reason or the open reports as a second line. The
 * data the entry recorded stays one click away, as written (`AuditRawData`).
 */
import { useTranslation } from "~/i18n/react";

import type { AuditRecord } from "~/models/audit";

type Values = Record<string, unknown>;

const valuesOf = (value: unknown): Values =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Values) : {};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The fields of a policy outcome an edit changed (before and after differ). */
function changedFields(before: Values, after: Values) {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export function AuditSentence({ entry, date }: { entry: AuditRecord; date: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  const before = valuesOf(entry.before);
  const after = valuesOf(entry.after);
  const actor = entry.actor?.name ?? t("admin.audit.table.deletedAccount");
  const target = entry.targetUser?.name ?? t("admin.audit.sentences.someone");
  const kind = entry.target?.startsWith("debate:") ? "debate" : "comment";
  const say = (key: string, values: Record<string, unknown> = {}) =>
    t(`admin.audit.sentences.${key}`, { actor, target, ...values });
  /** A recorded value (a status, a role, a side) by its translated name. */
  const named = (prefix: string, value: unknown) =>
    text(value) ? t(`${prefix}.${text(value)}`, { defaultValue: text(value) }) : t("admin.audit.table.nothing");

  let sentence: string;
  let more: string | null = null;
  switch (entry.action) {
    case "user.verification":
      sentence = say("user_verification", {
        from: named("admin.status", before.verificationStatus),
        to: named("admin.status", after.verificationStatus),
      });
      break;
    case "user.role":
      sentence = say("user_role", { from: named("admin.roles", before.role), to: named("admin.roles", after.role) });
      break;
    case "expert.application":
      sentence = say(after.status === "approved" ? "expert_application_approved" : "expert_application_rejected");
      if (text(after.reason)) more = t("admin.audit.reason", { reason: text(after.reason) });
      break;
    case "campaign.activate":
      sentence = text(after.endsAt)
        ? say("campaign_activate", { date: date(text(after.endsAt)) })
        : say("campaign_activate_open");
      break;
    case "campaign.cancel":
      sentence = say("campaign_cancel", { from: named("admin.audit.campaignStatus", before.status) });
      break;
    case "news.run":
      sentence = say("news_run");
      break;
    case "policy_outcome.create":
      sentence = say("policy_outcome_create", { title: text(after.title) });
      break;
    case "policy_outcome.update": {
      const fields = changedFields(before, after).map((field) =>
        t(`admin.audit.fields.${field}`, { defaultValue: field }),
      );
      sentence = say("policy_outcome_update", {
        title: text(after.title),
        fields: fields.length
          ? new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(fields)
          : t("admin.audit.noFields"),
      });
      break;
    }
    case "policy_outcome.verification":
      sentence = say("policy_outcome_verification", {
        from: named("admin.audit.outcomeStatus", before.verificationStatus),
        to: named("admin.audit.outcomeStatus", after.verificationStatus),
      });
      break;
    case "moderation.hide":
      sentence = say(`moderation_hide_${kind}`);
      more = [
        typeof before.openReports === "number" ? t("admin.audit.reports", { count: before.openReports }) : "",
        text(after.reason) ? t("admin.audit.reason", { reason: text(after.reason) }) : "",
      ]
        .filter(Boolean)
        .join(" ");
      break;
    case "moderation.restore":
      sentence = say(`moderation_restore_${kind}`);
      break;
    case "moderation.dismiss":
      sentence = say(`moderation_dismiss_${kind}`);
      if (typeof before.openReports === "number") more = t("admin.audit.reports", { count: before.openReports });
      break;
    case "competition.declare":
      sentence = say("competition_declare", { side: named("admin.audit.sides", after.winningPosition) });
      break;
    default:
      sentence = say("other", { action: entry.action });
  }
  return (
    <>
      <p className="text-slate-900" data-testid="audit-sentence">
        {sentence}
      </p>
      {more ? <p className="mt-1 text-slate-700">{more}</p> : null}
    </>
  );
}

/** What the entry recorded, as written (before → after), folded away. */
export function AuditRawData({ entry }: { entry: AuditRecord }) {
  const { t } = useTranslation();
  if (entry.before === null && entry.after === null) return null;
  return (
    <details className="mt-1 text-xs text-slate-700">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-indigo-800">
        {t("admin.audit.raw")}
      </summary>
      <pre lang="en" className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono">
        {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
      </pre>
    </details>
  );
}
