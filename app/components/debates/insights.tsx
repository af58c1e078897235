/**
 * Insights and Analytics (SPEC.md Overlay 10): the numbers, the consensus wording
 * (above 70 % strong consensus, below 30 % strong opposition, else divisive; more than
 * 100 participants is high engagement), the most liked arguments of each side cut to
 * 120 characters, common ground in brief (issue 30), and a toggle to the shareable card (image, Download, Share).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { Insights as InsightsData } from "~/models/discussion";
import type { CommonGroundSummary } from "~/models/common-ground";

import { CommonGroundInBrief } from "./common-ground-brief";
import { InfographicCard } from "./infographic-card";
import { ShareButton } from "./share-button";
import { VoteBar } from "./vote-bar";
import { languageOf } from "~/utils/script-language";

/** The toggle is a link (`view` in the URL), so it works without JavaScript. */
export function Insights({
  insights,
  commonGround,
  view,
  linkTo,
}: {
  insights: InsightsData;
  commonGround: CommonGroundSummary | null;
  view: "insights" | "card";
  linkTo: (view: "insights" | "card") => string;
}) {
  const { t } = useTranslation();
  const { debate, counts, consensus, highEngagement, topFor, topAgainst } = insights;
  const toggle = "mt-4 inline-flex min-h-11 items-center rounded-md border px-4 font-semibold";

  if (view === "card") {
    return (
      <div data-testid="insights-card">
        <InfographicCard debateId={debate.id} title={debate.title} />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ShareButton debateId={debate.id} title={debate.title} />
          <Link
            to={linkTo("insights")}
            preventScrollReset
            replace
            className={`${toggle} mt-0 border-slate-300 hover:bg-slate-50`}
          >
            {t("insights.showInsights")}
          </Link>
        </div>
      </div>
    );
  }

  const verifiedVotes = debate.verifiedForCount + debate.verifiedAgainstCount;
  return (
    <div className="space-y-5" data-testid="insights">
      <section aria-labelledby="views-title" className="grid gap-4 sm:grid-cols-2" data-testid="vote-views">
        <h3 id="views-title" className="sr-only">
          {t("insights.views.title")}
        </h3>
        <div className="rounded-lg border border-slate-200 p-3" data-testid="view-counted">
          <p className="font-semibold">
            {t("insights.views.counted", { count: debate.forCount + debate.againstCount })}
          </p>
          <p className="mb-2 text-sm text-slate-700">{t("insights.views.countedHelp")}</p>
          <VoteBar debate={debate} />
        </div>
        <div className="rounded-lg border border-slate-200 p-3" data-testid="view-verified">
          <p className="font-semibold">{t("insights.views.verified", { count: verifiedVotes })}</p>
          <p className="mb-2 text-sm text-slate-700">{t("insights.views.verifiedHelp")}</p>
          <VoteBar
            debate={{
              forPercentage: debate.verifiedForPercentage,
              againstPercentage: debate.verifiedAgainstPercentage,
            }}
          />
        </div>
      </section>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("insights.participants")}</dt>
          <dd className="text-2xl font-bold">{debate.participantCount}</dd>
        </div>
        <div className="rounded-lg bg-green-50 p-3">
          <dt className="text-xs font-semibold uppercase text-green-900">{t("insights.supporters")}</dt>
          <dd className="text-2xl font-bold text-green-900">{debate.forCount}</dd>
        </div>
        <div className="rounded-lg bg-red-50 p-3">
          <dt className="text-xs font-semibold uppercase text-red-900">{t("insights.opponents")}</dt>
          <dd className="text-2xl font-bold text-red-900">{debate.againstCount}</dd>
        </div>
      </dl>
      <div className="space-y-1" data-testid="insight-wording">
        <p className="font-semibold">
          {t(`insights.consensus.${consensus}`, {
            support: debate.forPercentage ?? 0,
            against: debate.againstPercentage ?? 0,
          })}
        </p>
        <p className="text-slate-700">
          {highEngagement
            ? t("insights.engagement.high", { count: debate.participantCount })
            : t("insights.engagement.normal", { count: debate.participantCount })}
        </p>
        <p className="text-sm text-slate-600">
          {t("discussion.counts", {
            total: t("discussion.countTotal", { count: counts.total }),
            for: t("discussion.countFor", { count: counts.for }),
            against: t("discussion.countAgainst", { count: counts.against }),
          })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["for", topFor, t("insights.topFor")],
            ["against", topAgainst, t("insights.topAgainst")],
          ] as const
        ).map(([side, items, heading]) => (
          <section key={side} aria-label={heading}>
            <h3 className={`text-sm font-semibold ${side === "for" ? "text-green-900" : "text-red-900"}`}>{heading}</h3>
            {items.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t("insights.none")}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {items.map((item) => (
                  <li key={item.id} className="rounded-md border border-slate-200 p-2 text-sm">
                    <q className="text-slate-800" lang={languageOf(item.excerpt)}>
                      {item.excerpt}
                    </q>
                    <span className="mt-1 block text-xs text-slate-600">
                      <span lang={languageOf(item.author)}>{item.author}</span> ·{" "}
                      {t("discussion.likes", { count: item.likes })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {commonGround ? <CommonGroundInBrief summary={commonGround} debateId={debate.id} /> : null}
      <Link
        to={linkTo("card")}
        preventScrollReset
        replace
        className={`${toggle} border-indigo-800 text-indigo-800 hover:bg-indigo-50`}
      >
        {t("insights.showCard")}
      </Link>
    </div>
  );
}
