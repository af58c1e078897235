CREATE TABLE `follows` (
	`user_id` text NOT NULL,
	`debate_id` text NOT NULL,
	`created_at` text NOT NULL,
	`unfollowed_at` text,
	PRIMARY KEY(`user_id`, `debate_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_debate_id_idx` ON `follows` (`debate_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `hidden_texts` (
	`comment_id` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`hidden_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `hidden_texts_hidden_by_idx` ON `hidden_texts` (`hidden_by`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`debate_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text NOT NULL,
	`resolved_at` text,
	`resolution` text,
	`resolved_by` text,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_once_per_reporter` ON `reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_debate_id_idx` ON `reports` (`debate_id`);--> statement-breakpoint
CREATE INDEX `reports_resolved_by_idx` ON `reports` (`resolved_by`);--> statement-breakpoint
ALTER TABLE `comments` ADD `parent_id` text REFERENCES comments(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_reason` text;--> statement-breakpoint
CREATE INDEX `comments_parent_id_idx` ON `comments` (`parent_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `debates` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `debates` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `auto_follow` integer DEFAULT true NOT NULL;