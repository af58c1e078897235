/**
 * The UI's strings come in areas (app/i18n/locales/<area>/{en,hi,bn}.json). The server renders
 * with every area; the browser loads, for the page's language, the root's areas and those each
 * matched route names in its `handle`, so a page ships only the strings it shows
 * (docs/decisions/0005-client-i18n.md). A new feature adds its own area and names it in its routes'
 * handle: `export const handle: I18nHandle = { i18n: ["civic"] };`.
 */
export const AREAS = [
  "common",
  "accounts",
  "debates",
  "news",
  "infographic",
  "civic",
  "policy",
  "experts",
  "rooms",
  "campaigns",
  "admin",
  "account",
  "embed",
  "developers",
] as const;
export type Area = (typeof AREAS)[number];
// One more area, "server" (e-mails, the debate generator's wording), is never sent to the browser.

/** What every page needs: the header, footer, errors and toasts. */
const ROOT_AREAS: readonly Area[] = ["common"];

/** A route module's `handle`, as far as strings go. */
export interface I18nHandle {
  i18n?: readonly Area[];
}

/** The areas a page needs: the root's, and every matched route's. */
export function areasOf(handles: readonly unknown[]): Area[] {
  const areas = new Set<Area>(ROOT_AREAS);
  for (const handle of handles) {
    for (const area of (handle as I18nHandle | undefined)?.i18n ?? []) areas.add(area);
  }
  return [...areas];
}
