-- The public figures count proven people, comments and likes too (docs/security.md, "Vote integrity";
-- docs/decisions/0095-counted-votes.md, "Follow-up: comments, likes and ratings"). As votes do since
-- migrations/0021_counted-votes-triggers.sql:
--   - a comment counts (`comments.counted`) while its author's e-mail is confirmed: only a counted
--     comment adds its activity to the debate's `trend_score` (0017's rule, weight 2, at the comment's
--     own time), and only counted comments make Emerging Topics, the `is_trending` badge, the home
--     page's live debates and comment influence (the app's queries read `"counted" = 1`);
--   - a like counts (`comment_likes.counted`) while its liker's e-mail is confirmed: `comments.likes`
--     is the number of counted likes;
--   - a rating of an expert contribution counts (`expert_contribution_ratings.counted`) while its
--     rater's e-mail is confirmed: `expert_contributions.likes` is the number of counted helpful
--     ratings, and the bridging order reads counted ratings only.
-- Confirming an e-mail counts all of that account's comments, likes and ratings in the same statement
-- (and taking the confirmation back uncounts them), so every figure equals a recount of counted rows,
-- under any concurrency, at constant cost per row: one lookup of the account by primary key when a row
-- is stored, one update of the row when it counts.
--
-- The flags are kept by these triggers only: a row is always inserted with counted = 0 (the default;
-- anything else is refused), and its insert trigger sets it from the account. A comment whose author
-- is removed (the account deleted: user_id set to NULL) no longer counts; the trend keeps what it
-- added (it never goes down).
--
-- Replaces the triggers comments_trend_insert (0017), comment_likes_count_insert and _delete (0013)
-- and expert_ratings_likes_insert, _update and _delete (0009).

DROP TRIGGER IF EXISTS `comments_trend_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comment_likes_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comment_likes_count_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `expert_ratings_likes_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `expert_ratings_likes_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `expert_ratings_likes_delete`;
--> statement-breakpoint
-- The rows there are already: counted when their account's e-mail is confirmed (no trigger listens yet).
UPDATE `comments` SET `counted` = 1
WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `email_confirmed_at` IS NOT NULL);
--> statement-breakpoint
UPDATE `comment_likes` SET `counted` = 1
WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `email_confirmed_at` IS NOT NULL);
--> statement-breakpoint
UPDATE `expert_contribution_ratings` SET `counted` = 1
WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `email_confirmed_at` IS NOT NULL);
--> statement-breakpoint
-- Every count recounted from counted rows.
UPDATE `comments` SET `likes` =
  (SELECT count(*) FROM `comment_likes` l WHERE l.`comment_id` = `comments`.`id` AND l.`counted` = 1);
--> statement-breakpoint
UPDATE `expert_contributions` SET `likes` = (
  SELECT count(*) FROM `expert_contribution_ratings` r
  WHERE r.`contribution_id` = `expert_contributions`.`id` AND r.`helpful` = 1 AND r.`counted` = 1
);
--> statement-breakpoint
-- The trend score (migrations/0017, 0021) recomputed with counted votes and counted comments only:
-- the same sum, relative to now.
UPDATE `debates` SET `trend_score` = (julianday('now') - 2440587.5) * 24 + 24 * log2(
  pow(2, julianday(`created_at`) - julianday('now'))
  + coalesce((SELECT sum(pow(2, julianday(v.`created_at`) - julianday('now'))) FROM `votes` v WHERE v.`debate_id` = `debates`.`id` AND v.`counted` = 1), 0)
  + 2 * coalesce((SELECT sum(pow(2, julianday(c.`created_at`) - julianday('now'))) FROM `comments` c WHERE c.`debate_id` = `debates`.`id` AND c.`counted` = 1), 0)
);
--> statement-breakpoint
-- The flags are the triggers' alone: a row arrives uncounted.
CREATE TRIGGER `comments_counted_guard` BEFORE INSERT ON `comments` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'comments.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_counted_guard` BEFORE INSERT ON `comment_likes` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'comment_likes.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
CREATE TRIGGER `expert_ratings_counted_guard` BEFORE INSERT ON `expert_contribution_ratings` WHEN NEW.`counted` <> 0 BEGIN
  SELECT RAISE(ABORT, 'expert_contribution_ratings.counted is set by triggers: insert 0');
