-- Corrections: a result changed after settlement (docs/sportsbook.md "Corrections").
--
-- The feed's correction of a match is known to the server when it results the match (`correction_at`, never sent to a
-- client before it is due); at that moment the job writes the corrected result (`corrected_at`), clears the decided
-- legs of the bets on it and marks its settled bets `resettle_due`. Each such bet is then re-settled through the
-- vendor protocol's `resettle` (the round's win replaced: the new payout paid, the first reversed), counted in
-- `corrections` so each re-settlement has a transaction id of its own.
ALTER TABLE sports_events ADD COLUMN correction_at timestamptz;
ALTER TABLE sports_events ADD COLUMN corrected_at timestamptz;
CREATE INDEX sports_events_correction_idx ON sports_events (merchant_code, correction_at) WHERE correction_at IS NOT NULL AND corrected_at IS NULL;

ALTER TABLE sports_bets ADD COLUMN resettle_due boolean NOT NULL DEFAULT false;
ALTER TABLE sports_bets ADD COLUMN corrections smallint NOT NULL DEFAULT 0;
CREATE INDEX sports_bets_resettle_idx ON sports_bets (merchant_code, id) WHERE resettle_due;

-- The vendor protocol's fifth call: a settled round's win replaced.
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_kind_check;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_kind_check CHECK (kind IN ('bet', 'win', 'rollback', 'resettle'));
ALTER TABLE game_rounds ADD COLUMN corrected_at timestamptz;

-- A settled round's win corrected: the team's figures take the difference on the day of the correction (a period
-- already paid is not reopened; its wages stand, and the next period carries the change).
CREATE FUNCTION team_round_corrected() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_events (merchant_code, member_id, at, game_type, valid_bets, wins)
  SELECT NEW.merchant_code, NEW.member_id, NEW.corrected_at, team_game_type(g.category),
         team_valid_stake(NEW.bet, NEW.win) - team_valid_stake(OLD.bet, OLD.win), NEW.win - OLD.win
  FROM games g WHERE g.node_id = NEW.node_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER game_rounds_team_corrected_trg AFTER UPDATE OF win ON game_rounds
  FOR EACH ROW WHEN (OLD.status = 'settled' AND NEW.status = 'settled' AND OLD.win <> NEW.win AND NEW.wallet <> 'trial') EXECUTE FUNCTION team_round_corrected();
