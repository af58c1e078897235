/** The last sections of /settings: signed-in browsers, notification e-mails, deleting the account. */
import { Form, Link } from "@remix-run/react";

import { NOTIFICATION_KINDS } from "~/db/enums";
import type { NotificationKind } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import type { SessionView } from "~/models/accounts";

import { buttonClass, LinkButton } from "../ui/button";
import { RelativeTime } from "../ui/relative-time";

import { Section, Submit } from "./section";

function countryName(code: string | null, locale: string, unknown: string) {
  if (!code) return unknown;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
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
