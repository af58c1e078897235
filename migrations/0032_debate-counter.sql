ALTER TABLE `debates` ADD `rate_window_start` text;--> statement-breakpoint
ALTER TABLE `debates` ADD `rate_window_votes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `debates` ADD `counter_since` text;