-- Deposits (depositv2): an order per deposit, pending until its payment provider confirms or declines it (a signed
-- callback) or it expires. Crediting the wallet and leaving `pending` happen in one transaction, guarded by the
-- order's state, so a callback delivered many times credits once.
CREATE TABLE deposit_orders (
  id              text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_code   text NOT NULL,
  member_id       integer NOT NULL REFERENCES members (id),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  channel_code    text NOT NULL,
  provider        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'expired')),
  -- Kept for the promotions issue: what the member typed with the deposit.
  bonus_code      text CHECK (length(bonus_code) <= 32),
  promo_code      text CHECK (length(promo_code) <= 32),
  -- The member's request key: the same key again answers this order instead of making another.
  idempotency_key text NOT NULL,
  fingerprint     text NOT NULL,
  ip              text,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  CONSTRAINT deposit_orders_key_uq UNIQUE (member_id, idempotency_key),
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, created_at DESC);
-- The expiry job's scan: only pending orders, by when they expire.
CREATE INDEX deposit_orders_pending_idx ON deposit_orders (expires_at) WHERE status = 'pending';

-- Every provider callback accepted, by the provider's event id: a replayed delivery is recognised and changes nothing.
CREATE TABLE payment_callbacks (
  provider    text NOT NULL,
  event_id    text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 128),
  order_id    text NOT NULL REFERENCES deposit_orders (id),
  outcome     text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
