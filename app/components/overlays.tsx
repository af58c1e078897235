/**
 * The signed-in overlays of the home page (SPEC.md Overlays 1, 2, 4, 5), each at its
 * own URL (/?overlay=stats|influence|discussions|users) with Refresh and Close.
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { NewsStatus } from "~/models/news.server";
import type { DirectoryEntry } from "~/models/reputation.server";
import type { InfluenceRecord, ParticipatedComment, UserStats } from "~/models/stats.server";
import type { ActionOutcome } from "~/utils/action.server";

import { FeedResults } from "./news/feed-results";
import { outcomeOf, useOutcomeToast } from "./ui/action-result";
import { RelativeTime } from "./ui/relative-time";
import { Button, LinkButton } from "./ui/button";

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

export type DirectoryUser = DirectoryEntry;

/** `search`: the current URL's query, kept (minus q) when searching. */
export function UsersOverlay({
  users,
  total,
  q,
  search,
}: {
  users: DirectoryUser[];
  total: number;
  q: string;
  search: string;
}) {
  const { t, i18n } = useTranslation();
  const params = new URLSearchParams(search);
  params.delete("q");
  return (
    <div>
      <Form method="get" action="/" role="search" className="flex items-end gap-2" preventScrollReset>
        {[...params.entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor="user-search" className="text-sm font-medium text-slate-800">
            {t("users.search")}
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3"
          />
        </div>
        <Button type="submit">{t("users.searchButton")}</Button>
      </Form>
      {users.length === 0 ? (
        <p className="py-6 text-center text-slate-700">{t("users.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="user-directory">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-semibold">
                  {user.firstName} {user.lastName}{" "}
                  {user.isActive ? (
                    <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      {t("users.active")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">{user.email}</p>
              </div>
              <dl className="flex gap-4 text-sm text-slate-700">
                <div>
                  <dt className="sr-only">{t("users.comments")}</dt>
                  <dd>{t("users.commentsCount", { count: user.totalComments })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("users.reputation")}</dt>
                  <dd>{t("users.reputationPoints", { count: user.reputation })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("users.joined")}</dt>
                  <dd>
                    {new Date(user.createdAt).toLocaleDateString(i18n.language, {
                      dateStyle: "medium",
                      timeZone: "UTC",
                    })}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-700" data-testid="users-showing">
        {t("users.showing", { shown: users.length, total })}
      </p>
    </div>
  );
}

/**
 * Live News Integration (admins): minutes since debates were last generated, the last
 * run's counts, what each feed gave (FeedResults) and the run's other problems, each feed's
 * health, and Generate Debates (a form to the home page's action: a fetcher with JavaScript,
 * a plain post without).
 */
export function NewsOverlay({ status }: { status: NewsStatus }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: "generate-news" });
  useOutcomeToast(outcomeOf(fetcher.data, "generateNews"));
  const pending = fetcher.state !== "idle";
  const run = status.lastRun;
  // Feed errors are shown with their feed (FeedResults); the rest here (debates, translations).
  const feedUrls = new Set(status.lastRunFeeds.map((feed) => feed.url));
  const otherErrors = run?.errors.filter((error) => !feedUrls.has(error.feed)) ?? [];

  return (
    <div className="space-y-5" data-testid="news-panel">
      <p className="font-semibold" data-testid="news-last-generated">
        {status.minutesSinceLastGeneration === null
          ? t("news.never")
          : t("news.lastGenerated", { count: status.minutesSinceLastGeneration })}
      </p>
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="generateNews" />
        <Button type="submit" disabled={pending}>
          {pending ? t("news.generating") : t("news.generate")}
        </Button>
      </fetcher.Form>
      {run ? (
        <section aria-labelledby="last-run">
          <h3 id="last-run" className="font-semibold">
            {t("news.lastRun", { status: t(`news.status.${run.status}`) })}
          </h3>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-center" data-testid="news-last-run">
            {(
              [
                ["feedsFetched", run.feedsFetched],
                ["headlinesNew", run.headlinesNew],
                ["debatesNew", run.debatesNew],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs font-semibold uppercase text-slate-700">{t(`news.${key}`)}</dt>
                <dd className="text-2xl font-bold" data-testid={`news-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
            <FeedResults feeds={status.lastRunFeeds} />
          </div>
          {otherErrors.length ? (
            <div className="mt-3">
              <h4 className="text-sm font-semibold text-red-800">
                {feedUrls.size
                  ? t("news.otherProblems", { count: otherErrors.length })
                  : t("news.errorsHeading", { count: otherErrors.length })}
              </h4>
              <ul className="mt-1 space-y-1 text-sm" data-testid="news-errors">
                {otherErrors.map((error) => (
                  <li key={`${error.feed}-${error.message}`} className="break-words">
                    <span className="font-medium">
                      {error.kind ? t(`news.errorKind.${error.kind}`, { status: "" }) : "—"}
                    </span>
                    : {error.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
      {status.feeds.length ? (
        <section aria-labelledby="feeds-title">
          <h3 id="feeds-title" className="font-semibold">
            {t("news.feeds")}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {status.feeds.map((feed) => (
              <li key={feed.url} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="break-all">
                  {t(`region.${feed.region}`)} · {feed.url}
                </span>
                <span className={feed.lastError ? "text-red-800" : "text-slate-700"}>
                  {feed.lastStatus ?? "—"}
                  {feed.lastFetchedAt
                    ? ` · ${new Date(feed.lastFetchedAt).toLocaleString(i18n.language, { timeStyle: "short", dateStyle: "short", timeZone: "UTC" })} UTC`
                    : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
