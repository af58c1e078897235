/**
 * One debate in the grid (SPEC.md section 2): region, trending and language badges, title
 * and description in the reader's language when translated (the original a tap away),
 * the support/against bar (or "no votes yet"), participants, and the actions:
 * vote, comments, insights and experts (the last two hidden on small screens), share.
 * Anchor: #debate-{id}.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { Position } from "~/db/schema";
import type { CardDebate, ReaderDebate } from "~/models/debates";
import { shownText } from "~/utils/debate-text";
import { withDialog } from "~/utils/urls";

import { OverlayLink } from "~/components/overlays/overlay-link";
import { DebateBadges, VoteControls } from "./debate-parts";
import { ShareButton } from "./share-button";
import { TranslationNote } from "./translation-note";
import { VoteBar } from "./vote-bar";

export function DebateCard({
  debate,
  position,
  signedIn,
}: {
  /** Only what a card shows (app/models/debates/feed.server.ts). */
  debate: CardDebate & Pick<ReaderDebate, "translation">;
  /** The viewer's side, when they voted. */
  position: Position | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const headingId = `debate-${debate.id}-title`;
  const shown = shownText(debate);
  // Narrow padding and gaps, so the four actions and Share fit one row on a card of a three-column grid
  // (.card-action, app/tailwind.css: one class, not eight on each of a page's ~100 links).
  const action = "card-action inline-flex";
  // Hidden on phones (SPEC.md): without a display class of its own, since Tailwind writes
  // .inline-flex after .hidden and the first would win.
  const wideOnly = "card-action hidden sm:inline-flex";
  // Each action's accessible name is its word and the card's title ("Comments" + the title), read
  // from the heading (aria-labelledby), not a copy of the title in each link (decision 0118).
  const named = (action: string) => ({
    id: `${debate.id}-${action}`,
    "aria-labelledby": `${debate.id}-${action} ${headingId}`,
  });

  return (
    <article
      id={`debate-${debate.id}`}
      aria-labelledby={headingId}
      // A card out of sight is not laid out or painted until it comes near (content-visibility):
      // a phone draws the first cards without the other twenty. docs/performance.md, "First paint".
      className="flex w-full scroll-mt-4 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_400px] [content-visibility:auto]"
      data-testid="debate-card"
      data-region={debate.region}
    >
      <DebateBadges debate={debate} />
      <h2 id={headingId} lang={shown.lang} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
        <Link to={`/debates/${debate.id}`} className="hover:underline">
          {shown.title}
        </Link>
      </h2>
      {shown.description ? (
        <p lang={shown.lang} className="mt-2 line-clamp-3 text-sm text-slate-700">
          {shown.description}
        </p>
      ) : null}
      <TranslationNote debate={debate} className="mt-2" />
      <div className="mt-auto pt-4">
        <VoteBar debate={debate} />
        <p className="mt-2 text-sm text-slate-700">{t("debate.participants", { count: debate.participantCount })}</p>
        <VoteControls debate={{ id: debate.id, title: shown.title }} position={position} signedIn={signedIn} />
        <div className="mt-3 flex flex-wrap items-center gap-0.5 border-t border-slate-100 pt-2">
          {/* Dialogs over this page: its own route, nothing for Remix to discover (no data-discover on 48 links). */}
          <Link
            to={withDialog(search, { debate: debate.id })}
            preventScrollReset
            discover="none"
            className={action}
            {...named("comments")}
          >
            {t("debate.comments")}
          </Link>
          <Link
            to={withDialog(search, { insights: debate.id })}
            preventScrollReset
            discover="none"
            className={wideOnly}
            {...named("insights")}
          >
            {t("debate.insights")}
          </Link>
          {/* The Expert Witness dialog (the debate page's #experts section without JavaScript). */}
          <OverlayLink
            kind="experts"
            to={`/debates/${debate.id}#experts`}
            dataFrom={`/debates/${debate.id}`}
            className={wideOnly}
            named={named("experts")}
          >
            {t("debate.experts")}
          </OverlayLink>
          <span className="ml-auto">
            <ShareButton debateId={debate.id} title={shown.title} named={named("share")} />
          </span>
        </div>
      </div>
    </article>
  );
}
