import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { NewsStatus } from "~/models/news";
import type { ActionOutcome } from "~/utils/action.server";

import { FeedResults } from "../news/feed-results";
import { StoryResults } from "../news/story-results";
import { outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import { Moment } from "../ui/moment";

/**
 * Live News Integration (admins, /admin/news; once a dialog of the home page): minutes since
 * debates were last generated and since the last run, the last run's counts, the stories it grouped
 * (StoryResults: how many headlines each), what each feed gave (FeedResults) and the
 * run's other problems, each feed's health, and Generate
 * Debates (a form to /admin/news's own action: a fetcher with JavaScript, a plain post without).
 */
export function NewsPanel({ status }: { status: NewsStatus }) {
  const { t } = useTranslation();
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
      {status.minutesSinceLastRun !== null ? (
        <p className="text-sm text-slate-700" data-testid="news-last-run-minutes">
          {t("news.lastRunMinutes", { count: status.minutesSinceLastRun })}
        </p>
      ) : null}
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
            <StoryResults stories={status.lastRunStories} />
          </div>
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
                    : <span lang="en">{error.message}</span>
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
                  {t(`region.${feed.region}`)} · <span lang="en">{feed.url}</span>
                </span>
                <span className={feed.lastError ? "text-red-800" : "text-slate-700"}>
                  <span lang="en">{feed.lastStatus ?? "—"}</span>
                  {feed.lastFetchedAt ? (
                    <>
                      {" · "}
                      <Moment iso={feed.lastFetchedAt} />
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
