/**
 * Support / Against: a form to the page's own action (intent "vote"), through a fetcher
 * when JavaScript runs and as a plain post when it does not (the action then sends the page
 * back at the card, #debate-{id}). After a vote the discussion opens 1.5 s later (SPEC.md
 * section 4); a vote refused because one was already cast opens it at once, and the server's
 * toast says that the first vote stands.
 */
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

import type { Position } from "~/db/schema";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import type { ActionOutcome } from "~/utils/action.server";
import { withDialog } from "~/utils/urls";

const OPEN_DISCUSSION_AFTER_MS = 1_500;

type VoteOutcome = ActionOutcome<{ debateId: string; position: Position; existing: Position }>;

const fetcherKey = (debateId: string) => `vote:${debateId}`;

/**
 * The vote's fetcher and what follows a vote. Used by the part of the card that stays on the
 * page when the buttons give way to "You supported", so the 1.5 s timer survives that change.
 */
export function useVoteFetcher(debateId: string) {
  const fetcher = useFetcher<VoteOutcome>({ key: fetcherKey(debateId) });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const outcome = outcomeOf<{ position: Position; existing: Position }>(fetcher.data, "vote");
  useOutcomeToast(outcome);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome?.toast || handled.current === outcome.toast.id) return;
    handled.current = outcome.toast.id;
    const discussion =
      pathname === "/" ? withDialog(search, { debate: debateId }) : `/debates/${debateId}#discussion-title`;
    const open = () => navigate(discussion, { preventScrollReset: pathname === "/" });
    if (outcome.ok) {
      const timer = setTimeout(open, OPEN_DISCUSSION_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (outcome.existing) open();
  }, [outcome, debateId, navigate, pathname, search]);

  return fetcher;
}

export function VoteForm({ debateId, title }: { debateId: string; title: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<VoteOutcome>({ key: fetcherKey(debateId) });
  const pending = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" className="mt-3" preventScrollReset>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="debateId" value={debateId} />
      <fieldset disabled={pending}>
        <legend className="sr-only">{t("vote.legend", { title })}</legend>
        <div className="grid grid-cols-2 gap-2">
          <button
            type="submit"
            name="position"
            value="for"
            className="min-h-11 rounded-md border border-green-700 bg-green-700 px-3 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          >
            {t("debate.support")}
          </button>
          <button
            type="submit"
            name="position"
            value="against"
            className="min-h-11 rounded-md border border-red-700 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t("debate.against")}
          </button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}
