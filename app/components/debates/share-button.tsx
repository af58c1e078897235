/**
 * Share (SPEC.md Overlay 14): where the browser can share files, the debate's card image
 * goes with the link; else the browser's share sheet with the link; else the link
 * /?debate={id} is copied and 'Debate link copied to clipboard!' shown. Without JavaScript
 * it is a plain link to the debate's own page, which can be shared from the address bar.
 */
import { useTranslation } from "~/i18n/react";
import { infographicFileName, infographicPath } from "~/utils/infographic";

import { useToast } from "../ui/toast";

/** The card as a File, when this browser can share files; null otherwise (or if it fails). */
async function cardFile(debateId: string, lng: string): Promise<File | null> {
  const probe = new File([], "card.png", { type: "image/png" });
  if (!navigator.canShare?.({ files: [probe] })) return null;
  try {
    const response = await fetch(infographicPath(debateId, lng));
    if (!response.ok) return null;
    return new File([await response.blob()], infographicFileName(debateId), { type: "image/png" });
  } catch {
    return null;
  }
}

export function ShareButton({
  debateId,
  title,
  named,
}: {
  debateId: string;
  title: string;
  /** Its id and the elements that name it (aria-labelledby: "Share" and the title shown), instead of a label. */
  named?: { id: string; "aria-labelledby": string };
}) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  return (
    <a
      href={`/debates/${debateId}`}
      className="card-action inline-flex"
      {...(named ?? { "aria-label": t("debate.shareLabel", { title }) })}
      onClick={async (event) => {
        event.preventDefault();
        const url = `${window.location.origin}/?debate=${debateId}`;
        try {
          if (navigator.share) {
            const file = await cardFile(debateId, i18n.language);
            await navigator.share(file ? { title, url, files: [file] } : { title, url });
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
