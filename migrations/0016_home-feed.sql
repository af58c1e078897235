DROP INDEX `debates_region_created_at_idx`;--> statement-breakpoint
DROP INDEX `debates_created_at_idx`;--> statement-breakpoint
ALTER TABLE `debates` ADD `trend_score` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `debates_trend_idx` ON `debates` (`trend_score`,`id`);--> statement-breakpoint
CREATE INDEX `debates_region_trend_idx` ON `debates` (`region`,`trend_score`,`id`);--> statement-breakpoint
CREATE INDEX `debates_created_id_idx` ON `debates` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `debates_region_created_id_idx` ON `debates` (`region`,`created_at`,`id`);