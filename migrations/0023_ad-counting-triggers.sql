-- Ad figures an advertiser can trust (issue 25, docs/campaigns.md "Counting"): a viewer counts once
-- per campaign, kind and UTC day. The model inserts the viewer's row with ON CONFLICT DO NOTHING;
-- only a new row adds one to the day's counter, in the same statement, so the counter equals the
-- number of viewers ever counted, whatever the races. Deleting old viewer rows (the cron's
-- retention) never lowers a counter.
CREATE TRIGGER `ad_viewers_count_insert` AFTER INSERT ON `ad_viewers` BEGIN
  INSERT INTO `ad_events` (`campaign_id`, `kind`, `day`, `count`)
  VALUES (NEW.`campaign_id`, NEW.`kind`, NEW.`day`, 1)
  ON CONFLICT (`campaign_id`, `kind`, `day`) DO UPDATE SET `count` = `count` + 1;
END;
