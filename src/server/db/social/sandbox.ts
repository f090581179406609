/**
 * SQL of the sandbox identity provider (migrations/007_social_login.sql, `social_sandbox_grants`): the
 * authorization codes it issues when a developer approves a test identity, and the access tokens they become.
 * Kept in the database so the approval page and the token call may be answered by different server processes.
 */
import type { Queryable } from '../database'
import { PURGE_BATCH } from './flows'

export interface SandboxIdentityRow {
  subject: string
  displayName: string | null
  email: string | null
}

export interface SandboxGrantRow extends SandboxIdentityRow {
  kind: 'code' | 'token'
  clientId: string
  redirectUri: string | null
  codeChallenge: string | null
  expiresAt: Date
}

export async function insertSandboxGrant(db: Queryable, grant: SandboxGrantRow & { grantHash: string }): Promise<void> {
  await db.query(
    `INSERT INTO social_sandbox_grants (grant_hash, kind, client_id, redirect_uri, code_challenge, subject, display_name, email, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [grant.grantHash, grant.kind, grant.clientId, grant.redirectUri, grant.codeChallenge, grant.subject, grant.displayName, grant.email, grant.expiresAt],
  )
}

const GRANT_COLUMNS = `kind, client_id AS "clientId", redirect_uri AS "redirectUri", code_challenge AS "codeChallenge", subject,
  display_name AS "displayName", email, expires_at AS "expiresAt"`

/** Removes an authorization code and answers what it held: a code works once, whatever the outcome. */
export async function takeSandboxCode(db: Queryable, codeHash: string): Promise<SandboxGrantRow | null> {
  const { rows } = await db.query(`DELETE FROM social_sandbox_grants WHERE grant_hash = $1 AND kind = 'code' RETURNING ${GRANT_COLUMNS}`, [codeHash])
  return (rows[0] as unknown as SandboxGrantRow | undefined) ?? null
}

/** An access token still valid at `at`; null otherwise. */
export async function findSandboxToken(db: Queryable, tokenHash: string, at: Date): Promise<SandboxGrantRow | null> {
  const { rows } = await db.query(
    `SELECT ${GRANT_COLUMNS} FROM social_sandbox_grants WHERE grant_hash = $1 AND kind = 'token' AND expires_at > $2`,
    [tokenHash, at],
  )
  return (rows[0] as unknown as SandboxGrantRow | undefined) ?? null
}

/** Deletes up to `limit` grants that expired by `at` (skipping rows another purge holds). */
export async function purgeExpiredSandboxGrants(db: Queryable, at: Date, limit: number = PURGE_BATCH): Promise<void> {
  await db.query(
    `DELETE FROM social_sandbox_grants WHERE grant_hash IN (
       SELECT grant_hash FROM social_sandbox_grants WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )`,
    [at, limit],
  )
}
