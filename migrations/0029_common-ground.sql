CREATE TABLE `comment_reactions` (
	`comment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`debate_id` text NOT NULL,
	`reaction` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`counted` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comment_reactions_reaction_check" CHECK("reaction" IN ('agree', 'disagree', 'pass'))
);
--> statement-breakpoint
CREATE INDEX `comment_reactions_debate_id_idx` ON `comment_reactions` (`debate_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `comment_reactions_user_id_idx` ON `comment_reactions` (`user_id`);--> statement-breakpoint
CREATE TABLE `common_ground` (
	`debate_id` text NOT NULL,
	`view` text NOT NULL,
	`result` text NOT NULL,
	`state` text,
	`computed_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `view`),
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "common_ground_view_check" CHECK("view" IN ('counted', 'verified'))
);
--> statement-breakpoint
CREATE TABLE `common_ground_pending` (
	`debate_id` text PRIMARY KEY NOT NULL,
	`changed_at` text NOT NULL,
	FOREIGN KEY (`debate_id`) REFERENCES `debates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `common_ground_pending_changed_at_idx` ON `common_ground_pending` (`changed_at`);--> statement-breakpoint
ALTER TABLE `comments` ADD `agrees` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `disagrees` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `passes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Common ground (issue 30; docs/common-ground.md, docs/decisions/0105-common-ground.md): reactions to
-- arguments count as likes do (migrations/0026_counted-engagement-triggers.sql): a reaction is
-- inserted uncounted, counts at once when its reactor's e-mail is confirmed, and all of an account's
-- reactions enter (or leave) the count when its confirmation changes; `comments.agrees`, `disagrees`
-- and `passes` move by exactly the reaction's share in the same statement, so they always equal a
-- recount of counted rows. Every change to a debate's reactions, or to its votes once it has
-- reactions, marks the debate in `common_ground_pending` for the Cron Trigger to recompute.
CREATE TRIGGER `comment_reactions_counted_guard` BEFORE INSERT ON `comment_reactions` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'comment_reactions.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
CREATE TRIGGER `comment_reactions_counted_insert` AFTER INSERT ON `comment_reactions`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `comment_reactions` SET `counted` = 1 WHERE `comment_id` = NEW.`comment_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
-- A reaction changing its mind, entering or leaving the count moves its comment's counters by its share.
CREATE TRIGGER `comment_reactions_count_update` AFTER UPDATE OF `reaction`, `counted` ON `comment_reactions`
WHEN OLD.`reaction` <> NEW.`reaction` OR OLD.`counted` <> NEW.`counted`
BEGIN
  UPDATE `comments` SET
    `agrees` = `agrees` + (NEW.`counted` AND NEW.`reaction` = 'agree') - (OLD.`counted` AND OLD.`reaction` = 'agree'),
    `disagrees` = `disagrees` + (NEW.`counted` AND NEW.`reaction` = 'disagree') - (OLD.`counted` AND OLD.`reaction` = 'disagree'),
    `passes` = `passes` + (NEW.`counted` AND NEW.`reaction` = 'pass') - (OLD.`counted` AND OLD.`reaction` = 'pass')
  WHERE `id` = NEW.`comment_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_reactions_count_delete` AFTER DELETE ON `comment_reactions` WHEN OLD.`counted` = 1 BEGIN
  UPDATE `comments` SET
    `agrees` = `agrees` - (OLD.`reaction` = 'agree'),
    `disagrees` = `disagrees` - (OLD.`reaction` = 'disagree'),
    `passes` = `passes` - (OLD.`reaction` = 'pass')
  WHERE `id` = OLD.`comment_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_reactions_counted_change` AFTER UPDATE OF `email_confirmed_at` ON `users`
WHEN (OLD.`email_confirmed_at` IS NULL) <> (NEW.`email_confirmed_at` IS NULL)
BEGIN
  UPDATE `comment_reactions` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
END;
--> statement-breakpoint
-- The debates to recompute.
CREATE TRIGGER `comment_reactions_pending_insert` AFTER INSERT ON `comment_reactions` BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  VALUES (NEW.`debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_reactions_pending_update` AFTER UPDATE OF `reaction`, `counted` ON `comment_reactions`
WHEN OLD.`reaction` <> NEW.`reaction` OR OLD.`counted` <> NEW.`counted`
BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  VALUES (NEW.`debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_reactions_pending_delete` AFTER DELETE ON `comment_reactions`
WHEN EXISTS (SELECT 1 FROM `debates` WHERE `id` = OLD.`debate_id`)
BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  VALUES (OLD.`debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
--> statement-breakpoint
-- A vote is the matrix's last column: it matters once the debate has reactions (one indexed lookup).
CREATE TRIGGER `votes_common_ground_pending_insert` AFTER INSERT ON `votes`
WHEN EXISTS (SELECT 1 FROM `comment_reactions` WHERE `debate_id` = NEW.`debate_id`)
BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  VALUES (NEW.`debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `votes_common_ground_pending_update` AFTER UPDATE OF `position`, `counted`, `verified` ON `votes`
WHEN EXISTS (SELECT 1 FROM `comment_reactions` WHERE `debate_id` = NEW.`debate_id`)
BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  VALUES (NEW.`debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
--> statement-breakpoint
-- An admin verifying a citizen (or revoking it) changes the verified view of the debates they reacted in.
CREATE TRIGGER `users_common_ground_verified_change` AFTER UPDATE OF `verification_status` ON `users`
WHEN (OLD.`verification_status` = 'verified') <> (NEW.`verification_status` = 'verified')
BEGIN
  INSERT INTO `common_ground_pending` (`debate_id`, `changed_at`)
  SELECT DISTINCT `debate_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `comment_reactions` WHERE `user_id` = NEW.`id` AND true
  ON CONFLICT (`debate_id`) DO UPDATE SET `changed_at` = excluded.`changed_at`;
END;
