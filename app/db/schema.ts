/**
 * The whole DebateStorm data model (D1 / SQLite), one file.
 *
 * Conventions (docs/decisions/0002-data-model.md):
 * - ids are random strings (crypto.randomUUID()), except fixed ids the spec names (room_1);
 * - timestamps are ISO 8601 UTC strings ("2026-11-21T14:40:00.000Z"), so they sort as text;
 * - booleans are integers (0/1), JSON lists are text;
 * - every enum is a CHECK constraint, every foreign key has an index, every list query an index;
 * - SQL defaults are mirrored here so drizzle never sends an explicit NULL for them.
 *
 * Migrations in migrations/ are generated from this file (`npm run db:generate`);
 * a test fails when the migrated database and this schema drift apart.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

import {
  ROLES,
  STRIPE_EVENT_OUTCOMES,
  VERIFICATION_STATUSES,
  LANGUAGES,
  NEWS_RUN_STATUSES,
  NEWS_RUN_TRIGGERS,
  REGIONS,
  POSITIONS,
  REACTIONS,
  COMMON_GROUND_VIEWS,
  POLITICAL_AFFILIATIONS,
  CIVIC_CATEGORIES,
  CIVIC_DIFFICULTIES,
  OUTCOME_TYPES,
  IMPACT_LEVELS,
  OUTCOME_VERIFICATIONS,
  EXPERT_APPLICATION_STATUSES,
  CONTRIBUTION_TYPES,
  COMPETITION_POSITIONS,
  ACHIEVEMENT_TYPES,
  PACKAGE_TYPES,
  CAMPAIGN_STATUSES,
  TARGET_AUDIENCES,
  CURRENCIES,
  AD_EVENT_KINDS,
  AD_DISCARD_REASONS,
  EMAIL_TOKEN_PURPOSES,
  NOTIFICATION_KINDS,
  FEED_ERROR_KINDS,
  FEED_OUTCOMES,
  NOTIFICATION_EMAIL_STATES,
  NOTIFICATION_PUSH_STATES,
  RETAINED_PAYMENT_KINDS,
  REPORT_REASONS,
  REPORT_TARGETS,
  REPORT_RESOLUTIONS,
} from "./enums";

/** `"column" IN ('a', 'b')`, the body of a CHECK constraint. */
function inList(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((v) => `'${v}'`).join(", ")})`;
}
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(inList(column, values));
}
function nullOrOneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IS NULL OR ${inList(column, values)}`);
}

