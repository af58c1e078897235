/** Pieces the debate card and the debate page share. */
import { useRouteLoaderData } from "@remix-run/react";

import type { Position } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import type { PublicDebate } from "~/models/debates";
import type { OfflineOutcome } from "~/pwa/messages";

import { AuthLink } from "../auth/auth-dialog";
import { buttonClass } from "../ui/button";
import { LanguageBadge } from "./translation-note";
import { useVoteFetcher, VoteForm } from "./vote-form";

/** Region, trending and original-language badges. */
export function DebateBadges({ debate }: { debate: Pick<PublicDebate, "region" | "isTrending" | "language"> }) {
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
      <LanguageBadge language={debate.language} />
    </div>
  );
}

/** The viewer's side if they voted; else the vote buttons; for visitors, "Sign In to Vote". */
export function VoteControls(props: {
  debate: Pick<PublicDebate, "id" | "title">;
  position: Position | null;
  signedIn: boolean;
}) {
  return props.signedIn ? <SignedInVoteControls {...props} /> : <VisitorVoteControls />;
}

function VisitorVoteControls() {
  const { t } = useTranslation();
  return (
    <AuthLink mode="signin" className={buttonClass({ variant: "outline", block: true }, "mt-3")}>
      {t("vote.signInToVote")}
    </AuthLink>
  );
}

function SignedInVoteControls({
  debate,
  position,
}: {
  debate: Pick<PublicDebate, "id" | "title">;
  position: Position | null;
}) {
  const { t } = useTranslation();
  // Held here, not in the form: the form gives way to "You supported" when the vote lands,
  // and what follows the vote (the discussion opening 1.5 s later) must outlive it.
  const fetcher = useVoteFetcher(debate.id);
  // Made offline: kept on this device by the service worker until the connection returns (docs/pwa.md).
  const queued = queuedVote(fetcher.data);
  // A citizen whose e-mail is not confirmed: their vote is theirs, but not in the figures yet
  // (docs/security.md, "Vote integrity").
  const unconfirmed = Boolean(
    useRouteLoaderData<{ user: { unconfirmedEmail: string | null } | null }>("root")?.user?.unconfirmedEmail,
  );
  if (position) {
    return (
      <>
        <p
          className={`mt-3 rounded-md px-3 py-2 text-sm font-semibold ${
            position === "for" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"
          }`}
          data-testid="your-vote"
        >
          {position === "for" ? t("vote.youSupported") : t("vote.youOpposed")}
        </p>
        {unconfirmed ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="vote-pending">
            {t("vote.pending")}
          </p>
        ) : null}
      </>
    );
  }
  if (queued) {
    return (
      <p
        className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
        data-testid="vote-queued"
      >
        {queued === "against" ? t("pwa.outbox.voteQueuedAgainst") : t("pwa.outbox.voteQueuedFor")}
      </p>
    );
  }
  return <VoteForm debateId={debate.id} title={debate.title} />;
}

/** The side of a vote the service worker kept for later (its answer to the fetcher: app/pwa/messages.ts). */
function queuedVote(data: unknown): Position | null {
  const outcome = data as Partial<OfflineOutcome> | undefined;
  if (!outcome?.queued || outcome.form !== "vote") return null;
  return outcome.position === "against" ? "against" : "for";
}
