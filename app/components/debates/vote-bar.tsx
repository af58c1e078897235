import { useTranslation } from "~/i18n/react";
import { formatPercent } from "~/utils/format";

/** The support/against bar, or the "no votes yet" state when nobody has voted. */
export function VoteBar({ debate }: { debate: { forPercentage: number | null; againstPercentage: number | null } }) {
  const { t, i18n } = useTranslation();
  if (debate.forPercentage === null || debate.againstPercentage === null) {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="no-votes">
        {t("debate.noVotes")}
      </p>
    );
  }
  return (
    <div data-testid="vote-bar" data-for={debate.forPercentage}>
      <div className="flex justify-between text-sm font-semibold">
        {/* One text each ("Support 61%"), not three nodes React would separate with comments (decision 0119). */}
        <span className="text-green-800">{`${t("debate.support")} ${formatPercent(debate.forPercentage, i18n.language)}`}</span>
        <span className="text-red-800">{`${t("debate.against")} ${formatPercent(debate.againstPercentage, i18n.language)}`}</span>
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