const createdAt = () => text("created_at").notNull();

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    /** Always lower-cased. */
    email: text("email").notNull(),
    /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>", null for accounts that only sign in externally. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number"),
    dateOfBirth: text("date_of_birth"),
    location: text("location"),
    occupation: text("occupation"),
    politicalAffiliation: text("political_affiliation", { enum: POLITICAL_AFFILIATIONS }),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ROLES }).notNull().default("citizen"),
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
    isExpert: integer("is_expert", { mode: "boolean" }).notNull().default(false),
    expertise: text("expertise"),
    institution: text("institution"),
    verificationStatus: text("verification_status", { enum: VERIFICATION_STATUSES }).notNull().default("pending"),
    /** When the owner opened the confirmation link sent to `email` (null: not confirmed yet). */
    emailConfirmedAt: text("email_confirmed_at"),
    /** ISO 3166 alpha-2 country of the sign-up request (request.cf.country), when known. */
    country: text("country"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Voting or commenting on a debate follows it (app/models/debates/follows.server.ts); the citizen may turn it off. */
    autoFollow: integer("auto_follow", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    // The admin lists (docs/admin.md, "Fast with many users"): a tab (status) or All Users newest
    // first, in keyset pages on (created_at, id), and the tabs' counts. The searched columns ride
    // along, so a search is tested on the index and only a matching user's row is read.
    index("users_list_status_idx").on(
      t.verificationStatus,
      t.createdAt,
      t.id,
      t.firstName,
      t.lastName,
      t.username,
      t.email,
    ),
    index("users_list_idx").on(t.createdAt, t.id, t.firstName, t.lastName, t.username, t.email),
    // The admins (a handful among many citizens): the audit log's actor filter, the first admin's check.
    index("users_role_idx").on(t.role),
    check("users_role_check", oneOf("role", ROLES)),
    check("users_verification_status_check", oneOf("verification_status", VERIFICATION_STATUSES)),
    check("users_language_check", oneOf("language", LANGUAGES)),
    check("users_political_affiliation_check", nullOrOneOf("political_affiliation", POLITICAL_AFFILIATIONS)),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the random token in the cookie: a leaked table holds no usable cookie. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the session began (first seen). */
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** "Firefox on Android": browser and system names only, read from the User-Agent at sign-in (never the string itself). */
    browser: text("browser"),
    /** ISO 3166 alpha-2 country Cloudflare saw the sign-in come from (request.cf.country), when known. */
    country: text("country"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_id_idx").on(t.userId)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    /** SHA-256 (hex) of the single-use token sent by e-mail. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId)],
);

/**
 * Counters for abuse limits per address (sign-in failures, sign-ups, reset requests), one row per
 * key and slice of its sliding window (`window_start`: the slice's start; rate-limits.server.ts). Keys look like "login:ip:203.0.113.9" or "signup:ip:203.0.113.9".
 */
export const authRateLimits = sqliteTable(
  "auth_rate_limits",
  {
    key: text("key").notNull(),
    windowStart: text("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("auth_rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Sign-in failures per account (whatever identifier was typed) and per trusted browser, with a
 * wait that grows after the first few failures instead of a long hard lock (docs/security.md).
 */
export const signInThrottles = sqliteTable("sign_in_throttles", {
  /** "account:{userId}", "login:{typed login}" for accounts that do not exist, or "device:{id}:{userId}". */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Unix milliseconds before which no further attempt is checked (0: none). */
  blockedUntil: integer("blocked_until").notNull().default(0),
  /** Unix milliseconds of the last failure; a day without failures starts the count again. */
  lastFailureAt: integer("last_failure_at").notNull().default(0),
});

/**
 * Single-use links sent by e-mail to prove an address: confirming a new account's e-mail ("confirm"),
 * and changing it ("change_email": `email` is the new address, which replaces the old only when the
 * link is opened).
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [
    index("email_tokens_user_id_idx").on(t.userId),
    check("email_tokens_purpose_check", oneOf("purpose", EMAIL_TOKEN_PURPOSES)),
  ],
);

/** E-mail written in development and tests instead of being sent (viewable at /dev/outbox). */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt), index("email_outbox_to_idx").on(t.toAddress)],
);

// ---------------------------------------------------------------- news and debates

/**
 * A story: one event as the outlets reported it, its headlines grouped by the news run
 * (docs/news.md, "Stories"): the same normalised title, enough words in common, or (with Workers AI)
 * close multilingual embeddings, within 48 hours, across outlets. The counts and times are those
 * of its headlines, kept by the run that groups them (app/models/news/stories.server.ts).
 */
export const stories = sqliteTable(
  "stories",
  {
    id: text("id").primaryKey(),
    /** The earliest of its headlines' times: when it was first reported. */
    firstPublishedAt: text("first_published_at").notNull(),
    lastPublishedAt: text("last_published_at").notNull(),
    headlineCount: integer("headline_count").notNull().default(0),
    /** Distinct outlets (headlines.source) among its headlines. */
    sourceCount: integer("source_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("stories_first_published_at_idx").on(t.firstPublishedAt),
    index("stories_updated_at_idx").on(t.updatedAt),
    check("stories_counts_check", sql`"headline_count" >= 0 AND "source_count" >= 0`),
  ],
);

export const headlines = sqliteTable(
  "headlines",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    source: text("source").notNull(),
    url: text("url").notNull(),
    region: text("region", { enum: REGIONS }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    publishedAt: text("published_at").notNull(),
    fetchedAt: text("fetched_at").notNull(),
    /**
     * SHA-256 of the normalised title: the same title from the same outlet, fetched twice, is stored
     * once; the same title from another outlet is that outlet's headline of the same story.
     */
    titleHash: text("title_hash").notNull(),
    /** Its story, once the news run has grouped it (null: not grouped yet, or older than the run's window). */
    storyId: text("story_id").references((): AnySQLiteColumn => stories.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("headlines_source_title_hash_unique").on(t.source, t.titleHash),
    index("headlines_region_published_at_idx").on(t.region, t.publishedAt),
    index("headlines_published_at_idx").on(t.publishedAt),
    index("headlines_story_id_idx").on(t.storyId),
    check("headlines_region_check", oneOf("region", REGIONS)),
    check("headlines_language_check", oneOf("language", LANGUAGES)),
  ],
);

export const debates = sqliteTable(
  "debates",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** "India" / "india" / "bharat" for Bharat Pulse debates, anything else is global. */
    category: text("category").notNull(),
    region: text("region", { enum: REGIONS }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    originalHeadline: text("original_headline"),
    headlineId: text("headline_id").references(() => headlines.id, { onDelete: "set null" }),
    /** The story it was made from (its headline's story): a story never yields two debates. */
    storyId: text("story_id").references(() => stories.id, { onDelete: "set null" }),
    isTrending: integer("is_trending", { mode: "boolean" }).notNull().default(false),
    /**
     * The public figure (docs/security.md, "Vote integrity"): the counted votes, those of accounts
     * with a confirmed e-mail. Kept by triggers (the counted-votes migration).
     */
    forCount: integer("for_count").notNull().default(0),
    againstCount: integer("against_count").notNull().default(0),
    /** The votes of citizens with a confirmed e-mail whom admins verified (docs/security.md). */
    verifiedForCount: integer("verified_for_count").notNull().default(0),
    verifiedAgainstCount: integer("verified_against_count").notNull().default(0),
    /** Distinct accounts with a confirmed e-mail that voted or commented (the counted participants). */
    participantCount: integer("participant_count").notNull().default(0),
    /**
     * The trending rule (docs/home-page.md): log-scale sum of the debate's activity, each point
     * halving every 24 hours, in hours since 1970. Kept by triggers (the home-feed migration).
     */
    trendScore: real("trend_score").notNull().default(0),
    /**
     * JSON array of { name, url } and, for a debate made from a story, each outlet's headline: { title,
     * language, region, publishedAt } (app/models/debates/coverage.ts), rewritten as the story gains outlets.
     */
    sources: text("sources").notNull().default("[]"),
    /** Hidden by moderators (docs/moderation.md): off every list and page until restored. */
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason", { enum: REPORT_REASONS }),
    /**
     * Hot debates (docs/decisions/0113-debate-counter.md): the votes of the current rate window
     * (a window opens at its first vote and lasts 60 s) and when it opened, kept by the cold vote's
     * batch; `counter_since` is set when a window reaches HOT_DEBATE_VOTES_PER_MINUTE, and from then
     * on the debate's votes go through its DebateCounter Durable Object (no cold insert is accepted).
     */
    rateWindowStart: text("rate_window_start"),
    rateWindowVotes: integer("rate_window_votes").notNull().default(0),
    counterSince: text("counter_since"),
    createdAt: createdAt(),
  },
  (t) => [
    // A headline never yields two debates (NULLs are distinct in SQLite unique indexes).
    uniqueIndex("debates_headline_id_unique").on(t.headlineId),
    uniqueIndex("debates_story_id_unique").on(t.storyId),
    index("debates_trending_created_at_idx").on(t.isTrending, t.createdAt),
    index("debates_language_created_at_idx").on(t.language, t.createdAt),
    // The home feed's keysets (docs/home-page.md): (trend_score, id) and (created_at, id), per region too
    // (these replace the (created_at) and (region, created_at) indexes, their prefixes).
    index("debates_trend_idx").on(t.trendScore, t.id),
    index("debates_region_trend_idx").on(t.region, t.trendScore, t.id),
    index("debates_created_id_idx").on(t.createdAt, t.id),
    index("debates_region_created_id_idx").on(t.region, t.createdAt, t.id),
    check("debates_region_check", oneOf("region", REGIONS)),
    check("debates_language_check", oneOf("language", LANGUAGES)),
    check("debates_counts_check", sql`"for_count" >= 0 AND "against_count" >= 0 AND "participant_count" >= 0`),
  ],
);

export const votes = sqliteTable(
  "votes",
  {
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position", { enum: POSITIONS }).notNull(),
    /** The voter has a confirmed e-mail and is verified: kept by triggers (migrations/0005_integrity.sql). */
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    /**
     * The vote counts in the public figures (its voter's e-mail is confirmed): kept by triggers (the
     * counted-votes migration), set when the vote is stored and when the voter's confirmation changes.
     * Always inserted as 0 (the default); the triggers set it.
     */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    // One vote per user per debate, enforced by the database.
    primaryKey({ columns: [t.debateId, t.userId] }),
    index("votes_user_id_idx").on(t.userId, t.createdAt),
    index("votes_debate_position_idx").on(t.debateId, t.position),
    index("votes_created_at_idx").on(t.createdAt),
    check("votes_position_check", oneOf("position", POSITIONS)),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: text("id").primaryKey(),
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    /**
     * null once its author deleted their account: the comment stays in its thread as a "deleted
     * comment", without text or author (app/models/accounts/account-data.server.ts).
     */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    position: text("position", { enum: POSITIONS }).notNull(),
    /**
     * The text. While the comment is hidden by moderators it is HIDDEN_CONTENT, and the text waits
     * in `hidden_texts` for a restore, so no page or API can show it (docs/moderation.md).
     */
    content: text("content").notNull(),
    /**
     * Counted likes: those of accounts with a confirmed e-mail (`comment_likes.counted`), kept by
     * triggers (the counted-engagement migration; docs/security.md, "Vote integrity").
     */
    likes: integer("likes").notNull().default(0),
    /** The comment this one answers (one level: always a top-level comment); null for a top-level comment. */
    parentId: text("parent_id").references((): AnySQLiteColumn => comments.id, { onDelete: "cascade" }),
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason", { enum: REPORT_REASONS }),
    /**
     * The key the author's browser gave this comment (a random id in the form, docs/pwa.md): the
     * same key from the same author stores one comment, however often the post arrives (a comment
     * written offline and sent again when the connection returns). Null for comments posted without one.
     */
    clientId: text("client_id"),
    createdAt: createdAt(),
    /**
     * The comment counts in the public figures (the trend score and badge, Emerging Topics, the
     * home page's live debates) while its author's e-mail is confirmed: kept by triggers (the
     * counted-engagement migration), like `votes.counted`. Always inserted as 0 (the default).
     */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
    /**
     * Counted reactions (common ground): agree, disagree and pass of accounts with a confirmed e-mail
     * (`comment_reactions.counted`), kept by triggers (the common-ground migration), like `likes`.
     */
    agrees: integer("agrees").notNull().default(0),
    disagrees: integer("disagrees").notNull().default(0),
    passes: integer("passes").notNull().default(0),
  },
  (t) => [
    index("comments_debate_created_at_idx").on(t.debateId, t.createdAt),
    uniqueIndex("comments_user_client_id_idx").on(t.userId, t.clientId),
    index("comments_parent_id_idx").on(t.parentId, t.createdAt),
    index("comments_user_id_idx").on(t.userId, t.createdAt),
    index("comments_created_at_idx").on(t.createdAt),
    // The recent counted comments (topics, trending, influence, live debates): a flood of uncounted
    // ones is not even read. Queries name `"counted" = 1` literally (a bound 1 cannot use it).
    index("comments_counted_created_at_idx")
      .on(t.createdAt)
      .where(sql`"counted" = 1`),
    check("comments_position_check", oneOf("position", POSITIONS)),
    check(
      "comments_content_check",
      sql`length("content") BETWEEN 1 AND 5000 OR ("user_id" IS NULL AND "content" = '')`,
    ),
  ],
);

/**
 * Who took part in a debate: a user who voted or commented on it, once. Kept by the
 * database (triggers in migrations/0004_counters.sql): inserting a vote or a comment adds the row,
 * and a counted row (its user's e-mail is confirmed: the counted-votes migration) adds one to the
 * debate's participant count, so taking part costs the same on any debate (no recount).
 */
export const debateParticipants = sqliteTable(
  "debate_participants",
  {
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The participant counts (their e-mail is confirmed): kept by triggers, like `votes.counted`. */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.userId] }), index("debate_participants_user_id_idx").on(t.userId)],
);

export const commentLikes = sqliteTable(
  "comment_likes",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The like counts in `comments.likes` (its liker's e-mail is confirmed): kept by triggers, like `votes.counted`. */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_likes_user_id_idx").on(t.userId)],
);

/**
 * A citizen's reaction to a top-level argument: agree, disagree or pass, one per citizen and
 * argument, changeable (docs/common-ground.md). `counted` is kept by triggers like
 * `comment_likes.counted` (its reactor's e-mail is confirmed), and moves `comments.agrees`,
 * `disagrees` and `passes`. `debate_id` is the comment's, so one debate's reactions are read at once.
 */
export const commentReactions = sqliteTable(
  "comment_reactions",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
    /** The reaction counts (its reactor's e-mail is confirmed): kept by triggers, like `votes.counted`. */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_reactions_debate_id_idx").on(t.debateId, t.userId),
    index("comment_reactions_user_id_idx").on(t.userId),
    check("comment_reactions_reaction_check", oneOf("reaction", REACTIONS)),
  ],
);

/**
 * The stored common ground of a debate, one row per view (confirmed accounts; verified citizens):
 * the result served to readers (JSON, with the groups' members: never sent as they are) and the
 * state the next computation starts from (docs/common-ground.md). Written by the Cron Trigger only.
 */
export const commonGround = sqliteTable(
  "common_ground",
  {
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    view: text("view", { enum: COMMON_GROUND_VIEWS }).notNull(),
    result: text("result").notNull(),
    state: text("state"),
    computedAt: text("computed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.view] }),
    check("common_ground_view_check", oneOf("view", COMMON_GROUND_VIEWS)),
  ],
);

/**
 * Debates whose reactions or votes changed since their common ground was computed: written by
 * triggers (the common-ground migration), read and cleared by the Cron Trigger.
 */
export const commonGroundPending = sqliteTable(
  "common_ground_pending",
  {
    debateId: text("debate_id")
      .primaryKey()
      .references(() => debates.id, { onDelete: "cascade" }),
    changedAt: text("changed_at").notNull(),
  },
  (t) => [index("common_ground_pending_changed_at_idx").on(t.changedAt)],
);

export const commentInfluences = sqliteTable(
  "comment_influences",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    /** JSON array of the keywords the comment and the debate share. */
    keywords: text("keywords").notNull().default("[]"),
    influenceScore: real("influence_score").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.debateId] }), index("comment_influences_debate_id_idx").on(t.debateId)],
);

