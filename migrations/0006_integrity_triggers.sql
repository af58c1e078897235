-- Vote integrity (docs/security.md): every debate's figures in two views, all votes, and the votes of
-- citizens with a confirmed e-mail whom admins verified. A vote carries `verified`, kept by these
-- triggers; the debate's verified counters follow it in the same statement, at constant cost.

-- A vote counts as verified when its voter is (checked when the vote is stored).
CREATE TRIGGER `votes_verified_insert` AFTER INSERT ON `votes`
WHEN EXISTS (
  SELECT 1 FROM `users`
  WHERE `id` = NEW.`user_id` AND `verification_status` = 'verified' AND `email_confirmed_at` IS NOT NULL
)
BEGIN
  UPDATE `votes` SET `verified` = 1 WHERE `debate_id` = NEW.`debate_id` AND `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
-- A vote entering or leaving the verified view moves its debate's verified counters.
CREATE TRIGGER `votes_verified_update` AFTER UPDATE OF `verified` ON `votes`
WHEN OLD.`verified` <> NEW.`verified`
BEGIN
  UPDATE `debates` SET
    `verified_for_count` = `verified_for_count` + (NEW.`position` = 'for') * (NEW.`verified` - OLD.`verified`),
    `verified_against_count` = `verified_against_count` + (NEW.`position` = 'against') * (NEW.`verified` - OLD.`verified`)
  WHERE `id` = NEW.`debate_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `votes_verified_delete` AFTER DELETE ON `votes`
WHEN OLD.`verified`
BEGIN
  UPDATE `debates` SET
    `verified_for_count` = `verified_for_count` - (OLD.`position` = 'for'),
    `verified_against_count` = `verified_against_count` - (OLD.`position` = 'against')
  WHERE `id` = OLD.`debate_id`;
END;
--> statement-breakpoint
-- A citizen becoming verified (or no longer) takes all their votes into (or out of) the verified view at once.
CREATE TRIGGER `users_verified_change` AFTER UPDATE OF `verification_status`, `email_confirmed_at` ON `users`
WHEN (OLD.`verification_status` = 'verified' AND OLD.`email_confirmed_at` IS NOT NULL)
  IS NOT (NEW.`verification_status` = 'verified' AND NEW.`email_confirmed_at` IS NOT NULL)
BEGIN
  UPDATE `votes`
  SET `verified` = (NEW.`verification_status` = 'verified' AND NEW.`email_confirmed_at` IS NOT NULL)
  WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
UPDATE `votes` SET `verified` = 1 WHERE `user_id` IN (
  SELECT `id` FROM `users` WHERE `verification_status` = 'verified' AND `email_confirmed_at` IS NOT NULL
);
