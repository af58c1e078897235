import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import { REGIONS } from "~/db/enums";
import { withDialog } from "~/utils/urls";

import { AuthLink } from "./auth/auth-dialog";
import { OverlayLink, type OverlayKind } from "./overlays/overlay-link";

interface HeaderUser {
  id: string;
  name: string;
  role: "citizen" | "admin";
  /** Unread notifications: the bell's count. */
  unreadNotifications?: number;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activeRegion = pathname === "/" ? params.get("region") : null;
  const overlayLink = (overlay: string) =>
    pathname === "/" ? withDialog(`?${params}`, { overlay }) : `/?overlay=${overlay}`;
  const tools: { key: string; to: string; label: string; opens?: OverlayKind }[] = user
    ? [
        { key: "stats", to: overlayLink("stats"), label: t("nav.myStats") },
        { key: "influence", to: overlayLink("influence"), label: t("nav.myInfluence") },
        { key: "discussions", to: overlayLink("discussions"), label: t("nav.allDiscussions") },
        { key: "policy", to: "/policy-impact", label: t("nav.policyImpact"), opens: "policy" as const },
        { key: "civic", to: "/civic-education", label: t("nav.civicEducation"), opens: "civic" as const },
        // The admins' tools are pages of the admin area: the home page carries no admin code.
        ...(user.role === "admin"
          ? [
              { key: "users", to: "/admin/directory", label: t("nav.userDirectory") },
              { key: "news", to: "/admin/news", label: t("nav.liveNews") },
            ]
          : []),
      ]
    : [];
  const toolClass = "inline-flex min-h-11 items-center px-3 font-medium text-indigo-50 hover:bg-indigo-800";

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
          {/* On phones the mark alone (the link keeps its name): the header stays one row high. */}
          <span className="hidden sm:inline">{t("app.name")}</span>
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
          <ul className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm font-medium sm:gap-x-4">
            <li>
              <Link to="/live-rooms" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {t("nav.liveRooms")}
              </Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link
                    to="/notifications"
                    className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-indigo-900"
                    aria-label={t("nav.notifications", { count: user.unreadNotifications ?? 0 })}
                    data-testid="notification-bell"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-6 w-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
                    </svg>
                    {user.unreadNotifications ? (
                      <span
                        aria-hidden="true"
                        className="absolute right-0 top-1 min-w-5 rounded-full bg-amber-400 px-1 text-center text-xs font-bold text-indigo-950"
                      >
                        {user.unreadNotifications > 99 ? "99+" : user.unreadNotifications}
                      </span>
                    ) : null}
                  </Link>
                </li>
                {/* On phones the account is an icon whose name is "Signed in as …" (the settings link); from
                    sm up the words show, whole where there is room. */}
                <li className="min-w-0 text-indigo-100 sm:max-w-56 lg:max-w-xs" data-testid="signed-in-as">
                  <Link
                    to="/settings"
                    className="inline-flex min-h-11 min-w-11 max-w-full items-center justify-center rounded-md underline-offset-4 hover:bg-indigo-900 sm:justify-start sm:hover:bg-transparent sm:hover:underline"
                    title={t("nav.signedInAs", { name: user.name })}
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-6 w-6 sm:hidden"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <circle cx="12" cy="8" r="4" />
                      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
                    </svg>
                    <span className="sr-only sm:not-sr-only sm:truncate">
                      {t("nav.signedInAs", { name: user.name })}
                    </span>
                  </Link>
                </li>
                <li>
                  {/* Signing out goes on to the home page, with or without JavaScript (/logout's action). */}
                  <Form method="post" action="/logout">
                    <button
                      type="submit"
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-indigo-300 px-2 hover:bg-indigo-900 sm:px-3"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="h-5 w-5 sm:hidden"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11" />
                      </svg>
                      <span className="sr-only sm:not-sr-only">{t("nav.signOut")}</span>
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <>
                <li>
                  <AuthLink
                    mode="signin"
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {t("nav.signIn")}
                  </AuthLink>
                </li>
                <li>
                  <AuthLink
                    mode="signup"
                    className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-3 font-semibold text-indigo-950 hover:bg-amber-300"
                  >
                    {t("nav.join")}
                  </AuthLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
      {tools.length ? (
        <nav aria-label={t("nav.tools")} className="border-t border-indigo-900 bg-indigo-900/60">
          <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 text-sm sm:px-6">
            {tools.map((tool) => (
              <li key={tool.key} className="shrink-0">
                {tool.opens ? (
                  // Policy Impact and Civic Education: their own pages, opened as overlays with JavaScript.
                  <OverlayLink kind={tool.opens} to={tool.to} className={toolClass}>
                    {tool.label}
                  </OverlayLink>
                ) : (
                  <Link to={tool.to} preventScrollReset className={toolClass}>
                    {tool.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
