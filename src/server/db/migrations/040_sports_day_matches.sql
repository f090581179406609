-- How many matches of each sport a day's programme was made with (the merchant's `sportsbook.matchesPerDay` then),
-- sealed with its seed and pace so every process derives the same fixtures even if the setting changes during the
-- day. NULL: the feed's defaults (a day made before this column, or a merchant that sets none).
ALTER TABLE sports_days ADD COLUMN matches jsonb;
