/**
 * /admin: the admin area's layout (who is signed in, Logout, the sections, then the section).
 *
 * Remix runs the loaders of a layout and its children in parallel, so this guard protects only this
 * loader: every child route checks the admin role in its own loader and action (docs/security.md).
 * /admin itself is also the admin sign-in: there this layout lets everyone through and its index
 * route decides (the sign-in for visitors, 403 and the sign-in for other accounts, the overview
 * for admins). Its action is the Logout button.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, NavLink, Outlet, useLoaderData, useNavigation } from "@remix-run/react";

import { getUser, requireRole } from "~/auth/guards.server";
import { signOutHeaders } from "~/models/accounts";
import { displayName } from "~/utils/display-name";
import { ADMIN_SECTIONS } from "~/components/admin/sections";
import { Button } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { readForm, respond } from "~/utils/action.server";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["admin"] };

const isSignInPage = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, "") === "/admin";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  if (user?.role !== "admin" && !isSignInPage(request)) await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  return {
    admin: user?.role === "admin" ? { name: displayName(user) } : null,
    meta: { title: t("admin.metaTitle") },
  };
}

/** Logout: ends the session on the server and comes back to the admin sign-in. */
export async function action(args: ActionFunctionArgs) {
  await readForm(args);
  const t = await translatorFor(args.request);
  return respond(args, {
    form: "adminSignOut",
    ok: true,
    redirectTo: "/admin",
    navigate: true,
    toast: { title: t("admin.signOut.done") },
    headers: await signOutHeaders(args.context, args.request),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** 'Loading admin dashboard...' while the next admin page (or the one after signing in) loads. */
function LoadingNotice() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <p role="status" className={loading ? "mb-4 rounded-md bg-indigo-50 px-3 py-2 text-indigo-900" : "sr-only"}>
      {loading ? t("admin.loading") : ""}
    </p>
  );
}

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!admin) {
    return (
      <>
        <LoadingNotice />
        <Outlet />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <LoadingNotice />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t("admin.title")}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span data-testid="admin-signed-in-as">{t("admin.signedInAs", { name: admin.name })}</span>
          <Form method="post" action="/admin">
            <Button type="submit" variant="secondary" size="sm">
              {t("admin.signOut.button")}
            </Button>
          </Form>
        </div>
      </div>
      <nav aria-label={t("admin.navLabel")} className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex gap-x-1 overflow-x-auto">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
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
