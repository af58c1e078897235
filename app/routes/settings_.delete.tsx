/**
 * /settings/delete: deleting the account, after the citizen reads what goes and what stays, ticks
 * that they understand and types their password (an account without one signs in again with its
 * provider first). Everything happens in one batch (app/models/accounts/account-data.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { requireUser } from "~/auth/guards.server";
import { signOutHeaders, deleteAccountSchema, deleteAccount } from "~/models/accounts";
import { fieldError, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { ConfirmCheckbox, FormError, InputField } from "~/components/ui/field";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { readForm, respond } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  return {
    hasPassword: Boolean(user.passwordHash),
    providerName: context.config.oidc?.providerName ?? null,
    meta: { title: t("account.delete.metaTitle") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const parsed = parseForm(t, form, deleteAccountSchema);
  const hideFields = ["password"];
  // Every message at once: a missing password is said beside an unticked box, not after it.
  const noPassword = Boolean(user.passwordHash) && !form.get("password");
  if (!parsed.ok || noPassword) {
    const fieldErrors = noPassword ? { password: t("account.delete.errors.password") } : undefined;
    return respond(args, { form: "deleteAccount", ok: false, result: parsed.reply({ hideFields, fieldErrors }) });
  }
  const result = await deleteAccount(context, request, user, parsed.value);
  if (!result.ok) {
    const message = translate(t, result.error);
    return respond(args, {
      form: "deleteAccount",
      ok: false,
      status: result.status,
      result: parsed.reply(
        result.field ? { fieldErrors: { [result.field]: message }, hideFields } : { formError: message, hideFields },
      ),
      headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
    });
  }
  return respond(args, {
    form: "deleteAccount",
    ok: true,
    redirectTo: "/",
    navigate: true,
    toast: { title: t("account.delete.done"), description: t("account.delete.doneBody") },
    headers: await signOutHeaders(context, request),
  });
}

export default function DeleteAccount() {
  const { hasPassword, providerName } = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "deleteAccount");
  const navigation = useNavigation();
  const { t } = useTranslation();
  useOutcomeToast(outcome);
  const error = (name: string) => (outcome ? fieldError(outcome, name) : undefined);
  const busy = navigation.state === "submitting";
  const goes = t("account.delete.goes", { returnObjects: true }) as string[];
  const stays = t("account.delete.stays", { returnObjects: true }) as string[];
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("account.delete.title")}</h1>
      <p className="mt-2 text-slate-700">{t("account.delete.intro")}</p>
      <section aria-labelledby="goes-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="goes-title" className="text-lg font-semibold">
          {t("account.delete.goesTitle")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {goes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2 className="mt-4 text-lg font-semibold">{t("account.delete.staysTitle")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {stays.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          {t("account.delete.exportFirst")}{" "}
          <a href="/settings/export" download className="text-indigo-800 underline">
            {t("account.data.export")}
          </a>
        </p>
      </section>
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-red-300 bg-white p-5" noValidate>
        {hasPassword ? (
          <InputField
            label={t("account.delete.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={error("password")}
          />
        ) : (
          <p className="text-sm text-slate-800">
            {t("account.delete.reauthenticate", { provider: providerName ?? "" })}{" "}
            <a href="/api/login?redirectTo=%2Fsettings%2Fdelete" className="text-indigo-800 underline">
              {t("account.delete.reauthenticateLink")}
            </a>
          </p>
        )}
        <ConfirmCheckbox id="confirm" label={t("account.delete.confirm")} error={error("confirm")} />
        <FormError id="delete-error" message={error("")} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? t("account.delete.deleting") : t("account.delete.submit")}
          </Button>
          <Link to="/settings" className="inline-flex min-h-11 items-center text-indigo-800 underline">
            {t("account.delete.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
