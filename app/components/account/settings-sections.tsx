/**
 * The sections of /settings (app/routes/settings.tsx). Each is a plain form posting to the page's own
 * action with its `intent`, so each works without JavaScript; with it, the page stays where it is and
 * the toast tells the outcome.
 */
import { Form } from "@remix-run/react";

import { LANGUAGES } from "~/db/enums";
import { LANGUAGE_NAMES } from "~/i18n/config";
import { useTranslation } from "~/i18n/react";

import { NameFields, OptionalProfileFields } from "../auth/profile-fields";
import { fieldError, fieldValue, outcomeOf } from "../ui/action-result";
import { FormError, InputField, SelectField } from "../ui/field";
import { RelativeTime } from "../ui/relative-time";

import { formKey, Section, Submit, type Outcome } from "./section";

interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string;
  dateOfBirth: string;
  location: string;
  occupation: string;
  politicalAffiliation: string;
  language: string;
}

export function ProfileSection({ profile, outcome }: { profile: ProfileValues; outcome: Outcome }) {
  const { t } = useTranslation();
  const mine = outcomeOf(outcome, "profile");
  const value = (name: keyof ProfileValues) => (mine && !mine.ok ? fieldValue(mine, name) : undefined) ?? profile[name];
  const error = (name: string) => (mine ? fieldError(mine, name) : undefined);
  return (
    <Section id="profile" title={t("account.profile.title")} intro={t("account.profile.intro")}>
      <Form method="post" key={formKey(outcome, "profile")} className="grid gap-4 sm:grid-cols-2" noValidate>
        <NameFields value={(name) => value(name as keyof ProfileValues)} error={error} />
        <InputField
          label={t("account.profile.username")}
          name="username"
          autoComplete="username"
          required
          defaultValue={value("username")}
          error={error("username")}
          hint={t("account.profile.usernameHint")}
        />
        <SelectField
          label={t("account.profile.language")}
          name="language"
          defaultValue={value("language")}
          error={error("language")}
          hint={t("account.profile.languageHint")}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        />
        <OptionalProfileFields value={(name) => value(name as keyof ProfileValues)} error={error} />
        <div className="sm:col-span-2">
          <FormError id="profile-error" message={mine && !mine.ok ? fieldError(mine, "") : null} />
          <Submit intent="profile" label={t("account.profile.save")} />
        </div>
      </Form>
    </Section>
  );
}

export function PasswordSection({ hasPassword, outcome }: { hasPassword: boolean; outcome: Outcome }) {
  const { t } = useTranslation();
  const mine = outcomeOf(outcome, "password");
  const error = (name: string) => (mine ? fieldError(mine, name) : undefined);
  return (
    <Section
      id="password"
      title={t("account.password.title")}
      intro={t(hasPassword ? "account.password.intro" : "account.password.introSet")}
    >
      <Form method="post" key={formKey(outcome, "password")} className="max-w-md space-y-4" noValidate>
        {hasPassword ? (
          <InputField
            label={t("account.password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={error("currentPassword")}
          />
        ) : null}
        <InputField
          label={t("account.password.new")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={error("newPassword")}
          hint={t("account.password.hint")}
        />
        <InputField
          label={t("account.password.confirm")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={error("confirmPassword")}
        />
        <FormError id="password-error" message={error("")} />
        <Submit intent="password" label={t(hasPassword ? "account.password.change" : "account.password.setButton")} />
      </Form>
    </Section>
  );
}

export function EmailSection({
  email,
  confirmed,
  pending,
  hasPassword,
  outcome,
}: {
  email: string;
  confirmed: boolean;
  pending: string | null;
  hasPassword: boolean;
  outcome: Outcome;
}) {
  const { t } = useTranslation();
  const mine = outcomeOf(outcome, "email");
  const error = (name: string) => (mine ? fieldError(mine, name) : undefined);
  return (
    <Section id="email" title={t("account.email.title")} intro={t("account.email.intro")}>
      <p className="text-slate-800">
        {t("account.email.current")} <strong data-testid="current-email">{email}</strong>{" "}
        <span className="text-sm text-slate-600">
          ({t(confirmed ? "account.email.confirmed" : "account.email.unconfirmed")})
        </span>
      </p>
      {pending ? (
        <p
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="status"
        >
          {t("account.email.pending", { email: pending })}
        </p>
      ) : null}
      <Form method="post" key={formKey(outcome, "email")} className="mt-4 max-w-md space-y-4" noValidate>
        <InputField
          label={t("account.email.new")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={mine && !mine.ok ? fieldValue(mine, "email") : undefined}
          error={error("email")}
        />
        {hasPassword ? (
          <InputField
            label={t("account.password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={error("currentPassword")}
          />
        ) : null}
        <FormError id="email-error" message={error("")} />
        <Submit intent="email" label={t("account.email.send")} />
      </Form>
    </Section>
  );
}

export function SignInSection({
  hasPassword,
  providers,
  providerName,
  outcome,
}: {
  hasPassword: boolean;
  providers: { provider: string; subject: string; linkedAt: string }[];
  providerName: string | null;
  outcome: Outcome;
}) {
  const { t } = useTranslation();
  const mine = outcomeOf(outcome, "unlink");
  const linking = outcomeOf(outcome, "link");
  const linkError = (name: string) => (linking ? fieldError(linking, name) : undefined);
  return (
    <Section id="sign-in" title={t("account.signIn.title")} intro={t("account.signIn.intro")}>
      <ul className="space-y-3">
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span>{t("account.signIn.password")}</span>
          <span className="text-sm text-slate-700">
            {t(hasPassword ? "account.signIn.passwordSet" : "account.signIn.passwordNotSet")}
          </span>
        </li>
        {providers.map((link) => (
          <li key={`${link.provider}:${link.subject}`} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t("account.signIn.linked", { provider: providerName ?? link.provider })}{" "}
              <span className="text-sm text-slate-600">
                (<RelativeTime iso={link.linkedAt} />)
              </span>
            </span>
            {hasPassword ? (
              <Form method="post">
                <input type="hidden" name="provider" value={link.provider} />
                <input type="hidden" name="subject" value={link.subject} />
                <Submit intent="unlink" label={t("account.signIn.unlink")} variant="secondary" />
              </Form>
            ) : (
              <span className="text-sm text-slate-700">{t("account.signIn.onlyWayIn")}</span>
            )}
          </li>
        ))}
        {providers.length === 0 ? (
          <li className="space-y-3">
            <p className="text-sm text-slate-700">{t("account.signIn.none")}</p>
            {providerName ? (
              // A full-page post: the answer is a redirect to the provider, who sends the browser back.
              // The current password first (docs/account-settings.md "Linking a provider").
              <Form method="post" reloadDocument className="max-w-md space-y-3" noValidate>
                {hasPassword ? (
                  <InputField
                    label={t("account.password.current")}
                    name="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    required
                    hint={t("account.signIn.linkHint", { provider: providerName })}
                    error={linkError("currentPassword")}
                  />
                ) : (
                  <p className="text-sm text-slate-700">{t("account.signIn.linkHintNoPassword")}</p>
                )}
                <FormError id="link-error" message={linkError("")} />
                <Submit
                  intent="link"
                  label={t("account.signIn.link", { provider: providerName })}
                  variant="secondary"
                />
              </Form>
            ) : null}
          </li>
        ) : null}
      </ul>
      <FormError id="unlink-error" message={mine && !mine.ok ? fieldError(mine, "") : null} />
    </Section>
  );
}
