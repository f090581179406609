-- The lottery (src/server/domain/lottery): each game's rounds, provably fair; the members' bets on them; what all
-- members together have staked on each number of a round (the per-number limit); the numbers a draw hit (what
-- settlement joins bets against); each member's result per round (what the agents' real-time salary reads); and the
-- sessions the lottery lobby URL opens.

-- A round of one game: made (with its secret seed) before it opens, then open → closed → drawn → settled on the
-- schedule's times. The seed is kept sealed with the data key until the draw; its SHA-256 (`commitment`) is
-- published from the moment the round opens, the seed itself (`seed_hex`) only once drawn, with the result derived
-- from it. A round carries its prize table and currency, so it is drawn and settled without the merchant's config.
CREATE TABLE lottery_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  game_code     text NOT NULL CHECK (game_code ~ '^[a-z][a-z0-9-]{1,31}$'),
  -- The public number (an interval game's n, a daily game's local date YYYYMMDD) and the monotonic index behind it.
  round_no      text NOT NULL CHECK (round_no ~ '^[0-9]{1,16}$'),
  round_index   bigint NOT NULL,
  prize_table   text NOT NULL CHECK (prize_table IN ('north', 'south', 'electronic')),
  status        text NOT NULL CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled')),
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  draws_at      timestamptz NOT NULL,
  commitment    text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  seed_seal     text NOT NULL,
  seed_hex      text CHECK (seed_hex ~ '^[0-9a-f]{64}$'),
  -- The draw: prize numbers by tier ({"special": ["12345"], "first": [...], ...}).
  result        jsonb,
  drawn_at      timestamptz,
  settled_at    timestamptz,
  -- Filled by settlement: how many bets, what they staked and what they paid, in minor units.
  bet_count     integer,
  stake_total   bigint,
  payout_total  bigint,
  created_at    timestamptz NOT NULL,
  CONSTRAINT lottery_rounds_uq UNIQUE (merchant_code, game_code, round_no),
  CHECK (opens_at <= closes_at AND closes_at <= draws_at),
  CHECK ((status IN ('drawn', 'settled')) = (seed_hex IS NOT NULL AND result IS NOT NULL AND drawn_at IS NOT NULL)),
  CHECK ((status = 'settled') = (settled_at IS NOT NULL AND bet_count IS NOT NULL AND stake_total IS NOT NULL AND payout_total IS NOT NULL))
);
-- What the round job looks for: rounds not settled yet, by the time their next step is due.
CREATE INDEX lottery_rounds_pending_idx ON lottery_rounds (draws_at) WHERE status <> 'settled';
-- A game's results, newest first.
CREATE INDEX lottery_rounds_history_idx ON lottery_rounds (merchant_code, game_code, round_index DESC) WHERE status IN ('drawn', 'settled');
-- Rounds settled in a window (the agents' salary every 5 minutes).
CREATE INDEX lottery_rounds_settled_idx ON lottery_rounds (merchant_code, settled_at) WHERE status = 'settled';

-- A drawn round's hit table (domain/lottery/betTypes.ts `roundHits`): each (kind, number) that hit, how many times.
CREATE TABLE lottery_round_hits (
  round_id bigint NOT NULL REFERENCES lottery_rounds (id),
  kind     text NOT NULL CHECK (kind IN ('lo', 'de', '3cang', 'head', 'tail')),
  number   text NOT NULL CHECK (number ~ '^[0-9]{1,3}$'),
  hits     integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (round_id, kind, number)
);

-- A member's bet: its picks (canonical: a xiên's numbers sorted), its stake, and the odds it was placed at
-- (pays / per: a winning unit pays stake × pays / per). The member's own request key makes it idempotent.
CREATE TABLE lottery_bets (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  round_id        bigint NOT NULL REFERENCES lottery_rounds (id),
  member_id       integer NOT NULL REFERENCES members (id),
  bet_type        text NOT NULL CHECK (bet_type IN ('lo', 'de', '3cang', 'xien2', 'xien3', 'xien4', 'head', 'tail')),
  numbers         text[] NOT NULL CHECK (cardinality(numbers) BETWEEN 1 AND 4),
  stake           bigint NOT NULL CHECK (stake > 0),
  pays            bigint NOT NULL CHECK (pays >= 0),
  per             bigint NOT NULL CHECK (per >= 1),
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  units           integer CHECK (units >= 0),
  payout          bigint CHECK (payout >= 0),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 64),
  fingerprint     text NOT NULL,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  CONSTRAINT lottery_bets_key_uq UNIQUE (member_id, idempotency_key),
  CHECK ((status = 'settled') = (units IS NOT NULL AND payout IS NOT NULL AND settled_at IS NOT NULL))
);
-- A round's bets (settlement), by member (the member's round result).
CREATE INDEX lottery_bets_round_idx ON lottery_bets (round_id, member_id);
-- A member's orders, newest first.
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, id DESC);

-- What all members together have staked on one number (a xiên: one combination) of a bet type in a round. A bet
-- adds to its row with a conditional upsert, so concurrent bets queue on the row and none passes the limit.
CREATE TABLE lottery_round_numbers (
  round_id bigint NOT NULL REFERENCES lottery_rounds (id),
  bet_type text NOT NULL,
  number   text NOT NULL,
  staked   bigint NOT NULL CHECK (staked > 0),
  PRIMARY KEY (round_id, bet_type, number)
);

-- Each member's result of a settled round: bets, stake and payout in minor units (profit = payout − stake). Written
-- by settlement in the same transaction as the bets' payouts and the ledger's entries; read in bulk per window.
CREATE TABLE lottery_member_rounds (
  round_id      bigint NOT NULL REFERENCES lottery_rounds (id),
  member_id     integer NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL,
  game_code     text NOT NULL,
  bet_count     integer NOT NULL CHECK (bet_count > 0),
  stake         bigint NOT NULL CHECK (stake > 0),
  payout        bigint NOT NULL CHECK (payout >= 0),
  settled_at    timestamptz NOT NULL,
  PRIMARY KEY (round_id, member_id)
);
CREATE INDEX lottery_member_rounds_settled_idx ON lottery_member_rounds (merchant_code, settled_at);
CREATE INDEX lottery_member_rounds_member_idx ON lottery_member_rounds (member_id, settled_at);

-- The lottery app's sessions: what the token in a member's lottery lobby URL opens (like a game session: 32 random
-- bytes, kept only as their SHA-256; the token itself is only in the address the member's browser opens).
CREATE TABLE lottery_sessions (
  token_hash    text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  -- The game the address opens betting on; null for the lobby.
  game_code     text,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX lottery_sessions_member_idx ON lottery_sessions (member_id, created_at DESC);
