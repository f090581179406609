-- The house sportsbook (docs/sportsbook.md "The book's server").
--
-- A merchant's programme is made per day from a secret seed drawn from the CSPRNG and kept sealed with the data key
-- (a copy of the database alone cannot replay the matches to come); its fixtures are listed here without their
-- seeds, and every server process derives each match from the day's seed (domain/sports/book/programme.ts).
CREATE TABLE sports_days (
  merchant_code text NOT NULL,
  -- The UTC day the programme covers (its fixtures start and end within it).
  day           date NOT NULL,
  seed_seal     text NOT NULL,
  -- Real ms per simulated minute the day was made with (the merchant's setting then): its matches replay with it.
  pace          integer NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, day)
);

CREATE TABLE sports_events (
  merchant_code text NOT NULL,
  event_id      text NOT NULL,
  day           date NOT NULL,
  sport         text NOT NULL,
  home          text NOT NULL,
  away          text NOT NULL,
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  -- The result for settlement (the feed's MatchResult), written once the match has ended.
  result        jsonb,
  resulted_at   timestamptz,
  PRIMARY KEY (merchant_code, event_id),
  FOREIGN KEY (merchant_code, day) REFERENCES sports_days (merchant_code, day)
);
-- The list (matches not over) and the settlement (matches over without a result) read by the end.
CREATE INDEX sports_events_ends_idx ON sports_events (merchant_code, ends_at);

-- A bet: a single (one leg) or a parlay, its stake moved over the vendor protocol as the round `sb-<id>`.
-- status: placing (written, the wallet not yet answered: nothing shown, undone by the job if it stays), pending (an
-- in-play bet held until accept_at), open, rejected (the stake given back), settled.
CREATE TABLE sports_bets (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       integer NOT NULL REFERENCES members (id),
  vendor_code     text NOT NULL,
  game_id         text NOT NULL,
  -- The game session the bet was placed in, sealed: the payout is paid to it after it has ended.
  session_seal    text NOT NULL,
  idempotency_key text NOT NULL,
  fingerprint     text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('single', 'parlay')),
  odds_format     text NOT NULL,
  stake           bigint NOT NULL CHECK (stake > 0),
  risk            bigint NOT NULL CHECK (risk > 0),
  to_win          bigint NOT NULL CHECK (to_win >= 0),
  status          text NOT NULL CHECK (status IN ('placing', 'pending', 'open', 'rejected', 'settled')),
  placed_at       timestamptz NOT NULL,
  accept_at       timestamptz,
  rejected_for    text,
  payout          bigint CHECK (payout >= 0),
  result          text CHECK (result IN ('won', 'returned', 'lost')),
  settled_at      timestamptz,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX sports_bets_member_idx ON sports_bets (member_id, placed_at DESC);
-- The job's work: bets not yet settled, by status.
CREATE INDEX sports_bets_unsettled_idx ON sports_bets (merchant_code, status) WHERE status IN ('placing', 'pending', 'open');

CREATE TABLE sports_bet_legs (
  bet_id        bigint NOT NULL REFERENCES sports_bets (id) ON DELETE CASCADE,
  leg_no        smallint NOT NULL,
  merchant_code text NOT NULL,
  event_id      text NOT NULL,
  market        text NOT NULL,
  kind          text NOT NULL,
  scope         text NOT NULL,
  period        smallint,
  unit          text NOT NULL,
  line          integer,
  selection     text NOT NULL,
  -- A correct-score market's listed scores when struck (its `other` wins on any score not listed); null otherwise.
  listed        text[],
  -- Decimal thousandths; the quote as the player struck it (contract/sports/odds.ts Quote).
  price         integer NOT NULL CHECK (price > 1000),
  quote         jsonb NOT NULL,
  in_play       boolean NOT NULL,
  -- The settled outcome (contract/sports/settle.ts Outcome), once the match has a result.
  outcome       jsonb,
  PRIMARY KEY (bet_id, leg_no),
  FOREIGN KEY (merchant_code, event_id) REFERENCES sports_events (merchant_code, event_id)
);
-- Liability and settlement read a match's legs.
CREATE INDEX sports_bet_legs_event_idx ON sports_bet_legs (merchant_code, event_id);
