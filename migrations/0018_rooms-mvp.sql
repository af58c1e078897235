ALTER TABLE `competition_scores` ADD `top_argument` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `competition_scores` ADD `top_argument_likes` integer DEFAULT 0 NOT NULL;