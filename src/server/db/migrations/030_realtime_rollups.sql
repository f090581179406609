-- The real-time salary's rollup (docs/contracts.md "The real-time window at size").
--
-- A window's payouts need each result's stake summed per player's upline, game type, side (won or lost) and stake
-- band; reading millions of results at the window's end costs seconds, so each lottery round's settlement adds its
-- results here, in its own transaction, and the window's payout reads a few rows per upline.
--
-- The stake bands are the window's: every betAmount of a real-time contract that may be in force over the window,
-- read when its first result settles. The payout uses the rollup only when it is whole and its bands are fine enough
-- for the contracts in force at the end (a superset of their betAmounts: a finer band still falls in one tier of each
-- contract); otherwise it reads the results themselves, so the answer is the same either way.
CREATE TABLE realtime_windows (
  merchant_code text NOT NULL,
  window_start  timestamptz NOT NULL,
  window_ms     integer NOT NULL CHECK (window_ms > 0),
  -- The band's lower bounds, ascending, the first 0.
  thresholds    bigint[] NOT NULL,
  -- False when a result of the window may be missing here: the window already held results when its first rollup was
  -- written (settled before this migration, or while the merchant had no real-time salary), or one settled without it.
  whole         boolean NOT NULL,
  PRIMARY KEY (merchant_code, window_start, window_ms)
);

CREATE TABLE realtime_groups (
  merchant_code text NOT NULL,
  window_start  timestamptz NOT NULL,
  window_ms     integer NOT NULL,
  -- The player's upline when the result settled (the chain the result pays).
  upline_id     integer NOT NULL,
  game_type     text NOT NULL,
  won           boolean NOT NULL,
  band          bigint NOT NULL,
  stake         bigint NOT NULL,
  profit        bigint NOT NULL,
  results       integer NOT NULL,
  PRIMARY KEY (merchant_code, window_start, window_ms, upline_id, game_type, won, band)
);

-- Who played, per upline and game type (a chain's active players are counted, not summed over its rounds).
CREATE TABLE realtime_players (
  merchant_code text NOT NULL,
  window_start  timestamptz NOT NULL,
  window_ms     integer NOT NULL,
  upline_id     integer NOT NULL,
  game_type     text NOT NULL,
  member_id     integer NOT NULL,
  PRIMARY KEY (merchant_code, window_start, window_ms, upline_id, game_type, member_id)
);
