/**
 * /api/login: starts sign-in with the external OpenID Connect provider (a full-page
 * navigation to the provider). When none is configured it says so, as a page.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { oidcAuthenticator } from "~/auth/oidc.server";
import { LinkButton } from "~/components/ui/button";
import { rememberReturnTo } from "~/auth/return-to.server";
import { safeRedirect, translatorFor } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const provider = context.config.oidc?.providerName;
  if (!provider) {
    return data({ meta: { title: t("auth.external.unavailableTitle") } }, { status: 503 });
  }
  try {
    const authenticator = await oidcAuthenticator(context, request);
    await authenticator?.authenticate("oidc", request);
  } catch (outcome) {
    if (outcome instanceof Response && outcome.status >= 300 && outcome.status < 400) {
      // The redirect to the provider, carrying the state and PKCE cookie; we add where to come back to.
      const headers = new Headers(outcome.headers);
      headers.append("Set-Cookie", await rememberReturnTo(context, request, redirectTo));
      return new Response(null, { status: outcome.status, headers });
    }
    console.error(
      `[oidc] could not start the sign-in: ${outcome instanceof Error ? outcome.message : String(outcome)}`,
    );
  }
  return redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(redirectTo)}`,
    {
      title: t("auth.external.failedTitle"),
      description: t("auth.external.failedBody", { provider }),
      variant: "destructive",
    },
    { config: context.config, request },
  );
}

export const meta: MetaFunction = ({ data }) => [
  { title: (data as { meta?: { title?: string } } | undefined)?.meta?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function ExternalSignInUnavailable() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="external-title">
      <h1 id="external-title" className="text-2xl font-bold">
        {t("auth.external.unavailableTitle")}
      </h1>
      <p className="mt-3 text-slate-700">{t("auth.external.unavailableBody")}</p>
      <LinkButton to="/login" size="lg" className="mt-6">
        {t("auth.signIn")}
      </LinkButton>
    </section>
  );
}
