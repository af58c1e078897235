/** What every section of /settings shares: its frame, its submit button, its table of contents. */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { useTranslation } from "~/i18n/react";

import { outcomeOf } from "../ui/action-result";
import { Button } from "../ui/button";

export type Outcome = unknown;

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
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
export function Submit({
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
export function formKey(outcome: Outcome, form: string) {
  const mine = outcomeOf(outcome, form);
  return mine?.ok ? `${form}-${mine.toast?.id ?? "ok"}` : form;
}

/** The settings page's table of contents: a link to each section. */
export function SettingsContents() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("account.settings.sectionsLabel")} className="mt-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(
          [
            ["profile", "account.profile.title"],
            ["password", "account.password.title"],
            ["email", "account.email.title"],
            ["sign-in", "account.signIn.title"],
            ["sessions", "account.sessions.title"],
            ["notifications", "account.notificationEmails.title"],
            ["your-data", "account.data.title"],
          ] as const
        ).map(([id, key]) => (
          <li key={id}>
            <a href={`#${id}`} className="inline-flex min-h-11 items-center text-indigo-800 underline">
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
