/**
 * /admin: the admin area's layout (navigation, then the section). Remix runs the loaders of a
 * layout and its children in parallel, so this guard protects only this loader: every child route
 * checks the admin role in its own loader and action (docs/security.md).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { ADMIN_SECTIONS } from "~/components/admin/sections";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  return { meta: { title: t("admin.metaTitle") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("admin.title")}</h1>
      <nav aria-label={t("admin.navLabel")} className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.to === "/admin"}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                    isActive
                      ? "border-blue-700 text-blue-800"
                      : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                  }`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
