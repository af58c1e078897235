/**
 * Translations for React components: <I18nProvider> with the page's language and its
 * strings; `useTranslation()` gives `t` and `i18n.language`, as react-i18next did.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";

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
  const value = useMemo(
    () => ({ t: createTranslator(language, resources), i18n: { language } }),
    [language, resources],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation must be used inside <I18nProvider>");
  return value;
}
