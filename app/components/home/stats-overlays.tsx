/**
 * The signed-in overlays of the home page (SPEC.md Overlays 1, 2, 4, 5), each at its
 * own URL (/?overlay=stats|influence|discussions) with Refresh and Close. The admins' user
 * directory and news panel are pages of the admin area (app/components/admin/).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { InfluenceRecord, ParticipatedComment, UserStats } from "~/models/stats";

import { RelativeTime } from "~/components/ui/relative-time";
import { LinkButton } from "~/components/ui/button";

export function RefreshLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={to} preventScrollReset replace variant="secondary" size="sm">
      {t("overlays.refresh")}
    </LinkButton>
  );
}

const Ago = RelativeTime;

export function StatsOverlay({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const tiles = [
    { label: t("stats.votesCast"), value: stats.votesCast, testId: "stat-votes" },
    { label: t("stats.debatesJoined"), value: stats.debatesParticipated, testId: "stat-debates" },
    { label: t("stats.impactScore"), value: `${stats.impactScore}%`, testId: "stat-impact" },
    { label: t("stats.reputation"), value: stats.reputationPoints, testId: "stat-reputation" },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.testId} className="rounded-lg bg-indigo-50 p-3 text-center">
            <dt className="text-xs font-semibold uppercase text-indigo-900">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-indigo-950" data-testid={tile.testId}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t("stats.impactHelp")}</p>
      <section aria-labelledby="recent-activity">
        <h3 id="recent-activity" className="font-semibold">
          {t("stats.recent")}
        </h3>
        {stats.recentActivity.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("stats.none")}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm" data-testid="recent-activity">
            {stats.recentActivity.map((item) => (
              <li
                key={`${item.kind}-${item.debateId}-${item.createdAt}`}
                className="flex flex-wrap justify-between gap-2"
              >
                <span>
                  {t(`stats.activity.${item.kind}`, {
                    side: item.position === "for" ? t("stats.side.for") : t("stats.side.against"),
                    title: item.debateTitle,
                  })}
                </span>
                <span className="text-slate-600">
                  <Ago iso={item.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function InfluenceOverlay({ influences }: { influences: InfluenceRecord[] }) {
  const { t } = useTranslation();
  if (influences.length === 0) {
    return (
      <div className="py-4 text-center" data-testid="influence-empty">
        <p className="font-semibold">{t("influence.empty.title")}</p>
        <p className="mt-2 text-slate-700">{t("influence.empty.tip")}</p>
      </div>
    );
  }
  return (
    <div>
      <ul className="space-y-4">
        {influences.map((record) => (
          <li key={`${record.commentId}-${record.debateId}`} className="rounded-lg border border-slate-200 p-4">
            <blockquote className="text-slate-800">“{record.originalComment}”</blockquote>
            <p className="mt-1 text-xs text-slate-600">
              {t("influence.posted")} <Ago iso={record.createdAt} />
            </p>
            <p className="mt-3 font-semibold">
              {t("influence.inspired")}{" "}
              <Link to={`/debates/${record.debateId}`} className="text-indigo-800 hover:underline">
                {record.debateTitle}
              </Link>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">{t("influence.keywords")}</dt>
                <dd>{record.keywords.join(", ")}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("influence.participants")}</dt>
                <dd>{record.participantCount}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("influence.votes")}</dt>
                <dd>{record.votesCast}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("influence.score")}</dt>
                <dd>{Math.round(record.influenceScore)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{t("influence.count", { count: influences.length })}</p>
    </div>
  );
}

export function DiscussionsOverlay({ comments }: { comments: ParticipatedComment[] }) {
  const { t } = useTranslation();
  if (comments.length === 0) return <p className="py-4 text-center text-slate-700">{t("discussions.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="participated-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="py-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Link to={`/debates/${comment.debateId}`} className="font-semibold text-indigo-800 hover:underline">
              {comment.debateTitle}
            </Link>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                comment.yourPosition === "for" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
              }`}
            >
              {comment.yourPosition === "for" ? t("discussions.youSupported") : t("discussions.youOpposed")}
            </span>
          </div>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{comment.content}</p>
          <p className="mt-1 text-xs text-slate-600">
            {comment.isYours ? t("discussions.yours") : `${comment.user.firstName} ${comment.user.lastName}`} ·{" "}
            {comment.position === "for" ? t("discussion.position.for") : t("discussion.position.against")} ·{" "}
            <Ago iso={comment.createdAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}
