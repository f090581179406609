-- A member's part in a promotion (042): the activity (one row per member, promotion and period, in a state of the
-- contract's transition table, src/contract/activities.ts), every transition it made, an application's images, and
-- the bonus grants an activity pays with their terms as granted. The money itself is in the ledger (010): a grant
-- names the entry that paid it.
CREATE TABLE promotion_activities (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  promotion_id  integer NOT NULL REFERENCES promotions (id),
  member_id     integer NOT NULL REFERENCES members (id),
  -- 'once' for a promotion taken part in once; the day (YYYY-MM-DD) for a daily sign-in.
  period_key    text NOT NULL CHECK (period_key ~ '^(once|[0-9]{4}-[0-9]{2}-[0-9]{2})$'),
  -- The stored states (coming soon and closed come from the period, never stored).
  state         text NOT NULL CHECK (state IN ('join', 'joined', 'process', 'claim', 'claimed', 'applying', 'issued', 'rejected', 'signed')),
  -- An application's form (spec section 5: at most 140 characters).
  remark        text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 140),
  -- What the server saw (the qualifying deposit's entry and the bonus it makes), and staff's reason with a rejection.
  detail        jsonb NOT NULL DEFAULT '{}',
  reason        text,
  -- An application's key: the same key again answers the same application.
  idempotency_key text,
  fingerprint   text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  -- Claimed twice, joined twice, applied twice in one period: one row, so one payment.
  CONSTRAINT promotion_activities_uq UNIQUE (promotion_id, member_id, period_key)
);
CREATE INDEX promotion_activities_member_idx ON promotion_activities (member_id, updated_at DESC);
-- Staff's queue: a merchant's applications by state.
CREATE INDEX promotion_activities_state_idx ON promotion_activities (merchant_code, state, created_at);

-- Every move of the table, who made it and why: the member's, staff's (`admin:<name>`) and the server's.
CREATE TABLE promotion_activity_transitions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES promotion_activities (id),
  from_state  text,
  to_state    text NOT NULL,
  event       text NOT NULL CHECK (event IN ('join', 'start', 'qualify', 'claim', 'apply', 'approve', 'reject', 'signIn')),
  actor       text NOT NULL,
  reason      text,
  at          timestamptz NOT NULL
);
CREATE INDEX promotion_activity_transitions_idx ON promotion_activity_transitions (activity_id, id);

-- An application's images (PNG or JPEG by their bytes, at most 5 MB, at most 3): uploaded first, waiting a day for
-- the application that names them (activity_id null until then), kept for staff, never served back to the portal.
CREATE TABLE promotion_activity_images (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  activity_id   integer REFERENCES promotion_activities (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX promotion_activity_images_member_idx ON promotion_activity_images (member_id, created_at) WHERE activity_id IS NULL;
CREATE INDEX promotion_activity_images_activity_idx ON promotion_activity_images (activity_id) WHERE activity_id IS NOT NULL;

-- A bonus paid by an activity, with its terms as granted (later edits of the promotion do not change them): the
-- amount, the turnover it asks for (amount × the promotion's multiplier), the weights per game category in percent
-- (a category not named counts nothing) and the expiry. Turnover done is computed from settled rounds after
-- `granted_at`, never stored, so it cannot drift from the bets.
CREATE TABLE bonus_grants (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL,
  member_id         integer NOT NULL REFERENCES members (id),
  promotion_id      integer NOT NULL REFERENCES promotions (id),
  period_key        text NOT NULL,
  activity_id       integer NOT NULL REFERENCES promotion_activities (id),
  currency          text NOT NULL,
  amount            bigint NOT NULL CHECK (amount > 0),
  turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
  weights           jsonb NOT NULL,
  expires_at        timestamptz,
  status            text NOT NULL CHECK (status IN ('active', 'completed', 'expired', 'forfeited')),
  -- Why it ended when it did not complete (staff's forfeit reason, `expired`).
  reason            text,
  ended_by          text,
  entry_id          bigint NOT NULL,
  granted_at        timestamptz NOT NULL,
  ended_at          timestamptz,
  -- A grant is keyed (member, promotion, period): a claim made twice pays once.
  CONSTRAINT bonus_grants_uq UNIQUE (member_id, promotion_id, period_key),
  CHECK ((status = 'active') = (ended_at IS NULL))
);
-- The withdrawal's turnover rule and the bonus details read a member's grants.
CREATE INDEX bonus_grants_member_idx ON bonus_grants (member_id, status, granted_at);
CREATE INDEX bonus_grants_expiry_idx ON bonus_grants (expires_at) WHERE status = 'active';
