/**
 * /admin/campaigns: paid campaigns waiting for activation (and the active ones, to cancel). Admins
 * only, checked in this route's own loader and action; every decision is audit-logged in the same
 * batch as the change and the owner is notified (app/models/campaigns/campaigns.server.ts). Cancelling asks
 * first: its form has an "I understand" box the action requires (with or without JavaScript).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as z from "~/utils/zod";

import { requireRole } from "~/auth/guards.server";
import { fieldError, fieldValue, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { ConfirmCheckbox } from "~/components/ui/field";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  campaignIdSchema,
  cancelCampaignFormSchema,
  adFigures,
  type AdFigures,
  activateCampaign,
  cancelCampaign,
  listCampaignsForAdmin,
  publicCampaign,
} from "~/models/campaigns";
import { AD_DISCARD_REASONS } from "~/db/enums";
import { pageUrl, readForm, respond, unknownForm } from "~/utils/action.server";
import { formatMoney, formatNumber } from "~/utils/format";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";
import { languageOf } from "~/utils/script-language";

export const handle: I18nHandle = { i18n: ["admin", "campaigns"] };

const VIEWS = ["paid", "active", "pending"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const view = z
    .enum(VIEWS)
    .catch("paid")
    .parse(new URL(request.url).searchParams.get("view") ?? undefined);
  const rows = await listCampaignsForAdmin(context.db, view);
  // What was counted and what was not, and why (docs/campaigns.md, "Counting").
  const figures = await adFigures(
    context.db,
    rows.map((r) => r.id),
  );
  return {
    view,
    campaigns: rows.map((row) => ({ ...publicCampaign(row), figures: figures.get(row.id) ?? null })),
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const admin = await requireRole(args.request, args.context, "admin");
  const t = await translatorFor(args.request);
  const intent = form.get("intent");
  if (intent !== "activate" && intent !== "cancel") return unknownForm(args.request);
  // Cancelling stops the ads for good: the form carries a ticked "I understand" box, with or without JavaScript.
  const parsed = parseForm(t, form, intent === "cancel" ? cancelCampaignFormSchema : campaignIdSchema);
  if (!parsed.ok) {
    return respond(args, { form: "campaign", ok: false, result: parsed.reply() });
  }
  const act = intent === "activate" ? activateCampaign : cancelCampaign;
  const result = await act(args.context.db, admin.id, parsed.value.campaignId);
  return respond(args, {
    form: "campaign",
    ok: result.ok,
    status: result.ok ? 200 : result.status,
    redirectTo: pageUrl(args.request),
    toast: result.ok
      ? {
          title: t(intent === "activate" ? "campaigns.admin.activated" : "campaigns.admin.cancelled", {
            title: result.campaign.campaignTitle,
          }),
        }
      : { title: translate(t, result.error), variant: "destructive" },
  });
}

export default function AdminCampaigns() {
  const { view, campaigns } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const outcome = outcomeOf(useActionData<typeof action>(), "campaign");
  useOutcomeToast(outcome);
  // A Cancel refused for want of its box: the message goes beside that campaign's box.
  const refusedCancel = outcome && !outcome.ok ? fieldValue(outcome, "campaignId") : undefined;
  return (
    <section aria-labelledby="admin-campaigns">
      <h2 id="admin-campaigns" className="text-lg font-semibold text-slate-900">
        {t("admin.sections.campaigns")}
      </h2>
      <p className="mt-1 text-slate-700">{t("campaigns.admin.intro")}</p>
      <nav aria-label={t("campaigns.admin.viewsLabel")} className="mt-4 flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <a
            key={v}
            href={`?view=${v}`}
            aria-current={v === view ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium ${
              v === view ? "border-indigo-700 bg-indigo-700 text-white" : "border-slate-400 text-slate-800"
            }`}
          >
            {t(`campaigns.admin.view.${v}`)}
          </a>
        ))}
      </nav>
      {campaigns.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("campaigns.admin.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {campaigns.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="admin-campaign">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="font-semibold text-slate-900" lang={languageOf(c.campaignTitle)}>
                    {c.campaignTitle}
                  </h3>
                  <p className="text-sm text-slate-700">
                    <span lang={languageOf(c.partyName)}>{c.partyName}</span> ·{" "}
                    {t(`campaigns.package.${c.packageType}`)} ·{" "}
                    {formatMoney(c.campaignBudget, c.currency, i18n.language)} ·{" "}
                    {t(`campaigns.payment.${c.paymentStatus}`)}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t("campaigns.summary.paidForBy")}: <span lang={languageOf(c.paidForBy)}>{c.paidForBy}</span>
                  </p>
                  {c.figures ? <AdFiguresTable title={c.campaignTitle} figures={c.figures} /> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {c.status === "pending" && c.paymentStatus === "paid" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="activate" />
                      <input type="hidden" name="campaignId" value={c.id} />
                      <Button type="submit" size="sm">
                        {t("campaigns.admin.activate")}
                      </Button>
                    </Form>
                  ) : null}
                  <Form method="post" className="space-y-2" data-testid="cancel-campaign">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="campaignId" value={c.id} />
                    <ConfirmCheckbox
                      id={`cancel-confirm-${c.id}`}
                      label={t("campaigns.admin.cancelUnderstand", { title: c.campaignTitle })}
                      error={refusedCancel === c.id ? fieldError(outcome, "confirm") : undefined}
                    />
                    <Button type="submit" size="sm" variant="danger">
                      {t("campaigns.admin.cancel")}
                    </Button>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Counted impressions and clicks beside those discarded, by reason (what an advertiser pays against). */
function AdFiguresTable({ title, figures }: { title: string; figures: AdFigures }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { kind: "impression" as const, label: t("campaigns.chart.impressions"), counted: figures.impressions },
    { kind: "click" as const, label: t("campaigns.chart.clicks"), counted: figures.clicks },
  ];
  return (
    <div className="mt-3 overflow-x-auto" data-testid="ad-figures">
      <table className="text-left text-sm text-slate-800">
        <caption className="text-left font-medium text-slate-900">{t("campaigns.admin.figures", { title })}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t("campaigns.admin.figuresKind")}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t("campaigns.admin.counted")}
            </th>
            {AD_DISCARD_REASONS.map((reason) => (
              <th key={reason} scope="col" className="py-1 pr-4 font-medium">
                {t(`campaigns.admin.discarded.${reason}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row" className="py-1 pr-4 font-medium">
                {row.label}
              </th>
              <td className="py-1 pr-4 tabular-nums">{formatNumber(row.counted, i18n.language)}</td>
              {AD_DISCARD_REASONS.map((reason) => (
                <td key={reason} className="py-1 pr-4 tabular-nums">
                  {formatNumber(figures.discarded[row.kind][reason], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-700">{t("campaigns.admin.figuresNote")}</p>
    </div>
  );
}
