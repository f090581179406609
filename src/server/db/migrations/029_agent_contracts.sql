-- Agent contracts and wages (docs/contracts.md).
--
-- A contract is one row per version, immutable once offered: a change of terms is a new version, and only the status
-- and the times it was decided and ended ever change. An upline offers a direct downline agent terms of one kind per
-- game type key (upline_id NULL: the merchant's terms for a top agent). At most one version waits for an answer (P, or
-- E while another is in force) and at most one is in force (V) per agent, kind and game type: two partial unique
-- indexes, so two offers or two signatures at once cannot both succeed.
--
-- When a version pays: over a whole period it was in force, [effective_from, ended_at). Signing sets effective_from to
-- the start of the next period of its kind (never backwards); a new version signed over an old one ends the old one
-- at that same instant (superseded), so the period in progress is paid on the old terms; a termination or an
-- automatic ending ends it at once, and the period in progress is not paid.
CREATE TABLE agent_contracts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  agent_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  upline_id      integer REFERENCES members (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourSalary', 'mrDailySalary', 'realTimeSalary')),
  game_type      text NOT NULL CHECK (game_type IN ('LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP')),
  version        integer NOT NULL CHECK (version >= 1),
  status         text NOT NULL CHECK (status IN ('P', 'E', 'V', 'rejected', 'terminated', 'ended', 'superseded')),
  rate_type      text NOT NULL CHECK (rate_type IN ('P', 'A')),
  -- dividend: daily, weekly, semimonthly, monthly; salaries: their own (day, hour, window).
  period         text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'window')),
  carry_over     boolean NOT NULL DEFAULT false,
  -- The terms as offered, in the wire form the agreement dialog shows (the tiers below are the same, as integers).
  terms          jsonb NOT NULL,
  offered_at     timestamptz NOT NULL,
  offered_by     text NOT NULL,
  decided_at     timestamptz,
  effective_from timestamptz,
  ended_at       timestamptz,
  -- The version in force this one would replace (E).
  replaces_id    bigint REFERENCES agent_contracts (id),
  UNIQUE (agent_id, kind, game_type, version),
  CHECK ((status = 'V') <= (effective_from IS NOT NULL))
);
CREATE UNIQUE INDEX agent_contracts_waiting_uq ON agent_contracts (agent_id, kind, game_type) WHERE status IN ('P', 'E');
CREATE UNIQUE INDEX agent_contracts_valid_uq ON agent_contracts (agent_id, kind, game_type) WHERE status = 'V';
-- An upline's downlines' contracts (the offer page, the automatic endings).
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, kind, game_type) WHERE status IN ('P', 'E', 'V');
-- The wage jobs: the versions of a kind that paid over a period.
CREATE INDEX agent_contracts_paying_idx ON agent_contracts (merchant_code, kind, effective_from) WHERE effective_from IS NOT NULL;

-- A version's tiers as integers (minor units, counts, rates in ppm or minor units), so a wage job matches tiers in SQL.
-- min_bet is the dividend's minimumBet, the daily salary's betVolume, the hourly salary's minimumBet and the real-time
-- salary's betAmount; rate is the contractRate, the rate, or the real-time lossRate; win_rate the real-time winRate.
CREATE TABLE agent_contract_tiers (
  contract_id    bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  tier           smallint NOT NULL CHECK (tier >= 0),
  min_bet        bigint NOT NULL CHECK (min_bet >= 0),
  net_loss       bigint NOT NULL DEFAULT 0 CHECK (net_loss >= 0),
  active_members integer NOT NULL DEFAULT 0 CHECK (active_members >= 0),
  rate           bigint NOT NULL CHECK (rate >= 0),
  win_rate       bigint NOT NULL DEFAULT 0 CHECK (win_rate >= 0),
  PRIMARY KEY (contract_id, tier)
);

-- Every offer, signature, rejection, termination, automatic ending and supersession, with who and when.
CREATE TABLE agent_contract_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  at          timestamptz NOT NULL,
  event       text NOT NULL CHECK (event IN ('offered', 'signed', 'rejected', 'terminated', 'ended', 'superseded')),
  -- member:<id>, merchant, admin:<name>, system.
  actor       text NOT NULL CHECK (length(actor) BETWEEN 1 AND 128)
);
CREATE INDEX agent_contract_events_contract_idx ON agent_contract_events (contract_id, id);

-- One payout per (contract version, period, payee): the wage jobs insert here and post the ledger entry in the same
-- transaction, so a period computed twice, or by two processes at once, pays once (the second finds the row).
CREATE TABLE wage_payouts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  contract_id     bigint NOT NULL REFERENCES agent_contracts (id),
  payee_id        integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind            text NOT NULL,
  game_type       text NOT NULL,
  period_start    timestamptz NOT NULL,
  period_end      timestamptz NOT NULL,
  amount          bigint NOT NULL CHECK (amount >= 0),
  -- paid: through the ledger; a manual-release daily salary is pending until its upline releases it (received),
  -- refuses it, or the merchant's days pass (expired).
  status          text NOT NULL CHECK (status IN ('paid', 'pending', 'received', 'refused', 'expired')),
  entry_id        bigint REFERENCES ledger_entries (id),
  -- The contract display fields (spec section 3) and what the part was computed from.
  period_bet      bigint NOT NULL DEFAULT 0,
  period_profit   bigint NOT NULL DEFAULT 0,
  active_members  integer NOT NULL DEFAULT 0,
  tier            smallint NOT NULL DEFAULT -1,
  rate_type       text NOT NULL DEFAULT 'P',
  rate            bigint NOT NULL DEFAULT 0,
  rate_below      bigint NOT NULL DEFAULT 0,
  explanation     jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  -- When a manual-release salary was released, refused or expired, and by whom (member:<id>, admin:<name>, system).
  decided_at      timestamptz,
  decided_by      text,
  UNIQUE (contract_id, period_start, payee_id)
);
CREATE INDEX wage_payouts_payee_idx ON wage_payouts (payee_id, kind, period_start DESC);
-- Manual-release salaries waiting for a decision (the release list, and the expiry).
CREATE INDEX wage_payouts_waiting_idx ON wage_payouts (merchant_code, created_at) WHERE status = 'pending';

-- How far each wage job has paid, per merchant: after downtime it pays every period from here on, once, in order.
CREATE TABLE wage_watermarks (
  merchant_code text NOT NULL,
  job           text NOT NULL,
  paid_through  timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, job)
);


-- The hourly salary reads the rounds settled in an hour.
CREATE INDEX game_rounds_settled_idx ON game_rounds (merchant_code, settled_at) WHERE status = 'settled';
