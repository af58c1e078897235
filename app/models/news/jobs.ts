/**
 * The news domain's work that runs in the news Worker (workers/news), handed to the app by the Worker
 * entry (workers/app.ts) as `context.jobs`. Declared here, beside the types it speaks, and merged
 * into the load context's `Jobs` (app/context.server.ts), which so imports no domain.
 */
import type { LoadContext } from "~/context.server";
import type { TopicLanguage } from "~/utils/script-language";

import type { RunReport, RunTrigger } from "./runs.server";
import type { TrendingTopicsResult } from "./trending-topics.server";

declare module "~/context.server" {
  interface Jobs {
    /** One news ingestion run now: feeds → headlines → debates (the news Worker, workers/news/index.ts). */
    runNews(context: LoadContext, trigger: RunTrigger): Promise<RunReport>;
    /** The comments' topics in a language, computed now (the news Worker, app/models/news/comment-topics.server.ts). */
    trendingTopics(context: LoadContext, language: TopicLanguage): Promise<TrendingTopicsResult>;
  }
}
