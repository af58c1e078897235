/**
 * The news Worker (workers/news/wrangler.toml, `debatestorm-news`): feeds → headlines → debates,
 * kept out of the page Worker so that the feed reader, its HTML entity tables and the AI generator
 * and translator do not count against the page Worker's size (docs/decisions/0090-worker-split.md).
 *
 * - Its own Cron Triggers (wrangler.toml [triggers]): every 15 minutes ingestion (./ingest.ts); every
 *   5 minutes the common ground of the debates whose reactions or votes changed (docs/common-ground.md,
 *   "Where it runs"): background clustering, kept out of the page Worker's bundle like the rest here.
 * - `NewsRunner` is the RPC entrypoint behind the page Worker's NEWS service binding: the admin's
 *   "run now" and POST /api/news/generate-debates call `run("manual")`; the home page's "Emerging
 *   Topics" call `topics(language)` when their cache is empty (workers/app.ts wires both into the
 *   app's jobs).
 *
 * - The consumer of both notification queues (wrangler.toml [[queues.consumers]], `queue` below): the
 *   notify queue's events written to the debates' followers (docs/notifications.md), and each
 *   notification's push copy encrypted for each device and sent to its push service (docs/push.md).
 *   The page Worker and the live rooms only queue (producers). Kept here so that the fan-out writer
 *   and the Web Push encryption and sending are not in the page Worker's bundle
 *   (docs/decisions/0120-queue-consumers-on-news-worker.md).
 *
 * Every read and write of D1 is a model function (app/models), as in the page Worker; both Workers
 * use the same D1 database and KV namespace.
 */
import { WorkerEntrypoint } from "cloudflare:workers";

import { createDb } from "../../app/db/client.server";
import { parsePushConfig } from "../../app/utils/push-config.server";
import { computePendingCommonGround } from "~/models/common-ground";
import { handleFanOutMessages, handlePushMessages } from "~/models/notifications";
import {
  computeTopics,
  type RunReport,
  type RunTrigger,
  type TopicLanguage,
  type TrendingTopicsResult,
} from "~/models/news";

import type { NewsEnv } from "./config";
import { runIngestion, type NewsContext } from "./ingest";

/** The schedule of the common-ground computation; every other schedule is news ingestion. (Not exported: a Worker module exports only handlers.) */
const COMMON_GROUND_CRON = "*/5 * * * *";

function newsContext(env: NewsEnv): NewsContext {
  return { db: createDb(env.DB), env, config: { publicOrigin: (env.PUBLIC_ORIGIN ?? "").replace(/\/+$/, "") } };
}

export default {
  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    const context = newsContext(env);
    if (controller.cron === COMMON_GROUND_CRON) {
      const computed = await computePendingCommonGround(context.db, now);
      console.log(`[cron ${controller.cron}] common ground computed: ${computed.length}`);
      return;
    }
    const run = await runIngestion(context, { trigger: "cron", now });
    console.log(
      `[cron ${controller.cron}] news ${run.status}: ${run.feedsFetched} feeds, ${run.headlinesNew} new headlines, ` +
        `${run.debatesNew} new debates, ${run.errors.length} errors`,
    );
  },

  // The consumer of the notify queue (the models write each event's notifications to the followers,
  // docs/notifications.md) and of the push queue (they drain the waiting push copies and deliver each, docs/push.md).
  async queue(batch, env) {
    const db = createDb(env.DB);
    if (batch.queue.startsWith("debatestorm-notify")) await handleFanOutMessages({ db, env }, batch.messages);
    else await handlePushMessages({ db, env, config: { push: parsePushConfig(env) } }, batch.messages);
  },
} satisfies ExportedHandler<NewsEnv>;

/** The page Worker's door in (RPC through its NEWS service binding; no public URL). */
export class NewsRunner extends WorkerEntrypoint<NewsEnv> {
  /** One ingestion run now; its report (also recorded in news_runs). */
  async run(trigger: RunTrigger): Promise<RunReport> {
    return runIngestion(newsContext(this.env), { trigger });
  }

  /**
   * The comments' topics in `language`, computed now, for the page Worker's cache of them
   * (app/models/news/trending-topics.server.ts): the topic rules run here so that they are not in the
   * page Worker's bundle (docs/decisions/0091-payments-worker.md).
   */
  async topics(language: TopicLanguage): Promise<TrendingTopicsResult> {
    return computeTopics({ db: createDb(this.env.DB) }, language);
  }
}
