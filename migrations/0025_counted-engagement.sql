ALTER TABLE `comment_likes` ADD `counted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `counted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `comments_counted_created_at_idx` ON `comments` (`created_at`) WHERE "counted" = 1;--> statement-breakpoint
ALTER TABLE `expert_contribution_ratings` ADD `counted` integer DEFAULT false NOT NULL;