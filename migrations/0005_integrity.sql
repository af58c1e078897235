CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_check" CHECK("purpose" IN ('confirm'))
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_id_idx` ON `email_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `debates` ADD `verified_for_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `debates` ADD `verified_against_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `votes` ADD `verified` integer DEFAULT false NOT NULL;