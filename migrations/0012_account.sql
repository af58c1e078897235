CREATE TABLE `notification_settings` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`email` integer NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `retained_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`reference` text,
	`description` text DEFAULT '' NOT NULL,
	`organisation` text,
	`amount` integer,
	`currency` text,
	`paid_at` text,
	`retained_at` text NOT NULL,
	`delete_after` text NOT NULL,
	CONSTRAINT "retained_payments_kind_check" CHECK("kind" IN ('campaign', 'subscription'))
);
--> statement-breakpoint
CREATE INDEX `retained_payments_delete_after_idx` ON `retained_payments` (`delete_after`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_check" CHECK("purpose" IN ('confirm', 'change_email'))
);
--> statement-breakpoint
INSERT INTO `__new_email_tokens`("token_hash", "user_id", "purpose", "email", "created_at", "expires_at", "used_at") SELECT "token_hash", "user_id", "purpose", "email", "created_at", "expires_at", "used_at" FROM `email_tokens`;--> statement-breakpoint
DROP TABLE `email_tokens`;--> statement-breakpoint
ALTER TABLE `__new_email_tokens` RENAME TO `email_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_tokens_user_id_idx` ON `email_tokens` (`user_id`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `email_state` text;--> statement-breakpoint
CREATE INDEX `notifications_created_at_idx` ON `notifications` (`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `notifications_email_queue_idx` ON `notifications` (`email_state`,`created_at`) WHERE "email_state" IS NOT NULL AND "email_state" <> 'sent';--> statement-breakpoint
ALTER TABLE `sessions` ADD `browser` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `country` text;