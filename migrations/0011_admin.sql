DROP INDEX `audit_log_actor_id_idx`;--> statement-breakpoint
CREATE INDEX `audit_log_actor_created_at_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_created_at_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
DROP INDEX `users_verification_status_idx`;--> statement-breakpoint
CREATE INDEX `users_status_created_at_idx` ON `users` (`verification_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);