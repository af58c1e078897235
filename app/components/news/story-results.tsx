/**
 * The Generate panel's stories (SPEC.md, "Overlays and dialogs" 8; docs/news.md, "Stories"): the
 * stories the last news run made or added headlines to, most outlets first, each with how many
 * headlines (and outlets) it groups and a link to its debate when it has one.
 */
import { Link } from "@remix-run/react";

import { useTranslation } from "~/i18n/react";
import type { NewsStatus } from "~/models/news";

export function StoryResults({ stories }: { stories: NewsStatus["lastRunStories"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="story-results-title" data-testid="news-stories">
      <h3 id="story-results-title" className="font-semibold">
        {t("news.stories.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-700" data-testid="news-stories-summary">
        {stories.total === 0
          ? t("news.stories.none")
          : t("news.stories.summary", { count: stories.total, headlines: stories.headlines })}
      </p>
      {stories.stories.length ? (
        <ul className="mt-2 space-y-2">
          {stories.stories.map((story) => (
            <li
              key={story.id}
              className="rounded-lg border border-slate-200 p-3 text-sm"
              data-testid="news-story"
              data-headlines={story.headlineCount}
              data-sources={story.sourceCount}
            >
              <p lang={story.language} className="font-medium text-slate-900">
                {story.debateId ? (
                  <Link to={`/debates/${story.debateId}`} className="text-indigo-800 underline">
                    {story.title}
                  </Link>
                ) : (
                  story.title
                )}
              </p>
              <p className="text-xs text-slate-700">
                {t("news.stories.grouped", { count: story.headlineCount })} ·{" "}
                {t("news.stories.sources", { count: story.sourceCount })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
