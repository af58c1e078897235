import { Link, useLocation } from "@remix-run/react";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type SupportedLanguage } from "~/i18n/config";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";

import { Button } from "./ui/button";

interface FooterLink {
  to: string;
  label: string;
}

export function SiteFooter({ locale }: { locale: SupportedLanguage }) {
  const { t } = useTranslation();
  const columns: { heading: string; links: FooterLink[] }[] = [
    {
      heading: t("footer.regionalDivisions"),
      links: [
        { to: "/?region=global", label: t("region.global") },
        { to: "/?region=bharat", label: t("region.bharat") },
      ],
    },
    {
      heading: t("footer.democraticTools"),
      links: [
        { to: "/?sort=trending", label: t("footer.trendingDebates") },
        { to: "/policy-impact", label: t("footer.policyImpactTracker") },
        { to: "/experts", label: t("footer.expertAnalysis") },
        { to: "/civic-education", label: t("footer.civicEducation") },
      ],
    },
    {
      heading: t("footer.support"),
      links: [
        { to: "/help", label: t("footer.helpCenter") },
        { to: "/guidelines", label: t("footer.communityGuidelines") },
        { to: "/privacy", label: t("footer.privacyPolicy") },
        { to: "/ads", label: t("footer.adLibrary") },
        { to: "/developers", label: t("footer.developers") },
      ],
    },
  ];

  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-indigo-950">{t("app.name")}</p>
          <p className="mt-2 text-sm text-slate-700">{t("app.tagline")}</p>
          <LanguageMenu locale={locale} />
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{column.heading}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-8 items-center text-indigo-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-700 sm:px-6">
          <p>
            {t("footer.copyright", {
              year: formatNumber(new Date().getUTCFullYear(), locale, { useGrouping: false }),
            })}
          </p>
          <Link to="/admin" className="inline-flex min-h-8 items-center text-indigo-800 hover:underline">
            {t("footer.admin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}

/**
 * A plain POST form to /language (routes/language.ts; works without JavaScript, with its Change
 * button): the language is kept in the `lng` cookie, and on the account when signed in, and the
 * browser comes back to this page, loaded as a new document in the new language. With JavaScript,
 * choosing a language submits it.
 */
function LanguageMenu({ locale }: { locale: SupportedLanguage }) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  const search = params.toString();

  return (
    <form method="post" action="/language" className="mt-4 flex items-end gap-2" data-testid="language-menu">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${search ? `?${search}` : ""}`} />
      <div>
        <label htmlFor="language-select" className="block text-sm font-medium text-slate-800">
          {t("footer.language")}
        </label>
        <select
          id="language-select"
          name="lng"
          defaultValue={locale}
          // With JavaScript the choice applies at once; the button below is for pages without it.
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="language-names mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-3 text-sm"
        >
          {SUPPORTED_LANGUAGES.map((lng) => (
            // Another language's name is drawn in the system's font (app/tailwind.css).
            <option key={lng} value={lng} lang={lng} className={lng === locale ? undefined : "system-font"}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm">
        {t("footer.changeLanguage")}
      </Button>
    </form>
  );
}
