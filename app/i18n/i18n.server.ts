/**
 * Language detection for a request: `?lng=` first (the language menu), then the
 * `lng` cookie, then Accept-Language (hi, bn), else English.
 *
 * The strings are not in the Worker's bundle: `npm run build` writes each language's (every area
 * merged, scripts/build-locales.mjs) to public/strings/<lng>.json, and the Worker reads them through
 * its static-assets binding, once per isolate and language (docs/decisions/0060-page-worker-size.md).
 */
import { createCookie } from "@remix-run/cloudflare";
import { env } from "cloudflare:workers";
import { RemixI18Next } from "remix-i18next/server";

import {
  DEFAULT_NS,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  i18nOptions,
  isSupportedLanguage,
  type SupportedLanguage,
} from "./config";
import type { Resources } from "./translator";

/** Where the build puts a language's strings among the static assets (scripts/build-locales.mjs). */
export const STRINGS_PATH = (language: SupportedLanguage) => `/strings/${language}.json`;

const loadedStrings = new Map<SupportedLanguage, Resources>();

/**
 * Every string of `language` (all areas), read from the static assets on first use and then kept
 * for the isolate's life. The binding is read when called (`cloudflare:workers`), never at import.
 * Only the parsed strings are shared between requests, never a pending read: in workerd a request
 * awaiting a promise that waits on another request's I/O can hang if that request ends first, so
 * two first requests in a language each read the file (a local asset read).
 */
export async function loadStrings(language: SupportedLanguage): Promise<Resources> {
  const loaded = loadedStrings.get(language);
  if (loaded) return loaded;
  const assets = (env as { ASSETS?: Fetcher }).ASSETS;
  if (!assets) throw new Error("No ASSETS binding: wrangler.toml's [assets] gives the Worker its strings.");
  const response = await assets.fetch(new URL(STRINGS_PATH(language), "https://assets.invalid"));
  if (!response.ok) throw new Error(`The ${language} strings are missing (${response.status}): run \`npm run build\`.`);
  const strings = (await response.json()) as Resources;
  loadedStrings.set(language, strings);
  return strings;
}

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
    i18next: { ...i18nOptions },
  });
}

// Both hold only configuration and the loaded strings, so one per isolate serves every request.
let shared: ReturnType<typeof createI18n> | null = null;
const translators = new Map<string, ReturnType<ReturnType<typeof createI18n>["getFixedT"]>>();

export async function getLocale(request: Request): Promise<SupportedLanguage> {
  shared ??= createI18n();
  const locale = await shared.getLocale(request);
  return isSupportedLanguage(locale) ? locale : FALLBACK_LANGUAGE;
}

/** The translation function of a language, made once per isolate (an i18next instance each). */
export async function getFixedT(requested: string) {
  const locale = isSupportedLanguage(requested) ? requested : FALLBACK_LANGUAGE;
  // The language's strings and the fallback's (English), read by this request (see loadStrings).
  const [strings, fallback] = await Promise.all([loadStrings(locale), loadStrings(FALLBACK_LANGUAGE)]);
  let t = translators.get(locale);
  if (!t) {
    shared ??= createI18n();
    t = shared.getFixedT(locale, DEFAULT_NS, {
      resources: { [locale]: { [DEFAULT_NS]: strings }, [FALLBACK_LANGUAGE]: { [DEFAULT_NS]: fallback } },
    });
    // A failed initialisation is not kept: the next request tries again.
    t.catch(() => translators.delete(locale));
    translators.set(locale, t);
  }
  return t;
}
