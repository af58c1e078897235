/**
 * "Embed this debate" on a debate's page (docs/embed.md): the `<iframe>` code another site pastes,
 * in a read-only text box a reader can select and copy without JavaScript; with it, a button
 * copies the code too.
 */
import { useEffect, useId, useState } from "react";

import { useTranslation } from "~/i18n/react";
import { buttonClass } from "../ui/button";
import { useToast } from "../ui/toast";

export function EmbedSnippet({ code }: { code: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const id = useId();
  // The button needs the clipboard, so it shows only once the page runs its script.
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);

  return (
    <section id="embed" className="mt-10 scroll-mt-4" aria-labelledby={`${id}-title`} data-testid="embed-snippet">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("embed.snippetTitle")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("embed.snippetIntro")}</p>
      <label htmlFor={`${id}-code`} className="mt-3 block text-sm font-semibold text-slate-900">
        {t("embed.snippetLabel")}
      </label>
      <textarea
        id={`${id}-code`}
        readOnly
        rows={4}
        value={code}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-indigo-600"
        onFocus={(event) => event.currentTarget.select()}
      />
      {canCopy ? (
        <button
          type="button"
          className={buttonClass({ variant: "outline" }, "mt-3")}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(code);
              toast({ title: t("embed.copied") });
            } catch {
              toast({ title: t("embed.copyFailed"), variant: "destructive" });
            }
          }}
        >
          {t("embed.copy")}
        </button>
      ) : null}
    </section>
  );
}
