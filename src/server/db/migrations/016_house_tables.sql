-- The house vendor's shared-round games (a live baccarat table, crash): one row per round of each table, made when
-- the table is next needed, with its outcome drawn (from the server's CSPRNG) when the round is made and shown only
-- once the round has played it; and each member's bets on a round, with the game session that placed them (sealed
-- with the data key: the vendor side needs it to pay the win). What a bet pays follows from the round's outcome.
CREATE TABLE house_table_rounds (
  merchant_code text NOT NULL,
  game_id       text NOT NULL,
  round_no      bigint NOT NULL CHECK (round_no > 0),
  -- Betting from opens_at until betting_until; the round plays (cards dealt, the rocket flies) until run_until; its
  -- result shows until ends_at, when the next round opens.
  opens_at      timestamptz NOT NULL,
  betting_until timestamptz NOT NULL,
  run_until     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  outcome       jsonb NOT NULL,
  settled_at    timestamptz,
  PRIMARY KEY (merchant_code, game_id, round_no),
  CHECK (opens_at < betting_until AND betting_until <= run_until AND run_until <= ends_at)
);
CREATE INDEX house_table_rounds_due_idx ON house_table_rounds (run_until) WHERE settled_at IS NULL;

CREATE TABLE house_table_bets (
  merchant_code text NOT NULL,
  game_id       text NOT NULL,
  round_no      bigint NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  -- The wallet's transaction id of this bet (a member may bet several times on a baccarat round).
  txn_id        text NOT NULL,
  session_seal  text NOT NULL,
  -- The kind (baccarat: player, banker, tie, playerPair, bankerPair; crash: stake) and its stake in minor units.
  kind          text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  -- Crash: the automatic cash-out target, and the manual cash-out once made, in hundredths.
  auto_cash_out integer,
  cashed_out_at integer,
  settled_at    timestamptz,
  PRIMARY KEY (merchant_code, game_id, round_no, member_id, txn_id),
  FOREIGN KEY (merchant_code, game_id, round_no) REFERENCES house_table_rounds (merchant_code, game_id, round_no)
);
