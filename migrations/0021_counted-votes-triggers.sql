-- The public figure counts proven people (docs/security.md, "Vote integrity";
-- docs/decisions/0095-counted-votes.md). A vote counts (`votes.counted`) while its voter's e-mail is
-- confirmed; so does a participant (`debate_participants.counted`). The public figures move only with
-- counted rows: `for_count`, `against_count`, `participant_count` and the home feed's `trend_score`.
-- Confirming an e-mail counts all of that account's votes and participations in the same statement
-- (and taking the confirmation back uncounts them), so the figures always equal a recount of counted
-- rows, under any concurrency, at constant cost per vote.
--
-- Both flags are kept by these triggers only: a row is always inserted with counted = 0 (the
-- default; anything else is refused), and the insert's trigger sets it from the account. Every move of
-- a counter happens when a flag changes (or a counted row is deleted).
--
-- Replaces the counter triggers of migrations/0004_counters.sql (votes_counters_insert, the
-- participants' count triggers), of 0013 (votes_counters_delete) and the vote's trend trigger of 0017.

DROP TRIGGER IF EXISTS `votes_counters_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `votes_counters_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `votes_trend_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `participants_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `participants_count_delete`;
--> statement-breakpoint
-- The rows there are already: counted when their account's e-mail is confirmed (no trigger listens yet).
UPDATE `votes` SET `counted` = 1
WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `email_confirmed_at` IS NOT NULL);
--> statement-breakpoint
UPDATE `debate_participants` SET `counted` = 1
WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `email_confirmed_at` IS NOT NULL);
--> statement-breakpoint
-- Every debate's figures recounted from its counted rows.
UPDATE `debates` SET
  `for_count` = (SELECT count(*) FROM `votes` v WHERE v.`debate_id` = `debates`.`id` AND v.`position` = 'for' AND v.`counted` = 1),
  `against_count` = (SELECT count(*) FROM `votes` v WHERE v.`debate_id` = `debates`.`id` AND v.`position` = 'against' AND v.`counted` = 1),
  `participant_count` = (SELECT count(*) FROM `debate_participants` p WHERE p.`debate_id` = `debates`.`id` AND p.`counted` = 1);
--> statement-breakpoint
-- The trend score (migrations/0017) recomputed with counted votes only: the same sum, relative to now.
UPDATE `debates` SET `trend_score` = (julianday('now') - 2440587.5) * 24 + 24 * log2(
  pow(2, julianday(`created_at`) - julianday('now'))
  + coalesce((SELECT sum(pow(2, julianday(v.`created_at`) - julianday('now'))) FROM `votes` v WHERE v.`debate_id` = `debates`.`id` AND v.`counted` = 1), 0)
  + 2 * coalesce((SELECT sum(pow(2, julianday(c.`created_at`) - julianday('now'))) FROM `comments` c WHERE c.`debate_id` = `debates`.`id`), 0)
);
--> statement-breakpoint
-- The flags are the triggers' alone: a row arrives uncounted.
CREATE TRIGGER `votes_counted_guard` BEFORE INSERT ON `votes` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'votes.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
CREATE TRIGGER `participants_counted_guard` BEFORE INSERT ON `debate_participants` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'debate_participants.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
-- A vote records its voter as a participant (as in 0004).
CREATE TRIGGER `votes_counters_insert` AFTER INSERT ON `votes` BEGIN
  INSERT OR IGNORE INTO `debate_participants` (`debate_id`, `user_id`, `created_at`)
    VALUES (NEW.`debate_id`, NEW.`user_id`, NEW.`created_at`);
END;
--> statement-breakpoint
-- A vote counts at once when its voter's e-mail is confirmed (one lookup by primary key).
CREATE TRIGGER `votes_counted_insert` AFTER INSERT ON `votes`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `votes` SET `counted` = 1 WHERE `debate_id` = NEW.`debate_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
-- A vote entering (or leaving) the count moves its debate's counters; entering, it adds its activity
-- to the trend score (0017's rule, at the vote's own time). The trend never goes down (a retracted
-- vote's activity happened), so a vote uncounted and counted again adds its activity twice: no path
-- takes a confirmation back today.
CREATE TRIGGER `votes_counted_update` AFTER UPDATE OF `counted` ON `votes`
WHEN OLD.`counted` <> NEW.`counted`
BEGIN
  UPDATE `debates` SET
    `for_count` = `for_count` + (NEW.`position` = 'for') * (NEW.`counted` - OLD.`counted`),
    `against_count` = `against_count` + (NEW.`position` = 'against') * (NEW.`counted` - OLD.`counted`),
    `trend_score` = CASE WHEN NEW.`counted` = 1 THEN
      max(`trend_score`, (julianday(NEW.`created_at`) - 2440587.5) * 24)
      + 24 * log2(1 + pow(2, -abs(`trend_score` - (julianday(NEW.`created_at`) - 2440587.5) * 24) / 24.0))
      ELSE `trend_score` END
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
-- Deleting a vote gives its count back (when it counted) and its participation (as in 0013).
CREATE TRIGGER `votes_counters_delete` AFTER DELETE ON `votes` BEGIN
  UPDATE `debates` SET
    `for_count` = `for_count` - (OLD.`position` = 'for') * OLD.`counted`,
    `against_count` = `against_count` - (OLD.`position` = 'against') * OLD.`counted`
  WHERE `id` = OLD.`debate_id` AND OLD.`counted` = 1;
  DELETE FROM `debate_participants`
  WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`
    AND NOT EXISTS (SELECT 1 FROM `comments` WHERE `debate_id` = OLD.`debate_id` AND `user_id` = OLD.`user_id`);
END;
--> statement-breakpoint
-- A participant counts at once when their e-mail is confirmed.
CREATE TRIGGER `participants_counted_insert` AFTER INSERT ON `debate_participants`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `debate_participants` SET `counted` = 1 WHERE `debate_id` = NEW.`debate_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `participants_counted_update` AFTER UPDATE OF `counted` ON `debate_participants`
WHEN OLD.`counted` <> NEW.`counted`
BEGIN
  UPDATE `debates` SET `participant_count` = `participant_count` + (NEW.`counted` - OLD.`counted`)
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `participants_count_delete` AFTER DELETE ON `debate_participants` WHEN OLD.`counted` = 1 BEGIN
  UPDATE `debates` SET `participant_count` = `participant_count` - 1 WHERE `id` = OLD.`debate_id`;
END;
--> statement-breakpoint
-- An account's e-mail confirmed (or the confirmation taken back): all its votes and participations
-- enter (or leave) the count in the same statement, and the debates' figures move with them.
CREATE TRIGGER `users_counted_change` AFTER UPDATE OF `email_confirmed_at` ON `users`
WHEN (OLD.`email_confirmed_at` IS NULL) <> (NEW.`email_confirmed_at` IS NULL)
BEGIN
  UPDATE `votes` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
  UPDATE `debate_participants` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
END;
