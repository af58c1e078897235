/**
 * The admin sign-in of SPEC.md section 2 (/admin): 'Admin Access Required', username and password,
 * both required. It posts to /admin's own action (a plain post without JavaScript); the server
 * signs in admins only, with the sign-in limits of every sign-in. No credentials are ever shown.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import { fieldError, fieldValue } from "../ui/action-result";
import { FormError, InputField, SubmitButton } from "../ui/field";

export function AdminSignIn({
  outcome,
  redirectTo,
  signedInAs,
}: {
  /** The action's answer to the last post (field errors, the refusal). */
  outcome: unknown;
  redirectTo: string;
  /** A signed-in account that is not an admin: the page says this account cannot enter. */
  signedInAs: string | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin?index") === true;
  const formError = fieldError(outcome, "");
  return (
    <section className="mx-auto max-w-md py-6" aria-labelledby="admin-sign-in-title">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="admin-sign-in-title" className="text-2xl font-bold text-slate-900">
          {t("admin.signIn.title")}
        </h1>
        <p className="mt-2 text-slate-700">{t("admin.signIn.intro")}</p>
        {signedInAs ? (
          <p
            className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="admin-not-admin"
          >
            {t("admin.signIn.notAdmin", { name: signedInAs })}
          </p>
        ) : null}
        <Form
          method="post"
          noValidate
          className="mt-5 space-y-4"
          aria-describedby={formError ? "admin-sign-in-error" : undefined}
          data-testid="admin-sign-in-form"
        >
          <FormError id="admin-sign-in-error" message={formError} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <InputField
            label={t("admin.signIn.username")}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={fieldValue(outcome, "username") ?? ""}
            error={fieldError(outcome, "username")}
          />
          <InputField
            label={t("admin.signIn.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError(outcome, "password")}
          />
          <SubmitButton
            pending={pending}
            label={t("admin.signIn.submit")}
            pendingLabel={t("admin.signIn.submitting")}
          />
        </Form>
      </div>
    </section>
  );
}
