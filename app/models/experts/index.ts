/**
 * The experts domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { applicationSchema, contributionSchema, decisionSchema, ratingSchema } from "./experts.schema";
export {
  applicationCounts,
  type ApplicationForReview,
  type ApplicationView,
  applyAsExpert,
  contribute,
  type ContributionView,
  decideApplication,
  type ExpertPanel,
  expertStatus,
  listApplications,
  listContributions,
  listExperts,
  loadExpertPanel,
  rateContribution,
} from "./experts.server";
export * from "./experts.responses";
