/**
 * GET /api/auth/callback: the OpenID Connect provider sends the browser back here.
 * The state and PKCE verifier are checked, the code exchanged, the ID token verified (by the
 * sign-in Worker, app/auth/oidc.server.ts); then the account is found, linked, claimed from someone
 * who registered its address without proving it (its owner is told), or created, and a new session
 * starts. When the signed-in citizen asked to link the provider from their settings (the
 * signed link cookie, app/auth/link-intent.server.ts), the identity is linked to that account
 * instead, and only if the session is still the one that asked; no session starts.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { forgetLinkIntent, readLinkIntent, sameSession, type LinkIntent } from "~/auth/link-intent.server";
import { clearStateCookies, completeOidcFlow, type OidcProfile } from "~/auth/oidc.server";
import { forgetReturnTo, readReturnTo } from "~/auth/return-to.server";
import {
  currentSessionId,
  getSessionUser,
  startSession,
  linkProvider,
  findOrCreateExternalUser,
} from "~/models/accounts";
import { displayName } from "~/utils/display-name";
import type { LoadContext } from "~/context.server";
import { getLocale } from "~/i18n/i18n.server";
import { translate, translatorFor, type Translate } from "~/utils/http.server";
import { requestCountry } from "~/utils/request.server";
import { localRedirect } from "~/utils/redirect.server";
import { toastHeader, type ToastInput } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, locale] = await Promise.all([translatorFor(request), getLocale(request)]);
  const returnTo = await readReturnTo(context, request);
  const linkIntent = await readLinkIntent(context, request);
  const provider = context.config.oidc?.providerName ?? "";
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  for (const cookie of clearStateCookies(request, secure)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await forgetReturnTo(context, request));
  if (linkIntent) headers.append("Set-Cookie", await forgetLinkIntent(context, request));

  const fail = async (description: string) => {
    headers.append(
      "Set-Cookie",
      await toastHeader(context.config, request, {
        title: t("auth.external.failedTitle"),
        description,
        variant: "destructive",
      }),
    );
    // A link started from the settings goes back there; a sign-in back to the sign-in page.
    return localRedirect(linkIntent ? "/settings#sign-in" : `/login?redirectTo=${encodeURIComponent(returnTo)}`, {
      headers,
    });
  };

  // A link from the settings is refused before the code is even exchanged when the session changed.
  const linking = linkIntent ? await linkingSession(context, request, linkIntent) : null;
  if (linking && !linking.ok) return linking.refused(t, headers);

  try {
    const profile = await completeOidcFlow(context, request);
    if (!profile) return await fail(t("auth.external.unavailableBody"));
    const issuer = context.config.oidc?.issuer ?? "oidc";
    if (linking?.ok) return await linkToAccount(context, request, t, headers, linking.userId, issuer, profile);
    const link = await findOrCreateExternalUser(context.db, issuer, profile, {
      language: locale,
      country: requestCountry(request),
    });
    if (!link.ok) return await fail(t(`auth.external.${link.reason}`, { provider }));
    // Only while this identity is still linked to the account (app/models/accounts/session-proof.server.ts).
    const proof = { provider: issuer, subject: profile.subject };
    headers.append("Set-Cookie", await startSession(context, request, link.user.id, proof));
    if (link.claimed) {
      // The address's owner took back an account someone else had registered with it: they are
      // told, and shown their sign-in methods and profile first (docs/security.md "External sign-in").
      headers.append(
        "Set-Cookie",
        await toastHeader(context.config, request, {
          title: t("auth.external.claimedTitle"),
          description: t("auth.external.claimedBody", { provider }),
        }),
      );
      return localRedirect("/settings#sign-in", { headers });
    }
    headers.append(
      "Set-Cookie",
      await toastHeader(context.config, request, {
        title: t("auth.welcome", { name: displayName(link.user) }),
        description: t("auth.signedInDescription"),
      }),
    );
    return localRedirect(returnTo, { headers });
  } catch (error) {
    console.error(
      `[oidc] sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return fail(t("auth.external.failedBody", { provider }));
  }
}

/** Back to the settings with a toast (a link's answer: no session starts or ends). */
async function backToSettings(
  context: LoadContext,
  request: Request,
  headers: Headers,
  toast: ToastInput,
  to = "/settings#sign-in",
) {
  headers.append("Set-Cookie", await toastHeader(context.config, request, toast));
  return localRedirect(to, { headers });
}

/** Whether the session coming back is still the one that asked to link (signed in as that account). */
async function linkingSession(context: LoadContext, request: Request, intent: LinkIntent) {
  const [user, sessionId] = await Promise.all([getSessionUser(context, request), currentSessionId(context, request)]);
  if (user && sameSession(intent, { userId: user.id, sessionId })) return { ok: true as const, userId: user.id };
  return {
    ok: false as const,
    refused: (t: Translate, headers: Headers) =>
      backToSettings(
        context,
        request,
        headers,
        {
          title: t("account.signIn.linkFailed"),
          description: t("account.signIn.errors.sessionChanged"),
          variant: "destructive",
        },
        user ? "/settings#sign-in" : "/login?redirectTo=%2Fsettings",
      ),
  };
}

/** Links the provider's identity to the account that asked (refused when it belongs to another account). */
async function linkToAccount(
  context: LoadContext,
  request: Request,
  t: Translate,
  headers: Headers,
  userId: string,
  issuer: string,
  profile: OidcProfile,
) {
  const provider = context.config.oidc?.providerName ?? "";
  const result = await linkProvider(context.db, userId, { provider: issuer, subject: profile.subject });
  if (!result.ok) {
    return backToSettings(context, request, headers, {
      title: t("account.signIn.linkFailed"),
      description: translate(t, result.error),
      variant: "destructive",
    });
  }
  return backToSettings(context, request, headers, { title: t("account.signIn.linkedDone", { provider }) });
}
