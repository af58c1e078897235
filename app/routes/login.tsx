import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { AuthPage, SignInForm } from "~/components/auth/auth-forms";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { signInNeedsChallenge, signInWithPassword } from "~/auth/sign-in.server";
import { TURNSTILE_FIELD } from "~/auth/turnstile.server";
import { signInSchema } from "~/models/accounts";
import { displayName } from "~/utils/display-name";
import { readForm, respond } from "~/utils/action.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  const t = await translatorFor(request);
  return {
    redirectTo,
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
    oidcProvider: context.config.oidc?.providerName ?? null,
    // An address over its failure limit (a shared one): the form shows Turnstile's check at once.
    challenge: await signInNeedsChallenge(context, request),
    meta: { title: t("login.metaTitle"), description: t("auth.signInIntro") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const t = await translatorFor(request);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const parsed = parseForm(t, form, signInSchema);
  const refuse = (message: string, status: number, headers?: HeadersInit, challenge = false) =>
    respond(args, {
      form: "signIn",
      ok: false,
      status,
      headers,
      result: parsed.reply({
        formError: message,
        // Over the address's limit: the message also stands beside Turnstile's check.
        fieldErrors: challenge && status === 429 ? { [TURNSTILE_FIELD]: message } : undefined,
        hideFields: ["password"],
      }),
      toast: { title: t("auth.signInFailed"), description: message, variant: "destructive" },
      payload: { challenge },
    });
  if (!parsed.ok) return refuse(t("auth.errors.enterBoth"), 400);

  const result = await signInWithPassword(context, request, parsed.value, {
    turnstileToken: form.get(TURNSTILE_FIELD),
  });
  if (!result.ok) {
    return refuse(
      translate(t, result.error),
      result.status,
      result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
      result.challenge,
    );
  }
  return respond(args, {
    form: "signIn",
    ok: true,
    redirectTo,
    navigate: true,
    headers: result.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
    toast: {
      title: t("auth.welcome", { name: displayName(result.user) }),
      description: t("auth.signedInDescription"),
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export default function LoginPage() {
  const { redirectTo, email, oidcProvider, challenge } = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "signIn");
  useOutcomeToast(outcome);
  const navigation = useNavigation();
  const { t } = useTranslation();

  return (
    <AuthPage
      title={t("auth.signInTitle")}
      intro={t("auth.signInIntro")}
      provider={oidcProvider}
      redirectTo={redirectTo}
      other={{ prompt: t("auth.noAccount"), label: t("auth.switchToJoin"), path: "/join" }}
    >
      <SignInForm
        FormComponent={Form}
        outcome={outcome}
        pending={navigation.state === "submitting" && navigation.formAction === "/login"}
        defaultLogin={email}
        redirectTo={redirectTo}
        idPrefix="login-page"
        challenge={challenge}
      />
    </AuthPage>
  );
}
