CREATE TABLE `feed_state` (
	`url` text PRIMARY KEY NOT NULL,
	`region` text NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_fetched_at` text,
	`last_status` text,
	`last_error` text,
	`last_item_count` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_state_region_check" CHECK("region" IN ('global', 'bharat'))
);
--> statement-breakpoint
CREATE TABLE `news_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`feeds_fetched` integer DEFAULT 0 NOT NULL,
	`headlines_new` integer DEFAULT 0 NOT NULL,
	`debates_new` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	CONSTRAINT "news_runs_trigger_check" CHECK("trigger" IN ('cron', 'manual')),
	CONSTRAINT "news_runs_status_check" CHECK("status" IN ('running', 'succeeded', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE INDEX `news_runs_started_at_idx` ON `news_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `news_runs_status_idx` ON `news_runs` (`status`,`started_at`);