/**
 * One debate in the grid (SPEC.md section 2): region and trending badges, title,
 * the support/against bar (or "no votes yet"), participants, and the actions:
 * vote, comments, insights and experts (the last two hidden on small screens), share.
 * Anchor: #debate-{id}.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { Position } from "~/db/schema";
import type { PublicDebate } from "~/models/debates.server";
import { withDialog } from "~/utils/urls";

import { OverlayLink } from "../overlay-link";
import { DebateBadges, VoteControls } from "./debate-parts";
import { ShareButton } from "./share-button";
import { VoteBar } from "./vote-bar";

export function DebateCard({
  debate,
  position,
  signedIn,
}: {
  debate: PublicDebate;
  /** The viewer's side, when they voted. */
  position: Position | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const headingId = `debate-${debate.id}-title`;
  const action =
    "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50";

  return (
    <article
      id={`debate-${debate.id}`}
      aria-labelledby={headingId}
      className="flex w-full scroll-mt-4 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="debate-card"
      data-region={debate.region}
    >
      <DebateBadges debate={debate} />
      <h2 id={headingId} lang={debate.language} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        <Link to={`/debates/${debate.id}`} className="hover:underline">
          {debate.title}
        </Link>
      </h2>
      {debate.description ? (
        <p lang={debate.language} className="mt-2 line-clamp-3 text-sm text-slate-700">
          {debate.description}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        <VoteBar debate={debate} />
        <p className="mt-2 text-sm text-slate-700">{t("debate.participants", { count: debate.participantCount })}</p>
        <VoteControls debate={debate} position={position} signedIn={signedIn} />
        <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
          <Link
            to={withDialog(search, { debate: debate.id })}
            preventScrollReset
            className={action}
            aria-label={t("debate.commentsLabel", { title: debate.title })}
          >
            {t("debate.comments")}
          </Link>
          <Link
            to={withDialog(search, { insights: debate.id })}
            preventScrollReset
            className={`${action} hidden sm:inline-flex`}
            aria-label={t("debate.insightsLabel", { title: debate.title })}
          >
            {t("debate.insights")}
          </Link>
          {/* The Expert Witness dialog (the debate page's #experts section without JavaScript). */}
          <OverlayLink
            kind="experts"
            to={`/debates/${debate.id}#experts`}
            dataFrom={`/debates/${debate.id}`}
            className={`${action} hidden sm:inline-flex`}
            label={t("debate.expertsLabel", { title: debate.title })}
          >
            {t("debate.experts")}
          </OverlayLink>
          <span className="ml-auto">
            <ShareButton debateId={debate.id} title={debate.title} />
          </span>
        </div>
      </div>
    </article>
  );
}
