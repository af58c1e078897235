/**
 * The results of a live room's competition, as /debate-competition shows them (docs/competition.md):
 * the winner card, the declare form, and four tabs (Final Leaderboard, AI Analysis, Achievements,
 * Statistics) that are links without JavaScript (?tab=) and ARIA tabs with it.
 */
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import { fieldError, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { ConfirmCheckbox, FormError } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import { formatDate, formatNumber } from "~/utils/format";
import { COMPETITION_TABS, type CompetitionResults, type CompetitionTab } from "./results-data";
import { Achievements, Analysis, Leaderboard, PositionBadge, Statistics } from "./tab-panels";

const TABS = COMPETITION_TABS;
type Tab = CompetitionTab;
type Data = CompetitionResults;

export function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-6 space-y-4" data-testid="competition-skeleton">
      <span className="sr-only">{t("competition.loading")}</span>
      <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />
      <div aria-hidden="true" className="h-10 w-2/3 animate-pulse rounded bg-slate-200" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}

export function Results({ data }: { data: Data }) {
  const [tab, setTab] = useState<Tab>(data.tab);
  useEffect(() => setTab(data.tab), [data.tab]);
  return (
    <>
      <WinnerCard data={data} />
      {data.mayDeclare ? <DeclareForm scoringMethod={data.scoringMethod} /> : null}
      <Tabs data={data} tab={tab} onSelect={setTab} />
    </>
  );
}

function WinnerCard({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const d = data.declaration;
  const score = (n: number) => formatNumber(n, i18n.language, { maximumFractionDigits: 1 });
  if (!d) {
    const text = data.room.isLive
      ? t("competition.pending.live")
      : data.leaderboard.length
        ? t("competition.pending.ended")
        : t("competition.pending.noScores");
    return (
      <section aria-labelledby="winner-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="winner-title" className="text-xl font-semibold text-slate-900">
          {t("competition.pending.title")}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
      </section>
    );
  }
  const facts: [string, React.ReactNode][] = [
    [t("competition.winner.position"), <PositionBadge key="p" position={d.winningPosition} />],
    [t("competition.winner.supportTeam"), t("competition.leaderboard.outOf", { score: score(d.supportScore) })],
    [t("competition.winner.opposeTeam"), t("competition.leaderboard.outOf", { score: score(d.opposeScore) })],
    [t("competition.winner.runnerUp"), d.runnerUpUsername ?? t("competition.winner.none")],
    [t("competition.winner.participants"), formatNumber(d.totalParticipants, i18n.language)],
    [t("competition.winner.method"), t(`competition.methods.${d.scoringMethod}`, { defaultValue: d.scoringMethod })],
  ];
  return (
    <section
      aria-labelledby="winner-title"
      className="mt-6 rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-white p-6"
      data-testid="winner-card"
    >
      <p className="text-sm text-slate-700">
        {t("competition.winner.endedOn", { date: formatDate(d.debateEndedAt, i18n.language) })}
      </p>
      <h2 id="winner-title" className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-900">
        {t("competition.winner.heading")}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span aria-hidden="true" className="text-3xl">
          🏆
        </span>
        <p className="text-2xl font-bold text-slate-900" data-testid="winner-name">
          {d.winnerUsername ?? t("competition.winner.none")}
        </p>
        <span className="rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950">
          {t("competition.winner.champion")}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white/80 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DeclareForm({ scoringMethod }: { scoringMethod: string }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(useActionData(), "declare");
  useOutcomeToast(outcome);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "declare";
  const error = (name: string) => (outcome ? fieldError(outcome, name) : undefined);
  return (
    <Form method="post" noValidate className="mt-6 space-y-4 rounded-xl border border-indigo-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("competition.declare.title")}</h2>
      <p className="text-slate-700">{t("competition.declare.body")}</p>
      <input type="hidden" name="intent" value="declare" />
      <input type="hidden" name="scoringMethod" value={scoringMethod} />
      <ConfirmCheckbox id="declare-confirm" label={t("competition.declare.confirm")} error={error("confirm")} />
      <FormError id="declare-error" message={error("")} />
      <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? t("competition.declare.submitting") : t("competition.declare.submit")}
      </Button>
    </Form>
  );
}

function Tabs({ data, tab, onSelect }: { data: Data; tab: Tab; onSelect: (tab: Tab) => void }) {
  const { t } = useTranslation();
  // Without JavaScript the tabs are links (?tab=); once hydrated they are ARIA tabs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const refs = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});
  const href = (name: Tab) => `/debate-competition?room=${encodeURIComponent(data.room.id)}&tab=${name}`;
  const move = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="mt-8">
      <nav aria-label={t("competition.tabs.label")} className="overflow-x-auto">
        <div
          role={hydrated ? "tablist" : undefined}
          aria-label={hydrated ? t("competition.tabs.label") : undefined}
          className="flex min-w-max gap-1 border-b border-slate-200"
        >
          {TABS.map((name) => {
            const selected = name === tab;
            return (
              <Link
                key={name}
                ref={(el) => {
                  refs.current[name] = el;
                }}
                to={href(name)}
                id={`competition-tab-${name}`}
                preventScrollReset
                role={hydrated ? "tab" : undefined}
                aria-selected={hydrated ? selected : undefined}
                aria-controls={hydrated ? "competition-panel" : undefined}
                aria-current={!hydrated && selected ? "page" : undefined}
                tabIndex={hydrated ? (selected ? 0 : -1) : undefined}
                onClick={
                  hydrated
                    ? (event) => {
                        event.preventDefault();
                        onSelect(name);
                      }
                    : undefined
                }
                onKeyDown={hydrated ? move : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium ${
                  selected
                    ? "border-indigo-700 text-indigo-900"
                    : "border-transparent text-slate-700 hover:text-slate-900"
                }`}
              >
                {t(`competition.tabs.${name}`)}
              </Link>
            );
          })}
        </div>
      </nav>
      <section
        id="competition-panel"
        role={hydrated ? "tabpanel" : undefined}
        aria-labelledby={`competition-tab-${tab}`}
        tabIndex={hydrated ? 0 : undefined}
        className="mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        {tab === "leaderboard" ? <Leaderboard entries={data.leaderboard} /> : null}
        {tab === "analysis" ? <Analysis data={data} /> : null}
        {tab === "achievements" ? <Achievements data={data} /> : null}
        {tab === "statistics" ? <Statistics data={data} /> : null}
      </section>
    </div>
  );
}
