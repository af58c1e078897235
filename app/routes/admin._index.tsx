/**
 * /admin: for admins, what each section of the admin area is for; for everyone else, the admin
 * sign-in (SPEC.md section 2): visitors get it, a signed-in citizen gets it with 403 and a line
 * saying their account cannot enter. Its action signs in (app/auth/admin-sign-in.server.ts: the
 * ordinary sign-in with its limits, for admin accounts only).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { signInAsAdmin } from "~/auth/admin-sign-in.server";
import { getUser } from "~/auth/guards.server";
import { ADMIN_SECTIONS } from "~/components/admin/sections";
import { AdminSignIn } from "~/components/admin/sign-in-form";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { adminSignInSchema } from "~/models/admin";
import { displayName } from "~/utils/display-name";
import { readForm, respond } from "~/utils/action.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  if (user?.role === "admin") return data({ view: "overview" as const, signedInAs: null, redirectTo: "/admin" });
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  // Anyone may see the sign-in; a signed-in account that is not an admin is refused (403) and told so.
  return data(
    { view: "signIn" as const, signedInAs: user ? displayName(user) : null, redirectTo },
    { status: user ? 403 : 200 },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const t = await translatorFor(request);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/admin");
  const parsed = parseForm(t, form, adminSignInSchema);
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    respond(args, {
      form: "adminSignIn",
      ok: false,
      status,
      headers,
      result: parsed.reply({ formError: message, hideFields: ["password"] }),
      toast: { title: t("admin.signIn.failed"), description: message, variant: "destructive" },
    });
  if (!parsed.ok) return refuse(t("admin.errors.enterBoth"), 400);

  const result = await signInAsAdmin(context, request, {
    login: parsed.value.username,
    password: parsed.value.password,
  });
  if (!result.ok) {
    return refuse(
      result.status === 401 ? t("admin.errors.invalidCredentials") : translate(t, result.error),
      result.status,
      result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
    );
  }
  return respond(args, {
    form: "adminSignIn",
    ok: true,
    redirectTo,
    navigate: true,
    headers: result.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
    toast: { title: t("admin.signIn.welcome", { name: displayName(result.user) }) },
  });
}

export default function AdminHome() {
  const { view, signedInAs, redirectTo } = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "adminSignIn");
  useOutcomeToast(outcome);
  if (view === "signIn") return <AdminSignIn outcome={outcome} redirectTo={redirectTo} signedInAs={signedInAs} />;
  return <AdminOverview />;
}

function AdminOverview() {
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
