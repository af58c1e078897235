/**
 * Translations for React components: <I18nProvider> with the page's language and its
 * strings; `useTranslation()` gives `t` and `i18n.language`, as react-i18next did.
 */
import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";

import { areasOf } from "./areas";
import { isSupportedLanguage } from "./config";
import { ensureAreas } from "./load-locale.client";
import { createTranslator, type Resources, type TFunction } from "./translator";

interface I18nValue {
  t: TFunction;
  i18n: { language: string };
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  language,
  resources,
  children,
}: {
  language: string;
  resources: Resources;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const translate = createTranslator(language, resources);
    const t = ((key: string, options?: Parameters<TFunction>[1]) => {
      const text = translate(key, options);
      // A key that comes back as itself has no string here: in the browser, its area is not loaded
      // (the route's handle does not name it). The server renders every area, so say it loudly.
      if (text === key && typeof document !== "undefined") {
        console.error(`[i18n] No "${language}" string for "${key}" on this page: name its area in the route's handle.`);
      }
      return text;
    }) as TFunction;
    return { t, i18n: { language } };
  }, [language, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation must be used inside <I18nProvider>");
  return value;
}

/**
 * Holds a page back until the browser has the string areas its routes name (app/i18n/areas.ts):
 * during a client-side navigation the new page waits (the old one stays on screen, as Remix
 * navigates in a transition) while its strings load. On the server every area is there already.
 */
export function LocaleAreas({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { i18n } = useTranslation();
  if (typeof document !== "undefined" && isSupportedLanguage(i18n.language)) {
    const pending = ensureAreas(i18n.language, areasOf(matches.map((match) => match.handle)));
    // React suspends on a thrown promise until the strings are there.
    if (pending) throw pending;
  }
  return <>{children}</>;
}
