/**
 * Language detection for a request: `?lng=` first (the language menu), then the
 * `lng` cookie, then Accept-Language (hi, bn), else English.
 */
import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";

import {
  DEFAULT_NS,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  i18nOptions,
  isSupportedLanguage,
  type SupportedLanguage,
} from "./config";
import bn from "./locales/bn";
import en from "./locales/en";
import hi from "./locales/hi";

export const resources = { en: { [DEFAULT_NS]: en }, hi: { [DEFAULT_NS]: hi }, bn: { [DEFAULT_NS]: bn } };

/** The visitor's language choice; not secret, readable by the server only. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export function createI18n() {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...SUPPORTED_LANGUAGES],
      fallbackLanguage: FALLBACK_LANGUAGE,
      cookie: languageCookie,
      order: ["searchParams", "cookie", "header"],
    },
    i18next: { ...i18nOptions, resources },
  });
}

// Both hold only configuration and the bundled resources, so one per isolate serves every request.
let shared: ReturnType<typeof createI18n> | null = null;
const translators = new Map<string, ReturnType<ReturnType<typeof createI18n>["getFixedT"]>>();

export async function getLocale(request: Request): Promise<SupportedLanguage> {
  shared ??= createI18n();
  const locale = await shared.getLocale(request);
  return isSupportedLanguage(locale) ? locale : FALLBACK_LANGUAGE;
}

/** The translation function of a language, made once per isolate (an i18next instance each). */
export function getFixedT(requested: string) {
  const locale = isSupportedLanguage(requested) ? requested : FALLBACK_LANGUAGE;
  let t = translators.get(locale);
  if (!t) {
    shared ??= createI18n();
    t = shared.getFixedT(locale, DEFAULT_NS);
    // A failed initialisation is not kept: the next request tries again.
    t.catch(() => translators.delete(locale));
    translators.set(locale, t);
  }
  return t;
}
