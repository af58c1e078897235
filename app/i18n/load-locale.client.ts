/**
 * The strings the browser holds: one chunk per area and language, loaded once and merged into
 * one object that the page's translator reads (a language change is a full page load).
 */
import type { Area } from "./areas";
import type { SupportedLanguage } from "./config";

type Resources = Record<string, unknown>;
type Loader = () => Promise<{ default: Resources }>;

// Static imports per area and language, so the bundler makes one chunk each.
const loaders: Record<Area, Record<SupportedLanguage, Loader>> = {
  common: {
    en: () => import("./locales/common/en.json"),
    hi: () => import("./locales/common/hi.json"),
    bn: () => import("./locales/common/bn.json"),
  },
  accounts: {
    en: () => import("./locales/accounts/en.json"),
    hi: () => import("./locales/accounts/hi.json"),
    bn: () => import("./locales/accounts/bn.json"),
  },
  debates: {
    en: () => import("./locales/debates/en.json"),
    hi: () => import("./locales/debates/hi.json"),
    bn: () => import("./locales/debates/bn.json"),
  },
  news: {
    en: () => import("./locales/news/en.json"),
    hi: () => import("./locales/news/hi.json"),
    bn: () => import("./locales/news/bn.json"),
  },
  infographic: {
    en: () => import("./locales/infographic/en.json"),
    hi: () => import("./locales/infographic/hi.json"),
    bn: () => import("./locales/infographic/bn.json"),
  },
  civic: {
    en: () => import("./locales/civic/en.json"),
    hi: () => import("./locales/civic/hi.json"),
    bn: () => import("./locales/civic/bn.json"),
  },
  policy: {
    en: () => import("./locales/policy/en.json"),
    hi: () => import("./locales/policy/hi.json"),
    bn: () => import("./locales/policy/bn.json"),
  },
  experts: {
    en: () => import("./locales/experts/en.json"),
    hi: () => import("./locales/experts/hi.json"),
    bn: () => import("./locales/experts/bn.json"),
  },
  rooms: {
    en: () => import("./locales/rooms/en.json"),
    hi: () => import("./locales/rooms/hi.json"),
    bn: () => import("./locales/rooms/bn.json"),
  },
  campaigns: {
    en: () => import("./locales/campaigns/en.json"),
    hi: () => import("./locales/campaigns/hi.json"),
    bn: () => import("./locales/campaigns/bn.json"),
  },
  admin: {
    en: () => import("./locales/admin/en.json"),
    hi: () => import("./locales/admin/hi.json"),
    bn: () => import("./locales/admin/bn.json"),
  },
  account: {
    en: () => import("./locales/account/en.json"),
    hi: () => import("./locales/account/hi.json"),
    bn: () => import("./locales/account/bn.json"),
  },
  embed: {
    en: () => import("./locales/embed/en.json"),
    hi: () => import("./locales/embed/hi.json"),
    bn: () => import("./locales/embed/bn.json"),
  },
  developers: {
    en: () => import("./locales/developers/en.json"),
    hi: () => import("./locales/developers/hi.json"),
    bn: () => import("./locales/developers/bn.json"),
  },
};

/** Every string loaded so far, all areas merged (the translator looks keys up here). */
export const clientResources: Resources = {};
const loading = new Map<Area, Promise<void>>();
const loaded = new Set<Area>();

/**
 * Loads the areas not loaded yet. Returns null when all are there already (render now), else a
 * promise to wait for (the same promise for the same area, so React can suspend on it).
 */
export function ensureAreas(language: SupportedLanguage, areas: readonly Area[]): Promise<void> | null {
  const missing = areas.filter((area) => !loaded.has(area));
  if (missing.length === 0) return null;
  return Promise.all(
    missing.map((area) => {
      let pending = loading.get(area);
      if (!pending) {
        pending = loaders[area][language]().then((module) => {
          Object.assign(clientResources, module.default);
          loaded.add(area);
        });
        pending.catch(() => loading.delete(area));
        loading.set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