/**
 * One row per news ingestion run (the Cron Trigger or an admin's "Generate Debates").
 * A run in status "running" also keeps a second one from starting at the same time.
 */
export const newsRuns = sqliteTable(
  "news_runs",
  {
    id: text("id").primaryKey(),
    trigger: text("trigger", { enum: NEWS_RUN_TRIGGERS }).notNull(),
    status: text("status", { enum: NEWS_RUN_STATUSES }).notNull(),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    feedsFetched: integer("feeds_fetched").notNull().default(0),
    headlinesNew: integer("headlines_new").notNull().default(0),
    debatesNew: integer("debates_new").notNull().default(0),
    /** JSON array of { feed, message }. */
    errors: text("errors").notNull().default("[]"),
  },
  (t) => [
    index("news_runs_started_at_idx").on(t.startedAt),
    index("news_runs_status_idx").on(t.status, t.startedAt),
    check("news_runs_trigger_check", oneOf("trigger", NEWS_RUN_TRIGGERS)),
    check("news_runs_status_check", oneOf("status", NEWS_RUN_STATUSES)),
  ],
);

/** What each feed answered last time: validators for conditional requests, and its health. */
export const feedState = sqliteTable(
  "feed_state",
  {
    url: text("url").primaryKey(),
    region: text("region", { enum: REGIONS }).notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastFetchedAt: text("last_fetched_at"),
    /** "200", "304", or an error kind such as "timeout", "too_large", "malformed", "http_503". */
    lastStatus: text("last_status"),
    lastError: text("last_error"),
    lastItemCount: integer("last_item_count").notNull().default(0),
  },
  () => [check("feed_state_region_check", oneOf("region", REGIONS))],
);

