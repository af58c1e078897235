import { useTranslation } from "~/i18n/react";

import { AuthLink } from "./auth/auth-dialog";

/** The visitor's welcome on the home page: what DebateStorm is, and the way in. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="mb-8 rounded-2xl bg-gradient-to-br from-indigo-900 to-indigo-700 px-6 py-8 text-white sm:px-10"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">{t("hero.subtitle")}</p>
      <h2 id="hero-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {t("hero.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-indigo-100">{t("hero.body")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <AuthLink
          mode="signup"
          className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-5 font-semibold text-indigo-950 hover:bg-amber-300"
        >
          {t("hero.cta")}
        </AuthLink>
        <AuthLink
          mode="signin"
          className="inline-flex min-h-11 items-center rounded-md border border-indigo-200 px-5 font-semibold text-white hover:bg-indigo-800"
        >
          {t("hero.quickLogin")}
        </AuthLink>
      </div>
    </section>
  );
}
