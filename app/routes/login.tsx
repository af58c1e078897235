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

import { ExternalSignIn, SignInForm } from "~/components/auth/auth-forms";
import { useToast } from "~/components/ui/toast";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { displayName } from "~/models/users.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { toastHeader } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  const t = await translatorFor(request);
  return {
    redirectTo,
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
    oidcProvider: context.config.oidc?.providerName ?? null,
    meta: { title: t("login.metaTitle"), description: t("auth.signInIntro") },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await translatorFor(request);
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const login = String(form.get("login") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const result = await signInWithPassword(context, request, { login, password });

  if (!result.ok) {
    const required = t("auth.errors.required");
    const fieldErrors =
      result.error.key === "auth.errors.enterBoth"
        ? { login: login ? undefined : required, password: password ? undefined : required }
        : undefined;
    return data(
      { ok: false as const, formError: translate(t, result.error), fieldErrors, values: { login } },
      { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );
  }

  const headers = new Headers();
  headers.append("Set-Cookie", result.setCookie);
  headers.append(
    "Set-Cookie",
    await toastHeader(context.config, request, {
      title: t("auth.welcomeBack", { name: displayName(result.user) }),
      description: t("auth.signedInDescription"),
    }),
  );
  return redirect(redirectTo, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export default function LoginPage() {
  const { redirectTo, email, oidcProvider } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { toast } = useToast();

  useEffect(() => {
    if (result?.formError)
      toast({ title: t("auth.signInFailed"), description: result.formError, variant: "destructive" });
  }, [result, t, toast]);

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("auth.signInTitle")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.signInIntro")}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <SignInForm
          FormComponent={Form}
          result={result}
          pending={navigation.state === "submitting" && navigation.formAction === "/login"}
          defaultLogin={email}
          redirectTo={redirectTo}
          idPrefix="login-page"
        />
        <ExternalSignIn provider={oidcProvider} redirectTo={redirectTo} />
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("auth.noAccount")}{" "}
          <Link
            to={`/join?redirectTo=${encodeURIComponent(redirectTo)}`}
            className="font-semibold text-indigo-800 hover:underline"
          >
            {t("auth.switchToJoin")}
          </Link>
        </p>
      </div>
    </div>
  );
}
