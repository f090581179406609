-- The house cockfighting arena (docs/sportsbook.md "Cockfighting: the arena's server").
--
-- A merchant's arena runs a programme of numbered fights per UTC day, made from a secret seed drawn from the CSPRNG
-- and kept sealed with the data key (a copy of the database alone cannot tell a fight's result before its moment);
-- the day keeps the rhythm, mode and plasada the merchant had when it was made, so a changed setting applies to days
-- not yet made and every fight's bets are of one mode.
CREATE TABLE cockfight_days (
  merchant_code text NOT NULL,
  day           date NOT NULL,
  seed_seal     text NOT NULL,
  -- { fightEveryMs, bettingMs, lastCallMs, mode, plasadaBp }: the day's rhythm and terms (domain/sports/cockfight).
  terms         jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, day)
);

-- Each fight of a day, listed without its script; its result written by the job at its moment.
CREATE TABLE cockfight_fights (
  merchant_code text NOT NULL,
  fight_id      text NOT NULL,
  day           date NOT NULL,
  fight_no      integer NOT NULL CHECK (fight_no > 0),
  mode          text NOT NULL CHECK (mode IN ('fixed', 'pool')),
  plasada_bp    integer NOT NULL CHECK (plasada_bp BETWEEN 0 AND 10000),
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  -- Server-side only: when the result is declared (never sent before it has passed).
  result_at     timestamptz NOT NULL,
  result        text CHECK (result IN ('meron', 'wala', 'draw', 'cancelled')),
  draw_kind     text CHECK (draw_kind IN ('bdd', 'ftd')),
  resulted_at   timestamptz,
  PRIMARY KEY (merchant_code, fight_id),
  UNIQUE (merchant_code, day, fight_no),
  FOREIGN KEY (merchant_code, day) REFERENCES cockfight_days (merchant_code, day)
);
-- The road (the last results, newest first) and the job's work (fights due a result: only those without one, so the
-- days already played are never scanned again).
CREATE INDEX cockfight_fights_result_idx ON cockfight_fights (merchant_code, result_at);
CREATE INDEX cockfight_fights_due_idx ON cockfight_fights (merchant_code, result_at) WHERE result IS NULL;

-- A bet on a fight, its stake moved over the vendor protocol as the round `cf-<id>`.
-- status: placing (written, the wallet not yet answered: undone by the job if it stays), open, settled.
CREATE TABLE cockfight_bets (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       integer NOT NULL REFERENCES members (id),
  vendor_code     text NOT NULL,
  game_id         text NOT NULL,
  -- The game session the bet was placed in, sealed: the payout is paid to it after it has ended.
  session_seal    text NOT NULL,
  idempotency_key text NOT NULL,
  fingerprint     text NOT NULL,
  fight_id        text NOT NULL,
  mode            text NOT NULL CHECK (mode IN ('fixed', 'pool')),
  selection       text NOT NULL CHECK (selection IN ('meron', 'wala', 'draw', 'bdd', 'ftd')),
  -- The slip's amount, what the wallet debited, and (fixed odds and draw bets) the return on a win.
  stake           bigint NOT NULL CHECK (stake > 0),
  risk            bigint NOT NULL CHECK (risk > 0),
  potential_return bigint CHECK (potential_return > 0),
  -- Fixed-odds Meron and Wala: the Malay quote struck (contract/sports/odds.ts Quote).
  quote           jsonb,
  status          text NOT NULL CHECK (status IN ('placing', 'open', 'settled')),
  placed_at       timestamptz NOT NULL,
  outcome         text CHECK (outcome IN ('win', 'lose', 'push', 'void')),
  payout          bigint CHECK (payout >= 0),
  result          text CHECK (result IN ('won', 'returned', 'lost')),
  settled_at      timestamptz,
  UNIQUE (member_id, idempotency_key),
  FOREIGN KEY (merchant_code, fight_id) REFERENCES cockfight_fights (merchant_code, fight_id)
);
CREATE INDEX cockfight_bets_member_idx ON cockfight_bets (member_id, placed_at DESC);
-- A fight's pool board and its settlement read its bets.
CREATE INDEX cockfight_bets_fight_idx ON cockfight_bets (merchant_code, fight_id);
CREATE INDEX cockfight_bets_unsettled_idx ON cockfight_bets (merchant_code, status) WHERE status IN ('placing', 'open');
