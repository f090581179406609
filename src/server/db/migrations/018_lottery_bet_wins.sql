-- Settlement writes only the winning bets. Rewriting every bet of a round (its status, units and payout) made a
-- round of 1,000,000 bets take 40 s on PostgreSQL: every updated row left its page and added an entry to each of the
-- table's indexes. About one bet in eight wins: those are written here, in one insert, and a bet's status, units and
-- payout are read from its round (settled or not) and this table (a settled bet without a row won nothing).
CREATE TABLE lottery_bet_wins (
  -- The bet (lottery_bets.id), written in the settlement's own transaction from the round's bets; no foreign key, which
  -- would check each of the round's winners against lottery_bets again (a second, measured, on a million bets).
  bet_id    bigint PRIMARY KEY,
  round_id  bigint NOT NULL,
  member_id integer NOT NULL,
  units     integer NOT NULL CHECK (units > 0),
  payout    bigint NOT NULL CHECK (payout >= 0)
);
-- A round's winners by member (each member's result of the round).
CREATE INDEX lottery_bet_wins_round_idx ON lottery_bet_wins (round_id, member_id);

-- The bets settled before this table existed: their wins move here.
INSERT INTO lottery_bet_wins (bet_id, round_id, member_id, units, payout)
SELECT id, round_id, member_id, units, payout FROM lottery_bets WHERE status = 'settled' AND units > 0;

-- A bet's settlement is its round's now (lottery_rounds.status and settled_at) and its row above.
ALTER TABLE lottery_bets DROP COLUMN status, DROP COLUMN units, DROP COLUMN payout, DROP COLUMN settled_at;
