-- A lottery session (the lobby URL's) and a game session (the launch's) are minted by a portal session, and end with
-- it: at logout, "sign out the others", a password change or reset, its idle or absolute expiry, or when its member is
-- no longer active. Each names the portal session that minted it; the read that authenticates a play call joins it
-- (db/session/sessions.ts, PLAY_SESSION_END), so the check costs no query of its own.
--
-- Sessions made before this migration name none: they count as ended (a vendor's win or rollback on one still lands,
-- only a bet needs a live session). NOT VALID leaves those rows unchecked while every new row must name one.
-- Portal sessions are kept when they end (with why); a purge of them would take their play sessions along.
ALTER TABLE game_sessions ADD COLUMN portal_session_id integer REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE game_sessions ADD CONSTRAINT game_sessions_portal_session_named CHECK (portal_session_id IS NOT NULL) NOT VALID;
CREATE INDEX game_sessions_portal_session_idx ON game_sessions (portal_session_id);

ALTER TABLE lottery_sessions ADD COLUMN portal_session_id integer REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE lottery_sessions ADD CONSTRAINT lottery_sessions_portal_session_named CHECK (portal_session_id IS NOT NULL) NOT VALID;
CREATE INDEX lottery_sessions_portal_session_idx ON lottery_sessions (portal_session_id);
