/**
 * Agree / disagree / pass on a top-level argument (common ground, docs/common-ground.md): three
 * buttons in one form posting to the page's own action (a fetcher with JavaScript, a plain form
 * without). The pressed one is the citizen's reaction; another replaces it. With JavaScript the
 * choice shows at once and settles when the server answers. Visitors (and the argument's author)
 * see the counts only.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { PublicComment } from "~/models/discussion";
import type { ActionOutcome } from "~/utils/action.server";
import { formatNumber } from "~/utils/format";

import { outcomeOf, useOutcomeToast } from "../ui/action-result";

const REACTIONS = ["agree", "disagree", "pass"] as const;

export function ReactionButtons({
  comment,
  name,
  canReact,
}: {
  comment: PublicComment;
  name: string;
  canReact: boolean;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `react:${comment.id}` });
  useOutcomeToast(outcomeOf(fetcher.data, "react"));
  const sending = fetcher.formData?.get("reaction");
  const mine = typeof sending === "string" ? sending : comment.yourReaction;
  const counts = comment.reactions;

  if (!canReact) {
    return (
      <span className="text-slate-700" data-testid="comment-reactions">
        {t("discussion.react.counts", {
          agree: formatNumber(counts.agree, i18n.language),
          disagree: formatNumber(counts.disagree, i18n.language),
          pass: formatNumber(counts.pass, i18n.language),
        })}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset data-testid="reaction-form">
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="commentId" value={comment.id} />
      <div role="group" aria-label={t("discussion.react.groupLabel", { name })} className="flex flex-wrap gap-1">
        {REACTIONS.map((reaction) => {
          const pressed = mine === reaction;
          return (
            <button
              key={reaction}
              type="submit"
              name="reaction"
              value={reaction}
              aria-pressed={pressed}
              className={`inline-flex min-h-9 items-center gap-1 rounded-md border px-2 font-medium ${
                pressed
                  ? "border-indigo-800 bg-indigo-800 text-white"
                  : "border-slate-300 text-slate-800 hover:bg-slate-50"
              }`}
            >
              {t(`discussion.react.${reaction}`)} <span>{formatNumber(counts[reaction], i18n.language)}</span>
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
