-- Points (spec sections 1, 3, 4, 5, 7, 9; docs/points.md): earned from valid bets, never expiring, spent on a
-- merchant's catalogue of goods and cash items or converted to cash.
--
-- Points live in the double-entry ledger (010, 019, 022, 023), in a currency scope of their own, 'PTS', per merchant,
-- so the ledger's rules hold for them unchanged: every entry sums to zero, a member's balance never goes below zero,
-- every move has an idempotency key. Their accounts are kinds of their own, so no money query (which reads 'main',
-- 'vendor' and 'trial' in the merchant's currency) ever meets a point:
--   points         a member's points (never below zero, never expiring: nothing ever takes them but the member);
--   points_issued  the merchant's source of earned points (its negative balance is every point ever earned);
--   points_held    points of redeems in process (a rejection gives them back, an approval spends them);
--   points_spent   points of approved redeems and conversions to cash.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'main', 'vendor', 'trial', 'house', 'payments_in', 'payments_out', 'pending_withdrawals', 'bonus', 'salary_pool', 'trial_credit',
  'points', 'points_issued', 'points_held', 'points_spent'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_check CHECK ((kind IN ('main', 'vendor', 'trial', 'points')) = (member_id IS NOT NULL));
-- Points are never money: their kinds only in 'PTS', and 'PTS' holds nothing else.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_points_scope_ck CHECK ((currency = 'PTS') = (kind LIKE 'points%'));

-- An account's key in an entry's fingerprint: a member's points account names its member, as a wallet does (no entry
-- had a 'points' account before this migration, so no stored fingerprint changes). The integer is cast to text first,
-- as migration 024 does, so the body stays immutable and the planner inlines it.
CREATE OR REPLACE FUNCTION ledger_account_key(p_kind text, p_member integer, p_vendor text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_kind = 'vendor' THEN 'vendor:' || p_member::text || ':' || p_vendor
              WHEN p_kind IN ('main', 'trial', 'points') THEN p_kind || ':' || p_member::text
              ELSE p_kind END
$$;

-- Earning: a settled round is accrued once; the accrual job marks it in the transaction that credits its points.
-- Rounds settled before this migration earn too on the job's first run (the demo's bets among them).
ALTER TABLE game_rounds ADD COLUMN points_at timestamptz;
CREATE INDEX game_rounds_points_due_idx ON game_rounds (merchant_code, id) WHERE status = 'settled' AND wallet <> 'trial' AND points_at IS NULL;

-- What a member's valid bets have earned, in rate units (valid bet in minor units × the game type's rate), all time:
-- the member holds floor(units / the merchant's earn unit) points from them, so no fraction is lost between runs.
CREATE TABLE points_earnings (
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  units         numeric(30, 0) NOT NULL DEFAULT 0 CHECK (units >= 0),
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, member_id)
);

-- The catalogue: goods (sent to the member's address) and cash items (credited to the main wallet on approval).
CREATE TABLE points_items (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL,
  -- The operator's name for it, stable across edits.
  code             text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  kind             text NOT NULL CHECK (kind IN ('goods', 'cash')),
  -- { "<lang>": "..." }: at least one language; the reader's falls back to the merchant's default.
  titles           jsonb NOT NULL,
  -- A picture bundled with the portal (a generated SVG's name).
  image            text NOT NULL CHECK (image ~ '^[a-z0-9-]{1,64}$'),
  points           bigint NOT NULL CHECK (points > 0),
  -- Minor units of the merchant's currency a cash item credits; 0 for goods.
  cash_amount      bigint NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
  -- Left to redeem (NULL: unlimited). A redeem takes from it under the row's lock; a rejection gives back.
  stock            integer CHECK (stock IS NULL OR stock >= 0),
  -- How many one member may hold in redeems in process or approved (NULL: no limit).
  per_member_limit integer CHECK (per_member_limit IS NULL OR per_member_limit > 0),
  active           boolean NOT NULL DEFAULT true,
  sort             integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  CHECK ((kind = 'cash') = (cash_amount > 0)),
  CONSTRAINT points_items_code_uq UNIQUE (merchant_code, code)
);
CREATE INDEX points_items_merchant_idx ON points_items (merchant_code, sort, id);

-- A redeem: the spec's record (section 3) with the item as it was when redeemed, so a later edit changes no history.
CREATE TABLE points_redeems (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  -- The transaction number the member and staff see.
  transaction_no  text NOT NULL CHECK (transaction_no ~ '^P[0-9]{8}[A-Z0-9]{8}$'),
  member_id       integer NOT NULL REFERENCES members (id),
  item_id         integer NOT NULL REFERENCES points_items (id),
  kind            text NOT NULL CHECK (kind IN ('goods', 'cash')),
  titles          jsonb NOT NULL,
  quantity        integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  points          bigint NOT NULL CHECK (points > 0),
  cash_amount     bigint NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
  status          text NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
  remark          text CHECK (length(remark) <= 200),
  address         text CHECK (length(address) <= 300),
  phone           text CHECK (length(phone) <= 32),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 128),
  fingerprint     text NOT NULL,
  created_at      timestamptz NOT NULL,
  decided_at      timestamptz,
  decided_by      text,
  CHECK ((status = 'in_process') = (decided_at IS NULL)),
  CONSTRAINT points_redeems_no_uq UNIQUE (merchant_code, transaction_no),
  CONSTRAINT points_redeems_key_uq UNIQUE (merchant_code, member_id, idempotency_key)
);
CREATE INDEX points_redeems_member_idx ON points_redeems (member_id, id DESC);
CREATE INDEX points_redeems_item_member_idx ON points_redeems (item_id, member_id) WHERE status <> 'rejected';
CREATE INDEX points_redeems_status_idx ON points_redeems (merchant_code, status, id);
