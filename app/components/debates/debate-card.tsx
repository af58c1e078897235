import { useTranslation } from "react-i18next";

import type { PublicDebate } from "~/models/debates.server";

/** One debate in the grid. Anchor: #debate-{id}. */
export function DebateCard({ debate }: { debate: PublicDebate }) {
  const { t } = useTranslation();
  const headingId = `debate-${debate.id}-title`;
  return (
    <article
      id={`debate-${debate.id}`}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="debate-card"
      data-region={debate.region}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={`rounded-full px-2.5 py-1 ${
            debate.region === "bharat" ? "bg-orange-100 text-orange-900" : "bg-sky-100 text-sky-900"
          }`}
        >
          {t(`region.${debate.region}`)}
        </span>
        {debate.isTrending ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{t("debate.trending")}</span>
        ) : null}
      </div>
      <h2 id={headingId} lang={debate.language} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        {debate.title}
      </h2>
      {debate.description ? (
        <p lang={debate.language} className="mt-2 line-clamp-3 text-sm text-slate-700">
          {debate.description}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        <VoteBar debate={debate} />
        <p className="mt-3 text-sm text-slate-700">{t("debate.participants", { count: debate.participantCount })}</p>
      </div>
    </article>
  );
}

function VoteBar({ debate }: { debate: PublicDebate }) {
  const { t } = useTranslation();
  if (debate.forPercentage === null || debate.againstPercentage === null) {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="no-votes">
        {t("debate.noVotes")}
      </p>
    );
  }
  return (
    <div>
      <div className="flex justify-between text-sm font-semibold">
        <span className="text-green-800">
          {t("debate.support")} {debate.forPercentage}%
        </span>
        <span className="text-red-800">
          {t("debate.against")} {debate.againstPercentage}%
        </span>
      </div>
      <div
        className="mt-1 flex h-2.5 overflow-hidden rounded-full bg-red-600"
        role="img"
        aria-label={t("debate.barLabel", { support: debate.forPercentage, against: debate.againstPercentage })}
      >
        <div className="bg-green-600" style={{ width: `${debate.forPercentage}%` }} />
      </div>
    </div>
  );
}
