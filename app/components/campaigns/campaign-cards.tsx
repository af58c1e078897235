/** A campaign's tile, card and details on /campaign-management. */
import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import { Button, LinkButton } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { OwnCampaign } from "~/models/campaigns";
import { formatMoney } from "~/utils/format";
import { languageOf } from "~/utils/script-language";

/** A campaign of its owner, with its ad figures. */
type Row = OwnCampaign & { impressions: number; clicks: number };

export function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** `paymentsReady`: whether this server takes payments (else an unpaid campaign offers none). */
export function CampaignCard({ campaign: c, paymentsReady }: { campaign: Row; paymentsReady: boolean }) {
  const { t, i18n } = useTranslation();
  // Completing a payment leaves for Stripe's page: a document post, so the browser follows the redirect.
  const [busy, setBusy] = useState(false);
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(c.createdAt));
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="campaign-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900" lang={languageOf(c.campaignTitle)}>
            {c.campaignTitle}
          </h3>
          <p className="text-sm text-slate-700" lang={languageOf(c.partyName)}>
            {c.partyName}
          </p>
        </div>
        <div className="flex gap-2 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">
            {t(`campaigns.package.${c.packageType}`)}
          </span>
          <span className="rounded-full bg-indigo-50 px-2 py-1 text-indigo-900">
            {t(`campaigns.status.${c.status}`)}
          </span>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("campaigns.card.budget")}</dt>
        <dd className="text-slate-900">{formatMoney(c.campaignBudget, c.currency, i18n.language)}</dd>
        <dt className="text-slate-600">{t("campaigns.card.audience")}</dt>
        <dd className="text-slate-900">{c.targetAudience ? t(`campaigns.audience.${c.targetAudience}`) : "—"}</dd>
        <dt className="text-slate-600">{t("campaigns.card.duration")}</dt>
        <dd className="text-slate-900">{t("campaigns.packages.days", { count: c.campaignDuration })}</dd>
        <dt className="text-slate-600">{t("campaigns.card.created")}</dt>
        <dd className="text-slate-900">{created}</dd>
      </dl>
      {c.description ? (
        <p className="mt-2 text-sm text-slate-800" lang={languageOf(c.description)}>
          {c.description}
        </p>
      ) : null}
      {c.status === "pending" ? (
        <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {c.paymentStatus === "paid" ? (
            <p>{t("campaigns.card.paidAwaiting")}</p>
          ) : (
            <>
              <p>{t("campaigns.manage.pendingText")}</p>
              {c.paymentError ? (
                <p role="alert" className="mt-1 font-medium text-red-800">
                  {t("campaigns.card.paymentFailed", { message: c.paymentError })}
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <LinkButton to={`?tab=all&campaign=${c.id}`} variant="outline" size="sm">
          {t("campaigns.card.details")}
        </LinkButton>
        <LinkButton to={`?tab=analytics&campaign=${c.id}`} variant="outline" size="sm">
          {t("campaigns.card.analytics")}
        </LinkButton>
        {c.status === "pending" && c.paymentStatus !== "paid" && paymentsReady ? (
          <Form method="post" reloadDocument onSubmit={() => setBusy(true)}>
            <input type="hidden" name="intent" value="resume" />
            <input type="hidden" name="campaignId" value={c.id} />
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? t("campaigns.summary.processing") : t("campaigns.card.completePayment")}
            </Button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

export function CampaignDetails({ campaign: c }: { campaign: Row | null }) {
  const { t, i18n } = useTranslation();
  if (!c) return null;
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso)) : "—";
  const number = new Intl.NumberFormat(i18n.language);
  const rows: [string, string][] = [
    [t("campaigns.summary.party"), c.partyName],
    [t("campaigns.summary.paidForBy"), c.paidForBy],
    [t("campaigns.summary.package"), t(`campaigns.package.${c.packageType}`)],
    [t("campaigns.card.status"), t(`campaigns.status.${c.status}`)],
    [t("campaigns.card.payment"), t(`campaigns.payment.${c.paymentStatus}`)],
    [t("campaigns.card.budget"), formatMoney(c.campaignBudget, c.currency, i18n.language)],
    [t("campaigns.details.region"), c.region ? t(`campaigns.region.${c.region}`) : t("campaigns.region.everywhere")],
    [t("campaigns.details.contactEmail"), c.contactEmail],
    [t("campaigns.card.starts"), date(c.activatedAt)],
    [t("campaigns.card.ends"), date(c.endsAt)],
    [t("campaigns.chart.impressions"), number.format(c.impressions)],
    [t("campaigns.chart.clicks"), number.format(c.clicks)],
  ];
  return (
    <section aria-labelledby="details-of" className="mb-6 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="details-of" className="text-lg font-semibold text-slate-900" lang={languageOf(c.campaignTitle)}>
          {c.campaignTitle}
        </h2>
        <Link to="?tab=all" className="text-sm text-indigo-800 underline">
          {t("campaigns.card.closeDetails")}
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-200 py-1">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
