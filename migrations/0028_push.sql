CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`browser` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_id_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `notification_settings` ADD `in_app` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `notifications` ADD `push_state` text;--> statement-breakpoint
CREATE INDEX `notifications_push_queue_idx` ON `notifications` (`created_at`) WHERE "push_state" = 'pending';