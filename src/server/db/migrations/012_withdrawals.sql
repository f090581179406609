-- Withdrawals: the amount leaves the main wallet for `pending_withdrawals` when the member asks (one transaction with
-- the row); an operator pays it (`paid`) or refuses it (`rejected`: the amount goes back). After a payment the
-- member confirms what arrived; unconfirmed after the merchant's minutes, it counts as received (a job).
CREATE TABLE withdrawals (
  id              text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_code   text NOT NULL,
  member_id       integer NOT NULL REFERENCES members (id),
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount          bigint NOT NULL CHECK (amount > 0),
  -- The bank account as it was when asked for (the member may change their accounts later).
  bank_account_id integer NOT NULL,
  bank_name       text NOT NULL,
  holder_name     text NOT NULL,
  account_number  text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  reject_reason   text CHECK (length(reject_reason) <= 200),
  decided_by      text,
  decided_at      timestamptz,
  confirmation    text CHECK (confirmation IN ('received', 'partial', 'not_received', 'all_received', 'auto_received')),
  amount_received bigint CHECK (amount_received > 0 AND amount_received < amount),
  confirm_by      timestamptz,
  confirmed_at    timestamptz,
  idempotency_key text NOT NULL,
  fingerprint     text NOT NULL,
  ip              text,
  created_at      timestamptz NOT NULL,
  CONSTRAINT withdrawals_key_uq UNIQUE (member_id, idempotency_key),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (confirmation IS NULL OR status = 'paid'),
  CHECK ((confirmation = 'partial') = (amount_received IS NOT NULL))
);
-- At most one withdrawal under way per member (pending, or paid and not yet confirmed as arrived): the database
-- itself refuses a second, whatever races.
CREATE UNIQUE INDEX withdrawals_one_open_uq ON withdrawals (member_id)
  WHERE status = 'pending' OR (status = 'paid' AND (confirmation IS NULL OR confirmation IN ('partial', 'not_received')));
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (merchant_code, status, created_at);
-- The auto-confirm job's scan: paid, unconfirmed, by deadline.
CREATE INDEX withdrawals_confirm_due_idx ON withdrawals (confirm_by) WHERE status = 'paid' AND confirmation IS NULL;

-- Images a member attaches to "not received", kept for staff: PNG or JPEG, at most 5 MB, at most 3 a withdrawal.
CREATE TABLE withdrawal_proofs (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  withdrawal_id text NOT NULL REFERENCES withdrawals (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX withdrawal_proofs_withdrawal_idx ON withdrawal_proofs (withdrawal_id);
