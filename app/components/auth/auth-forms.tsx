/**
 * The sign-in and sign-up forms, used by the /login and /join pages (plain form posts,
 * working without JavaScript) and by the dialog (the same forms through a fetcher).
 * Both post to the page routes' actions, which validate on the server.
 */
import { Link, type Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

import { SIGN_UP_MIN_PASSWORD } from "~/utils/account-rules";

import { fieldError, fieldValue } from "../ui/action-result";
import { buttonClass } from "../ui/button";
import { FormError, InputField, SubmitButton } from "../ui/field";
import { NameFields, OptionalProfileFields, type FieldValues } from "./profile-fields";
import { TurnstileField } from "./turnstile";

type FormComponent = typeof Form;

/** What the form's last post answered (the page's action data, or the dialog's fetcher data). */
type Outcome = unknown;

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
        className={buttonClass({ variant: "secondary", block: true })}
      >
        {t("auth.continueWith", { provider })}
      </a>
    </>
  );
}

export function SignInForm({
  FormComponent,
  outcome,
  pending,
  defaultLogin,
  redirectTo,
  idPrefix,
  challenge = false,
  footer,
}: {
  FormComponent: FormComponent;
  outcome: Outcome;
  pending: boolean;
  defaultLogin?: string;
  redirectTo: string;
  idPrefix: string;
  /** The address is over its failure limit: show Turnstile's check (when configured). */
  challenge?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${idPrefix}-error`;
  const formError = fieldError(outcome, "");
  const last = outcome as { challenge?: unknown; toast?: { id?: string } } | null | undefined;
  const showChallenge = challenge || last?.challenge === true;
  return (
    <FormComponent
      method="post"
      action="/login"
      noValidate
      aria-describedby={formError ? errorId : undefined}
      className="space-y-4"
      data-testid="sign-in-form"
    >
      <FormError id={errorId} message={formError} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <InputField
        label={t("auth.loginLabel")}
        name="login"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={fieldValue(outcome, "login") ?? defaultLogin ?? ""}
        error={fieldError(outcome, "login")}
        key={`login-${defaultLogin ?? ""}`}
      />
      <InputField
        label={t("auth.passwordLabel")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(outcome, "password")}
      />
      {showChallenge ? (
        // A new widget (a new token) after every answer: a token is good once.
        <TurnstileField key={last?.toast?.id ?? "first"} error={fieldError(outcome, "cf-turnstile-response")} />
      ) : null}
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
  outcome,
  pending,
  redirectTo,
  idPrefix,
  inDialog,
  footer,
}: {
  FormComponent: FormComponent;
  outcome: Outcome;
  pending: boolean;
  redirectTo: string;
  idPrefix: string;
  inDialog: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const error = (name: string) => fieldError(outcome, name);
  const value = (name: string) => fieldValue(outcome, name) ?? "";
  const errorId = `${idPrefix}-error`;
  const formError = fieldError(outcome, "");
  const hasProfileValues = ["phoneNumber", "dateOfBirth", "location", "occupation", "politicalAffiliation"].some(
    (name) => value(name) || error(name),
  );
  return (
    <FormComponent
      method="post"
      action="/join"
      noValidate
      aria-describedby={formError ? errorId : undefined}
      className="space-y-4"
      data-testid="sign-up-form"
    >
      <FormError id={errorId} message={formError} />
      <p className="text-sm text-slate-700">{t("auth.requiredNote")}</p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {inDialog ? <input type="hidden" name="intent" value="dialog" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields value={value} error={error} />
      </div>
      <EmailField value={value} error={error} />
      <InputField
        label={t("auth.usernameLabel")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={value("username")}
        error={error("username")}
        hint={t("auth.usernameHint")}
      />
      <NewPasswordFields error={error} />
      <details className="rounded-md border border-slate-200 p-3" open={hasProfileValues || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">{t("auth.profileDetails")}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <OptionalProfileFields value={value} error={error} />
        </div>
      </details>
      <TurnstileField error={error("cf-turnstile-response")} />
      <SubmitButton pending={pending} label={t("auth.submitJoin")} pendingLabel={t("auth.submittingJoin")} />
      {footer}
    </FormComponent>
  );
}

/** The e-mail field of the sign-up forms, filled again after a refusal. */
function EmailField({ value, error }: FieldValues) {
  const { t } = useTranslation();
  return (
    <InputField
      label={t("auth.emailLabel")}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={value("email")}
      error={error("email")}
    />
  );
}

/** A new password and its confirmation (never filled again after a refusal). */
function NewPasswordFields({ error }: Pick<FieldValues, "error">) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        label={t("auth.passwordLabel")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={error("password")}
        hint={t("auth.passwordHint", { count: SIGN_UP_MIN_PASSWORD })}
      />
      <InputField
        label={t("auth.confirmPasswordLabel")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={error("confirmPassword")}
      />
    </>
  );
}

/**
 * Sign-up, variant B (SPEC.md section 3, "Sign in / Sign up"): a username, e-mail, password and its
 * confirmation, and the names, all required; nothing else. The /join page shows it at
 * `?variant=username` and it posts there: /join's action parses it with the schema of POST
 * /api/auth/register.
 */
export const JOIN_WITH_USERNAME = "/join?variant=username";

export function SignUpWithUsernameForm({
  FormComponent,
  outcome,
  pending,
  redirectTo,
  idPrefix,
}: {
  FormComponent: FormComponent;
  outcome: Outcome;
  pending: boolean;
  redirectTo: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const error = (name: string) => fieldError(outcome, name);
  const value = (name: string) => fieldValue(outcome, name) ?? "";
  const errorId = `${idPrefix}-error`;
  const formError = fieldError(outcome, "");
  return (
    <FormComponent
      method="post"
      action={JOIN_WITH_USERNAME}
      noValidate
      aria-describedby={formError ? errorId : undefined}
      className="space-y-4"
      data-testid="sign-up-username-form"
    >
      <FormError id={errorId} message={formError} />
      <p className="text-sm text-slate-700">{t("auth.requiredNote")}</p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <InputField
        label={t("auth.usernameJoin.usernameLabel")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={value("username")}
        error={error("username")}
        hint={t("auth.usernameJoin.usernameHint")}
      />
      <EmailField value={value} error={error} />
      <NewPasswordFields error={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields value={value} error={error} />
      </div>
      <TurnstileField error={error("cf-turnstile-response")} />
      <SubmitButton pending={pending} label={t("auth.submitJoin")} pendingLabel={t("auth.submittingJoin")} />
    </FormComponent>
  );
}

/** The /login and /join pages around their form: title, intro, the form, external sign-in, and the way to the other page. */
export function AuthPage({
  title,
  intro,
  wide = false,
  provider,
  redirectTo,
  other,
  children,
}: {
  title: string;
  intro: string;
  wide?: boolean;
  provider: string | null;
  redirectTo: string;
  other: { prompt: string; label: string; path: "/login" | "/join" };
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${wide ? "max-w-xl" : "max-w-md"}`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {children}
        <ExternalSignIn provider={provider} redirectTo={redirectTo} />
        <p className="mt-6 text-center text-sm text-slate-700">
          {other.prompt}{" "}
          <Link
            to={`${other.path}?redirectTo=${encodeURIComponent(redirectTo)}`}
            className="font-semibold text-indigo-800 hover:underline"
          >
            {other.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
