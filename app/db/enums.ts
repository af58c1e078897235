/**
 * The closed value sets of the data model. Plain constants with no dependencies, so
 * client code can import them without pulling the database layer into the browser.
 * app/db/schema.ts turns each into a CHECK constraint.
 */
export const ROLES = ["citizen", "admin"] as const;
export const VERIFICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export const LANGUAGES = ["en", "hi", "bn"] as const;
export const REGIONS = ["global", "bharat"] as const;
export const POSITIONS = ["for", "against"] as const;
/** A citizen's reaction to a top-level argument (common ground, docs/common-ground.md). */
export const REACTIONS = ["agree", "disagree", "pass"] as const;
/** The two views of common ground: confirmed accounts (public) and verified citizens. */
export const COMMON_GROUND_VIEWS = ["counted", "verified"] as const;
/**
 * Every value the column may hold (its CHECK). The forms offer only AFFILIATION_CHOICES: no party of
 * any country (decision 0101); the party names stay valid for rows that hold them.
 */
export const POLITICAL_AFFILIATIONS = [
  "Democratic",
  "Republican",
  "Independent",
  "Green Party",
  "Libertarian",
  "Other",
] as const;
/** What the sign-up and settings forms offer (decision 0101): no party list, neutral for an India-first product. */
export const AFFILIATION_CHOICES = [
  "Independent",
  "Other",
] as const satisfies readonly (typeof POLITICAL_AFFILIATIONS)[number][];
export const CIVIC_CATEGORIES = ["constitution", "democratic_process", "policy_making", "rights_duties"] as const;
export const CIVIC_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const OUTCOME_TYPES = ["policy_change", "government_response", "court_case", "legislation", "other"] as const;
export const IMPACT_LEVELS = ["international", "national", "state", "local"] as const;
export const OUTCOME_VERIFICATIONS = ["verified", "disputed", "pending"] as const;
export const EXPERT_APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const CONTRIBUTION_TYPES = ["fact_check", "context", "analysis", "source_verification"] as const;
export const COMPETITION_POSITIONS = ["support", "oppose"] as const;
export const ACHIEVEMENT_TYPES = ["debate_winner", "fact_checker", "most_persuasive", "rising_star"] as const;
export const PACKAGE_TYPES = ["basic", "premium", "enterprise"] as const;
export const CAMPAIGN_STATUSES = ["pending", "active", "completed", "cancelled"] as const;
export const TARGET_AUDIENCES = ["local", "state", "national", "international"] as const;
export const CURRENCIES = ["usd", "inr"] as const;
export const AD_EVENT_KINDS = ["impression", "click"] as const;
/** Why an ad's impression or click was not counted (docs/campaigns.md, "Counting"). */
export const AD_DISCARD_REASONS = ["duplicate", "bot", "prefetch", "cross-site"] as const;
export const NEWS_RUN_STATUSES = ["running", "succeeded", "failed", "skipped"] as const;
export const NEWS_RUN_TRIGGERS = ["cron", "manual"] as const;
/**
 * Why a feed could not be read in a news run. The first five are the feed reader's
 * (`FeedParseError.kind`, workers/news/feed-error.ts); the rest are the fetch's: an HTTP error
 * status (the code is kept beside it), no answer in time, a body over the size cap, no
 * connection at all.
 */
export const FEED_PARSE_ERROR_KINDS = [
  "undecodable",
  "not_xml",
  "malformed",
  "entity_declaration",
  "unknown_format",
] as const;
export const FEED_FETCH_ERROR_KINDS = ["http", "timeout", "too_large", "network"] as const;
export const FEED_ERROR_KINDS = [...FEED_PARSE_ERROR_KINDS, ...FEED_FETCH_ERROR_KINDS] as const;
/** What a feed gave in a news run: its items, nothing new since last time (HTTP 304), or an error. */
export const FEED_OUTCOMES = ["read", "not_modified", "failed"] as const;
/** "confirm": a new account's address; "change_email": a new address, which replaces the old once its link is opened. */
export const EMAIL_TOKEN_PURPOSES = ["confirm", "change_email"] as const;
/** Where a notification's e-mail is (null: the citizen does not get this kind by e-mail). */
export const NOTIFICATION_EMAIL_STATES = ["pending", "sending", "sent", "failed"] as const;
/** What an anonymised payment record was (app/models/accounts/account-data.server.ts). */
export const RETAINED_PAYMENT_KINDS = ["campaign", "subscription"] as const;
/** What a notification is about (docs/notifications.md). */
export const NOTIFICATION_KINDS = [
  "comment_inspired_debate",
  "outcome_recorded",
  "verification_decided",
  "expert_application_decided",
  "campaign_status_changed",
  "expert_contribution_added",
  "comment_hidden",
  "role_changed",
  "premium_started",
  "premium_ended",
  "competition_won",
  "account_claimed",
  "comment_reply",
  "live_room_started",
  "followed_debate_comments",
] as const;
/** Where a notification's push copy is (null: the citizen had no device subscribed when it was written). */
export const NOTIFICATION_PUSH_STATES = ["pending", "queued"] as const;
/** Why a citizen reports a comment or a debate, and why moderators hide one (docs/moderation.md). */
export const REPORT_REASONS = ["spam", "abuse", "misinformation", "other"] as const;
/** What can be reported and hidden. */
export const REPORT_TARGETS = ["comment", "debate"] as const;
/** How a report ended: the item was hidden, or the report dismissed. */
export const REPORT_RESOLUTIONS = ["hidden", "dismissed"] as const;
/**
 * What became of a signed Stripe event (app/models/webhooks/stripe-events.server.ts): it changed something;
 * it needed nothing (a type we do not handle, a session that is not ours); it names something
 * neither Stripe nor we know (an unknown subscription); it lacks what an event has (no data).
 * The last two are shown to admins (/admin/payments).
 */
export const STRIPE_EVENT_OUTCOMES = ["processed", "ignored", "unmatched", "malformed"] as const;