/**
 * What each feed gave in one news run (the Generate panel shows the last run's): the items
 * it held, those kept, those without a date that could be read, and why it could not be
 * read when it could not. Rows of runs older than 30 days are deleted as runs finish.
 */
export const newsRunFeeds = sqliteTable(
  "news_run_feeds",
  {
    runId: text("run_id")
      .notNull()
      .references(() => newsRuns.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    region: text("region", { enum: REGIONS }).notNull(),
    outcome: text("outcome", { enum: FEED_OUTCOMES }).notNull(),
    /** Why the feed could not be read (outcome "failed"); no CHECK: the set may grow. */
    errorKind: text("error_kind", { enum: FEED_ERROR_KINDS }),
    /** The HTTP status of an `http` error. */
    httpStatus: integer("http_status"),
    errorMessage: text("error_message"),
    /** Items or entries in the feed, kept or not. */
    itemsRead: integer("items_read").notNull().default(0),
    /** Items with a title and an http(s) link, within NEWS_MAX_ITEMS_PER_FEED: offered as headlines. */
    itemsKept: integer("items_kept").notNull().default(0),
    /** Kept items whose date could not be read (stored with the time the run first saw them). */
    itemsUndated: integer("items_undated").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.url] }),
    check("news_run_feeds_region_check", oneOf("region", REGIONS)),
    check("news_run_feeds_outcome_check", oneOf("outcome", FEED_OUTCOMES)),
  ],
);

