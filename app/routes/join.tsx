import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { AuthPage, SignUpForm } from "~/components/auth/auth-forms";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18n.server";
import { signUpFormError, signUpSchema } from "~/models/accounts";
import { signUp } from "~/auth/sign-up.server";
import { TURNSTILE_FIELD } from "~/auth/turnstile.server";
import { readForm, respond } from "~/utils/action.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { parseForm, type SubmissionResult } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  const t = await translatorFor(request);
  return {
    redirectTo,
    oidcProvider: context.config.oidc?.providerName ?? null,
    meta: { title: t("joinPage.metaTitle"), description: t("auth.joinIntro") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const [t, locale] = await Promise.all([translatorFor(request), getLocale(request)]);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  // The dialog stays open and switches to signing in, keeping the e-mail; the page goes to /login.
  const inDialog = form.get("intent") === "dialog";
  const hideFields = ["password", "confirmPassword"];
  const refuse = (formError: string, result: SubmissionResult, status = 400) =>
    respond(args, {
      form: "signUp",
      ok: false,
      status,
      result,
      toast: { title: t("auth.registrationFailed"), description: formError, variant: "destructive" },
    });

  const parsed = parseForm(t, form, signUpSchema);
  if (!parsed.ok) {
    const formError = translate(t, signUpFormError(parsed.messages));
    return refuse(formError, parsed.reply({ formError, hideFields }));
  }
  const result = await signUp(context, request, parsed.value, {
    language: locale,
    turnstileToken: form.get(TURNSTILE_FIELD),
  });
  if (!result.ok) {
    const formError = translate(t, result.formError);
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, message]) => [field, message ? translate(t, message) : ""]),
    );
    return refuse(formError, parsed.reply({ formError, fieldErrors, hideFields }), result.status);
  }
  const params = new URLSearchParams({ email: result.user.email, redirectTo });
  return respond(args, {
    form: "signUp",
    ok: true,
    redirectTo: `/login?${params}`,
    navigate: !inDialog,
    toast: { title: t("auth.registrationSuccessful"), description: t("auth.registrationSuccessfulDescription") },
    payload: { email: result.user.email },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function JoinPage() {
  const { redirectTo, oidcProvider } = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "signUp");
  useOutcomeToast(outcome);
  const navigation = useNavigation();
  const { t } = useTranslation();

  return (
    <AuthPage
      title={t("auth.joinTitle")}
      intro={t("auth.joinIntro")}
      wide
      provider={oidcProvider}
      redirectTo={redirectTo}
      other={{ prompt: t("auth.haveAccount"), label: t("auth.switchToSignIn"), path: "/login" }}
    >
      <SignUpForm
        FormComponent={Form}
        outcome={outcome}
        pending={navigation.state === "submitting" && navigation.formAction === "/join"}
        redirectTo={redirectTo}
        idPrefix="join-page"
        inDialog={false}
      />
    </AuthPage>
  );
}
