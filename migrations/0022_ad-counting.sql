CREATE TABLE `ad_discards` (
	`campaign_id` text NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`reason` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`campaign_id`, `kind`, `day`, `reason`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ad_discards_kind_check" CHECK("kind" IN ('impression', 'click')),
	CONSTRAINT "ad_discards_reason_check" CHECK("reason" IN ('duplicate', 'bot', 'prefetch', 'cross-site'))
);
--> statement-breakpoint
CREATE TABLE `ad_viewers` (
	`campaign_id` text NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`viewer` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `kind`, `day`, `viewer`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ad_viewers_kind_check" CHECK("kind" IN ('impression', 'click'))
);
--> statement-breakpoint
CREATE INDEX `ad_viewers_day_idx` ON `ad_viewers` (`day`);