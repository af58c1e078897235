/**
 * The discussion domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { commentPageQuerySchema, commentSchema, replySchema } from "./comments.schema";
export {
  type CommentFilter,
  commentListQuerySchema,
  commentsByPosition,
  like,
  listCommentsFlat,
  postComment,
  type PublicComment,
  type ThreadItem,
  visibleContent,
} from "./comments.server";
export { MODERATION_INTENTS, moderationSchema } from "./moderation.schema";
export {
  dismissReports,
  hiddenItems,
  hideItem,
  type ModerationItem,
  moderationQueue,
  restoreItem,
} from "./moderation.server";
export { reportSchema } from "./reports.schema";
export { report } from "./reports.server";
export { type Discussion, type Insights, loadDiscussion, loadInsights } from "./view.server";
export * from "./comments.responses";
