/**
 * Language detection for a request: `?lng=` first (a link in a language), then this visit's
 * language (the `lng_visit` cookie that `?lng=` leaves), then the `lng` cookie (the language menu's
 * and the settings' choice, and a signed-in account's language), then Accept-Language (hi, bn),
 * else English. docs/decisions/0003-i18n.md says who writes which cookie.
 *
 * The strings are not in the Worker's bundle: `npm run build` writes each language's (every area
 * merged, scripts/build-locales.mjs) to public/strings/<lng>.json, and the Worker reads them through
 * its static-assets binding, once per isolate and language (docs/decisions/0060-page-worker-size.md).
 */
import { createCookie } from "~/utils/remix.server";
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
const STRINGS_PATH = (language: SupportedLanguage) => `/strings/${language}.json`;

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
  // Imported here, not at the top: scripts in Node (the seed, `tsx scripts/seed.ts`) import the
  // domains' faces, which reach this module, and Node has no `cloudflare:workers`.
  const { env } = await import("cloudflare:workers");
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

/**
 * The language of this visit only: a GET with `?lng=` (a shared link, a hand-typed address) sets it
 * for as long as the browser runs (no Max-Age), and changes nothing saved. It wins over the `lng`
 * cookie and over a signed-in account's language (app/auth/account-language.server.ts) until the
 * browser closes or a language is chosen with a POST (the language menu, the settings).
 */
export const visitLanguageCookie = createCookie("lng_visit", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
});

/** This visit's language (`lng_visit`), or null. */
export async function visitLanguage(request: Request): Promise<SupportedLanguage | null> {
  const value: unknown = await visitLanguageCookie.parse(request.headers.get("Cookie"));
  return isSupportedLanguage(value) ? value : null;
}

/**
 * The Set-Cookie headers of a language chosen with a POST (the language menu's /language, the
 * settings): the `lng` cookie, kept a year, and the end of any visit's language.
 */
export async function chosenLanguageCookies(language: SupportedLanguage, secure: boolean): Promise<string[]> {
  return [
    await languageCookie.serialize(language, { secure }),
    await visitLanguageCookie.serialize("", { secure, maxAge: 0 }),
  ];
}

function createI18n() {
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
  if (!isSupportedLanguage(new URL(request.url).searchParams.get("lng"))) {
    const visit = await visitLanguage(request);
    if (visit) return visit;
  }
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
