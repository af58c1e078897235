/**
 * The Cron Trigger (every 15 minutes, wrangler.toml [triggers]).
 * Today it recomputes which debates are trending; feed ingestion joins it in workers/news.
 */
import type { LoadContext } from "../../app/context.server";
import { refreshTrending } from "../../app/models/debates.server";

export async function runScheduled(controller: ScheduledController, context: LoadContext) {
  const trending = await refreshTrending(context.db, new Date(controller.scheduledTime));
  console.log(`[cron ${controller.cron}] trending debates: ${trending.length}`);
}
