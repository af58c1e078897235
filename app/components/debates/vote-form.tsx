/**
 * Support / Against. With JavaScript: POST /api/debates/{id}/vote, the page's data
 * reloads (the bar moves, the buttons go) and the discussion opens 1.5 s later; a 400
 * (already voted) opens the discussion at once. Without JavaScript: a plain form post
 * that comes back to the same card (#debate-{id}).
 */
import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";

import { postJson, withDialog } from "~/utils/urls";

import { useToast } from "../ui/toast";

export const OPEN_DISCUSSION_AFTER_MS = 1_500;

export function VoteForm({ debateId, title }: { debateId: string; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const discussionUrl = withDialog(location.search, { debate: debateId });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const position = submitter?.value;
    if (!position || pending) return;
    setPending(true);
    try {
      const { status, data } = await postJson<{ error?: string }>(`/api/debates/${debateId}/vote`, { position });
      if (status === 200) {
        toast({ title: t("vote.recorded"), description: t("vote.recordedDescription") });
        revalidator.revalidate();
        setTimeout(() => navigate(discussionUrl, { preventScrollReset: true }), OPEN_DISCUSSION_AFTER_MS);
      } else if (status === 400) {
        navigate(discussionUrl, { preventScrollReset: true });
      } else {
        toast({ title: t("vote.failed"), description: data?.error ?? t("vote.failed"), variant: "destructive" });
      }
    } catch {
      toast({ title: t("vote.failed"), description: t("auth.errors.network"), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" action={`/debates/${debateId}/vote`} onSubmit={onSubmit} className="mt-3">
      <input type="hidden" name="redirectTo" value={here} />
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
    </form>
  );
}
