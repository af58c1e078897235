import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

import { DEFAULT_NS, FALLBACK_LANGUAGE, i18nOptions, isSupportedLanguage } from "./i18n/config";
import { loadLocale } from "./i18n/load-locale.client";

const lang = document.documentElement.lang;
const lng = isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE;

void loadLocale(lng)
  .then((strings) =>
    i18next
      .use(initReactI18next)
      .init({ ...i18nOptions, lng, ns: [DEFAULT_NS], resources: { [lng]: { [DEFAULT_NS]: strings } } }),
  )
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
