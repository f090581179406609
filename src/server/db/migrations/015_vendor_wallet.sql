-- The seamless wallet a vendor's games play against (the vendor protocol): a launch opens a game session, whose
-- token the vendor names in its calls; every round the vendor reports, with its bets and wins and its result; every
-- call a vendor makes (bet, win, rollback), kept under the vendor's own transaction id, so a replay answers what the
-- first call answered and moves nothing.
CREATE TABLE game_sessions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  vendor_code   text NOT NULL,
  node_id       bigint NOT NULL REFERENCES games (node_id),
  -- The wallet the session's bets and wins move: 'main' (seamless), 'vendor' (a transfer-wallet vendor), 'trial'.
  wallet        text NOT NULL CHECK (wallet IN ('main', 'vendor', 'trial')),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX game_sessions_member_idx ON game_sessions (member_id, created_at DESC);

CREATE TABLE game_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  vendor_code   text NOT NULL,
  -- The vendor's id of the round.
  round_ref     text NOT NULL CHECK (round_ref ~ '^[A-Za-z0-9_.:-]{1,128}$'),
  member_id     integer NOT NULL REFERENCES members (id),
  node_id       bigint NOT NULL REFERENCES games (node_id),
  wallet        text NOT NULL CHECK (wallet IN ('main', 'vendor', 'trial')),
  bet           bigint NOT NULL DEFAULT 0 CHECK (bet >= 0),
  win           bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
  -- What happened, as the vendor reports it (a slot's reels, a baccarat hand): the betting record shows it.
  result        jsonb,
  created_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (merchant_code, vendor_code, round_ref)
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, created_at DESC);
CREATE INDEX game_rounds_wins_idx ON game_rounds (merchant_code, settled_at DESC) WHERE win > 0;

CREATE TABLE vendor_transactions (
  merchant_code text NOT NULL,
  vendor_code   text NOT NULL,
  txn_id        text NOT NULL CHECK (txn_id ~ '^[A-Za-z0-9_.:-]{1,128}$'),
  kind          text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  round_id      bigint REFERENCES game_rounds (id),
  member_id     integer REFERENCES members (id),
  amount        bigint NOT NULL CHECK (amount >= 0),
  -- For a rollback: the bet it undoes (which may be unknown: the rollback is kept, and that bet can never land).
  ref_txn_id    text,
  -- 'rolled_back' for a bet a rollback undid; 'unknown_bet' for a rollback of a bet never seen.
  status        text NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'rolled_back', 'unknown_bet')),
  fingerprint   text NOT NULL,
  response      jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, vendor_code, txn_id)
);
CREATE INDEX vendor_transactions_rollback_idx ON vendor_transactions (merchant_code, vendor_code, ref_txn_id) WHERE kind = 'rollback';
