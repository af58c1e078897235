/**
 * The Cron Trigger (every 15 minutes, wrangler.toml [triggers]): news ingestion (feeds →
 * headlines → debates), then trending, then clearing expired sessions, old abuse-limit counters,
 * notifications and payment records past their retention (docs/account.md), and sending the
 * notification e-mails still queued. A failing step is logged and does not stop the others.
 */
import { deleteExpiredSessions } from "../../app/auth/session.server";
import type { LoadContext } from "../../app/context.server";
import { deleteExpiredPaymentRecords } from "../../app/models/account-data.server";
import { completeEndedCampaigns } from "../../app/models/campaigns.server";
import { refreshTrending } from "../../app/models/debates.server";
import { deleteOldNotifications, deliverNotificationEmails } from "../../app/models/notifications.server";
import { deleteOldRateLimits } from "../../app/models/rate-limits.server";

import { runIngestion } from "./ingest";

export async function runScheduled(controller: ScheduledController, context: LoadContext) {
  const now = new Date(controller.scheduledTime);
  const run = await runIngestion(context, { trigger: "cron", now }).catch((error: unknown) => {
    console.error(`[cron] news ingestion failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const trending = await refreshTrending(context.db, now);
  await Promise.all([
    deleteExpiredSessions(context, now),
    deleteOldRateLimits(context.db, now),
    deleteOldNotifications(context.db, now),
    deleteExpiredPaymentRecords(context.db, now),
  ]);
  await deliverNotificationEmails(context, context.config.publicOrigin || null).catch((error: unknown) => {
    console.error(`[cron] notification e-mails failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  // Campaigns whose days are up stop showing (docs/campaigns.md).
  const completed = await completeEndedCampaigns(context.db, now).catch((error: unknown) => {
    console.error(`[cron] completing campaigns failed: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  });
  console.log(
    `[cron ${controller.cron}] news ${run?.status ?? "failed"}: ${run?.feedsFetched ?? 0} feeds, ` +
      `${run?.headlinesNew ?? 0} new headlines, ${run?.debatesNew ?? 0} new debates, ${run?.errors.length ?? 0} errors; ` +
      `trending debates: ${trending.length}; campaigns completed: ${completed}`,
  );
}
