-- An expert contribution's `likes` is how many citizens rated it helpful (docs/experts.md), kept by
-- the database in the statement that stores, changes or removes a rating (docs/decisions/0009-counters.md).
-- Likes written before ratings existed counted nothing anyone can see: start from the ratings.
UPDATE `expert_contributions` SET `likes` = (
  SELECT count(*) FROM `expert_contribution_ratings` r WHERE r.`contribution_id` = `expert_contributions`.`id` AND r.`helpful` = 1
);
--> statement-breakpoint
CREATE TRIGGER `expert_ratings_likes_insert` AFTER INSERT ON `expert_contribution_ratings` WHEN NEW.`helpful` = 1 BEGIN
  UPDATE `expert_contributions` SET `likes` = `likes` + 1 WHERE `id` = NEW.`contribution_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `expert_ratings_likes_update` AFTER UPDATE OF `helpful` ON `expert_contribution_ratings`
  WHEN NEW.`helpful` <> OLD.`helpful` BEGIN
  UPDATE `expert_contributions` SET `likes` = `likes` + (CASE WHEN NEW.`helpful` = 1 THEN 1 ELSE -1 END)
  WHERE `id` = NEW.`contribution_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `expert_ratings_likes_delete` AFTER DELETE ON `expert_contribution_ratings` WHEN OLD.`helpful` = 1 BEGIN
  UPDATE `expert_contributions` SET `likes` = `likes` - 1 WHERE `id` = OLD.`contribution_id`;
END;
