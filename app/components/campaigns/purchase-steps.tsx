/**
 * The three steps of buying a campaign (/campaign-packages, docs/campaigns.md): the packages, the
 * details, the summary and payment. Each is a plain form of the page's action.
 */
import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import { Button, LinkButton } from "~/components/ui/button";
import { InputField, SelectField, TextAreaField } from "~/components/ui/field";
import { fieldError, type outcomeOf } from "~/components/ui/action-result";
import { CURRENCIES, REGIONS, TARGET_AUDIENCES } from "~/db/enums";
import { useTranslation } from "~/i18n/react";
import { CAMPAIGN_PACKAGES, packagePrice, type PackageType } from "~/models/campaigns";
import { formatMoney } from "~/utils/format";

type Currency = (typeof CURRENCIES)[number];
export const DETAIL_FIELDS = [
  "partyName",
  "campaignTitle",
  "description",
  "contactEmail",
  "contactPhone",
  "targetAudience",
  "region",
  "paidForBy",
] as const;
export type DetailValues = Partial<Record<(typeof DETAIL_FIELDS)[number], string>>;

export interface StepPayload {
  step: 2 | 3;
  packageType: PackageType;
  currency: Currency;
  values: DetailValues;
  attempt?: string;
}

function usePrice() {
  const { i18n } = useTranslation();
  return (type: PackageType, currency: Currency) => formatMoney(packagePrice(type, currency), currency, i18n.language);
}

