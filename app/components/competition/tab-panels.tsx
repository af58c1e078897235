/** The four tab panels of a competition's results (./results.tsx): leaderboard, analysis, achievements, statistics. */
import { PersonName } from "~/components/rooms/person-name";
import { useTranslation } from "~/i18n/react";
import type { ScoreEntry } from "~/models/competition";
import { formatNumber } from "~/utils/format";

import type { CompetitionResults as Data } from "./results-data";

const MEDALS = ["🥇", "🥈", "🥉"];

export function Leaderboard({ entries }: { entries: ScoreEntry[] }) {
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

export function Analysis({ data }: { data: Data }) {
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

export function Achievements({ data }: { data: Data }) {
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

export function Statistics({ data }: { data: Data }) {
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

export function PositionBadge({ position }: { position: "support" | "oppose" }) {
  const { t } = useTranslation();
  const colour = position === "support" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${colour}`}>
      {t(`competition.positions.${position}`)}
    </span>
  );
}
