/**
 * /api/login: starts sign-in with the external OpenID Connect provider (a full-page
 * navigation to the provider). When none is configured it says so, as a page.
 */
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { startOidcFlow } from "~/auth/oidc.server";
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
  const started = await startOidcFlow(context, request, [await rememberReturnTo(context, request, redirectTo)]);
  if (started) return started;
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
