/**
 * The Cron Trigger (every 15 minutes, wrangler.toml [triggers]): recompute trending
 * debates, and clear expired sessions and old abuse-limit counters. Feed ingestion
 * joins it in workers/news.
 */
import { deleteExpiredSessions } from "../../app/auth/session.server";
import type { LoadContext } from "../../app/context.server";
import { refreshTrending } from "../../app/models/debates.server";
import { deleteOldRateLimits } from "../../app/models/rate-limits.server";

export async function runScheduled(controller: ScheduledController, context: LoadContext) {
  const now = new Date(controller.scheduledTime);
  const trending = await refreshTrending(context.db, now);
  await Promise.all([deleteExpiredSessions(context, now), deleteOldRateLimits(context.db, now)]);
  console.log(`[cron ${controller.cron}] trending debates: ${trending.length}`);
}
