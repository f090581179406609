-- Login captchas, SMS/e-mail verification codes and the send times that limit them, kept in the database so that
-- every server process of a deployment knows what any one of them issued (a captcha drawn by one process is
-- answered at another; a code sent through one is entered at another). The rules are in
-- domain/session/captcha.ts and domain/notify/codes.ts; the SQL in db/verification/.

-- A captcha waits here until it is answered (right or wrong, it is deleted: it works once) or expires.
CREATE TABLE captchas (
  id         text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
  answer     text NOT NULL,
  expires_at timestamptz NOT NULL
);
-- Purging expired rows.
CREATE INDEX captchas_expires_at ON captchas (expires_at);

-- The live code of one destination and purpose (`key`); a new send replaces it. `id` tells one issued code from
-- the next, so a late try never counts against a newer code; `attempts` counts tries, right or wrong.
CREATE TABLE verification_codes (
  key        text PRIMARY KEY,
  id         text NOT NULL,
  code       text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);
-- Purging expired rows.
CREATE INDEX verification_codes_expires_at ON verification_codes (expires_at);

-- One row per message sent to a destination (a merchant's number or address, whatever the purpose): the resend
-- interval and the hourly limit are decided from the last hour of these.
CREATE TABLE code_sends (
  destination text NOT NULL,
  sent_at     timestamptz NOT NULL
);
-- The sends of one destination in the last hour.
CREATE INDEX code_sends_destination_sent_at ON code_sends (destination, sent_at);
-- Purging sends older than the hour.
CREATE INDEX code_sends_sent_at ON code_sends (sent_at);
