/**
 * Common ground in brief (issue 30), for the Insights dialog of the home page, and the "what is still
 * needed" block the debate page's section (./common-ground.tsx) shows too. A module of its own so
 * that the home page's JavaScript does not carry the whole section.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { CommonGroundShown, CommonGroundSummary } from "~/models/common-ground";
import { formatNumber } from "~/utils/format";
import { languageOf } from "~/utils/script-language";

/** The thresholds the page states (DEFAULT_PARAMS of app/models/common-ground, sent by the loader). */
export interface Thresholds {
  minParticipants: number;
  eligibilityReactions: number;
}

/** Common ground in brief, for the Insights dialog: the top shared argument, the groups, how sure; a link to the section. */
export function CommonGroundInBrief({ summary, debateId }: { summary: CommonGroundSummary; debateId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="insights-common-ground" data-testid="insights-common-ground">
      <h3 id="insights-common-ground" className="text-sm font-semibold">
        {t("commonGround.title")}
      </h3>
      {summary.status === "needs_more" ? (
        <NeedsMore view={summary.view} thresholds={summary.thresholds} />
      ) : (
        <div className="mt-1 space-y-1 text-sm">
          <p className="font-semibold">
            {summary.groups > 2 ? t("commonGround.allAgree") : t("commonGround.bothAgree")}
          </p>
          {summary.top ? (
            <q className="block text-slate-800" lang={languageOf(summary.top.excerpt)}>
              {summary.top.excerpt}
            </q>
          ) : (
            <p className="text-slate-700">{t("commonGround.noneAgree")}</p>
          )}
          <p className="text-slate-700">
            {t("commonGround.briefGroups", { count: summary.groups })}{" "}
            {t(`commonGround.confidence.${summary.confidence}`, { count: summary.participants })}
          </p>
        </div>
      )}
      <Link
        to={`/debates/${debateId}#common-ground`}
        className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-800 underline"
      >
        {t("commonGround.briefLink")}
      </Link>
    </section>
  );
}

export function NeedsMore({ view, thresholds }: { view: CommonGroundShown; thresholds: Thresholds }) {
  const { t, i18n } = useTranslation();
  const needed = view.status === "needs_more" ? view.needed : null;
  if (!needed) return null;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="common-ground-needs-more">
      <p className="font-semibold">{t("commonGround.needsMore")}</p>
      {needed.participants > 0 ? (
        <p className="mt-1 text-slate-700">
          {t("commonGround.neededParticipants", {
            count: needed.participants,
            threshold: thresholds.eligibilityReactions,
            reactions: formatNumber(needed.reactions, i18n.language),
          })}
        </p>
      ) : null}
      {needed.statements > 0 ? (
        <p className="mt-1 text-slate-700">{t("commonGround.neededStatements", { count: needed.statements })}</p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t("commonGround.howSure", { min: thresholds.minParticipants })}</p>
    </div>
  );
}
