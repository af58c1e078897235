import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

import { areasOf } from "./i18n/areas";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "./i18n/config";
import { clientResources, ensureAreas } from "./i18n/load-locale.client";
import { I18nProvider } from "./i18n/react";

const lang = document.documentElement.lang;
const lng = isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE;

// The strings of the matched routes (their modules are already loaded, with their `handle`),
// in the page's language only, before hydrating; later routes load theirs (root.tsx LocaleAreas).
const modules = (window as unknown as { __remixRouteModules?: Record<string, { handle?: unknown }> })
  .__remixRouteModules;
void (ensureAreas(lng, areasOf(Object.values(modules ?? {}).map((m) => m.handle))) ?? Promise.resolve()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider language={lng} resources={clientResources}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
});
