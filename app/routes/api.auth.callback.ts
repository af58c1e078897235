/**
 * GET /api/auth/callback: the OpenID Connect provider sends the browser back here.
 * The state and PKCE verifier are checked, the code exchanged, the ID token verified
 * (app/auth/oidc.server.ts); then the account is found, linked or created and a new
 * session starts.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { clearStateCookies, oidcAuthenticator } from "~/auth/oidc.server";
import { forgetReturnTo, readReturnTo } from "~/auth/return-to.server";
import { startSession } from "~/auth/session.server";
import { getLocale } from "~/i18n/i18n.server";
import { displayName, findOrCreateExternalUser } from "~/models/users.server";
import { translatorFor } from "~/utils/http.server";
import { requestCountry } from "~/utils/request.server";
import { toastHeader } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, locale] = await Promise.all([translatorFor(request), getLocale(request)]);
  const returnTo = await readReturnTo(context, request);
  const provider = context.config.oidc?.providerName ?? "";
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  for (const cookie of clearStateCookies(request, secure)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await forgetReturnTo(context, request));

  const fail = async (description: string) => {
    headers.append(
      "Set-Cookie",
      await toastHeader(context.config, request, {
        title: t("auth.external.failedTitle"),
        description,
        variant: "destructive",
      }),
    );
    return redirect(`/login?redirectTo=${encodeURIComponent(returnTo)}`, { headers });
  };

  try {
    const authenticator = await oidcAuthenticator(context, request);
    if (!authenticator) return await fail(t("auth.external.unavailableBody"));
    const profile = await authenticator.authenticate("oidc", request);
    const issuer = context.config.oidc?.issuer ?? "oidc";
    const link = await findOrCreateExternalUser(context.db, issuer, profile, {
      language: locale,
      country: requestCountry(request),
    });
    if (!link.ok) return await fail(t(`auth.external.${link.reason}`, { provider }));
    headers.append("Set-Cookie", await startSession(context, request, link.user.id));
    headers.append(
      "Set-Cookie",
      await toastHeader(context.config, request, {
        title: t("auth.welcomeBack", { name: displayName(link.user) }),
        description: t("auth.signedInDescription"),
      }),
    );
    return redirect(returnTo, { headers });
  } catch (error) {
    console.error(
      `[oidc] sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return fail(t("auth.external.failedBody", { provider }));
  }
}
