-- The sportsbook's set-based settlement (docs/sportsbook.md "Settlement in sets"): a match's result decides every leg
-- on it in one statement, every bet it completes is priced in one statement, and the winners are paid in batches by
-- the vendor protocol's `winBatch`. A million open bets on one match were settled one by one before (200 a tick).

-- Each leg's settled factor as an exact fraction, written with its outcome (the core's settledFactor of the quote's
-- factor): a parlay's payout is ⌊stake × Π num / Π den⌋, computed in SQL with numeric (exact, unbounded) and rounded
-- once, as the core rounds it. NULL while the leg is undecided, or decided by a path that writes the outcome alone
-- (a re-settlement's legs, a leg decided before this migration): the core prices such a bet in TypeScript. (No index
-- names these columns, so writing them keeps the row's update HOT.)
ALTER TABLE sports_bet_legs ADD COLUMN factor_num numeric;
ALTER TABLE sports_bet_legs ADD COLUMN factor_den numeric;

-- When the settlement finished with a match's bets: nothing on it left to decide or to pay (a parlay waiting for its
-- other matches is settled by theirs). A correction after it (corrected_at later) puts the match back in settlement.
ALTER TABLE sports_events ADD COLUMN bets_settled_at timestamptz;
CREATE INDEX sports_events_settlement_idx ON sports_events (merchant_code) WHERE result IS NOT NULL AND bets_settled_at IS NULL;

-- The product of a parlay's legs' factors (numeric: exact).
CREATE AGGREGATE sports_factor_product(numeric) (SFUNC = numeric_mul, STYPE = numeric, INITCOND = '1');

-- A bet priced by the settlement (its payout written while it is still open) and not yet paid: the payment's work,
-- in id order. Paid by `winBatch` under the bet's own txn (`sb-<id>-win`), then settled; a crash in between pays it
-- again under the same txn, which the wallet answers as a replay.
CREATE INDEX sports_bets_priced_idx ON sports_bets (merchant_code, id) WHERE status = 'open' AND payout IS NOT NULL;
