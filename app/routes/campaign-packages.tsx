/**
 * /campaign-packages: buying a campaign in three steps (docs/campaigns.md), each a plain form, so the
 * whole purchase works without JavaScript:
 *   1. packages (GET ?currency=usd|inr; choosing one is a GET form to ?package=…),
 *   2. details (POST intent=details: validated on the server, messages per field),
 *   3. summary and payment (POST intent=pay: the pending campaign, then Stripe's hosted Checkout page;
 *      intent=edit goes back to the details with what was typed).
 * Step 3 carries the details as hidden fields and the attempt's key: submitting it twice makes one
 * campaign and one Checkout session. The amount is the catalogue's; the form sends none.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";

import { requireUser } from "~/auth/guards.server";
import { Button, LinkButton } from "~/components/ui/button";
import { InputField, SelectField, TextAreaField } from "~/components/ui/field";
import { fieldError, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { CURRENCIES, REGIONS, TARGET_AUDIENCES } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { CAMPAIGN_PACKAGES, packagePrice, type PackageType } from "~/models/campaign-packages";
import {
  campaignDetailsSchema,
  campaignPaymentSchema,
  currencySchema,
  packageTypeSchema,
} from "~/models/campaigns.schema";
import { campaignForAttempt, checkoutForCampaign } from "~/models/campaigns.server";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { formatMoney } from "~/utils/format";
import { publicOrigin, translate, translatorFor } from "~/utils/http.server";
import { payments } from "~/utils/payments.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["campaigns"] };

type Currency = (typeof CURRENCIES)[number];
const DETAIL_FIELDS = [
  "partyName",
  "campaignTitle",
  "description",
  "contactEmail",
  "contactPhone",
  "targetAudience",
  "region",
  "paidForBy",
] as const;
type DetailValues = Partial<Record<(typeof DETAIL_FIELDS)[number], string>>;

interface StepPayload {
  step: 2 | 3;
  packageType: PackageType;
  currency: Currency;
  values: DetailValues;
  attempt?: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await translatorFor(request);
  const url = new URL(request.url);
  const currency = currencySchema.catch("usd").parse(url.searchParams.get("currency") ?? undefined);
  const chosen = packageTypeSchema.safeParse(url.searchParams.get("package"));
  return {
    currency,
    packageType: chosen.success ? chosen.data : null,
    paymentsReady: Boolean(context.config.stripe),
    meta: { title: t("campaigns.packages.metaTitle") },
  };
}

/** What was typed, as text, to fill the fields again (never trusted: re-parsed on every post). */
function typed(form: FormData): DetailValues {
  const values: DetailValues = {};
  for (const name of DETAIL_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const user = await requireUser(args.request, args.context);
  const t = await translatorFor(args.request);
  const intent = form.get("intent");
  if (intent !== "details" && intent !== "edit" && intent !== "pay") return unknownForm(args.request);
  const packageType = packageTypeSchema.safeParse(form.get("packageType"));
  const currency = currencySchema.catch("usd").parse(form.get("currency") ?? undefined);
  if (!packageType.success) {
    return respond(args, {
      form: "campaign",
      ok: false,
      toast: { title: t("campaigns.errors.package"), variant: "destructive" },
    });
  }
  const base = { packageType: packageType.data, currency, values: typed(form) };

  if (intent === "edit")
    return respond<StepPayload>(args, { form: "campaign", ok: true, payload: { step: 2, ...base } });

  const parsed =
    intent === "pay" ? parseForm(t, form, campaignPaymentSchema) : parseForm(t, form, campaignDetailsSchema);
  if (!parsed.ok) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      result: parsed.reply(),
      payload: { step: 2, ...base },
    });
  }
  if (intent === "details") {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: true,
      payload: { step: 3, ...base, attempt: crypto.randomUUID() },
    });
  }

  // intent === "pay"
  const attempt = "attempt" in parsed.value ? String(parsed.value.attempt) : "";
  const stay = { step: 3 as const, ...base, attempt };
  const stripe = args.context.config.stripe;
  const origin = publicOrigin(args.context, args.request);
  if (!stripe || !origin) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      status: 503,
      payload: stay,
      toast: {
        title: t("campaigns.pay.errorTitle"),
        description: t("campaigns.pay.notConfigured"),
        variant: "destructive",
      },
    });
  }
  const campaign = await campaignForAttempt(args.context.db, user.id, parsed.value, `form:${attempt}`);
  const started = await checkoutForCampaign(payments(args.context.env, stripe), campaign, origin);
  if (!started.ok) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      status: started.status,
      payload: stay,
      toast: started.stripeMessage
        ? { title: t("campaigns.pay.failedTitle"), description: started.stripeMessage, variant: "destructive" }
        : { title: t("campaigns.pay.errorTitle"), description: translate(t, started.error), variant: "destructive" },
    });
  }
  return respond(args, {
    form: "campaign",
    ok: true,
    ...(started.url ? { leaveTo: started.url } : { redirectTo: "/campaign-management" }),
    navigate: true,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }];

function usePrice() {
  const { i18n } = useTranslation();
  return (type: PackageType, currency: Currency) => formatMoney(packagePrice(type, currency), currency, i18n.language);
}

export default function CampaignPackages() {
  const data = useLoaderData<typeof loader>();
  const outcome = outcomeOf<StepPayload>(useActionData<typeof action>(), "campaign");
  const { t } = useTranslation();
  useOutcomeToast(outcome);
  const step = outcome?.step ?? (data.packageType ? 2 : 1);
  const packageType = outcome?.packageType ?? data.packageType;
  const currency = outcome?.currency ?? data.currency;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("campaigns.packages.title")}</h1>
      <p className="mt-2 text-slate-700">{t("campaigns.packages.intro")}</p>
      <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t("campaigns.packages.stepsLabel")}>
        {[1, 2, 3].map((n) => (
          <li
            key={n}
            aria-current={n === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${n === step ? "bg-indigo-700 text-white" : "bg-slate-100 text-slate-700"}`}
          >
            {t(`campaigns.packages.step${n}`)}
          </li>
        ))}
      </ol>
      {step === 1 || !packageType ? (
        <PackageStep currency={currency} paymentsReady={data.paymentsReady} />
      ) : step === 2 ? (
        <DetailsStep packageType={packageType} currency={currency} outcome={outcome} />
      ) : (
        <PaymentStep
          packageType={packageType}
          currency={currency}
          values={outcome?.values ?? {}}
          attempt={outcome?.attempt ?? ""}
        />
      )}
    </div>
  );
}

function PackageStep({ currency, paymentsReady }: { currency: Currency; paymentsReady: boolean }) {
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

function DetailsStep({
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

function PaymentStep({
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
