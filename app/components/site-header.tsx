import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { REGIONS } from "~/db/enums";

export function SiteHeader() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activeRegion = pathname === "/" ? params.get("region") : null;

  return (
    <header className="bg-indigo-950 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 text-xl font-bold tracking-tight"
          aria-label={t("nav.homeLabel")}
        >
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-md bg-amber-400 text-indigo-950">
            ⚡
          </span>
          <span>{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.regions")} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex gap-2">
            {REGIONS.map((region) => (
              <li key={region}>
                <Link
                  to={`/?region=${region}`}
                  aria-current={activeRegion === region ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                    activeRegion === region
                      ? "border-amber-400 bg-amber-400 text-indigo-950"
                      : "border-indigo-300 text-white hover:bg-indigo-900"
                  }`}
                >
                  {t(`region.${region}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("nav.primary")} className="ml-auto">
          <ul className="flex items-center gap-4 text-sm font-medium">
            <li>
              <Link to="/live-rooms" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {t("nav.liveRooms")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
