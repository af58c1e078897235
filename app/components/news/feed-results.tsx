/**
 * The Generate panel's per-feed lines: what each feed gave in the last news run — items read,
 * items kept, items without a readable date — and, when it could not be read, the kind of error
 * (translated) with the reader's own message.
 */
import { useTranslation } from "~/i18n/react";
import type { FeedRunResult } from "~/models/news";

/** "host/path" of a feed URL, short enough to read on a phone. */
function feedName(url: string) {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, "")}${pathname === "/" ? "" : pathname}`;
  } catch {
    return url;
  }
}

export function FeedResults({ feeds }: { feeds: FeedRunResult[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="feed-results-title">
      <h3 id="feed-results-title" className="font-semibold">
        {t("news.feedResults.title")}
      </h3>
      {feeds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("news.feedResults.none")}</p>
      ) : (
        <>
          <ul className="mt-2 space-y-2" data-testid="news-feed-results">
            {feeds.map((feed) => {
              const failed = feed.outcome === "failed";
              const label = failed
                ? t(`news.errorKind.${feed.errorKind ?? "network"}`, { status: feed.httpStatus ?? "" })
                : t(`news.outcome.${feed.outcome}`);
              return (
                <li
                  key={feed.url}
                  className={`rounded-lg border p-3 text-sm ${failed ? "border-red-200 bg-red-50" : "border-slate-200"}`}
                  data-testid="news-feed-result"
                  data-feed={feed.url}
                  data-outcome={feed.outcome}
                  data-error-kind={feed.errorKind ?? undefined}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <span className="break-all font-medium text-slate-900" lang="en">
                      {feedName(feed.url)}
                    </span>
                    <span className={`font-semibold ${failed ? "text-red-800" : "text-green-800"}`}>{label}</span>
                  </div>
                  <p className="text-xs text-slate-700">{t(`region.${feed.region}`)}</p>
                  <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                    {(
                      [
                        ["read", feed.itemsRead],
                        ["kept", feed.itemsKept],
                        ["undated", feed.itemsUndated],
                      ] as const
                    ).map(([key, value]) => (
                      <div key={key} className="rounded bg-white/70 px-1 py-1">
                        <dt className="text-xs text-slate-700">{t(`news.feedResults.${key}`)}</dt>
                        <dd className="font-semibold text-slate-900" data-testid={`feed-${key}`}>
                          {number.format(value)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {feed.errorMessage ? (
                    <p className="mt-2 break-words text-red-900" lang="en">
                      {feed.errorMessage}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-slate-700">{t("news.feedResults.help")}</p>
        </>
      )}
    </section>
  );
}
