import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";

import { ExternalSignIn, SignUpForm } from "~/components/auth/auth-forms";
import { useToast } from "~/components/ui/toast";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18n.server";
import { registerUser } from "~/models/users.server";
import { fieldErrorData, safeRedirect, translatorFor } from "~/utils/http.server";
import { requestCountry } from "~/utils/request.server";
import { toastHeader } from "~/utils/toast.server";

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

const ECHOED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "username",
  "phoneNumber",
  "dateOfBirth",
  "location",
  "occupation",
  "politicalAffiliation",
] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const [t, locale] = await Promise.all([translatorFor(request), getLocale(request)]);
  const form = await request.formData();
  const body = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const result = await registerUser(context.db, body, {
    requireUsername: false,
    language: locale,
    country: requestCountry(request),
  });

  if (!result.ok) {
    // Everything but the passwords comes back, so nobody has to type it again.
    const values = Object.fromEntries(ECHOED_FIELDS.map((name) => [name, String(body[name] ?? "")]));
    return fieldErrorData(t, result.formError, result.fieldErrors, { values });
  }
  if (form.get("intent") === "dialog") {
    // The dialog switches to signing in, keeping the email.
    return data({ ok: true as const, email: result.user.email });
  }
  const toast = await toastHeader(context.config, request, {
    title: t("auth.registrationSuccessful"),
    description: t("auth.registrationSuccessfulDescription"),
  });
  const params = new URLSearchParams({ email: result.user.email, redirectTo });
  return redirect(`/login?${params}`, { headers: { "Set-Cookie": toast } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function JoinPage() {
  const { redirectTo, oidcProvider } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { toast } = useToast();
  const failure = result && !result.ok ? result : null;

  useEffect(() => {
    if (failure?.formError) {
      toast({ title: t("auth.registrationFailed"), description: failure.formError, variant: "destructive" });
    }
  }, [failure, t, toast]);

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("auth.joinTitle")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.joinIntro")}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <SignUpForm
          FormComponent={Form}
          result={failure}
          pending={navigation.state === "submitting" && navigation.formAction === "/join"}
          redirectTo={redirectTo}
          idPrefix="join-page"
          inDialog={false}
        />
        <ExternalSignIn provider={oidcProvider} redirectTo={redirectTo} />
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("auth.haveAccount")}{" "}
          <Link
            to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
            className="font-semibold text-indigo-800 hover:underline"
          >
            {t("auth.switchToSignIn")}
          </Link>
        </p>
      </div>
    </div>
  );
}
