/**
 * /campaign-management: the signed-in buyer's own campaigns (docs/campaigns.md). Tabs are URL state
 * (?tab=all|active|pending|completed|analytics), as are a campaign's details (?campaign={id}) and
 * its analytics (?tab=analytics&campaign={id}), so all of it works without JavaScript. Its one form,
 * 'Complete Payment', sends an unpaid campaign (of this owner only) to Stripe's Checkout page again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as z from "~/utils/zod";

import { requireUser } from "~/auth/guards.server";
import { DailyChart } from "~/components/campaigns/daily-chart";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { LinkButton } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  campaignIdSchema,
  adTotals,
  checkoutForCampaign,
  dailyAdCounts,
  listOwnCampaigns,
  publicCampaign,
  unpaidCampaign,
} from "~/models/campaigns";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { formatMoney } from "~/utils/format";
import { notFound, publicOrigin, translate, translatorFor } from "~/utils/http.server";
import { payments } from "~/models/payments";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";
import { CampaignCard, CampaignDetails, Tile } from "~/components/campaigns/campaign-cards";

export const handle: I18nHandle = { i18n: ["campaigns"] };

const TABS = ["all", "active", "pending", "completed", "analytics"] as const;
const querySchema = /* @__PURE__ */ once(() =>
  z.object({
    tab: z.enum(TABS).catch("all"),
    campaign: z.string().max(64).optional().catch(undefined),
    paid: z.string().max(64).optional().catch(undefined),
  }),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const query = querySchema().parse(Object.fromEntries(new URL(request.url).searchParams));
  const all = (await listOwnCampaigns(context.db, user.id)).map(publicCampaign);
  const selected = query.campaign ? (all.find((c) => c.id === query.campaign) ?? notFound()) : null;
  const ids = all.map((c) => c.id);
  const [totals, days] = await Promise.all([
    adTotals(context.db, ids),
    query.tab === "analytics" ? dailyAdCounts(context.db, selected ? [selected.id] : ids) : null,
  ]);
  const investment = { usd: 0, inr: 0 };
  for (const c of all) if (c.paidAt) investment[c.currency] += c.campaignBudget;
  let impressions = 0;
  let clicks = 0;
  for (const total of totals.values()) {
    impressions += total.impressions;
    clicks += total.clicks;
  }
  return {
    campaigns: all.map((c) => ({ ...c, ...(totals.get(c.id) ?? { impressions: 0, clicks: 0 }) })),
    tab: query.tab,
    selected,
    days,
    justPaid: query.paid ? (all.find((c) => c.id === query.paid)?.campaignTitle ?? null) : null,
    tiles: { active: all.filter((c) => c.status === "active").length, investment, impressions, clicks },
    meta: { title: t("campaigns.manage.metaTitle") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const user = await requireUser(args.request, args.context);
  const t = await translatorFor(args.request);
  if (form.get("intent") !== "resume") return unknownForm(args.request);
  const parsed = parseForm(t, form, campaignIdSchema);
  if (!parsed.ok) return respond(args, { form: "resume", ok: false, result: parsed.reply() });
  const campaign = await unpaidCampaign(args.context.db, user.id, parsed.value.campaignId);
  if (!campaign) {
    return respond(args, {
      form: "resume",
      ok: false,
      status: 404,
      toast: { title: t("campaigns.errors.notFound"), variant: "destructive" },
    });
  }
  const stripe = args.context.config.stripe;
  const origin = publicOrigin(args.context, args.request);
  if (!stripe || !origin) {
    return respond(args, {
      form: "resume",
      ok: false,
      status: 503,
      toast: {
        title: t("campaigns.pay.errorTitle"),
        description: t("campaigns.pay.notConfigured"),
        variant: "destructive",
      },
    });
  }
  const started = await checkoutForCampaign(payments(args.context.env, stripe), campaign, origin);
  if (!started.ok) {
    return respond(args, {
      form: "resume",
      ok: false,
      status: started.status,
      toast: started.stripeMessage
        ? { title: t("campaigns.pay.failedTitle"), description: started.stripeMessage, variant: "destructive" }
        : { title: t("campaigns.pay.errorTitle"), description: translate(t, started.error), variant: "destructive" },
    });
  }
  return respond(args, {
    form: "resume",
    ok: true,
    ...(started.url ? { leaveTo: started.url } : { redirectTo: "/campaign-management" }),
    navigate: true,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function CampaignManagement() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  useOutcomeToast(outcomeOf(useActionData<typeof action>(), "resume"));
  const number = new Intl.NumberFormat(i18n.language);
  const shown = data.campaigns.filter((c) => data.tab === "all" || data.tab === "analytics" || c.status === data.tab);
  const investment = (["usd", "inr"] as const)
    .filter((c) => data.tiles.investment[c] > 0)
    .map((c) => formatMoney(data.tiles.investment[c], c, i18n.language));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("campaigns.manage.title")}</h1>
        <div className="flex gap-2">
          <LinkButton to="/" variant="secondary">
            {t("campaigns.manage.home")}
          </LinkButton>
          <LinkButton to="/campaign-packages">{t("campaigns.manage.new")}</LinkButton>
        </div>
      </div>
      {data.justPaid ? (
        <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <p className="font-semibold">{t("campaigns.pay.successTitle")}</p>
          <p>{t("campaigns.pay.successBody")}</p>
        </div>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label={t("campaigns.manage.tileActive")} value={number.format(data.tiles.active)} />
        <Tile
          label={t("campaigns.manage.tileInvestment")}
          value={investment.length ? investment.join(" · ") : formatMoney(0, "usd", i18n.language)}
        />
        <Tile label={t("campaigns.manage.tileReach")} value={number.format(data.tiles.impressions)} />
        <Tile label={t("campaigns.manage.tileClicks")} value={number.format(data.tiles.clicks)} />
      </dl>
      <p className="mt-2 text-sm text-slate-700">{t("campaigns.chart.counting")}</p>
      <nav aria-label={t("campaigns.manage.tabsLabel")} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                aria-current={tab === data.tab ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                  tab === data.tab ? "border-indigo-700 text-indigo-800" : "border-transparent text-slate-700"
                }`}
              >
                {t(`campaigns.manage.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        {data.tab === "analytics" && data.days ? (
          <section aria-labelledby="analytics-title">
            <h2 id="analytics-title" className="text-lg font-semibold text-slate-900">
              {data.selected
                ? t("campaigns.manage.analyticsOf", { title: data.selected.campaignTitle })
                : t("campaigns.manage.analyticsAll")}
            </h2>
            <div className="mt-3">
              <DailyChart
                days={data.days}
                language={i18n.language}
                labels={{
                  title: t("campaigns.chart.title"),
                  impressions: t("campaigns.chart.impressions"),
                  clicks: t("campaigns.chart.clicks"),
                  day: t("campaigns.chart.day"),
                  table: t("campaigns.chart.table"),
                }}
              />
            </div>
          </section>
        ) : data.selected ? (
          <CampaignDetails campaign={data.campaigns.find((c) => c.id === data.selected?.id) ?? null} />
        ) : null}
        {data.tab === "pending" ? (
          <p className="mt-2 text-slate-700">
            {t("campaigns.manage.pendingText")} {t("campaigns.manage.activationNote")}
          </p>
        ) : null}
        {data.campaigns.length === 0 ? (
          <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t("campaigns.manage.emptyTitle")}</h2>
            <p className="mt-1 text-slate-700">{t("campaigns.manage.emptyBody")}</p>
            <LinkButton to="/campaign-packages" className="mt-4">
              {t("campaigns.manage.emptyAction")}
            </LinkButton>
          </div>
        ) : shown.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("campaigns.manage.noneInTab")}</p>
        ) : (
          <>
            <h2 className="sr-only">{t(`campaigns.manage.tab.${data.tab}`)}</h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {shown.map((c) => (
                <CampaignCard key={c.id} campaign={c} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
