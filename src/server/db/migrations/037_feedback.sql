-- Feedback and complaints (spec sections 1, 3, 5, 7: PUT /wps/feedback). A ticket is a member's (or, where the
-- merchant allows, a guest's with a phone number or e-mail) question of one type; its thread is the member's message
-- and the staff answers, oldest first. Its status moves open -> answered -> closed, only as domain/support/feedback.ts
-- allows; an answer is written with the member's message telling of it, in one transaction.
CREATE TABLE feedback_tickets (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       integer REFERENCES members (id),
  -- A guest's phone number or e-mail (how staff answer a guest); null for a member, whose answers arrive as messages.
  contact         text CHECK (contact IS NULL OR length(contact) BETWEEN 3 AND 100),
  question_type   text NOT NULL CHECK (question_type IN ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')),
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  -- The sender's key: the same key again answers this ticket, never a second one.
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  closed_by       text,
  CHECK (member_id IS NOT NULL OR contact IS NOT NULL),
  CONSTRAINT feedback_tickets_key_uq UNIQUE (merchant_code, idempotency_key)
);
-- "My feedback" lists a member's tickets newest first; staff list a merchant's by status, oldest first.
CREATE INDEX feedback_tickets_member_idx ON feedback_tickets (member_id, id DESC);
CREATE INDEX feedback_tickets_merchant_idx ON feedback_tickets (merchant_code, status, id);

CREATE TABLE feedback_messages (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id       integer NOT NULL REFERENCES feedback_tickets (id),
  author          text NOT NULL CHECK (author IN ('member', 'staff')),
  -- The operator who answered (X-Operator), for the audit trail; null for the member's own message.
  staff_name      text,
  content         text NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
  -- An answer's key: the same answer call repeated adds nothing.
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 8 AND 64),
  created_at      timestamptz NOT NULL,
  CONSTRAINT feedback_messages_key_uq UNIQUE (ticket_id, idempotency_key)
);
CREATE INDEX feedback_messages_ticket_idx ON feedback_messages (ticket_id, id);

-- The images a member uploads (PNG or JPEG by their bytes, at most 5 MB), waiting for the feedback that names them
-- (ticket_id null), then kept with it for staff. Like a withdrawal's proofs, never served back to the portal.
CREATE TABLE feedback_images (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  ticket_id     integer REFERENCES feedback_tickets (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX feedback_images_ticket_idx ON feedback_images (ticket_id);
CREATE INDEX feedback_images_waiting_idx ON feedback_images (member_id, created_at) WHERE ticket_id IS NULL;
