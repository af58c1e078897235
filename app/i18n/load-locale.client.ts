/** Loads one language's strings as its own chunk, so a page ships only the language it shows. */
import type { SupportedLanguage } from "./config";

type Resources = Record<string, unknown>;

export async function loadLocale(lng: SupportedLanguage): Promise<Resources> {
  switch (lng) {
    case "hi":
      return (await import("./locales/hi")).default;
    case "bn":
      return (await import("./locales/bn")).default;
    default:
      return (await import("./locales/en")).default;
  }
}
