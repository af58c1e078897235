import { useTranslation } from "~/i18n/react";
import { coverageMix } from "~/models/debates/rules";
import type { PublicDebate } from "~/models/debates";
import { Moment } from "~/components/ui/moment";
import { languageOf } from "~/utils/script-language";

/**
 * Who covered a debate's story (docs/news.md, "Stories"): "Covered by N sources", who reported it
 * first and when, the mix of global and Indian outlets, and each outlet with its own headline (marked
 * with its language), link, language and time. From what is stored with the debate; plain HTML, so
 * it reads the same without JavaScript. Nothing for a debate without a source's headline.
 */
export function Coverage({
  debate,
  className = "",
}: {
  debate: Pick<PublicDebate, "sources" | "firstReportedBy">;
  className?: string;
}) {
  const { t } = useTranslation();
  const sources = debate.sources.filter((source) => source.title);
  if (sources.length === 0) return null;
  const first = debate.firstReportedBy;
  const mix = coverageMix(debate.sources);
  const time = (iso: string) => <Moment iso={iso} />;

  return (
    <section
      aria-labelledby="coverage-title"
      className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}
      data-testid="coverage"
    >
      <h2 id="coverage-title" className="text-lg font-bold">
        {t("coverage.title", { count: debate.sources.length })}
      </h2>
      {first ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="first-reported">
          {t("coverage.firstReportedBy")}{" "}
          <strong lang={languageOf(first.name)} className="font-semibold text-slate-900">
            {first.name}
          </strong>
          {first.publishedAt ? <>, {time(first.publishedAt)}</> : null}
        </p>
      ) : null}
      {mix.global + mix.bharat > 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="coverage-mix">
          {[
            mix.global ? t("coverage.global", { count: mix.global }) : null,
            mix.bharat ? t("coverage.bharat", { count: mix.bharat }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {sources.map((source) => (
          <li
            key={`${source.name}-${source.url}`}
            className="py-3"
            data-testid="coverage-source"
            data-language={source.language ?? undefined}
          >
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-800 underline"
              lang={source.language ?? undefined}
            >
              {source.title}
            </a>
            <p className="mt-1 text-sm text-slate-700">
              <span lang={languageOf(source.name)} className="font-semibold">
                {source.name}
              </span>
              {source.region ? ` · ${t(`coverage.region.${source.region}`)}` : null}
              {source.language ? ` · ${t(`debates.writtenIn.${source.language}`)}` : null}
              {source.publishedAt ? <> · {time(source.publishedAt)}</> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
