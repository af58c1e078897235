/**
 * The debates domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { type CoverageHeadline, leadHeadline, storySources } from "./coverage";
export {
  createDebate,
  debateExists,
  debateExistsRead,
  debateListQuerySchema,
  debateRead,
  getDebate,
  listDebates,
  type NewDebateInput,
  type PublicDebate,
  refreshTrending,
} from "./debates.server";
export type { FeedSort } from "./feed.schema";
export { type CardDebate, debateFeed, feedQuerySchema } from "./feed.server";
export {
  autoFollowPreference,
  autoFollowRead,
  autoFollowStatement,
  followingRead,
  listFollowing,
  setFollowing,
} from "./follows.server";
export {
  CARD_REDRAW_DELAY_MS,
  type DrawnCards,
  getInfographic,
  infographicFileName,
  infographicQuerySchema,
  InfographicUnavailable,
  redrawCards,
  redrawCardsOfVoter,
  redrawCardSoon,
} from "./infographic.server";
export {
  debatesAwaitingTranslation,
  type NewTranslation,
  type ReaderDebate,
  saveDebateTranslations,
  SEED_TRANSLATION_MODEL,
  type TranslatedText,
  withTranslation,
} from "./translations.server";
export { voteSchema } from "./votes.schema";
export {
  counterDoor,
  getUserVote,
  listUserVotes,
  ownVote,
  ownVoteFrom,
  storedVoteRead,
  userPositions,
  vote,
  type VoteResult,
} from "./votes.server";
export {
  counterDebate,
  counterFlushDelay,
  prepareCounter,
  storedVote,
  takeOver,
  takeVote,
  writeVotes,
} from "./counter.server";
export * from "./debates.responses";
export * from "./feeds.server";
export * from "./embed.schema";
