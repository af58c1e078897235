/**
 * The sign-in and sign-up forms, used by the /login and /join pages (plain form posts,
 * working without JavaScript) and by the dialog (the same forms through a fetcher).
 * Both post to the page routes' actions, which validate on the server.
 */
import { Link, type Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

import { SIGN_UP_MIN_PASSWORD } from "~/auth/rules";
import { POLITICAL_AFFILIATIONS } from "~/db/enums";

import { FormError, InputField, SelectField, SubmitButton } from "../ui/field";

type FormComponent = typeof Form;

export interface SignInResult {
  ok: false;
  formError: string;
  fieldErrors?: Partial<Record<"login" | "password", string>>;
  values?: { login?: string };
}

export interface SignUpResult {
  ok: false;
  formError: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string | null | undefined>;
}

export function ExternalSignIn({ provider, redirectTo }: { provider: string | null; redirectTo: string }) {
  const { t } = useTranslation();
  if (!provider) return null;
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t("auth.or")}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <a
        href={`/api/login?redirectTo=${encodeURIComponent(redirectTo)}`}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50"
      >
        {t("auth.continueWith", { provider })}
      </a>
    </>
  );
}

export function SignInForm({
  FormComponent,
  result,
  pending,
  defaultLogin,
  redirectTo,
  idPrefix,
  footer,
}: {
  FormComponent: FormComponent;
  result?: SignInResult | null;
  pending: boolean;
  defaultLogin?: string;
  redirectTo: string;
  idPrefix: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${idPrefix}-error`;
  return (
    <FormComponent
      method="post"
      action="/login"
      noValidate
      aria-describedby={result?.formError ? errorId : undefined}
      className="space-y-4"
      data-testid="sign-in-form"
    >
      <FormError id={errorId} message={result?.formError} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <InputField
        label={t("auth.loginLabel")}
        name="login"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={result?.values?.login ?? defaultLogin ?? ""}
        error={result?.fieldErrors?.login}
        key={`login-${defaultLogin ?? ""}`}
      />
      <InputField
        label={t("auth.passwordLabel")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={result?.fieldErrors?.password}
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="font-medium text-indigo-800 underline-offset-2 hover:underline">
          {t("auth.forgotPassword")}
        </Link>
      </div>
      <SubmitButton pending={pending} label={t("auth.submitSignIn")} pendingLabel={t("auth.submittingSignIn")} />
      {footer}
    </FormComponent>
  );
}

export function SignUpForm({
  FormComponent,
  result,
  pending,
  redirectTo,
  idPrefix,
  inDialog,
  footer,
}: {
  FormComponent: FormComponent;
  result?: SignUpResult | null;
  pending: boolean;
  redirectTo: string;
  idPrefix: string;
  inDialog: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const errorId = `${idPrefix}-error`;
  const value = (name: string) => values[name] ?? "";
  const hasProfileValues = ["phoneNumber", "dateOfBirth", "location", "occupation", "politicalAffiliation"].some(
    (name) => values[name] || errors[name],
  );
  return (
    <FormComponent
      method="post"
      action="/join"
      noValidate
      aria-describedby={result?.formError ? errorId : undefined}
      className="space-y-4"
      data-testid="sign-up-form"
    >
      <FormError id={errorId} message={result?.formError} />
      <p className="text-sm text-slate-700">{t("auth.requiredNote")}</p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {inDialog ? <input type="hidden" name="intent" value="dialog" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t("auth.firstNameLabel")}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          error={errors.firstName}
        />
        <InputField
          label={t("auth.lastNameLabel")}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          error={errors.lastName}
        />
      </div>
      <InputField
        label={t("auth.emailLabel")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value("email")}
        error={errors.email}
      />
      <InputField
        label={t("auth.usernameLabel")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={value("username")}
        error={errors.username}
        hint={t("auth.usernameHint")}
      />
      <InputField
        label={t("auth.passwordLabel")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={t("auth.passwordHint", { min: SIGN_UP_MIN_PASSWORD })}
      />
      <InputField
        label={t("auth.confirmPasswordLabel")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <details className="rounded-md border border-slate-200 p-3" open={hasProfileValues || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">{t("auth.profileDetails")}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <InputField
            label={t("auth.phoneLabel")}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            defaultValue={value("phoneNumber")}
            error={errors.phoneNumber}
          />
          <InputField
            label={t("auth.dateOfBirthLabel")}
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            defaultValue={value("dateOfBirth")}
            error={errors.dateOfBirth}
          />
          <InputField
            label={t("auth.locationLabel")}
            name="location"
            autoComplete="address-level2"
            defaultValue={value("location")}
            error={errors.location}
          />
          <InputField
            label={t("auth.occupationLabel")}
            name="occupation"
            autoComplete="organization-title"
            defaultValue={value("occupation")}
            error={errors.occupation}
          />
          <div className="sm:col-span-2">
            <SelectField
              label={t("auth.affiliationLabel")}
              name="politicalAffiliation"
              defaultValue={value("politicalAffiliation")}
              error={errors.politicalAffiliation}
              options={[
                { value: "", label: t("auth.affiliationNone") },
                ...POLITICAL_AFFILIATIONS.map((a) => ({ value: a, label: t(`auth.affiliation.${a}`) })),
              ]}
            />
          </div>
        </div>
      </details>
      <SubmitButton pending={pending} label={t("auth.submitJoin")} pendingLabel={t("auth.submittingJoin")} />
      {footer}
    </FormComponent>
  );
}
