/**
 * Share: the browser's share sheet where there is one, else the link /?debate={id} is
 * copied and 'Debate link copied to clipboard!' shown. Without JavaScript it is a plain
 * link to the debate's own page, which can be shared from the address bar.
 */
import { useTranslation } from "~/i18n/react";

import { useToast } from "../ui/toast";

export function ShareButton({ debateId, title }: { debateId: string; title: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  return (
    <a
      href={`/debates/${debateId}`}
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
      aria-label={t("debate.shareLabel", { title })}
      onClick={async (event) => {
        event.preventDefault();
        const url = `${window.location.origin}/?debate=${debateId}`;
        try {
          if (navigator.share) {
            await navigator.share({ title, url });
            return;
          }
          await navigator.clipboard.writeText(url);
          toast({ title: t("debate.shareCopied") });
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
          toast({ title: t("debate.shareFailed", { url }), variant: "destructive" });
        }
      }}
    >
      {t("debate.share")}
    </a>
  );
}
