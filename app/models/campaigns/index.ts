/**
 * The campaigns domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { adFigures, type AdFigures, countAdRequest, deleteOldAdViewers } from "./ad-counting.server";
export {
  campaignDetailsSchema,
  campaignIdSchema,
  campaignPaymentSchema,
  cancelCampaignFormSchema,
  createPaymentIntentSchema,
  currencySchema,
  libraryQuerySchema,
  packageTypeSchema,
} from "./campaigns.schema";
export {
  activateCampaign,
  adLibrary,
  adTotals,
  campaignForAttempt,
  cancelCampaign,
  checkoutForCampaign,
  completeEndedCampaigns,
  dailyAdCounts,
  type DailyCounts,
  homeBanner,
  type HomeBanner,
  type LibraryEntry,
  libraryParties,
  listCampaignsForAdmin,
  listOwnCampaigns,
  onPaymentFailed,
  onPaymentSucceeded,
  type OwnCampaign,
  paymentIntentForCampaign,
  publicCampaign,
  unpaidCampaign,
} from "./campaigns.server";
export { CAMPAIGN_PACKAGES, packagePrice, type PackageType } from "./packages";
export * from "./campaigns.responses";
