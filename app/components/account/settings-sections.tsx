/**
 * The sections of /settings (app/routes/settings.tsx). Each is a plain form posting to the page's own
 * action with its `intent`, so each works without JavaScript; with it, the page stays where it is and
 * the toast tells the outcome.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { LANGUAGES, NOTIFICATION_KINDS } from "~/db/enums";
import type { NotificationKind } from "~/db/schema";
import { LANGUAGE_NAMES } from "~/i18n/config";
import { useTranslation } from "~/i18n/react";

import { OptionalProfileFields } from "../auth/profile-fields";
import { fieldError, fieldValue, outcomeOf } from "../ui/action-result";
import { Button, buttonClass, LinkButton } from "../ui/button";
import { FormError, InputField, SelectField } from "../ui/field";
import { RelativeTime } from "../ui/relative-time";

type Outcome = unknown;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The submit button of one intent: says it is working while that form is posting. */
function Submit({
  intent,
  label,
  variant,
}: {
  intent: string;
  label: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy ? t("account.settings.saving") : label}
    </Button>
  );
}

/** A form's key: a new one after it succeeded, so its fields (passwords) empty. */
function formKey(outcome: Outcome, form: string) {
  const mine = outcomeOf(outcome, form);
  return mine?.ok ? `${form}-${mine.toast?.id ?? "ok"}` : form;
}

export interface ProfileValues {
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
        <InputField
          label={t("auth.firstNameLabel")}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          error={error("firstName")}
        />
        <InputField
          label={t("auth.lastNameLabel")}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          error={error("lastName")}
        />
        <InputField
          label={t("auth.usernameLabel")}
          name="username"
          autoComplete="username"
          required
          defaultValue={value("username")}
          error={error("username")}
          hint={t("auth.usernameHint")}
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
              // The current password first (docs/account.md "Linking a provider").
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

export interface SessionItem {
  id: string;
  browser: string | null;
  country: string | null;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
}

function countryName(code: string | null, locale: string, unknown: string) {
  if (!code) return unknown;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function SessionsSection({ sessions }: { sessions: SessionItem[] }) {
  const { t, i18n } = useTranslation();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Section id="sessions" title={t("account.sessions.title")} intro={t("account.sessions.intro")}>
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
            <div>
              <p className="font-medium text-slate-900">
                {session.browser ?? t("account.sessions.unknownBrowser")} ·{" "}
                {countryName(session.country, i18n.language, t("account.sessions.unknownCountry"))}
                {session.current ? (
                  <span
                    className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                    data-testid="this-device"
                  >
                    {t("account.sessions.thisDevice")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                {t("account.sessions.firstSeen")} <RelativeTime iso={session.firstSeen} /> ·{" "}
                {t("account.sessions.lastSeen")} <RelativeTime iso={session.lastSeen} />
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="sessionId" value={session.id} />
                <Submit intent="endSession" label={t("account.sessions.end")} variant="secondary" />
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-3">
          <Submit intent="endOtherSessions" label={t("account.sessions.endOthers")} variant="secondary" />
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("account.sessions.onlyThis")}</p>
      )}
    </Section>
  );
}

export function NotificationEmailsSection({ settings }: { settings: Record<NotificationKind, boolean> }) {
  const { t } = useTranslation();
  return (
    <Section
      id="notifications"
      title={t("account.notificationEmails.title")}
      intro={t("account.notificationEmails.intro")}
    >
      <Form method="post">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("account.notificationEmails.legend")}</legend>
          <ul className="mt-2 space-y-1">
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name={kind} defaultChecked={settings[kind]} className="h-5 w-5" />
                  <span>{t(`account.notifications.kinds.${kind}.setting`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Submit intent="notificationEmails" label={t("account.notificationEmails.save")} />
          <Link to="/notifications" className="inline-flex min-h-11 items-center text-indigo-800 underline">
            {t("account.notifications.open")}
          </Link>
        </div>
      </Form>
    </Section>
  );
}

export function DangerSection() {
  const { t } = useTranslation();
  return (
    <Section id="your-data" title={t("account.data.title")} intro={t("account.data.intro")}>
      <div className="flex flex-wrap gap-3">
        {/* A plain link: the browser downloads the file (not a page of this app). */}
        <a href="/settings/export" download className={buttonClass({ variant: "secondary" })}>
          {t("account.data.export")}
        </a>
        <LinkButton to="/settings/delete" variant="danger">
          {t("account.delete.open")}
        </LinkButton>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {t("account.data.privacy")}{" "}
        <Link to="/privacy" className="text-indigo-800 underline">
          {t("account.data.privacyLink")}
        </Link>
      </p>
    </Section>
  );
}
