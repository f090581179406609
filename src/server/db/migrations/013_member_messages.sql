-- The member's in-platform messages (the member centre's messageV2 page, the header's unread count). Written by the
-- platform when something happens to the member's money: a deposit credited, a withdrawal paid or refused, money
-- received from or recalled by an agent. A message carries its kind and the values of its sentence, never the
-- sentence: the portal writes it in the member's language, whichever language the member reads it in.
CREATE TABLE member_messages (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id),
  kind          text NOT NULL CHECK (kind ~ '^[a-z]+\.[a-z]+$'),
  params        jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- What the message is about (a ledger entry, an order): the same event never writes two messages.
  about         text NOT NULL CHECK (length(about) BETWEEN 1 AND 128),
  created_at    timestamptz NOT NULL,
  read_at       timestamptz,
  CONSTRAINT member_messages_about_uq UNIQUE (member_id, about)
);
-- The page lists a member's messages newest first; the header counts the unread ones.
CREATE INDEX member_messages_member_idx ON member_messages (member_id, id DESC);
CREATE INDEX member_messages_unread_idx ON member_messages (member_id) WHERE read_at IS NULL;
