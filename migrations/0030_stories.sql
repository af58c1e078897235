CREATE TABLE `headline_embeddings` (
	`headline_id` text PRIMARY KEY NOT NULL,
	`model` text NOT NULL,
	`vector` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`headline_id`) REFERENCES `headlines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `stories` (
	`id` text PRIMARY KEY NOT NULL,
	`first_published_at` text NOT NULL,
	`last_published_at` text NOT NULL,
	`headline_count` integer DEFAULT 0 NOT NULL,
	`source_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "stories_counts_check" CHECK("headline_count" >= 0 AND "source_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `stories_first_published_at_idx` ON `stories` (`first_published_at`);--> statement-breakpoint
CREATE INDEX `stories_updated_at_idx` ON `stories` (`updated_at`);--> statement-breakpoint
DROP INDEX `headlines_title_hash_unique`;--> statement-breakpoint
ALTER TABLE `headlines` ADD `story_id` text REFERENCES stories(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `headlines_source_title_hash_unique` ON `headlines` (`source`,`title_hash`);--> statement-breakpoint
CREATE INDEX `headlines_published_at_idx` ON `headlines` (`published_at`);--> statement-breakpoint
CREATE INDEX `headlines_story_id_idx` ON `headlines` (`story_id`);--> statement-breakpoint
ALTER TABLE `debates` ADD `story_id` text REFERENCES stories(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `debates_story_id_unique` ON `debates` (`story_id`);