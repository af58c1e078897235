import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import { FormError, InputField, SubmitButton } from "~/components/ui/field";
import { requestPasswordReset } from "~/models/password-resets.server";
import { translate, translatorFor } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  return { meta: { title: t("forgot.metaTitle"), description: t("forgot.intro") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await translatorFor(request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const result = await requestPasswordReset(context, request, email);
  if (!result.ok) {
    return data(
      { ok: false as const, formError: translate(t, result.error), email },
      { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );
  }
  return { ok: true as const, message: t("forgot.sent", { email }) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("forgot.title")}</h1>
      <p className="mt-1 text-slate-700">{t("forgot.intro")}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {result?.ok ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-900" data-testid="reset-sent">
            {result.message}
          </p>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <FormError id="forgot-error" message={result?.formError} />
            <InputField
              label={t("auth.emailLabel")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email ?? ""}
            />
            <SubmitButton
              pending={navigation.state === "submitting"}
              label={t("forgot.submit")}
              pendingLabel={t("forgot.submitting")}
            />
          </Form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-semibold text-indigo-800 hover:underline">
            {t("forgot.backToSignIn")}
          </Link>
        </p>
      </div>
    </div>
  );
}
