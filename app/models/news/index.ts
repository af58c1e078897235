/**
 * The news domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { computeTopics } from "./comment-topics.server";
export {
  getLatestHeadlines,
  type PublicHeadline,
  refreshHeadlineCache,
  storeHeadlines,
  titleHash,
} from "./headlines.server";
export { recordInfluences } from "./influence.server";
export {
  claimNewsRun,
  type FeedRunResult,
  finishNewsRun,
  getFeedState,
  getNewsStatus,
  type NewsStatus,
  recordSkippedRun,
  type RunError,
  type RunReport,
  type RunTrigger,
  saveFeedState,
} from "./runs.server";
export {
  forgetEmbeddings,
  loadStoryWindow,
  saveEmbeddings,
  saveStoryGroups,
  storiesAwaitingDebate,
  STORY_FRESH_MS,
  type WindowHeadline,
} from "./stories.server";
export { DEFAULT_GROUPING, groupStories, type LinkTier } from "./story-grouping";
export type { TopicLanguage } from "./topics";
export { getTrendingTopics, type TrendingTopicsResult } from "./trending-topics.server";
export * from "./headlines.schema";
export * from "./news.responses";
