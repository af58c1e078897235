/**
 * Beside a debate shown in translation: "Translated automatically from Bengali" (or, for the demo
 * seed's translations, which we wrote, "Translated from Bengali for the demo by its editors"), and the
 * original one tap away in a disclosure (<details>: it opens without JavaScript), with its
 * `lang` so screen readers and fonts read it as what it is.
 */
import { useTranslation } from "~/i18n/react";
import { shownText, type DebateText } from "~/utils/debate-text";

export function TranslationNote({ debate, className = "" }: { debate: DebateText; className?: string }) {
  const { t } = useTranslation();
  const shown = shownText(debate);
  if (!shown.translatedFrom) return null;
  return (
    <div className={`text-sm text-slate-700 ${className}`} data-testid="translation-note">
      <p className="text-xs font-medium text-slate-700">
        {shown.translatedBy === "seed"
          ? t(`debates.seedTranslatedFrom.${shown.translatedFrom}`)
          : t(`debates.translatedFrom.${shown.translatedFrom}`)}
      </p>
      <details className="group mt-1" data-testid="original-text">
        <summary className="cursor-pointer py-1.5 font-semibold text-indigo-800 hover:underline">
          {t("debates.showOriginal")}
        </summary>
        <div lang={debate.language} className="mt-1 border-l-2 border-slate-200 pl-3">
          <p className="font-semibold text-slate-900">{debate.title}</p>
          {debate.description ? <p className="mt-1">{debate.description}</p> : null}
        </div>
      </details>
    </div>
  );
}

/** "In Bengali": the language a debate was written in. */
export function LanguageBadge({ language }: { language: DebateText["language"] }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800" data-testid="debate-language">
      {t(`debates.writtenIn.${language}`)}
    </span>
  );
}
