import { useTranslation } from "~/i18n/react";

import { LinkButton } from "./ui/button";

const KNOWN = new Set([400, 401, 403, 404, 405, 415, 429, 500, 503]);

/** One error page with a message per status; used by the root error boundary and the 404 route. */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const { t } = useTranslation();
  const key = KNOWN.has(status) ? String(status) : status >= 500 ? "500" : "generic";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold text-indigo-800">{t("errors.statusLabel", { status })}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {t(`errors.${key}.title`)}
      </h1>
      <p className="mt-4 text-slate-700">{t(`errors.${key}.body`, { path })}</p>
      <div className="mt-8 flex justify-center gap-3">
        <LinkButton to="/" size="lg">
          {t("errors.backHome")}
        </LinkButton>
      </div>
    </section>
  );
}
