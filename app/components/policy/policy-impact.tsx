/**
 * The Policy Impact Tracker (SPEC.md Overlay 11): stat tiles, the filter all / verified / pending and
 * the outcome list (type, impact level, status, date announced, the official document). The page
 * /policy-impact, its overlay and a debate's page (the outcomes of that debate) use these.
 */
import { Link } from "@remix-run/react";

import { PanelLink } from "~/components/ui/panel-link";
import { pillClass } from "~/components/ui/sign-in-prompt";
import { useTranslation } from "~/i18n/react";
import type { OutcomeFilter, PolicyOutcome, PolicyStats } from "~/models/policy";
import { OUTCOME_FILTERS } from "~/models/discussion/rules";

export interface PolicyImpactData {
  view: "outcomes";
  status: OutcomeFilter;
  stats: PolicyStats;
  outcomes: PolicyOutcome[];
}

const outcomesHref = (status: OutcomeFilter) =>
  status === "all" ? "/policy-impact" : `/policy-impact?status=${status}`;

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";
const STATUS_STYLE = {
  verified: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  disputed: "bg-rose-100 text-rose-900",
} as const;

/** A date of the form YYYY-MM-DD, in the reader's language. */
function formatDay(day: string, language: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString(language, { dateStyle: "medium", timeZone: "UTC" });
}

function PolicyStatsTiles({ stats }: { stats: PolicyStats }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const tiles = [
    { id: "total", label: t("policyImpact.stats.total"), value: stats.totalOutcomes },
    { id: "verified", label: t("policyImpact.stats.verified"), value: stats.verifiedOutcomes },
    { id: "changes", label: t("policyImpact.stats.policyChanges"), value: stats.policyChanges },
    { id: "score", label: t("policyImpact.stats.avgImpact"), value: stats.avgImpactScore },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="policy-stats">
      {tiles.map((tile) => (
        <div key={tile.id} className="rounded-lg bg-indigo-50 p-3 text-center">
          <dt className="text-xs font-semibold uppercase text-indigo-900">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-indigo-950" data-testid={`policy-stat-${tile.id}`}>
            {number.format(tile.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OutcomeList({ outcomes, showDebate = true }: { outcomes: PolicyOutcome[]; showDebate?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-4" aria-label={t("policyImpact.listLabel")}>
      {outcomes.map((outcome) => (
        <li key={outcome.id}>
          <article
            className="rounded-xl border border-slate-200 bg-white p-4"
            aria-labelledby={`outcome-${outcome.id}`}
            data-testid="policy-outcome"
            data-status={outcome.verificationStatus}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className={`${badge} bg-indigo-100 text-indigo-900`}>
                {t(`policyImpact.type.${outcome.outcomeType}`)}
              </span>
              <span className={`${badge} bg-sky-100 text-sky-900`}>
                {t(`policyImpact.level.${outcome.impactLevel}`)}
              </span>
              <span className={`${badge} ${STATUS_STYLE[outcome.verificationStatus]}`}>
                {t(`policyImpact.status.${outcome.verificationStatus}`)}
              </span>
            </div>
            <h3 id={`outcome-${outcome.id}`} className="mt-2 text-lg font-semibold text-slate-900">
              {outcome.title}
            </h3>
            <p className="mt-1 text-slate-700">{outcome.description}</p>
            <p className="mt-2 text-sm text-slate-700">
              {t("policyImpact.announced", { date: formatDay(outcome.dateAnnounced, i18n.language) })}
            </p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {outcome.officialDocument ? (
                <a
                  href={outcome.officialDocument}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-indigo-800 underline"
                >
                  {t("policyImpact.document")}
                  <span className="sr-only"> {t("policyImpact.opensNewTab")}</span>
                </a>
              ) : (
                <span className="inline-flex min-h-11 items-center text-slate-600">{t("policyImpact.noDocument")}</span>
              )}
              {showDebate && outcome.debateId && outcome.debateTitle ? (
                <Link
                  to={`/debates/${outcome.debateId}`}
                  className="inline-flex min-h-11 items-center text-indigo-800 underline"
                >
                  {t("policyImpact.debate", { title: outcome.debateTitle })}
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function PolicyImpact({ data }: { data: PolicyImpactData }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PolicyStatsTiles stats={data.stats} />
      <p className="text-sm text-slate-700">{t("policyImpact.scoreHelp")}</p>
      <nav aria-label={t("policyImpact.filterLabel")}>
        <ul className="flex flex-wrap gap-2">
          {OUTCOME_FILTERS.map((status) => (
            <li key={status}>
              <PanelLink
                to={outcomesHref(status)}
                preventScrollReset
                aria-current={data.status === status ? "page" : undefined}
                className={pillClass(data.status === status)}
              >
                {t(`policyImpact.filter.${status}`)}
              </PanelLink>
            </li>
          ))}
        </ul>
      </nav>
      {data.outcomes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {data.status === "all" ? t("policyImpact.empty") : t("policyImpact.emptyFiltered")}
        </p>
      ) : (
        <section aria-labelledby="policy-outcomes-title">
          <h2 id="policy-outcomes-title" className="sr-only">
            {t("policyImpact.listLabel")}
          </h2>
          <OutcomeList outcomes={data.outcomes} />
        </section>
      )}
    </div>
  );
}
