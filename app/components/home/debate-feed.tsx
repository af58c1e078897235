/**
 * The home feed (docs/home-page.md): the sort links and search form (GET, so they work without
 * JavaScript and the URL can be shared), the cards, and "Show more": a real link to the next
 * keyset page; with JavaScript a fetcher loads that page and appends its cards.
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";

import type { Language, Position, Region } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import type { CardDebate, FeedSort, TranslatedText } from "~/models/debates";

import { DebateCard } from "../debates/debate-card";
import { buttonClass } from "../ui/button";

interface FeedState {
  region: Region | null;
  language: Language | null;
  sort: FeedSort;
  q: string | null;
  cursor: string | null;
}

type Card = CardDebate & { translation: TranslatedText | null };

interface FeedPage {
  debates: Card[];
  next: string | null;
  positions: Record<string, Position>;
}

/** The feed's URL: filters kept, the default sort and empty values left out. */
function feedHref(feed: FeedState, change: Partial<FeedState> = {}, index = false) {
  const next = { ...feed, cursor: null, ...change };
  const params = new URLSearchParams();
  if (index) params.set("index", "");
  if (next.region) params.set("region", next.region);
  if (next.language) params.set("language", next.language);
  if (next.sort !== "trending") params.set("sort", next.sort);
  if (next.q) params.set("q", next.q);
  if (next.cursor) params.set("cursor", next.cursor);
  const query = params.toString().replace(/^index=(&|$)/, "index$1");
  return query ? `/?${query}` : "/";
}

const pill = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${
    selected
      ? "border-indigo-800 bg-indigo-800 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
  }`;

/** Search (GET form) and sort (links), each keeping the other filters. */
export function FeedControls({ feed }: { feed: FeedState }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Form method="get" action="/" role="search" className="flex min-w-0 flex-1 items-end gap-2">
        {feed.region ? <input type="hidden" name="region" value={feed.region} /> : null}
        {feed.language ? <input type="hidden" name="language" value={feed.language} /> : null}
        {feed.sort !== "trending" ? <input type="hidden" name="sort" value={feed.sort} /> : null}
        <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
          {t("home.feed.searchLabel")}
          <input
            type="search"
            name="q"
            defaultValue={feed.q ?? ""}
            maxLength={100}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 font-normal"
          />
        </label>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          {t("home.feed.search")}
        </button>
      </Form>
      <nav aria-label={t("home.feed.sortLabel")}>
        <ul className="flex gap-2">
          {(["trending", "newest"] as const).map((sort) => (
            <li key={sort}>
              <Link
                to={feedHref(feed, { sort })}
                aria-current={feed.sort === sort ? "page" : undefined}
                className={pill(feed.sort === sort)}
              >
                {t(`home.feed.sort.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function DebateFeed({
  heading,
  feed,
  debates,
  next,
  searched,
  positions,
  signedIn,
}: FeedPage & { heading: string; feed: FeedState; searched: boolean; signedIn: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FeedPage>();
  // Pages appended, by the cursor that asked for them: a revalidation (after a vote) refreshes
  // the last one in place instead of appending it again.
  const [more, setMore] = useState<{ cursor: string; page: FeedPage }[]>([]);
  const [requested, setRequested] = useState<string | null>(null);

  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== "idle" || !page?.debates || !requested) return;
    setMore((pages) =>
      pages.some((p) => p.cursor === requested)
        ? pages.map((p) => (p.cursor === requested ? { cursor: requested, page } : p))
        : [...pages, { cursor: requested, page }],
    );
  }, [fetcher.state, fetcher.data, requested]);

  const seen = new Set<string>();
  const cards: { debate: Card; position: Position | null }[] = [];
  for (const page of [{ debates, positions, next }, ...more.map((p) => p.page)]) {
    for (const debate of page.debates) {
      if (seen.has(debate.id)) continue;
      seen.add(debate.id);
      cards.push({ debate, position: page.positions[debate.id] ?? null });
    }
  }
  const cursor = more.length ? (more[more.length - 1]?.page.next ?? null) : next;
  const loading = fetcher.state !== "idle";

  if (cards.length === 0) {
    const tooShort = Boolean(feed.q) && !searched;
    return (
      <section
        className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
        aria-labelledby="empty-title"
      >
        <h2 id="empty-title" className="text-lg font-semibold">
          {feed.q ? t("home.feed.noMatch", { q: feed.q }) : t("home.empty.title")}
        </h2>
        <p className="mt-2 text-slate-700">
          {tooShort ? t("home.feed.tooShort") : feed.q ? t("home.feed.noMatchBody") : t("home.empty.body")}
        </p>
        {feed.q ? (
          <Link
            to={feedHref(feed, { q: null })}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
          >
            {t("home.feed.clearSearch")}
          </Link>
        ) : null}
      </section>
    );
  }

  return (
    <>
      {feed.q && !searched ? <p className="mt-4 text-sm text-slate-700">{t("home.feed.tooShort")}</p> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={heading} data-testid="debate-feed">
        {cards.map(({ debate, position }) => (
          <li key={debate.id} className="flex">
            <DebateCard debate={debate} position={position} signedIn={signedIn} />
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {more.length ? t("home.feed.loaded", { count: cards.length }) : ""}
      </p>
      {cursor || feed.cursor ? (
        <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap items-center justify-between gap-4">
          {feed.cursor ? (
            <Link
              to={feedHref(feed)}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
            >
              {t("home.feed.firstPage")}
            </Link>
          ) : (
            <span />
          )}
          {cursor ? (
            <Link
              to={feedHref(feed, { cursor })}
              preventScrollReset
              className={buttonClass({ variant: "outline" })}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (loading) return;
                setRequested(cursor);
                fetcher.load(feedHref(feed, { cursor }, true));
              }}
              data-testid="show-more"
            >
              {loading ? t("home.feed.loading") : t("home.feed.showMore")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
