/** Pieces the debate card and the debate page share. */
import type { Position } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import type { PublicDebate } from "~/models/debates.server";

import { AuthLink } from "../auth/auth-dialog";
import { VoteForm } from "./vote-form";

/** Region and trending badges. */
export function DebateBadges({ debate }: { debate: Pick<PublicDebate, "region" | "isTrending"> }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The viewer's side if they voted; else the vote buttons; for visitors, "Sign In to Vote". */
export function VoteControls({
  debate,
  position,
  signedIn,
}: {
  debate: Pick<PublicDebate, "id" | "title">;
  position: Position | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  if (position) {
    return (
      <p
        className={`mt-3 rounded-md px-3 py-2 text-sm font-semibold ${
          position === "for" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"
        }`}
        data-testid="your-vote"
      >
        {position === "for" ? t("vote.youSupported") : t("vote.youOpposed")}
      </p>
    );
  }
  if (signedIn) return <VoteForm debateId={debate.id} title={debate.title} />;
  return (
    <AuthLink
      mode="signin"
      className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-indigo-800 px-3 font-semibold text-indigo-800 hover:bg-indigo-50"
    >
      {t("vote.signInToVote")}
    </AuthLink>
  );
}
