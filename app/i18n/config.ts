/** Languages the UI is offered in, and i18next options shared by server and client. */
import { formatNumber } from "~/utils/format";

export const SUPPORTED_LANGUAGES = ["en", "hi", "bn"] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = "en";
export const DEFAULT_NS = "common";

/** Each language's name in its own script, for the language menu. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: "English",
  hi: "हिन्दी",
  bn: "বাংলা",
};

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: DEFAULT_NS,
  ns: [DEFAULT_NS],
  interpolation: {
    // React escapes what it renders; server-side strings (e-mail text) are plain text.
    escapeValue: false,
    // Every number is written by the one number rule of its language (app/utils/format.ts).
    alwaysFormat: true,
    format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
      typeof value === "number" ? formatNumber(value, lng ?? FALLBACK_LANGUAGE) : (value as string),
  },
} as const;
