DROP INDEX `users_status_created_at_idx`;--> statement-breakpoint
DROP INDEX `users_created_at_idx`;--> statement-breakpoint
CREATE INDEX `users_list_status_idx` ON `users` (`verification_status`,`created_at`,`id`,`first_name`,`last_name`,`username`,`email`);--> statement-breakpoint
CREATE INDEX `users_list_idx` ON `users` (`created_at`,`id`,`first_name`,`last_name`,`username`,`email`);