-- The dividend's carry-over (docs/contracts.md "Carry-over").
--
-- A dividend contract with carry-over pays on its period's net loss less the deficit carried in: what the team won
-- (the house lost) in the contract's earlier periods and has not yet lost back. Each payout row keeps what its period
-- carried in (read from the slot's row of the period just before) and what it carries out to the next, so the balance
-- is exact, read back by the next period's statement and never recomputed. A period that carries a deficit writes its
-- row even when it pays nothing (amount 0, no ledger entry), under the same UNIQUE (contract_id, period_start,
-- payee_id): written once, so a period computed twice carries once. Rows of other kinds, and of dividends without
-- carry-over, hold 0 in both.
ALTER TABLE wage_payouts
  ADD COLUMN carried_in  bigint NOT NULL DEFAULT 0 CHECK (carried_in >= 0),
  ADD COLUMN carried_out bigint NOT NULL DEFAULT 0 CHECK (carried_out >= 0);
