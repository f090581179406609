/**
 * SQL shared by the reads of play sessions (lottery sessions, game sessions): each names the portal session that
 * minted it (migrations/026_play_sessions_end_with_portal.sql) and ends with it. The read that authenticates a play
 * call joins the portal session and its member, so the check is part of a query the call makes anyway.
 */

/** The joins: `ps` the portal session that minted play session `alias`, `pm` its member. */
export const portalSessionJoin = (alias: string): string =>
  `LEFT JOIN sessions ps ON ps.id = ${alias}.portal_session_id LEFT JOIN members pm ON pm.id = ps.member_id`

/**
 * When play session `alias` ends: its own expiry, or sooner the moment its portal session ended (revoked: logout,
 * kicked, password, locked) or ends (idle or absolute expiry; least() skips a null revocation). A member no longer
 * active plays no more, and a session that names no portal session (made before migration 026) has ended.
 * An idle expiry moves when the portal is used: a kept copy of this value may be early, never late, so a reader that
 * keeps it reads again before refusing.
 */
export const playSessionEnd = (alias: string): string =>
  `CASE WHEN ps.id IS NULL OR pm.status <> 'active' THEN least(${alias}.created_at, ${alias}.expires_at)
     ELSE least(${alias}.expires_at, ps.expires_at, ps.idle_expires_at, ps.revoked_at) END`
