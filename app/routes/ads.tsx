/**
 * /ads: the public ad library (docs/campaigns.md), in the manner of the Meta Ad Library and Google's
 * Ads Transparency Center: every campaign that ran or runs on DebateStorm, who paid for it, its dates,
 * spend as a band and impressions as a range; filters as a GET form (works without JavaScript); the
 * same as JSON at /api/ads. Linked from the footer and from every promoted ad.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { DailyChart } from "~/components/campaigns/daily-chart";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { REGIONS } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { libraryQuerySchema, adLibrary, dailyAdCounts, libraryParties, type LibraryEntry } from "~/models/campaigns";
import { formatMoney } from "~/utils/format";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["campaigns"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  const filters = libraryQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [ads, parties] = await Promise.all([adLibrary(context.db, filters), libraryParties(context.db)]);
  const days = await dailyAdCounts(
    context.db,
    ads.map((a) => a.id),
  );
  return { ads, parties, filters, days, meta: { title: t("campaigns.library.metaTitle") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }];

export default function AdLibrary() {
  const { ads, parties, filters, days } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("campaigns.library.title")}</h1>
      <p id="about" className="mt-2 max-w-3xl text-slate-700">
        {t("campaigns.library.intro")}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t("campaigns.library.json")}{" "}
        <a href="/api/ads" className="text-indigo-800 underline">
          /api/ads
        </a>
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
      >
        <SelectField
          label={t("campaigns.library.party")}
          name="party"
          defaultValue={filters.party ?? ""}
          options={[
            { value: "", label: t("campaigns.library.anyParty") },
            ...parties.map((p) => ({ value: p, label: p })),
          ]}
        />
        <SelectField
          label={t("campaigns.library.status")}
          name="status"
          defaultValue={filters.status ?? ""}
          options={[
            { value: "", label: t("campaigns.library.anyStatus") },
            { value: "active", label: t("campaigns.status.active") },
            { value: "completed", label: t("campaigns.status.completed") },
          ]}
        />
        <SelectField
          label={t("campaigns.library.region")}
          name="region"
          defaultValue={filters.region ?? ""}
          options={[
            { value: "", label: t("campaigns.library.anyRegion") },
            ...REGIONS.map((r) => ({ value: r, label: t(`campaigns.region.${r}`) })),
          ]}
        />
        <div className="flex gap-2">
          <Button type="submit">{t("campaigns.library.filter")}</Button>
          <Link to="/ads" className="inline-flex min-h-11 items-center px-2 text-indigo-800 underline">
            {t("campaigns.library.clear")}
          </Link>
        </div>
      </Form>
      <div className="mt-6">
        <DailyChart
          days={days}
          language={i18n.language}
          labels={{
            title: t("campaigns.library.chartTitle"),
            impressions: t("campaigns.chart.impressions"),
            clicks: t("campaigns.chart.clicks"),
            day: t("campaigns.chart.day"),
            table: t("campaigns.chart.table"),
          }}
        />
        <p className="mt-2 text-sm text-slate-700">{t("campaigns.chart.counting")}</p>
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900" aria-live="polite">
        {t("campaigns.library.count", { count: ads.length })}
      </h2>
      {ads.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("campaigns.library.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {ads.map((ad) => (
            <Entry key={ad.id} ad={ad} language={i18n.language} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Entry({ ad, language }: { ad: LibraryEntry; language: string }) {
  const { t } = useTranslation();
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso)) : "—";
  const number = new Intl.NumberFormat(language);
  const range = (low: number, high: number | null, format: (n: number) => string) =>
    high === null ? t("campaigns.library.atLeast", { value: format(low) }) : `${format(low)} – ${format(high)}`;
  const rows: [string, string][] = [
    [t("campaigns.summary.party"), ad.party],
    [t("campaigns.summary.package"), t(`campaigns.package.${ad.packageType}`)],
    [t("campaigns.card.status"), t(`campaigns.status.${ad.status}`)],
    [t("campaigns.details.region"), ad.region ? t(`campaigns.region.${ad.region}`) : t("campaigns.region.everywhere")],
    [t("campaigns.card.audience"), ad.targetAudience ? t(`campaigns.audience.${ad.targetAudience}`) : "—"],
    [t("campaigns.card.starts"), date(ad.startedAt)],
    [t("campaigns.card.ends"), date(ad.endsAt)],
    [t("campaigns.library.spend"), range(ad.spend.low, ad.spend.high, (n) => formatMoney(n, ad.currency, language))],
    [t("campaigns.chart.impressions"), range(ad.impressions.low, ad.impressions.high, (n) => number.format(n))],
  ];
  return (
    <li
      id={`ad-${ad.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="library-entry"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-indigo-900">
        {t("campaigns.banner.sponsored", { name: ad.paidForBy })}
      </p>
      <h3 className="mt-1 font-semibold text-slate-900">{ad.title}</h3>
      {ad.message ? <p className="mt-1 text-sm text-slate-800">{ad.message}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
