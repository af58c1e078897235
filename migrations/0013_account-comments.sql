-- A deleted account's comments stay in their threads as "deleted comment", without text or author
-- (docs/decisions/0040-account-deletion.md): `comments.user_id` becomes nullable (ON DELETE SET NULL)
-- and an authorless comment may have empty content.
--
-- SQLite cannot change a column's NOT NULL, foreign key or CHECK in place, so the table is rebuilt.
-- Beware: dropping a table that others reference deletes their rows through ON DELETE CASCADE, and
-- D1 keeps foreign keys on (PRAGMA foreign_keys cannot be turned off in a migration; deferring them
-- does not stop the cascade). So the rows of every table that references comments are set aside
-- first and put back after (app/db/schema.test.ts fails when a table referencing comments is not
-- handled here). The triggers that name comments are dropped first (renaming a table fails while
-- a trigger names one that is missing) and made again at the end; the like counter's triggers are
-- off while the likes come back, since the comments keep their counts.

CREATE TABLE `_keep_comment_likes` AS SELECT * FROM `comment_likes`;
--> statement-breakpoint
CREATE TABLE `_keep_comment_influences` AS SELECT * FROM `comment_influences`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `votes_counters_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comment_likes_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comment_likes_count_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comments_participants_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comments_participants_delete`;
--> statement-breakpoint
CREATE TABLE `__new_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`debate_id` text NOT NULL,
	`user_id` text,
	`position` text NOT NULL,
	`content` text NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "comments_position_check" CHECK("position" IN ('for', 'against')),
	CONSTRAINT "comments_content_check" CHECK(length("content") BETWEEN 1 AND 5000 OR ("user_id" IS NULL AND "content" = ''))
);
--> statement-breakpoint
INSERT INTO `__new_comments` (`id`, `debate_id`, `user_id`, `position`, `content`, `likes`, `created_at`)
  SELECT `id`, `debate_id`, `user_id`, `position`, `content`, `likes`, `created_at` FROM `comments`;
--> statement-breakpoint
DROP TABLE `comments`;
--> statement-breakpoint
ALTER TABLE `__new_comments` RENAME TO `comments`;
--> statement-breakpoint
CREATE INDEX `comments_debate_created_at_idx` ON `comments` (`debate_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `comments_user_id_idx` ON `comments` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `comments_created_at_idx` ON `comments` (`created_at`);
--> statement-breakpoint
INSERT OR IGNORE INTO `comment_likes` SELECT * FROM `_keep_comment_likes`;
--> statement-breakpoint
INSERT OR IGNORE INTO `comment_influences` SELECT * FROM `_keep_comment_influences`;
--> statement-breakpoint
DROP TABLE `_keep_comment_likes`;
--> statement-breakpoint
DROP TABLE `_keep_comment_influences`;
--> statement-breakpoint
-- The triggers of migrations/0004_counters.sql, as they were (a comment without author records no participant).
CREATE TRIGGER `votes_counters_delete` AFTER DELETE ON `votes` BEGIN
  UPDATE `debates` SET
    `for_count` = `for_count` - (OLD.`position` = 'for'),
    `against_count` = `against_count` - (OLD.`position` = 'against')
  WHERE `id` = OLD.`debate_id`;
  DELETE FROM `debate_participants`
  WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`
    AND NOT EXISTS (SELECT 1 FROM `comments` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `comments_participants_insert` AFTER INSERT ON `comments` WHEN NEW.`user_id` IS NOT NULL BEGIN
  INSERT OR IGNORE INTO `debate_participants` (`debate_id`, `user_id`, `created_at`)
    VALUES (NEW.`debate_id`, NEW.`user_id`, NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `comments_participants_delete` AFTER DELETE ON `comments` BEGIN
  DELETE FROM `debate_participants`
  WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`
    AND NOT EXISTS (SELECT 1 FROM `votes` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`)
    AND NOT EXISTS (SELECT 1 FROM `comments` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`);
END;
--> statement-breakpoint
-- A comment whose author is removed (the account deleted) no longer makes them a participant.
CREATE TRIGGER `comments_participants_author_removed` AFTER UPDATE OF `user_id` ON `comments`
WHEN OLD.`user_id` IS NOT NULL AND NEW.`user_id` IS NULL
BEGIN
  DELETE FROM `debate_participants`
  WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`
    AND NOT EXISTS (SELECT 1 FROM `votes` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`)
    AND NOT EXISTS (SELECT 1 FROM `comments` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_insert` AFTER INSERT ON `comment_likes` BEGIN
  UPDATE `comments` SET `likes` = `likes` + 1 WHERE `id` = NEW.`comment_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_delete` AFTER DELETE ON `comment_likes` BEGIN
  UPDATE `comments` SET `likes` = `likes` - 1 WHERE `id` = OLD.`comment_id`;
END;
