/**
 * Emerging Topics from Comments (signed-in): what recent comments talk about, refreshed every
 * 30 s, in the reader's language (topics of comments written in it, each marked with its own
 * language: app/models/news/topics.ts). Sample topics appear only while there are no comments.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";

import { languageOf } from "~/utils/script-language";
import type { TrendingTopicsResult } from "~/models/news";

const TOPICS_POLL_MS = 30_000;

export function EmergingTopics({ initial }: { initial: TrendingTopicsResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [data, setData] = useState(initial);

  useEffect(() => setData(initial), [initial]);
  useEffect(() => {
    const refresh = async () => {
      try {
        const response = await fetch(`/api/trending-topics-from-comments?language=${encodeURIComponent(language)}`);
        if (response.ok) {
          const topics = (await response.json()) as TrendingTopicsResult["topics"];
          setData({ topics, isSample: response.headers.get("X-Sample-Topics") === "1" });
        }
      } catch {
        // Keep the last topics.
      }
    };
    const timer = setInterval(() => void refresh(), TOPICS_POLL_MS);
    return () => clearInterval(timer);
  }, [language]);

  return (
    <section
      aria-labelledby="topics-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="emerging-topics"
    >
      <h2 id="topics-title" className="font-bold text-slate-900">
        {t("topics.title")}
      </h2>
      {data.isSample ? <p className="mt-1 text-xs text-slate-600">{t("topics.sample")}</p> : null}
      {data.topics.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("topics.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {data.topics.map((topic) => (
            <li key={topic.topic}>
              <p className="font-semibold text-slate-900" lang={languageOf(topic.topic)}>
                {topic.topic}
              </p>
              <p className="text-xs text-slate-600">{t("topics.mentions", { count: topic.mentions })}</p>
              {topic.keywords.length ? (
                <ul
                  className="mt-1 flex flex-wrap gap-1"
                  aria-label={t("topics.keywords")}
                  lang={languageOf(topic.keywords.join(" "))}
                >
                  {topic.keywords.map((keyword) => (
                    <li key={keyword} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                      {keyword}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