END;
--> statement-breakpoint
-- A comment counts at once when its author's e-mail is confirmed (one lookup by primary key).
CREATE TRIGGER `comments_counted_insert` AFTER INSERT ON `comments`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `comments` SET `counted` = 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- A comment entering the count adds its activity to the trend score (0017's rule: weight 2, at the
-- comment's own time). Leaving it takes nothing back: the trend never goes down (activity happened).
CREATE TRIGGER `comments_counted_update` AFTER UPDATE OF `counted` ON `comments`
WHEN OLD.`counted` = 0 AND NEW.`counted` = 1
BEGIN
  UPDATE `debates` SET `trend_score` =
    max(`trend_score`, (julianday(NEW.`created_at`) - 2440587.5) * 24 + 24)
    + 24 * log2(1 + pow(2, -abs(`trend_score` - ((julianday(NEW.`created_at`) - 2440587.5) * 24 + 24)) / 24.0))
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
-- A comment's author changing (removed when the account is deleted) counts it as the new author is.
CREATE TRIGGER `comments_counted_author_change` AFTER UPDATE OF `user_id` ON `comments`
WHEN NEW.`counted` <> coalesce((SELECT `email_confirmed_at` IS NOT NULL FROM `users` WHERE `id` = NEW.`user_id`), 0)
BEGIN
  UPDATE `comments`
  SET `counted` = coalesce((SELECT `email_confirmed_at` IS NOT NULL FROM `users` WHERE `id` = NEW.`user_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- A like counts at once when its liker's e-mail is confirmed.
CREATE TRIGGER `comment_likes_counted_insert` AFTER INSERT ON `comment_likes`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `comment_likes` SET `counted` = 1 WHERE `comment_id` = NEW.`comment_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
-- A like entering (or leaving) the count moves its comment's likes; deleting a counted like gives it back.
CREATE TRIGGER `comment_likes_counted_update` AFTER UPDATE OF `counted` ON `comment_likes`
WHEN OLD.`counted` <> NEW.`counted`
BEGIN
  UPDATE `comments` SET `likes` = `likes` + (NEW.`counted` - OLD.`counted`) WHERE `id` = NEW.`comment_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_delete` AFTER DELETE ON `comment_likes` WHEN OLD.`counted` = 1 BEGIN
  UPDATE `comments` SET `likes` = `likes` - 1 WHERE `id` = OLD.`comment_id`;
END;
--> statement-breakpoint
-- A rating counts at once when its rater's e-mail is confirmed.
CREATE TRIGGER `expert_ratings_counted_insert` AFTER INSERT ON `expert_contribution_ratings`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id` AND `email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `expert_contribution_ratings` SET `counted` = 1
  WHERE `contribution_id` = NEW.`contribution_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
-- `likes` counts the ratings that are helpful and counted: a rating changing its mind, entering or
-- leaving the count moves it by exactly its share.
CREATE TRIGGER `expert_ratings_likes_update` AFTER UPDATE OF `helpful`, `counted` ON `expert_contribution_ratings`
WHEN (OLD.`helpful` = 1 AND OLD.`counted` = 1) <> (NEW.`helpful` = 1 AND NEW.`counted` = 1)
BEGIN
  UPDATE `expert_contributions`
  SET `likes` = `likes` + (NEW.`helpful` = 1 AND NEW.`counted` = 1) - (OLD.`helpful` = 1 AND OLD.`counted` = 1)
  WHERE `id` = NEW.`contribution_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `expert_ratings_likes_delete` AFTER DELETE ON `expert_contribution_ratings`
WHEN OLD.`helpful` = 1 AND OLD.`counted` = 1
BEGIN
  UPDATE `expert_contributions` SET `likes` = `likes` - 1 WHERE `id` = OLD.`contribution_id`;
END;
--> statement-breakpoint
-- An account's e-mail confirmed (or the confirmation taken back): all its comments, likes and ratings
-- enter (or leave) the count in the same statement (through the user_id indexes), and the figures
-- move with them. Beside users_counted_change (0021), which does the same for votes and participations.
CREATE TRIGGER `users_engagement_counted_change` AFTER UPDATE OF `email_confirmed_at` ON `users`
WHEN (OLD.`email_confirmed_at` IS NULL) <> (NEW.`email_confirmed_at` IS NULL)
BEGIN
  UPDATE `comments` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
  UPDATE `comment_likes` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
  UPDATE `expert_contribution_ratings` SET `counted` = (NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id` AND `counted` <> (NEW.`email_confirmed_at` IS NOT NULL);
END;
