import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { fieldError, fieldValue, outcomeOf } from "~/components/ui/action-result";
import { FormError, InputField, SubmitButton } from "~/components/ui/field";
import { requestPasswordReset, forgotPasswordSchema } from "~/models/accounts";
import { readForm, respond } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  return { meta: { title: t("forgot.metaTitle"), description: t("forgot.intro") } };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const t = await translatorFor(request);
  const parsed = parseForm(t, form, forgotPasswordSchema);
  if (!parsed.ok) return respond(args, { form: "forgot", ok: false, result: parsed.reply() });
  const result = await requestPasswordReset(context, request, parsed.value.email);
  if (!result.ok) {
    return respond(args, {
      form: "forgot",
      ok: false,
      status: result.status,
      result: parsed.reply({ formError: translate(t, result.error) }),
      headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
    });
  }
  return respond(args, {
    form: "forgot",
    ok: true,
    payload: { message: t("forgot.sent", { email: parsed.value.email }) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function ForgotPassword() {
  const outcome = outcomeOf<{ message: string }>(useActionData<typeof action>(), "forgot");
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("forgot.title")}</h1>
      <p className="mt-1 text-slate-700">{t("forgot.intro")}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {outcome?.ok ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-900" data-testid="reset-sent">
            {outcome.message}
          </p>
        ) : (
          <Form method="post" noValidate className="space-y-4">
            <FormError id="forgot-error" message={fieldError(outcome, "")} />
            <InputField
              label={t("auth.emailLabel")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={fieldValue(outcome, "email") ?? ""}
              error={fieldError(outcome, "email")}
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