/**
 * A debate's title and description translated by machine into another language of the UI
 * (Workers AI, after the news run generates the debate: docs/news.md). The original stays
 * in `debates`, with its language; readers see a translation marked as one.
 */
export const debateTranslations = sqliteTable(
  "debate_translations",
  {
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    language: text("language", { enum: LANGUAGES }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The model that translated, e.g. "@cf/meta/m2m100-1.2b". */
    model: text("model").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.language] }),
    check("debate_translations_language_check", oneOf("language", LANGUAGES)),
  ],
);

/**
 * A headline's multilingual embedding (Workers AI, NEWS_EMBEDDING_MODEL), for the news run's
 * semantic tier of stories: kept while the headline is in the run's window, searched by the run
 * itself (docs/decisions/0109-story-embeddings.md). Deleted with its headline, and by the run once
 * the headline is older than the window.
 */
export const headlineEmbeddings = sqliteTable("headline_embeddings", {
  headlineId: text("headline_id")
    .primaryKey()
    .references(() => headlines.id, { onDelete: "cascade" }),
  /** The model that made it, e.g. "@cf/baai/bge-m3": vectors of two models are never compared. */
  model: text("model").notNull(),
  /** The vector, unit length, as little-endian float32 bytes in base64. */
  vector: text("vector").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- civic education

export const civicModules = sqliteTable(
  "civic_modules",
  {
    id: text("id").primaryKey(),
    /** Stable human key, e.g. "fundamental-rights" (prerequisites refer to it). */
    slug: text("slug").notNull(),
    category: text("category", { enum: CIVIC_CATEGORIES }).notNull(),
    difficulty: text("difficulty", { enum: CIVIC_DIFFICULTIES }).notNull(),
    /** Minutes. */
    estimatedTime: integer("estimated_time").notNull(),
    /** JSON array of module slugs. */
    prerequisites: text("prerequisites").notNull().default("[]"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("civic_modules_slug_unique").on(t.slug),
    index("civic_modules_category_idx").on(t.category, t.sortOrder),
    check("civic_modules_category_check", oneOf("category", CIVIC_CATEGORIES)),
    check("civic_modules_difficulty_check", oneOf("difficulty", CIVIC_DIFFICULTIES)),
  ],
);

export const civicModuleTranslations = sqliteTable(
  "civic_module_translations",
  {
    moduleId: text("module_id")
      .notNull()
      .references(() => civicModules.id, { onDelete: "cascade" }),
    language: text("language", { enum: LANGUAGES }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.language] }),
    check("civic_module_translations_language_check", oneOf("language", LANGUAGES)),
  ],
);

export const civicProgress = sqliteTable(
  "civic_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moduleId: text("module_id")
      .notNull()
      .references(() => civicModules.id, { onDelete: "cascade" }),
    startedAt: text("started_at").notNull(),
    completedAt: text("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] }), index("civic_progress_module_id_idx").on(t.moduleId)],
);

// ---------------------------------------------------------------- policy impact and experts

export const policyOutcomes = sqliteTable(
  "policy_outcomes",
  {
    id: text("id").primaryKey(),
    debateId: text("debate_id").references(() => debates.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    outcomeType: text("outcome_type", { enum: OUTCOME_TYPES }).notNull(),
    impactLevel: text("impact_level", { enum: IMPACT_LEVELS }).notNull(),
    verificationStatus: text("verification_status", { enum: OUTCOME_VERIFICATIONS }).notNull().default("pending"),
    dateAnnounced: text("date_announced").notNull(),
    officialDocument: text("official_document"),
    createdAt: createdAt(),
  },
  (t) => [
    index("policy_outcomes_debate_id_idx").on(t.debateId),
    index("policy_outcomes_verification_idx").on(t.verificationStatus, t.dateAnnounced),
    index("policy_outcomes_date_idx").on(t.dateAnnounced),
    check("policy_outcomes_type_check", oneOf("outcome_type", OUTCOME_TYPES)),
    check("policy_outcomes_impact_check", oneOf("impact_level", IMPACT_LEVELS)),
    check("policy_outcomes_verification_check", oneOf("verification_status", OUTCOME_VERIFICATIONS)),
  ],
);

export const expertApplications = sqliteTable(
  "expert_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertise: text("expertise").notNull(),
    credentials: text("credentials").notNull(),
    institution: text("institution"),
    status: text("status", { enum: EXPERT_APPLICATION_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: text("reviewed_at"),
    /** Why an admin decided as they did (required for a rejection): the applicant sees it. */
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("expert_applications_user_id_idx").on(t.userId),
    // One open application per user, even under parallel requests.
    uniqueIndex("expert_applications_one_pending")
      .on(t.userId)
      .where(sql`"status" = 'pending'`),
    index("expert_applications_status_idx").on(t.status, t.createdAt),
    index("expert_applications_reviewed_by_idx").on(t.reviewedBy),
    check("expert_applications_status_check", oneOf("status", EXPERT_APPLICATION_STATUSES)),
  ],
);

export const expertContributions = sqliteTable(
  "expert_contributions",
  {
    id: text("id").primaryKey(),
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contributionType: text("contribution_type", { enum: CONTRIBUTION_TYPES }).notNull(),
    content: text("content").notNull(),
    /** JSON array of URLs. */
    supportingDocuments: text("supporting_documents").notNull().default("[]"),
    /**
     * How many citizens rated it helpful, counting the ratings that count (`counted`: the rater's
     * e-mail is confirmed): kept by triggers on expert_contribution_ratings.
     */
    likes: integer("likes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("expert_contributions_debate_idx").on(t.debateId, t.createdAt),
    index("expert_contributions_user_id_idx").on(t.userId),
    check("expert_contributions_type_check", oneOf("contribution_type", CONTRIBUTION_TYPES)),
  ],
);

/**
 * Citizens' ratings of expert contributions: one per citizen per contribution, helpful or not
 * (docs/experts.md). The rater's side is their vote on the contribution's debate, read through
 * `votes` when ranking (app/models/experts/bridging.ts), so it can never disagree with the vote.
 */
export const expertContributionRatings = sqliteTable(
  "expert_contribution_ratings",
  {
    contributionId: text("contribution_id")
      .notNull()
      .references(() => expertContributions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helpful: integer("helpful", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
    /**
     * The rating counts (in `likes` and the bridging order) while its rater's e-mail is confirmed:
     * kept by triggers, like `votes.counted`.
     */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.contributionId, t.userId] }),
    index("expert_contribution_ratings_user_id_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------- live rooms and competitions

export const liveRooms = sqliteTable(
  "live_rooms",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: REGIONS }).notNull().default("global"),
    hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
    isLive: integer("is_live", { mode: "boolean" }).notNull().default(false),
    currentParticipants: integer("current_participants").notNull().default(0),
    maxParticipants: integer("max_participants").notNull().default(10),
    /** Minutes. */
    sessionDuration: integer("session_duration").notNull().default(30),
    /** US cents. */
    sessionPrice: integer("session_price").notNull().default(500),
    startsAt: text("starts_at"),
    createdAt: createdAt(),
    /**
     * When its session first started: written in the batch that tells its members so
     * (`recordRoomStart`), which tells no one once it is set (docs/live-rooms.md).
     */
    startedAt: text("started_at"),
  },
  (t) => [
    index("live_rooms_listing_idx").on(t.isLive, t.startsAt),
    index("live_rooms_host_id_idx").on(t.hostId),
    index("live_rooms_created_at_idx").on(t.createdAt),
    check("live_rooms_category_check", oneOf("category", REGIONS)),
    check("live_rooms_participants_check", sql`"max_participants" BETWEEN 2 AND 500`),
  ],
);

/** One row per scored participant of a room's competition (written by the room's Durable Object). */
export const competitionScores = sqliteTable(
  "competition_scores",
  {
    roomId: text("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position", { enum: COMPETITION_POSITIONS }).notNull(),
    rank: integer("rank").notNull(),
    isWinner: integer("is_winner", { mode: "boolean" }).notNull().default(false),
    finalScore: real("final_score").notNull(),
    totalMessages: integer("total_messages").notNull().default(0),
    likesReceived: integer("likes_received").notNull().default(0),
    peerRating: real("peer_rating").notNull().default(0),
    /** Average seconds. */
    responseTime: real("response_time").notNull().default(0),
    qualityScore: real("quality_score").notNull().default(0),
    factualAccuracy: real("factual_accuracy").notNull().default(0),
    argumentStrength: real("argument_strength").notNull().default(0),
    /**
     * The participant's most liked argument (the earliest on a tie), copied from the room's
     * transcript when the session ends: the transcript itself stays in the room's Durable Object,
     * and the competition's most valuable argument is quoted from here. "" when they said nothing.
     */
    topArgument: text("top_argument").notNull().default(""),
    topArgumentLikes: integer("top_argument_likes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index("competition_scores_user_id_idx").on(t.userId),
    index("competition_scores_rank_idx").on(t.roomId, t.rank),
    check("competition_scores_position_check", oneOf("position", COMPETITION_POSITIONS)),
  ],
);

/** The winner declaration of a room's competition. */
export const competitionResults = sqliteTable(
  "competition_results",
  {
    roomId: text("room_id")
      .primaryKey()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    debateEndedAt: text("debate_ended_at").notNull(),
    winnerUserId: text("winner_user_id").references(() => users.id, { onDelete: "set null" }),
    winningPosition: text("winning_position", { enum: COMPETITION_POSITIONS }).notNull(),
    supportScore: real("support_score").notNull(),
    opposeScore: real("oppose_score").notNull(),
    runnerUpUserId: text("runner_up_user_id").references(() => users.id, { onDelete: "set null" }),
    totalParticipants: integer("total_participants").notNull(),
    scoringMethod: text("scoring_method").notNull().default("comprehensive"),
    resultSummary: text("result_summary").notNull().default(""),
    mvpMessage: text("mvp_message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("competition_results_winner_idx").on(t.winnerUserId),
    index("competition_results_runner_up_idx").on(t.runnerUpUserId),
    check("competition_results_position_check", oneOf("winning_position", COMPETITION_POSITIONS)),
  ],
);

export const competitionAchievements = sqliteTable(
  "competition_achievements",
  {
    id: text("id").primaryKey(),
    roomId: text("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Title and description are rendered from translations of the type. */
    achievementType: text("achievement_type", { enum: ACHIEVEMENT_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("competition_achievements_unique").on(t.roomId, t.achievementType, t.userId),
    index("competition_achievements_user_id_idx").on(t.userId),
    check("competition_achievements_type_check", oneOf("achievement_type", ACHIEVEMENT_TYPES)),
  ],
);

// ---------------------------------------------------------------- payments and campaigns

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").notNull(),
    /** Stripe's subscription status (active, past_due, canceled, ...). */
    status: text("status").notNull(),
    currentPeriodEnd: text("current_period_end"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("subscriptions_stripe_subscription_unique").on(t.stripeSubscriptionId),
    index("subscriptions_user_id_idx").on(t.userId),
    index("subscriptions_customer_idx").on(t.stripeCustomerId),
  ],
);

export const campaigns = sqliteTable(
  "campaigns",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaignTitle: text("campaign_title").notNull(),
    partyName: text("party_name").notNull(),
    packageType: text("package_type", { enum: PACKAGE_TYPES }).notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("pending"),
    /** Minor units (cents or paise) of `currency`, decided by the server from the package catalogue. */
    campaignBudget: integer("campaign_budget").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("usd"),
    targetAudience: text("target_audience", { enum: TARGET_AUDIENCES }),
    /** Days. */
    campaignDuration: integer("campaign_duration").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    description: text("description"),
    paymentIntentId: text("payment_intent_id"),
    /** The name shown as "Paid for by" on every ad (the party's, unless the buyer names another). */
    paidForBy: text("paid_for_by"),
    /** Where the ads show (REGIONS); null: everywhere. */
    region: text("region", { enum: REGIONS }),
    /** The buyer's attempt (a form's or an API client's key): one attempt makes one campaign. */
    idempotencyKey: text("idempotency_key"),
    /** Stripe's message of the last failed payment, until a payment succeeds. */
    paymentError: text("payment_error"),
    paidAt: text("paid_at"),
    activatedAt: text("activated_at"),
    endsAt: text("ends_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("campaigns_owner_id_idx").on(t.ownerId, t.createdAt),
    index("campaigns_status_idx").on(t.status, t.createdAt),
    uniqueIndex("campaigns_payment_intent_unique").on(t.paymentIntentId),
    uniqueIndex("campaigns_owner_attempt_unique").on(t.ownerId, t.idempotencyKey),
    check("campaigns_package_check", oneOf("package_type", PACKAGE_TYPES)),
    check("campaigns_status_check", oneOf("status", CAMPAIGN_STATUSES)),
    check("campaigns_currency_check", oneOf("currency", CURRENCIES)),
    check("campaigns_audience_check", nullOrOneOf("target_audience", TARGET_AUDIENCES)),
    check("campaigns_budget_check", sql`"campaign_budget" >= 0`),
  ],
);

export const adEvents = sqliteTable(
  "ad_events",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AD_EVENT_KINDS }).notNull(),
    /** YYYY-MM-DD (UTC). */
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kind, t.day] }),
    check("ad_events_kind_check", oneOf("kind", AD_EVENT_KINDS)),
  ],
);

/**
 * Who was counted for an ad on a day (docs/campaigns.md, "Counting"): one row per campaign, kind, UTC
 * day and viewer, so a viewer counts once (INSERT … ON CONFLICT DO NOTHING). `viewer` is an HMAC of
 * the account (signed in) or of the address and user agent (visitors) under that day's salt, never
 * the address itself. Each new row adds one to `ad_events` (trigger `ad_viewers_count_insert`,
 * migrations/0023_ad-counting-triggers.sql); the cron deletes rows two days old (`deleteOldAdViewers`).
 */
export const adViewers = sqliteTable(
  "ad_viewers",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AD_EVENT_KINDS }).notNull(),
    /** YYYY-MM-DD (UTC). */
    day: text("day").notNull(),
    viewer: text("viewer").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kind, t.day, t.viewer] }),
    index("ad_viewers_day_idx").on(t.day),
    check("ad_viewers_kind_check", oneOf("kind", AD_EVENT_KINDS)),
  ],
);

