/**
 * Civic Education (SPEC.md Overlay 13): the progress summary, the category filter, the module
 * cards, and a module with its lesson and its Start Learning / Complete Module button. The same
 * components make the pages (/civic-education, /civic-education/{id}) and the overlay; links are
 * <PanelLink>s, so inside the overlay they move the overlay, and on a page they navigate.
 */
import { useFetcher } from "@remix-run/react";

import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { PanelLink } from "~/components/ui/panel-link";
import { pillClass, SignInPrompt } from "~/components/ui/sign-in-prompt";
import { useTranslation } from "~/i18n/react";
import type { CivicFilter, CivicModuleCard, CivicModuleDetail, CivicSummary } from "~/models/civic";
import { CIVIC_FILTERS } from "~/models/discussion/rules";
import type { ActionOutcome } from "~/utils/action.server";

export interface CatalogueData {
  view: "catalogue";
  category: CivicFilter;
  modules: CivicModuleCard[];
  summary: CivicSummary | null;
  signedIn: boolean;
}

export interface ModuleData {
  view: "module";
  module: CivicModuleDetail;
  signedIn: boolean;
}

const catalogueHref = (category: CivicFilter) =>
  category === "all" ? "/civic-education" : `/civic-education?category=${category}`;
const moduleHref = (id: string) => `/civic-education/${id}`;

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";
const DIFFICULTY_STYLE = {
  beginner: "bg-green-100 text-green-900",
  intermediate: "bg-amber-100 text-amber-900",
  advanced: "bg-rose-100 text-rose-900",
} as const;

function CivicSignIn() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      message={t("civicEducation.signInPrompt")}
      action={t("civicEducation.signIn")}
      testId="civic-sign-in"
    />
  );
}

function ProgressSummary({ summary }: { summary: CivicSummary }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const tiles = [
    {
      label: t("civicEducation.summary.completed"),
      value: t("civicEducation.summary.completedOf", {
        completed: number(summary.completedModules),
        total: number(summary.totalModules),
      }),
      id: "completed",
    },
    {
      label: t("civicEducation.summary.progress"),
      value: new Intl.NumberFormat(i18n.language, { style: "percent" }).format(summary.progressPercentage / 100),
      id: "progress",
    },
    {
      label: t("civicEducation.summary.timeSpent"),
      value: t("civicEducation.minutes", { count: summary.totalTimeSpent, value: number(summary.totalTimeSpent) }),
      id: "time",
    },
    {
      label: t("civicEducation.summary.streak"),
      value: t("civicEducation.summary.days", { count: summary.currentStreak, value: number(summary.currentStreak) }),
      id: "streak",
    },
  ];
  return (
    <section aria-labelledby="civic-summary-title" data-testid="civic-summary">
      <h2 id="civic-summary-title" className="text-base font-semibold text-slate-900">
        {t("civicEducation.summary.title")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.id} className="rounded-lg bg-indigo-50 p-3 text-center">
            <dt className="text-xs font-semibold uppercase text-indigo-900">{tile.label}</dt>
            <dd className="mt-1 text-xl font-bold text-indigo-950" data-testid={`civic-summary-${tile.id}`}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t("civicEducation.summary.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.progressPercentage}
      >
        <div className="h-full bg-indigo-700" style={{ width: `${summary.progressPercentage}%` }} />
      </div>
    </section>
  );
}

function ModuleBadges({ module }: { module: CivicModuleCard }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={`${badge} bg-slate-100 text-slate-800`}>{t(`civicEducation.category.${module.category}`)}</span>
      <span className={`${badge} ${DIFFICULTY_STYLE[module.difficulty]}`}>
        {t(`civicEducation.difficulty.${module.difficulty}`)}
      </span>
      <span className={`${badge} bg-sky-100 text-sky-900`}>
        <span className="sr-only">{t("civicEducation.estimatedTime")} </span>
        {t("civicEducation.minutes", {
          count: module.estimatedTime,
          value: new Intl.NumberFormat(i18n.language).format(module.estimatedTime),
        })}
      </span>
    </div>
  );
}

function StatusBadge({ module }: { module: CivicModuleCard }) {
  const { t } = useTranslation();
  if (module.userProgress?.completed) {
    return (
      <span className={`${badge} bg-green-700 text-white`} data-testid="module-status">
        ✓ {t("civicEducation.completedBadge")}
      </span>
    );
  }
  if (module.userProgress?.started) {
    return (
      <span className={`${badge} bg-amber-200 text-amber-950`} data-testid="module-status">
        {t("civicEducation.inProgress")}
      </span>
    );
  }
  return null;
}