export function PackageStep({ currency, paymentsReady }: { currency: Currency; paymentsReady: boolean }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <section aria-labelledby="packages-title" className="mt-6">
      <h2 id="packages-title" className="text-xl font-semibold text-slate-900">
        {t("campaigns.packages.choose")}
      </h2>
      {paymentsReady ? null : (
        <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {t("campaigns.packages.setupNotice")}
        </p>
      )}
      <nav aria-label={t("campaigns.packages.currency")} className="mt-4 flex gap-2">
        {CURRENCIES.map((c) => (
          <Link
            key={c}
            to={`?currency=${c}`}
            replace
            preventScrollReset
            aria-current={c === currency ? "true" : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-medium ${
              c === currency ? "border-indigo-700 bg-indigo-700 text-white" : "border-slate-400 bg-white text-slate-800"
            }`}
          >
            {t(`campaigns.currency.${c}`)}
          </Link>
        ))}
      </nav>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {Object.values(CAMPAIGN_PACKAGES).map((pkg) => (
          <li
            key={pkg.id}
            className={`relative flex flex-col rounded-lg border bg-white p-5 shadow-sm ${
              pkg.popular ? "border-indigo-700 ring-2 ring-indigo-700" : "border-slate-200"
            }`}
          >
            {pkg.popular ? (
              <p className="absolute -top-3 left-4 rounded-full bg-indigo-700 px-3 py-0.5 text-xs font-semibold text-white">
                {t("campaigns.packages.popular")}
              </p>
            ) : null}
            <h3 className="text-lg font-semibold text-slate-900">{t(`campaigns.package.${pkg.id}`)}</h3>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`price-${pkg.id}`}>
              {price(pkg.id, currency)}
            </p>
            <p className="text-sm text-slate-700">{t("campaigns.packages.days", { count: pkg.duration })}</p>
            <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              <li>
                {pkg.placements === null
                  ? t("campaigns.packages.unlimitedPlacements")
                  : t("campaigns.packages.placements", { count: pkg.placements })}
              </li>
              <li>{t("campaigns.packages.featureBanner")}</li>
              <li>{t("campaigns.packages.featureAnalytics")}</li>
              {pkg.id === "enterprise" ? (
                <>
                  <li>{t("campaigns.packages.featureManager")}</li>
                  <li>{t("campaigns.packages.featureSupport")}</li>
                </>
              ) : null}
            </ul>
            <Form method="get" className="mt-5">
              <input type="hidden" name="currency" value={currency} />
              <Button type="submit" name="package" value={pkg.id} block variant={pkg.popular ? "primary" : "outline"}>
                {t("campaigns.packages.select", { name: t(`campaigns.package.${pkg.id}`) })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DetailsStep({
  packageType,
  currency,
  outcome,
}: {
  packageType: PackageType;
  currency: Currency;
  outcome: ReturnType<typeof outcomeOf<StepPayload>>;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const values = outcome?.values ?? {};
  const error = (name: string) => fieldError(outcome, name);
  return (
    <section aria-labelledby="details-title" className="mt-6 max-w-2xl">
      <h2 id="details-title" className="text-xl font-semibold text-slate-900">
        {t("campaigns.details.title")}
      </h2>
      <p className="mt-1 text-slate-700">
        {t("campaigns.details.chosen", {
          name: t(`campaigns.package.${packageType}`),
          price: price(packageType, currency),
        })}
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="packageType" value={packageType} />
        <input type="hidden" name="currency" value={currency} />
        <InputField
          label={t("campaigns.details.partyName")}
          name="partyName"
          required
          maxLength={120}
          defaultValue={values.partyName}
          error={error("partyName")}
        />
        <InputField
          label={t("campaigns.details.campaignTitle")}
          name="campaignTitle"
          required
          maxLength={120}
          defaultValue={values.campaignTitle}
          error={error("campaignTitle")}
        />
        <TextAreaField
          label={t("campaigns.details.description")}
          name="description"
          rows={4}
          maxLength={1000}
          defaultValue={values.description}
          error={error("description")}
        />
        <InputField
          label={t("campaigns.details.contactEmail")}
          name="contactEmail"
          type="email"
          required
          autoComplete="email"
          defaultValue={values.contactEmail}
          error={error("contactEmail")}
        />
        <InputField
          label={t("campaigns.details.contactPhone")}
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.contactPhone}
          error={error("contactPhone")}
        />
        <SelectField
          label={t("campaigns.details.targetAudience")}
          name="targetAudience"
          defaultValue={values.targetAudience ?? ""}
          error={error("targetAudience")}
          options={[
            { value: "", label: t("campaigns.details.chooseAudience") },
            ...TARGET_AUDIENCES.map((a) => ({ value: a, label: t(`campaigns.audience.${a}`) })),
          ]}
        />
        <SelectField
          label={t("campaigns.details.region")}
          name="region"
          defaultValue={values.region ?? ""}
          error={error("region")}
          options={[
            { value: "", label: t("campaigns.region.everywhere") },
            ...REGIONS.map((r) => ({ value: r, label: t(`campaigns.region.${r}`) })),
          ]}
        />
        <InputField
          label={t("campaigns.details.paidForBy")}
          name="paidForBy"
          maxLength={120}
          hint={t("campaigns.details.paidForByHint")}
          defaultValue={values.paidForBy}
          error={error("paidForBy")}
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <LinkButton to={`/campaign-packages?currency=${currency}`} variant="secondary">
            {t("campaigns.details.back")}
          </LinkButton>
          <Button type="submit">{t("campaigns.details.continue")}</Button>
        </div>
      </Form>
    </section>
  );
}

function Hidden({ values, packageType, currency }: { values: DetailValues; packageType: string; currency: string }) {
  return (
    <>
      <input type="hidden" name="packageType" value={packageType} />
      <input type="hidden" name="currency" value={currency} />
      {DETAIL_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
      ))}
    </>
  );
}

export function PaymentStep({
  packageType,
  currency,
  values,
  attempt,
}: {
  packageType: PackageType;
  currency: Currency;
  values: DetailValues;
  attempt: string;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  // Paying leaves for Stripe's page: a document post (reloadDocument), so the browser follows the redirect.
  const [paying, setPaying] = useState(false);
  const pkg = CAMPAIGN_PACKAGES[packageType];
  const rows: [string, string][] = [
    [t("campaigns.summary.package"), t(`campaigns.package.${packageType}`)],
    [t("campaigns.summary.duration"), t("campaigns.packages.days", { count: pkg.duration })],
    [t("campaigns.summary.party"), values.partyName ?? ""],
    [t("campaigns.summary.campaign"), values.campaignTitle ?? ""],
    [t("campaigns.summary.paidForBy"), values.paidForBy || values.partyName || ""],
    [t("campaigns.summary.currency"), currency.toUpperCase()],
    [t("campaigns.summary.total"), price(packageType, currency)],
  ];
  return (
    <section aria-labelledby="payment-title" className="mt-6 max-w-xl">
      <h2 id="payment-title" className="text-xl font-semibold text-slate-900">
        {t("campaigns.summary.title")}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t("campaigns.summary.stripeNote")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="edit" />
          <Hidden values={values} packageType={packageType} currency={currency} />
          <Button type="submit" variant="secondary">
            {t("campaigns.summary.back")}
          </Button>
        </Form>
        <Form method="post" reloadDocument onSubmit={() => setPaying(true)}>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="attempt" value={attempt} />
          <Hidden values={values} packageType={packageType} currency={currency} />
          <Button type="submit" disabled={paying} aria-busy={paying || undefined}>
            {paying
              ? t("campaigns.summary.processing")
              : t("campaigns.summary.pay", { price: price(packageType, currency) })}
          </Button>
        </Form>
      </div>
    </section>
  );
}
