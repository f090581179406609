-- The sportsbook's cash-out (docs/sportsbook.md "Cash-out").
--
-- A cash-out claims the open bet first (status cashing, its payout and result written, cashed_out set) in one
-- compare-and-set, and only then pays the offer through the wallet's `win` (txn `sb-<id>-win`, the settlement's own
-- txn): a settlement and a cash-out racing each other find the bet claimed, so it is paid once, by whichever claimed
-- it. A bet left `cashing` (the wallet did not answer) is paid again by the job under the same txn, then settled.
ALTER TABLE sports_bets DROP CONSTRAINT sports_bets_status_check;
ALTER TABLE sports_bets ADD CONSTRAINT sports_bets_status_check CHECK (status IN ('placing', 'pending', 'open', 'cashing', 'rejected', 'settled'));
ALTER TABLE sports_bets ADD COLUMN cashed_out boolean NOT NULL DEFAULT false;

DROP INDEX sports_bets_unsettled_idx;
CREATE INDEX sports_bets_unsettled_idx ON sports_bets (merchant_code, status) WHERE status IN ('placing', 'pending', 'open', 'cashing');
