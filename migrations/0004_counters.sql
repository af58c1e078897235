-- Counters kept by the database, at constant cost (docs/decisions/0009-counters.md).
-- A vote, a comment or a like changes its counters in the same statement that stores it,
-- and only when the row is really inserted (INSERT ... ON CONFLICT DO NOTHING fires no
-- trigger when nothing is inserted); deleting a row gives its counts back. Nothing ever
-- recounts a debate's votes.

-- One division rule (app/models/debates.server.ts divisionOf): a debate whose category names India is Bharat Pulse.
UPDATE `debates` SET `region` = 'bharat' WHERE lower(trim(`category`)) IN ('india', 'bharat') AND `region` <> 'bharat';
--> statement-breakpoint
-- Everyone who already voted or commented is a participant (the counters are already exact).
INSERT OR IGNORE INTO `debate_participants` (`debate_id`, `user_id`, `created_at`)
  SELECT `debate_id`, `user_id`, min(`created_at`) FROM (
    SELECT `debate_id`, `user_id`, `created_at` FROM `votes`
    UNION ALL SELECT `debate_id`, `user_id`, `created_at` FROM `comments`
  ) GROUP BY `debate_id`, `user_id`;
--> statement-breakpoint
CREATE TRIGGER `votes_counters_insert` AFTER INSERT ON `votes` BEGIN
  UPDATE `debates` SET
    `for_count` = `for_count` + (NEW.`position` = 'for'),
    `against_count` = `against_count` + (NEW.`position` = 'against')
  WHERE `id` = NEW.`debate_id`;
  INSERT OR IGNORE INTO `debate_participants` (`debate_id`, `user_id`, `created_at`)
    VALUES (NEW.`debate_id`, NEW.`user_id`, NEW.`created_at`);
END;
--> statement-breakpoint
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
CREATE TRIGGER `comments_participants_insert` AFTER INSERT ON `comments` BEGIN
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
CREATE TRIGGER `participants_count_insert` AFTER INSERT ON `debate_participants` BEGIN
  UPDATE `debates` SET `participant_count` = `participant_count` + 1 WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `participants_count_delete` AFTER DELETE ON `debate_participants` BEGIN
  UPDATE `debates` SET `participant_count` = `participant_count` - 1 WHERE `id` = OLD.`debate_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_insert` AFTER INSERT ON `comment_likes` BEGIN
  UPDATE `comments` SET `likes` = `likes` + 1 WHERE `id` = NEW.`comment_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_delete` AFTER DELETE ON `comment_likes` BEGIN
  UPDATE `comments` SET `likes` = `likes` - 1 WHERE `id` = OLD.`comment_id`;
END;
