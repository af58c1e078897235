ALTER TABLE `campaigns` ADD `paid_for_by` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `region` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `payment_error` text;--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_owner_attempt_unique` ON `campaigns` (`owner_id`,`idempotency_key`);