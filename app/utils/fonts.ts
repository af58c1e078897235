/**
 * The fonts the root preloads (app/root.tsx): the regular Latin face on every page (the digits,
 * punctuation and English words of every language), and the regular face of the page language's
 * script on Hindi and Bengali pages. Bold faces and the other script load when a page shows them
 * (app/tailwind.css declares every face; scripts/build-fonts.mjs copies them into public/fonts/).
 */
import type { SupportedLanguage } from "~/i18n/config";

const LATIN = "/fonts/noto-sans-latin-400-normal.woff2";
const SCRIPT: Partial<Record<SupportedLanguage, string>> = {
  hi: "/fonts/noto-sans-devanagari-devanagari-400-normal.woff2",
  bn: "/fonts/noto-sans-bengali-bengali-400-normal.woff2",
};

/** The addresses of the fonts a page in `language` preloads, Latin first. */
export function fontPreloads(language: SupportedLanguage): string[] {
  const script = SCRIPT[language];
  return script ? [LATIN, script] : [LATIN];
}
