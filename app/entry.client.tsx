import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

import { FALLBACK_LANGUAGE, isSupportedLanguage } from "./i18n/config";
import { loadLocale } from "./i18n/load-locale.client";
import { I18nProvider } from "./i18n/react";

const lang = document.documentElement.lang;
const lng = isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE;

// The page's language only, as its own chunk; a language change is a full page load.
void loadLocale(lng).then((strings) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider language={lng} resources={strings}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
});
