-- The home feed (docs/home-page.md).
--
-- Trending: `debates.trend_score` = 24 * log2(sum over the debate's activity of weight * 2^(t / 24 h)),
-- t in hours since 1970: its creation and each vote weigh 1, each comment 2. Ordering by it is
-- ordering by the decayed activity sum(weight * 2^(-age / 24 h)) (each point halves every 24 hours),
-- but it never has to be recomputed as time passes, so it can be indexed and paged by keyset.
-- Adding an event at x = hours(t) + 24 * log2(weight) to a score s (log-sum-exp, no overflow):
--   max(s, x) + 24 * log2(1 + 2^(-|s - x| / 24)).
-- Retracted votes and deleted comments do not lower it (activity happened).
CREATE TRIGGER `debates_trend_insert` AFTER INSERT ON `debates` WHEN NEW.`trend_score` = 0 BEGIN
  UPDATE `debates` SET `trend_score` = (julianday(NEW.`created_at`) - 2440587.5) * 24 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `votes_trend_insert` AFTER INSERT ON `votes` BEGIN
  UPDATE `debates` SET `trend_score` =
    max(`trend_score`, (julianday(NEW.`created_at`) - 2440587.5) * 24)
    + 24 * log2(1 + pow(2, -abs(`trend_score` - (julianday(NEW.`created_at`) - 2440587.5) * 24) / 24.0))
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_trend_insert` AFTER INSERT ON `comments` BEGIN
  UPDATE `debates` SET `trend_score` =
    max(`trend_score`, (julianday(NEW.`created_at`) - 2440587.5) * 24 + 24)
    + 24 * log2(1 + pow(2, -abs(`trend_score` - ((julianday(NEW.`created_at`) - 2440587.5) * 24 + 24)) / 24.0))
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
-- The debates there are already: the same sum over what they hold, relative to now (no overflow).
UPDATE `debates` SET `trend_score` = (julianday('now') - 2440587.5) * 24 + 24 * log2(
  pow(2, julianday(`created_at`) - julianday('now'))
  + coalesce((SELECT sum(pow(2, julianday(v.`created_at`) - julianday('now'))) FROM `votes` v WHERE v.`debate_id` = `debates`.`id`), 0)
  + 2 * coalesce((SELECT sum(pow(2, julianday(c.`created_at`) - julianday('now'))) FROM `comments` c WHERE c.`debate_id` = `debates`.`id`), 0)
);
--> statement-breakpoint
-- Search over titles and original headlines: FTS5 with the trigram tokenizer, which matches any
-- run of 3+ characters in any script (Hindi and Bengali matras and conjuncts included), case-insensitively.
-- debate_id is not indexed (a rare title edit or delete scans it); searches go through MATCH.
CREATE VIRTUAL TABLE `debates_search` USING fts5(`debate_id` UNINDEXED, `title`, `headline`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `debates_search` (`debate_id`, `title`, `headline`)
  SELECT `id`, `title`, coalesce(`original_headline`, '') FROM `debates`;
--> statement-breakpoint
CREATE TRIGGER `debates_search_insert` AFTER INSERT ON `debates` BEGIN
  INSERT INTO `debates_search` (`debate_id`, `title`, `headline`)
    VALUES (NEW.`id`, NEW.`title`, coalesce(NEW.`original_headline`, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `debates_search_update` AFTER UPDATE OF `title`, `original_headline` ON `debates` BEGIN
  DELETE FROM `debates_search` WHERE `debate_id` = OLD.`id`;
  INSERT INTO `debates_search` (`debate_id`, `title`, `headline`)
    VALUES (NEW.`id`, NEW.`title`, coalesce(NEW.`original_headline`, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `debates_search_delete` AFTER DELETE ON `debates` BEGIN
  DELETE FROM `debates_search` WHERE `debate_id` = OLD.`id`;
END;
