CREATE TABLE `ad_events` (
	`campaign_id` text NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`campaign_id`, `kind`, `day`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ad_events_kind_check" CHECK("kind" IN ('impression', 'click'))
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target` text,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_actor_id_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE INDEX `audit_log_created_at_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`campaign_title` text NOT NULL,
	`party_name` text NOT NULL,
	`package_type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`campaign_budget` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`target_audience` text,
	`campaign_duration` integer NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`description` text,
	`payment_intent_id` text,
	`paid_at` text,
	`activated_at` text,
	`ends_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "campaigns_package_check" CHECK("package_type" IN ('basic', 'premium', 'enterprise')),
	CONSTRAINT "campaigns_status_check" CHECK("status" IN ('pending', 'active', 'completed', 'cancelled')),
	CONSTRAINT "campaigns_currency_check" CHECK("currency" IN ('usd', 'inr')),
	CONSTRAINT "campaigns_audience_check" CHECK("target_audience" IS NULL OR "target_audience" IN ('local', 'state', 'national', 'international')),
	CONSTRAINT "campaigns_budget_check" CHECK("campaign_budget" >= 0)
);
--> statement-breakpoint
CREATE INDEX `campaigns_owner_id_idx` ON `campaigns` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_payment_intent_unique` ON `campaigns` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `civic_module_translations` (
	`module_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`module_id`, `language`),
	FOREIGN KEY (`module_id`) REFERENCES `civic_modules`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "civic_module_translations_language_check" CHECK("language" IN ('en', 'hi', 'bn'))
);
--> statement-breakpoint
CREATE TABLE `civic_modules` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`category` text NOT NULL,
	`difficulty` text NOT NULL,
	`estimated_time` integer NOT NULL,
	`prerequisites` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "civic_modules_category_check" CHECK("category" IN ('constitution', 'democratic_process', 'policy_making', 'rights_duties')),
	CONSTRAINT "civic_modules_difficulty_check" CHECK("difficulty" IN ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `civic_modules_slug_unique` ON `civic_modules` (`slug`);--> statement-breakpoint
CREATE INDEX `civic_modules_category_idx` ON `civic_modules` (`category`,`sort_order`);--> statement-breakpoint
CREATE TABLE `civic_progress` (
	`user_id` text NOT NULL,
	`module_id` text NOT NULL,
	`started_at` text NOT NULL,
	`completed_at` text,
	PRIMARY KEY(`user_id`, `module_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`module_id`) REFERENCES `civic_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `civic_progress_module_id_idx` ON `civic_progress` (`module_id`);--> statement-breakpoint
CREATE TABLE `comment_influences` (
	`comment_id` text NOT NULL,
	`debate_id` text NOT NULL,
	`keywords` text DEFAULT '[]' NOT NULL,
	`influence_score` real NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`comment_id`, `debate_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_influences_debate_id_idx` ON `comment_influences` (`debate_id`);--> statement-breakpoint
CREATE TABLE `comment_likes` (
	`comment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_likes_user_id_idx` ON `comment_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`debate_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` text NOT NULL,
	`content` text NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_position_check" CHECK("position" IN ('for', 'against')),
	CONSTRAINT "comments_content_check" CHECK(length("content") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX `comments_debate_created_at_idx` ON `comments` (`debate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_id_idx` ON `comments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_created_at_idx` ON `comments` (`created_at`);--> statement-breakpoint
CREATE TABLE `competition_achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`room_id` text NOT NULL,
	`user_id` text,
	`achievement_type` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `live_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "competition_achievements_type_check" CHECK("achievement_type" IN ('debate_winner', 'fact_checker', 'most_persuasive', 'rising_star'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_achievements_unique` ON `competition_achievements` (`room_id`,`achievement_type`,`user_id`);--> statement-breakpoint
CREATE INDEX `competition_achievements_user_id_idx` ON `competition_achievements` (`user_id`);--> statement-breakpoint
CREATE TABLE `competition_results` (
	`room_id` text PRIMARY KEY NOT NULL,
	`debate_ended_at` text NOT NULL,
	`winner_user_id` text,
	`winning_position` text NOT NULL,
	`support_score` real NOT NULL,
	`oppose_score` real NOT NULL,
	`runner_up_user_id` text,
	`total_participants` integer NOT NULL,
	`scoring_method` text DEFAULT 'comprehensive' NOT NULL,
	`result_summary` text DEFAULT '' NOT NULL,
	`mvp_message` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `live_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`winner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`runner_up_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "competition_results_position_check" CHECK("winning_position" IN ('support', 'oppose'))
);
--> statement-breakpoint
CREATE INDEX `competition_results_winner_idx` ON `competition_results` (`winner_user_id`);--> statement-breakpoint
CREATE INDEX `competition_results_runner_up_idx` ON `competition_results` (`runner_up_user_id`);--> statement-breakpoint
CREATE TABLE `competition_scores` (
	`room_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` text NOT NULL,
	`rank` integer NOT NULL,
	`is_winner` integer DEFAULT false NOT NULL,
	`final_score` real NOT NULL,
	`total_messages` integer DEFAULT 0 NOT NULL,
	`likes_received` integer DEFAULT 0 NOT NULL,
	`peer_rating` real DEFAULT 0 NOT NULL,
	`response_time` real DEFAULT 0 NOT NULL,
	`quality_score` real DEFAULT 0 NOT NULL,
	`factual_accuracy` real DEFAULT 0 NOT NULL,
	`argument_strength` real DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`room_id`, `user_id`),
	FOREIGN KEY (`room_id`) REFERENCES `live_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "competition_scores_position_check" CHECK("position" IN ('support', 'oppose'))
);
--> statement-breakpoint
CREATE INDEX `competition_scores_user_id_idx` ON `competition_scores` (`user_id`);--> statement-breakpoint
CREATE INDEX `competition_scores_rank_idx` ON `competition_scores` (`room_id`,`rank`);--> statement-breakpoint
CREATE TABLE `debates` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`region` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`original_headline` text,
	`headline_id` text,
	`is_trending` integer DEFAULT false NOT NULL,
	`for_count` integer DEFAULT 0 NOT NULL,
	`against_count` integer DEFAULT 0 NOT NULL,
	`participant_count` integer DEFAULT 0 NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`headline_id`) REFERENCES `headlines`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "debates_region_check" CHECK("region" IN ('global', 'bharat')),
	CONSTRAINT "debates_language_check" CHECK("language" IN ('en', 'hi', 'bn')),
	CONSTRAINT "debates_counts_check" CHECK("for_count" >= 0 AND "against_count" >= 0 AND "participant_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `debates_headline_id_unique` ON `debates` (`headline_id`);--> statement-breakpoint
CREATE INDEX `debates_region_created_at_idx` ON `debates` (`region`,`created_at`);--> statement-breakpoint
CREATE INDEX `debates_created_at_idx` ON `debates` (`created_at`);--> statement-breakpoint
CREATE INDEX `debates_trending_created_at_idx` ON `debates` (`is_trending`,`created_at`);--> statement-breakpoint
CREATE TABLE `expert_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expertise` text NOT NULL,
	`credentials` text NOT NULL,
	`institution` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "expert_applications_status_check" CHECK("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `expert_applications_user_id_idx` ON `expert_applications` (`user_id`);--> statement-breakpoint
CREATE INDEX `expert_applications_status_idx` ON `expert_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `expert_applications_reviewed_by_idx` ON `expert_applications` (`reviewed_by`);--> statement-breakpoint
CREATE TABLE `expert_contributions` (
	`id` text PRIMARY KEY NOT NULL,
	`debate_id` text NOT NULL,
	`user_id` text NOT NULL,
	`contribution_type` text NOT NULL,
	`content` text NOT NULL,
	`supporting_documents` text DEFAULT '[]' NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "expert_contributions_type_check" CHECK("contribution_type" IN ('fact_check', 'context', 'analysis', 'source_verification'))
);
--> statement-breakpoint
CREATE INDEX `expert_contributions_debate_idx` ON `expert_contributions` (`debate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `expert_contributions_user_id_idx` ON `expert_contributions` (`user_id`);--> statement-breakpoint
CREATE TABLE `headlines` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`source` text NOT NULL,
	`url` text NOT NULL,
	`region` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`published_at` text NOT NULL,
	`fetched_at` text NOT NULL,
	`title_hash` text NOT NULL,
	CONSTRAINT "headlines_region_check" CHECK("region" IN ('global', 'bharat')),
	CONSTRAINT "headlines_language_check" CHECK("language" IN ('en', 'hi', 'bn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `headlines_title_hash_unique` ON `headlines` (`title_hash`);--> statement-breakpoint
CREATE INDEX `headlines_region_published_at_idx` ON `headlines` (`region`,`published_at`);--> statement-breakpoint
CREATE TABLE `live_rooms` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'global' NOT NULL,
	`host_id` text,
	`is_live` integer DEFAULT false NOT NULL,
	`current_participants` integer DEFAULT 0 NOT NULL,
	`max_participants` integer DEFAULT 10 NOT NULL,
	`session_duration` integer DEFAULT 30 NOT NULL,
	`session_price` integer DEFAULT 500 NOT NULL,
	`starts_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "live_rooms_category_check" CHECK("category" IN ('global', 'bharat')),
	CONSTRAINT "live_rooms_participants_check" CHECK("max_participants" BETWEEN 2 AND 500)
);
--> statement-breakpoint
CREATE INDEX `live_rooms_listing_idx` ON `live_rooms` (`is_live`,`starts_at`);--> statement-breakpoint
CREATE INDEX `live_rooms_host_id_idx` ON `live_rooms` (`host_id`);--> statement-breakpoint
CREATE INDEX `live_rooms_created_at_idx` ON `live_rooms` (`created_at`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_id_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_id_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `policy_outcomes` (
	`id` text PRIMARY KEY NOT NULL,
	`debate_id` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`outcome_type` text NOT NULL,
	`impact_level` text NOT NULL,
	`verification_status` text DEFAULT 'pending' NOT NULL,
	`date_announced` text NOT NULL,
	`official_document` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "policy_outcomes_type_check" CHECK("outcome_type" IN ('policy_change', 'government_response', 'court_case', 'legislation', 'other')),
	CONSTRAINT "policy_outcomes_impact_check" CHECK("impact_level" IN ('international', 'national', 'state', 'local')),
	CONSTRAINT "policy_outcomes_verification_check" CHECK("verification_status" IN ('verified', 'disputed', 'pending'))
);
--> statement-breakpoint
CREATE INDEX `policy_outcomes_debate_id_idx` ON `policy_outcomes` (`debate_id`);--> statement-breakpoint
CREATE INDEX `policy_outcomes_verification_idx` ON `policy_outcomes` (`verification_status`,`date_announced`);--> statement-breakpoint
CREATE INDEX `policy_outcomes_date_idx` ON `policy_outcomes` (`date_announced`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`stripe_subscription_id` text NOT NULL,
	`status` text NOT NULL,
	`current_period_end` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_stripe_subscription_unique` ON `subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_id_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_customer_idx` ON `subscriptions` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`phone_number` text,
	`date_of_birth` text,
	`location` text,
	`occupation` text,
	`political_affiliation` text,
	`profile_image_url` text,
	`role` text DEFAULT 'citizen' NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`is_expert` integer DEFAULT false NOT NULL,
	`expertise` text,
	`institution` text,
	`verification_status` text DEFAULT 'pending' NOT NULL,
	`country` text,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "users_role_check" CHECK("role" IN ('citizen', 'admin')),
	CONSTRAINT "users_verification_status_check" CHECK("verification_status" IN ('pending', 'verified', 'rejected')),
	CONSTRAINT "users_language_check" CHECK("language" IN ('en', 'hi', 'bn')),
	CONSTRAINT "users_political_affiliation_check" CHECK("political_affiliation" IS NULL OR "political_affiliation" IN ('Democratic', 'Republican', 'Independent', 'Green Party', 'Libertarian', 'Other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_verification_status_idx` ON `users` (`verification_status`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `votes` (
	`debate_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `user_id`),
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "votes_position_check" CHECK("position" IN ('for', 'against'))
);
--> statement-breakpoint
CREATE INDEX `votes_user_id_idx` ON `votes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `votes_debate_position_idx` ON `votes` (`debate_id`,`position`);--> statement-breakpoint
CREATE INDEX `votes_created_at_idx` ON `votes` (`created_at`);