export function CivicCatalogue({ data }: { data: CatalogueData }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {data.summary ? <ProgressSummary summary={data.summary} /> : <CivicSignIn />}
      <nav aria-label={t("civicEducation.filterLabel")}>
        <ul className="flex flex-wrap gap-2">
          {CIVIC_FILTERS.map((category) => (
            <li key={category}>
              <PanelLink
                to={catalogueHref(category)}
                preventScrollReset
                aria-current={data.category === category ? "page" : undefined}
                className={pillClass(data.category === category)}
              >
                {t(`civicEducation.category.${category}`)}
              </PanelLink>
            </li>
          ))}
        </ul>
      </nav>
      {data.modules.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{t("civicEducation.empty")}</p>
          {data.category !== "all" ? (
            <PanelLink
              to={catalogueHref("all")}
              className="mt-2 inline-flex min-h-11 items-center text-indigo-800 underline"
            >
              {t("civicEducation.showAll")}
            </PanelLink>
          ) : null}
        </div>
      ) : (
        <section aria-labelledby="civic-modules-title">
          <h2 id="civic-modules-title" className="sr-only">
            {t("civicEducation.modulesLabel")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {data.modules.map((module) => (
              <li key={module.id} className="flex">
                <article
                  className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  aria-labelledby={`module-${module.id}-title`}
                  data-testid="civic-module-card"
                >
                  <div className="flex items-start justify-between gap-2">
                    <ModuleBadges module={module} />
                    <StatusBadge module={module} />
                  </div>
                  <h3 id={`module-${module.id}-title`} lang={module.language} className="mt-3 text-lg font-semibold">
                    <PanelLink to={moduleHref(module.id)} className="text-slate-900 hover:underline">
                      {module.title}
                    </PanelLink>
                  </h3>
                  <p lang={module.language} className="mt-1 text-sm text-slate-700">
                    {module.description}
                  </p>
                  {module.prerequisites.length ? (
                    <p className="mt-auto pt-3 text-xs text-slate-600">
                      {t("civicEducation.prerequisitesShort", { modules: module.prerequisites.join(", ") })}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

type ModuleOutcome = ActionOutcome<{ moduleId: string }>;

function ModuleAction({ module }: { module: CivicModuleDetail }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ModuleOutcome>({ key: `civic:${module.id}` });
  useOutcomeToast(outcomeOf(fetcher.data, "start") ?? outcomeOf(fetcher.data, "complete"));
  const pending = fetcher.state !== "idle";
  if (module.userProgress?.completed) {
    return (
      <p
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-4 font-semibold text-white"
        data-testid="module-completed"
      >
        <span aria-hidden="true">✓</span> {t("civicEducation.completedBadge")}
      </p>
    );
  }
  const intent = module.userProgress?.started ? "complete" : "start";
  return (
    <fetcher.Form method="post" action={moduleHref(module.id)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="moduleId" value={module.id} />
      <Button type="submit" disabled={pending}>
        {pending
          ? t("civicEducation.working")
          : intent === "start"
            ? t("civicEducation.startLearning")
            : t("civicEducation.completeModule")}
      </Button>
    </fetcher.Form>
  );
}

/** A module: its lesson in the reader's language, its prerequisites named, and the button for where the reader is. */
export function CivicModule({
  data,
  backHref,
  titleAs: Title = "h2",
}: {
  data: ModuleData;
  backHref: string;
  titleAs?: "h1" | "h2" | "h3";
}) {
  const { t } = useTranslation();
  const { module } = data;
  const Subtitle = Title === "h1" ? "h2" : Title === "h2" ? "h3" : "h4";
  const paragraphs = module.body.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <article aria-labelledby="civic-module-title" className="space-y-5" data-testid="civic-module">
      <PanelLink
        to={backHref}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-indigo-800 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("civicEducation.back")}
      </PanelLink>
      <div>
        <ModuleBadges module={module} />
        <Title id="civic-module-title" lang={module.language} className="mt-3 text-2xl font-bold text-slate-900">
          {module.title}
        </Title>
        <p lang={module.language} className="mt-2 text-lg text-slate-700">
          {module.description}
        </p>
      </div>
      {module.prerequisiteModules.length ? (
        <section aria-labelledby="civic-prerequisites" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <Subtitle id="civic-prerequisites" className="text-sm font-semibold text-slate-900">
            {t("civicEducation.prerequisites")}
          </Subtitle>
          <ul className="mt-2 space-y-1 text-sm">
            {module.prerequisiteModules.map((p) => (
              <li key={p.id} className="flex items-center gap-2">
                {data.signedIn ? (
                  <span aria-hidden="true" className={p.completed ? "text-green-800" : "text-slate-500"}>
                    {p.completed ? "✓" : "○"}
                  </span>
                ) : null}
                <PanelLink to={moduleHref(p.id)} className="text-indigo-800 underline">
                  {p.title}
                </PanelLink>
                {data.signedIn ? (
                  <span className="sr-only">
                    {p.completed ? t("civicEducation.completedBadge") : t("civicEducation.notCompleted")}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {module.missingPrerequisites.length && !module.userProgress?.started ? (
            <p className="mt-3 text-sm font-medium text-amber-900" data-testid="missing-prerequisites">
              {t("civicEducation.finishFirst", { modules: module.missingPrerequisites.map((p) => p.title).join(", ") })}
            </p>
          ) : null}
        </section>
      ) : null}
      <div lang={module.language} className="space-y-4 text-base leading-relaxed text-slate-800">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="border-t border-slate-200 pt-4">
        {data.signedIn ? <ModuleAction module={module} /> : <CivicSignIn />}
      </div>
    </article>
  );
}
