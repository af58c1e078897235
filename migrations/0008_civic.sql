CREATE TABLE `expert_contribution_ratings` (
	`contribution_id` text NOT NULL,
	`user_id` text NOT NULL,
	`helpful` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`contribution_id`, `user_id`),
	FOREIGN KEY (`contribution_id`) REFERENCES `expert_contributions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `expert_contribution_ratings_user_id_idx` ON `expert_contribution_ratings` (`user_id`);--> statement-breakpoint
ALTER TABLE `expert_applications` ADD `decision_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `expert_applications_one_pending` ON `expert_applications` (`user_id`) WHERE "status" = 'pending';