ALTER TABLE `stripe_events` ADD `outcome` text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `reason` text;--> statement-breakpoint
CREATE INDEX `stripe_events_outcome_idx` ON `stripe_events` (`outcome`,`processed_at`);