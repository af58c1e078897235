/**
 * /debate-competition: the results of a live room's competition (SPEC.md section 2; room_1 by
 * default, ?room= for others; docs/competition.md). Winner card, then four tabs: Final Leaderboard,
 * AI Analysis (written from the scores only), Achievements and Statistics. Tabs are URL state
 * (?tab=) so they work without JavaScript; with it they are ARIA tabs switched in place. The room's
 * host or an admin declares the winner here once the room has ended (one form, this page's action).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import * as z from "~/models/zod";

import { getUser, requireUser } from "~/auth/guards.server";
import { fieldError, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button, LinkButton } from "~/components/ui/button";
import { ConfirmCheckbox, FormError } from "~/components/ui/field";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { PersonName } from "~/components/rooms/person-name";
import { declareFormSchema } from "~/models/competition.schema";
import {
  canDeclare,
  declareWinner,
  getCompetitionRoom,
  getDeclaration,
  getScores,
  summaryFigures,
  type ScoreEntry,
} from "~/models/competition-results.server";
import { SCORING_METHOD } from "~/models/competition.server";
import { summaryMessages } from "~/models/competition-summary";
import { recordId } from "~/models/id.schema";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { formatDate, formatNumber } from "~/utils/format";
import { notFound, translate, translatorFor } from "~/utils/http.server";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["rooms"] };

/** SPEC.md section 9: the page is fixed to this room unless ?room= names another. */
const DEFAULT_ROOM = "room_1";
const TABS = ["leaderboard", "analysis", "achievements", "statistics"] as const;
type Tab = (typeof TABS)[number];
const querySchema = /* @__PURE__ */ once(() =>
  z.object({
    room: recordId.catch(DEFAULT_ROOM),
    tab: z.enum(TABS).catch("leaderboard"),
  }),
);

function readQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return querySchema().parse({ room: params.get("room") ?? DEFAULT_ROOM, tab: params.get("tab") ?? undefined });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request);
  const [room, user, t] = await Promise.all([
    getCompetitionRoom(context.db, query.room),
    getUser(request, context),
    translatorFor(request),
  ]);
  // A room named in ?room= that does not exist is a 404; without one, a server that has no room_1
  // (not seeded) shows the empty results (SPEC.md section 8: 'No scoring data available').
  if (!room && new URL(request.url).searchParams.has("room")) notFound();
  const [scores, declaration] = room
    ? await Promise.all([getScores(context.db, room.id), getDeclaration(context.db, room.id)])
    : [null, null];
  return {
    room: { id: room?.id ?? query.room, title: room?.title ?? "", isLive: room?.isLive ?? false },
    tab: query.tab,
    leaderboard: scores?.leaderboard ?? [],
    statistics: scores?.statistics ?? { totalParticipants: 0, totalMessages: 0, totalLikes: 0 },
    summary: scores ? summaryMessages(summaryFigures(scores)) : [],
    mostLiked: scores?.mostLiked ? { username: scores.mostLiked.username } : null,
    mvp: scores?.mvp ?? null,
    declaration,
    mayDeclare:
      room !== null &&
      !declaration &&
      !room.isLive &&
      (scores?.leaderboard.length ?? 0) > 0 &&
      canDeclare(room, user ?? null),
    scoringMethod: SCORING_METHOD,
    meta: { title: t("competition.metaTitle") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }];

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  if (form.get("intent") !== "declare") return unknownForm(request);
  const parsed = parseForm(t, form, declareFormSchema);
  if (!parsed.ok) return respond(args, { form: "declare", ok: false, result: parsed.reply() });
  const { room } = readQuery(request);
  const result = await declareWinner(context.db, room, user, { scoringMethod: parsed.value.scoringMethod });
  if (!result.ok) {
    const message = translate(t, result.error);
    return respond(args, {
      form: "declare",
      ok: false,
      status: result.status,
      result: parsed.reply({ formError: message }),
      toast: { title: message, variant: "destructive" },
    });
  }
  return respond(args, {
    form: "declare",
    ok: true,
    redirectTo: `/debate-competition?room=${encodeURIComponent(room)}`,
    toast: { title: t(result.created ? "competition.declare.done" : "competition.declare.already") },
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function DebateCompetition() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/debate-competition";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("competition.title")}</h1>
          {data.room.title ? <p className="mt-1 text-slate-700">{data.room.title}</p> : null}
        </div>
        <LinkButton to="/live-rooms" variant="secondary">
          {t("competition.back")}
        </LinkButton>
      </div>
      {loading ? <Skeleton /> : <Results data={data} />}
      <section aria-labelledby="competition-cta" className="mt-10 rounded-xl bg-indigo-50 p-6 text-center">
        <h2 id="competition-cta" className="text-xl font-semibold text-slate-900">
          {t("competition.cta.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("competition.cta.body")}</p>
        <LinkButton to="/live-rooms" className="mt-4">
          {t("competition.cta.button")}
        </LinkButton>
      </section>
    </div>
  );
}

function Skeleton() {
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

function Results({ data }: { data: Data }) {
  const [tab, setTab] = useState<Tab>(data.tab);
  useEffect(() => setTab(data.tab), [data.tab]);
  return (
    <>
      <WinnerCard data={data} />
      {data.mayDeclare ? <DeclareForm /> : null}
      <Tabs data={data} tab={tab} onSelect={setTab} />
    </>
  );
}

function PositionBadge({ position }: { position: "support" | "oppose" }) {
  const { t } = useTranslation();
  const colour = position === "support" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${colour}`}>
      {t(`competition.positions.${position}`)}
    </span>
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

function DeclareForm() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "declare");
  useOutcomeToast(outcome);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "declare";
  const error = (name: string) => (outcome ? fieldError(outcome, name) : undefined);
  return (
    <Form method="post" noValidate className="mt-6 space-y-4 rounded-xl border border-indigo-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("competition.declare.title")}</h2>
      <p className="text-slate-700">{t("competition.declare.body")}</p>
      <input type="hidden" name="intent" value="declare" />
      <input type="hidden" name="scoringMethod" value={data.scoringMethod} />
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

const MEDALS = ["🥇", "🥈", "🥉"];

function Leaderboard({ entries }: { entries: ScoreEntry[] }) {
  const { t, i18n } = useTranslation();
  if (!entries.length) return <p className="py-8 text-center text-slate-700">{t("competition.leaderboard.empty")}</p>;
  const one = (n: number) => formatNumber(n, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = (n: number) => formatNumber(n, i18n.language, { maximumFractionDigits: 1 });
  return (
    <ol className="space-y-3" aria-label={t("competition.tabs.leaderboard")}>
      {entries.map((p) => (
        <li
          key={p.userId}
          className={`rounded-xl border bg-white p-4 ${p.isWinner ? "border-amber-400" : "border-slate-200"}`}
          data-testid="leaderboard-entry"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex min-w-12 items-center gap-1 text-lg font-bold text-slate-900">
              {p.rank <= 3 ? (
                <span role="img" aria-label={t(`competition.leaderboard.medal_${p.rank}`)}>
                  {MEDALS[p.rank - 1]}
                </span>
              ) : null}
              <span>
                <span className="sr-only">{t("competition.leaderboard.rank", { rank: p.rank })}</span>
                <span aria-hidden="true">#{p.rank}</span>
              </span>
            </span>
            <PersonName displayName={p.displayName} username={p.username} />
            {p.isWinner ? (
              <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                {t("competition.leaderboard.winnerMarker")}
              </span>
            ) : null}
            <PositionBadge position={p.position} />
            <span className="ml-auto text-lg font-bold text-slate-900">
              <span className="sr-only">{t("competition.leaderboard.finalScore")}: </span>
              {t("competition.leaderboard.outOf", { score: whole(p.finalScore) })}
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <Stat label={t("competition.leaderboard.messages")} value={formatNumber(p.totalMessages, i18n.language)} />
            <Stat label={t("competition.leaderboard.likes")} value={formatNumber(p.likesReceived, i18n.language)} />
            <Stat label={t("competition.leaderboard.peerRating")} value={one(p.peerRating)} />
            <Stat
              label={t("competition.leaderboard.responseTime")}
              value={t("competition.leaderboard.seconds", { value: whole(p.responseTime) })}
            />
          </dl>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            <Bar label={t("competition.leaderboard.quality")} value={p.qualityScore} />
            <Bar label={t("competition.leaderboard.accuracy")} value={p.factualAccuracy} />
            <Bar label={t("competition.leaderboard.strength")} value={p.argumentStrength} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** A bar out of 100 (SPEC.md section 9: progress bar max 100); the figure is in the text. */
function Bar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const { t, i18n } = useTranslation();
  const width = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-medium text-slate-900">
          {t("competition.leaderboard.outOf", {
            score: formatNumber(value, i18n.language, { maximumFractionDigits: 1 }),
          })}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-200">
        <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

function Analysis({ data }: { data: Data }) {
  const { t } = useTranslation();
  if (!data.summary.length) return <p className="py-8 text-center text-slate-700">{t("competition.analysis.empty")}</p>;
  // The declaration's quote, else the most liked argument the room stored with its scores.
  const mvp = data.declaration?.mvpMessage || data.mvp?.text || "";
  return (
    <div className="space-y-6">
      <section aria-labelledby="analysis-summary" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="analysis-summary" className="text-lg font-semibold text-slate-900">
          {t("competition.analysis.heading")}
        </h3>
        <p className="mt-2 text-slate-800" data-testid="result-summary">
          {data.summary.map((m) => t(m.key, m.values ?? {})).join(" ")}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t("competition.analysis.basis")}</p>
      </section>
      {data.mostLiked || data.mvp ? (
        <section aria-labelledby="analysis-mvp" className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 id="analysis-mvp" className="text-lg font-semibold text-slate-900">
            {t("competition.analysis.mvp")}
          </h3>
          {mvp ? (
            <figure className="mt-2">
              <blockquote className="border-l-4 border-indigo-600 pl-4 italic text-slate-800">{mvp}</blockquote>
              <figcaption className="mt-2 text-sm text-slate-700" data-testid="mvp-author">
                {data.mvp && data.mvp.text === mvp
                  ? t("competition.analysis.mvpAuthor", {
                      name: data.mvp.displayName,
                      username: data.mvp.username,
                      count: data.mvp.likes,
                    })
                  : t("competition.analysis.mvpBy", { username: data.mostLiked?.username ?? "" })}
              </figcaption>
            </figure>
          ) : (
            <p className="mt-2 text-slate-800">
              {t("competition.analysis.mvpNoText", { username: data.mostLiked?.username ?? "" })}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}

const ACHIEVEMENT_ICONS: Record<string, string> = {
  debate_winner: "🏆",
  fact_checker: "🔍",
  most_persuasive: "🎯",
  rising_star: "⭐",
};

function Achievements({ data }: { data: Data }) {
  const { t } = useTranslation();
  const list = data.declaration?.achievements ?? [];
  if (!list.length) return <p className="py-8 text-center text-slate-700">{t("competition.achievements.empty")}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {list.map((a) => (
        <li
          key={`${a.achievementType}:${a.userId ?? ""}`}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <span aria-hidden="true" className="text-2xl">
            {ACHIEVEMENT_ICONS[a.achievementType]}
          </span>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">
                {t(`competition.achievements.types.${a.achievementType}.title`)}
              </h3>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                {t(`competition.achievements.types.${a.achievementType}.badge`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {t(`competition.achievements.types.${a.achievementType}.description`)}
            </p>
            {a.username ? (
              <p className="mt-1 text-sm font-medium text-slate-900">
                {t("competition.achievements.awardedTo", { username: a.username })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Statistics({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const tiles: [string, number][] = [
    [t("competition.statistics.participants"), data.statistics.totalParticipants],
    [t("competition.statistics.messages"), data.statistics.totalMessages],
    [t("competition.statistics.likes"), data.statistics.totalLikes],
  ];
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-5 text-center">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{formatNumber(value, i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t("competition.statistics.basis")}</p>
    </div>
  );
}
