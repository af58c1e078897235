/**
 * /admin/payments: the signed Stripe events that matched nothing (a subscription Stripe does not
 * have) or lacked what an event carries, newest first. Each was acknowledged so that Stripe stops
 * retrying, and recorded (app/models/webhooks/stripe-events.server.ts); here admins see them. Read-only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { TableRegion, useFormatters } from "~/components/admin/parts";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { listUnmatchedStripeEvents, UNMATCHED_SHOWN } from "~/models/webhooks";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  return { events: await listUnmatchedStripeEvents(context.db), shown: UNMATCHED_SHOWN };
}

export default function AdminPayments() {
  const { events, shown } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <h2 id="payments-title" className="text-xl font-semibold text-slate-900">
        {t("admin.payments.title")}
      </h2>
      <p className="text-slate-700">{t("admin.payments.intro", { count: shown })}</p>
      {events.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-3 py-4 text-slate-700">{t("admin.payments.empty")}</p>
      ) : (
        <TableRegion label={t("admin.payments.caption")}>
          <table className="min-w-full text-left text-sm" data-testid="unmatched-stripe-events">
            <caption className="sr-only">{t("admin.payments.caption")}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.payments.columns.received")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.payments.columns.event")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.payments.columns.type")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.payments.columns.outcome")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.payments.columns.reason")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {events.map((event) => (
                <tr key={event.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(event.processedAt)}</td>
                  <td className="px-3 py-2 font-mono break-all">{event.id}</td>
                  <td className="px-3 py-2 font-mono">{event.type}</td>
                  <td className="px-3 py-2">{t(`admin.payments.outcome.${event.outcome}`)}</td>
                  <td className="px-3 py-2 break-words">{event.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
