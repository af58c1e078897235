/**
 * The page Worker's Cron Trigger (every 15 minutes, wrangler.toml [triggers]): trending, then
 * clearing expired sessions, old abuse-limit counters, notifications and payment records past
 * their retention (docs/account-settings.md), the ads' viewer rows two days old (docs/campaigns.md), sending the notification e-mails still queued, and closing
 * ended campaigns. A failing step is logged and does not stop the others. News ingestion and the
 * common ground of the debates whose reactions or votes changed run on the news Worker's own Cron
 * Trigger (workers/news/index.ts; docs/common-ground.md, "Where it runs").
 */
import { deleteExpiredSessions, deleteExpiredPaymentRecords, deleteOldRateLimits } from "~/models/accounts";
import type { LoadContext } from "../app/context.server";
import { deleteOldAdViewers, completeEndedCampaigns } from "~/models/campaigns";
import { refreshTrending } from "~/models/debates";
import { deleteOldNotifications, deliverNotificationEmails } from "~/models/notifications";

export async function runScheduled(controller: ScheduledController, context: LoadContext) {
  const now = new Date(controller.scheduledTime);
  const trending = await refreshTrending(context.db, now);
  await Promise.all([
    deleteExpiredSessions(context, now),
    deleteOldRateLimits(context.db, now),
    deleteOldNotifications(context.db, now),
    deleteExpiredPaymentRecords(context.db, now),
    // Who was counted for an ad, two days on (docs/campaigns.md, "Counting"); the counters stay.
    deleteOldAdViewers(context.db, now),
  ]);
  await deliverNotificationEmails(context, context.config.publicOrigin || null).catch((error: unknown) => {
    console.error(`[cron] notification e-mails failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  // Campaigns whose days are up stop showing (docs/campaigns.md).
  const completed = await completeEndedCampaigns(context.db, now).catch((error: unknown) => {
    console.error(`[cron] completing campaigns failed: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  });
  console.log(`[cron ${controller.cron}] trending debates: ${trending.length}; campaigns completed: ${completed}`);
}
