-- Social login and binding (Google, Facebook, Line): the OAuth 2.0 authorization-code flow with PKCE the server
-- runs for the visitor (domain/social/), and the sandbox identity provider it serves outside production. Nothing
-- here holds a value that logs anyone in: states, tickets, codes and access tokens are kept only as SHA-256.

-- A started sign-in, waiting for the provider to send the browser back with `state`. The PKCE verifier stays here
-- and never leaves the server. A row is used once (deleted when the browser comes back), only before it expires
-- and only for the merchant that started it. A bind belongs to the member and session that started it; a login to
-- the browser tab that holds its browser key.
CREATE TABLE social_login_states (
  state_hash       text PRIMARY KEY,
  merchant_code    text NOT NULL,
  provider         text NOT NULL CHECK (provider IN ('google', 'facebook', 'line')),
  intent           text NOT NULL CHECK (intent IN ('login', 'bind')),
  member_id        integer REFERENCES members (id) ON DELETE CASCADE,
  session_id       integer REFERENCES sessions (id) ON DELETE CASCADE,
  -- The login form it came from (member or agent login), checked when the login finishes.
  entry            text CHECK (entry IN ('member', 'agent')),
  code_verifier    text NOT NULL,
  redirect_uri     text NOT NULL,
  return_path      text NOT NULL,
  browser_key_hash text,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  CHECK ((intent = 'bind') = (member_id IS NOT NULL AND session_id IS NOT NULL)),
  CHECK ((intent = 'login') = (browser_key_hash IS NOT NULL))
);
-- Purging expired rows.
CREATE INDEX social_login_states_expires_at ON social_login_states (expires_at);

-- A social login the provider confirmed, waiting for the portal: the callback put a one-time ticket in the
-- portal's URL; the portal exchanges it once, with the browser key of the tab that started, for a session.
CREATE TABLE social_login_tickets (
  ticket_hash      text PRIMARY KEY,
  merchant_code    text NOT NULL,
  member_id        integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider         text NOT NULL CHECK (provider IN ('google', 'facebook', 'line')),
  entry            text CHECK (entry IN ('member', 'agent')),
  browser_key_hash text NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL
);
-- Purging expired rows.
CREATE INDEX social_login_tickets_expires_at ON social_login_tickets (expires_at);

-- The sandbox identity provider's grants: authorization codes (single use, with the redirect URI and PKCE
-- challenge they were issued for) and the access tokens they became, each with the test identity approved.
CREATE TABLE social_sandbox_grants (
  grant_hash     text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('code', 'token')),
  client_id      text NOT NULL,
  redirect_uri   text,
  code_challenge text,
  subject        text NOT NULL CHECK (length(subject) BETWEEN 1 AND 128),
  display_name   text,
  email          text,
  expires_at     timestamptz NOT NULL,
  CHECK (kind = 'token' OR (redirect_uri IS NOT NULL AND code_challenge IS NOT NULL))
);
-- Purging expired rows.
CREATE INDEX social_sandbox_grants_expires_at ON social_sandbox_grants (expires_at);
