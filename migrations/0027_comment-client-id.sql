ALTER TABLE `comments` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `comments_user_client_id_idx` ON `comments` (`user_id`,`client_id`);