/** Impressions and clicks not counted, per campaign, kind, UTC day and reason (the admin's campaign view). */
export const adDiscards = sqliteTable(
  "ad_discards",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: AD_EVENT_KINDS }).notNull(),
    /** YYYY-MM-DD (UTC). */
    day: text("day").notNull(),
    reason: text("reason", { enum: AD_DISCARD_REASONS }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kind, t.day, t.reason] }),
    check("ad_discards_kind_check", oneOf("kind", AD_EVENT_KINDS)),
    check("ad_discards_reason_check", oneOf("reason", AD_DISCARD_REASONS)),
  ],
);

/** Every Stripe webhook event id, so each is processed once, and what became of it. */
export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    processedAt: text("processed_at").notNull(),
    outcome: text("outcome", { enum: STRIPE_EVENT_OUTCOMES }).notNull().default("processed"),
    /** Why an event matched nothing or could not be read (for admins; Stripe's own words when it said). */
    reason: text("reason"),
  },
  (t) => [index("stripe_events_outcome_idx").on(t.outcome, t.processedAt)],
);

/** Every admin action. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    /** JSON object. */
    details: text("details").notNull().default("{}"),
    createdAt: createdAt(),
  },
  // The audit page: newest first, by action or by actor (docs/admin.md).
  (t) => [
    index("audit_log_actor_created_at_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_created_at_idx").on(t.action, t.createdAt),
    index("audit_log_created_at_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- discussion: reports, moderation, follows

/**
 * A citizen's report of a comment or a debate (docs/moderation.md): once per citizen per item (the
 * unique index). Open until moderators hide the item or dismiss its reports.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    /** The comment's or the debate's id. */
    targetId: text("target_id").notNull(),
    /** The debate the item belongs to (the debate itself for a debate): where the queue links. */
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
    resolvedAt: text("resolved_at"),
    resolution: text("resolution", { enum: REPORT_RESOLUTIONS }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reports_once_per_reporter").on(t.reporterId, t.targetType, t.targetId),
    index("reports_open_idx").on(t.resolvedAt, t.targetType, t.targetId),
    index("reports_target_idx").on(t.targetType, t.targetId),
    index("reports_debate_id_idx").on(t.debateId),
    index("reports_resolved_by_idx").on(t.resolvedBy),
  ],
);

/** The text of a comment while moderators keep it hidden; it goes back into the comment on restore. */
export const hiddenTexts = sqliteTable(
  "hidden_texts",
  {
    commentId: text("comment_id")
      .primaryKey()
      .references(() => comments.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("hidden_texts_hidden_by_idx").on(t.hiddenBy)],
);

/**
 * Who follows which debate (app/models/debates/follows.server.ts). A row with `unfollowed_at` remembers that
 * the citizen stopped following, so voting or commenting again does not follow them once more.
 */
export const follows = sqliteTable(
  "follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    debateId: text("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    unfollowedAt: text("unfollowed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.debateId] }), index("follows_debate_id_idx").on(t.debateId, t.userId)],
);

/**
 * What concerns a citizen (app/models/notifications/notifications.server.ts): written in the same batch as the
 * change it tells of; `params` holds what its message needs (JSON), `href` where it leads.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** A path on this site ("/debates/…"). */
    href: text("href").notNull(),
    /** JSON object: the values the message is written with. */
    params: text("params").notNull().default("{}"),
    readAt: text("read_at"),
    /**
     * The e-mail copy (docs/notifications.md): null when the citizen does not get this kind by e-mail,
     * else "pending" (decided from their settings in the insert itself), "sending", "sent" or "failed".
     */
    emailState: text("email_state", { enum: NOTIFICATION_EMAIL_STATES }),
    createdAt: createdAt(),
    /**
     * The push copy (docs/push.md): "pending" when the citizen had a device subscribed to push when
     * it was written (decided in the insert itself), "queued" once the push queue has taken it.
     */
    pushState: text("push_state", { enum: NOTIFICATION_PUSH_STATES }),
  },
  // No CHECK on `kind`: new kinds come with new features, and SQLite cannot alter a CHECK in place.
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The Cron Trigger deletes those past their retention.
    index("notifications_created_at_idx").on(t.createdAt),
    // The header's bell counts these on every page: only unread rows are in this index.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`"read_at" IS NULL`),
    // The e-mails still to send, oldest first.
    index("notifications_email_queue_idx")
      .on(t.emailState, t.createdAt)
      .where(sql`"email_state" IS NOT NULL AND "email_state" <> 'sent'`),
    // The pushes still to queue (every write request and the Cron Trigger look for one).
    index("notifications_push_queue_idx")
      .on(t.createdAt)
      .where(sql`"push_state" = 'pending'`),
  ],
);

