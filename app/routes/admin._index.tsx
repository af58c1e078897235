/** /admin: what each section of the admin area is for. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { ADMIN_SECTIONS } from "~/components/admin/sections";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  return null;
}

export default function AdminOverview() {
  const { t } = useTranslation();
  const sections = ADMIN_SECTIONS.filter((section) => section.to !== "/admin");
  return (
    <section aria-labelledby="admin-overview">
      <h2 id="admin-overview" className="text-lg font-semibold text-slate-900">
        {t("admin.sections.overview")}
      </h2>
      {sections.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.overview.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to} className="rounded-lg border border-slate-200 bg-white p-4">
              <Link to={section.to} className="font-semibold text-blue-800 underline-offset-2 hover:underline">
                {t(section.label)}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{t(section.description)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
