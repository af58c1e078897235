CREATE TABLE `debate_translations` (
	`debate_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`model` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `language`),
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "debate_translations_language_check" CHECK("language" IN ('en', 'hi', 'bn'))
);
--> statement-breakpoint
CREATE TABLE `news_run_feeds` (
	`run_id` text NOT NULL,
	`url` text NOT NULL,
	`region` text NOT NULL,
	`outcome` text NOT NULL,
	`error_kind` text,
	`http_status` integer,
	`error_message` text,
	`items_read` integer DEFAULT 0 NOT NULL,
	`items_kept` integer DEFAULT 0 NOT NULL,
	`items_undated` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`run_id`, `url`),
	FOREIGN KEY (`run_id`) REFERENCES `news_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "news_run_feeds_region_check" CHECK("region" IN ('global', 'bharat')),
	CONSTRAINT "news_run_feeds_outcome_check" CHECK("outcome" IN ('read', 'not_modified', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `debates_language_created_at_idx` ON `debates` (`language`,`created_at`);