/**
 * Which kinds of notification also arrive by e-mail, per citizen: a row only for a choice they
 * made; a kind without a row follows its default (app/models/notifications/notifications.server.ts).
 */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    email: integer("email", { mode: "boolean" }).notNull(),
    updatedAt: text("updated_at").notNull(),
    /**
     * Whether the notification is written at all (in the app, and so by e-mail and push): only
     * replies can be turned off (the settings' "Replies to my comments"); other kinds keep 1.
     */
    inApp: integer("in_app", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Devices that get notifications by Web Push (docs/push.md): one row per browser subscription
 * (`PushSubscription.toJSON()`), made from /settings. The endpoint is unique: a browser that
 * subscribes again under another account moves to it. Deleted when the push service answers 404
 * or 410, when the citizen turns push off on that device, and with the account.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this subscription (https). */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), RFC 8291. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Firefox on Linux": to tell the citizen's devices apart in the settings. */
    browser: text("browser"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_id_idx").on(t.userId),
  ],
);

/**
 * Payments' records kept after their payer deleted the account, without anyone's name, e-mail,
 * phone or account (the law requires the record of a payment: docs/account-settings.md). Deleted by the
 * Cron Trigger when their retention ends.
 */
export const retainedPayments = sqliteTable(
  "retained_payments",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: RETAINED_PAYMENT_KINDS }).notNull(),
    /** Stripe's id of the payment (a PaymentIntent) or of the subscription, to match Stripe's invoice. */
    reference: text("reference"),
    /** Campaigns: what was bought (the package) and for which organisation. */
    description: text("description").notNull().default(""),
    organisation: text("organisation"),
    /** Minor units of `currency`; null for subscriptions (Stripe holds each invoice's amount). */
    amount: integer("amount"),
    currency: text("currency"),
    paidAt: text("paid_at"),
    /** When the account was deleted and the record anonymised. */
    retainedAt: text("retained_at").notNull(),
    /** When the Cron Trigger deletes it. */
    deleteAfter: text("delete_after").notNull(),
  },
  (t) => [
    index("retained_payments_delete_after_idx").on(t.deleteAfter),
    check("retained_payments_kind_check", oneOf("kind", RETAINED_PAYMENT_KINDS)),
  ],
);

export * from "./enums";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Debate = typeof debates.$inferSelect;
export type NewDebate = typeof debates.$inferInsert;
export type Headline = typeof headlines.$inferSelect;
export type Story = typeof stories.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type Vote = typeof votes.$inferSelect;
export type Region = (typeof REGIONS)[number];
export type Position = (typeof POSITIONS)[number];
export type Reaction = (typeof REACTIONS)[number];
export type CommonGroundView = (typeof COMMON_GROUND_VIEWS)[number];
export type Language = (typeof LANGUAGES)[number];
export type Role = (typeof ROLES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type FeedRunErrorKind = (typeof FEED_ERROR_KINDS)[number];
export type FeedOutcome = (typeof FEED_OUTCOMES)[number];
export type DebateTranslation = typeof debateTranslations.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];
