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
import bn from "./locales/bn.json";
import en from "./locales/en.json";
import hi from "./locales/hi.json";

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

export async function getLocale(request: Request): Promise<SupportedLanguage> {
  const locale = await createI18n().getLocale(request);
  return isSupportedLanguage(locale) ? locale : FALLBACK_LANGUAGE;
}

export async function getFixedT(locale: string) {
  return createI18n().getFixedT(locale, DEFAULT_NS);
}
