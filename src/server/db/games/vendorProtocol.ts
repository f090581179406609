/**
 * SQL for the vendor protocol's tables (migrations/015_vendor_wallet.sql, 021_vendor_records.sql): game sessions,
 * rounds, vendor calls; a bet and a win are database functions (migrations/023_vendor_moves_in_ledger.sql). A bet or a
 * win that moves money is recorded by its ledger entry alone; vendor_transactions keeps losses, rollbacks, void bets
 * and the calls recorded before migration 023. The bet's and the win's statements are prepared on each connection
 * (`QueryOptions.prepared`): every game round makes them, so PostgreSQL no longer parses and plans them at each call
 * (about 50 µs of its CPU per call; bench/README.md, "Games"). A game session ends with the portal session that
 * minted it (migrations/026_play_sessions_end_with_portal.sql): its read joins that session.
 */
import { databaseOf, whenCommitted, type Database, type Queryable } from '../database'
import { POSTED_COLUMNS, type LedgerPostCall, type PostedRow } from '../money/ledger'
import { readCacheOf } from '../readCache'
import { playSessionEnd, portalSessionJoin } from '../accounts/playSessions'

export type PlayWalletKind = 'main' | 'vendor' | 'trial'

export type GameSessionRow = {
  id: bigint
  merchantCode: string
  memberId: number
  vendorCode: string
  nodeId: bigint
  wallet: PlayWalletKind
  /**
   * When the session ends: its own expiry, or sooner when the portal session that minted it ends (logout, sign out
   * the others, a password change, its expiry, its member no longer active: db/accounts/playSessions.ts).
   */
  expiresAt: Date
  /** The portal session that minted it (null for a session made before migration 026, which has ended). */
  portalSessionId: number | null
}

export async function insertGameSession(
  db: Queryable,
  session: {
    tokenHash: string; merchantCode: string; memberId: number; vendorCode: string; nodeId: bigint; wallet: PlayWalletKind; at: Date; expiresAt: Date
    /** The portal session launching it: the game session ends with it. */
    portalSessionId: number
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `INSERT INTO game_sessions (token_hash, merchant_code, member_id, vendor_code, node_id, wallet, created_at, expires_at, portal_session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      session.tokenHash, session.merchantCode, session.memberId, session.vendorCode, session.nodeId, session.wallet, session.at, session.expiresAt,
      session.portalSessionId,
    ],
  )
  return rows[0].id
}

export async function gameSessionByTokenHash(db: Queryable, tokenHash: string): Promise<GameSessionRow | null> {
  const { rows } = await db.query<GameSessionRow>(
    `SELECT g.id, g.merchant_code AS "merchantCode", g.member_id AS "memberId", g.vendor_code AS "vendorCode", g.node_id AS "nodeId", g.wallet,
       ${playSessionEnd('g')} AS "expiresAt", g.portal_session_id AS "portalSessionId"
     FROM game_sessions g ${portalSessionJoin('g')} WHERE g.token_hash = $1`,
    [tokenHash],
  )
  return rows[0] ?? null
}

/**
 * A vendor's every call names a game session, so each process keeps the ones in use (the portal sessions' cache
 * keeps its sessions the same way, for as long). Ending a portal session forgets the game sessions it minted
 * (`forgetGameSessions`, by the same tags); a kept end that a later use of the portal has since moved is early, so a
 * reader refusing a session by a kept row reads it again first (`fresh`). An unknown token is never kept.
 */
const gameSessionCache = (database: Database) =>
  readCacheOf<GameSessionRow>(database, 'gameSessions', {
    ttlMs: 10_000,
    maxEntries: 20_000,
    tagsOf: (row) => [`member:${row.memberId}`, ...(row.portalSessionId === null ? [] : [`session:${row.portalSessionId}`])],
  })
const UNKNOWN_SESSION = Symbol('unknown game session')

/** The game session behind a token's hash, kept by this process; `fresh` reads the database even when it keeps it. */
export async function findGameSession(database: Database, tokenHash: string, options: { fresh?: boolean } = {}): Promise<GameSessionRow | null> {
  const cache = gameSessionCache(database)
  if (options.fresh) cache.invalidate([tokenHash], 'here')
  try {
    return await cache.read(tokenHash, async () => {
      const row = await gameSessionByTokenHash(database, tokenHash)
      if (!row) throw UNKNOWN_SESSION
      return row
    })
  } catch (error) {
    if (error === UNKNOWN_SESSION) return null
    throw error
  }
}

/** After portal sessions ended (tags `session:<id>`, `member:<id>`): their game sessions are forgotten here at once and everywhere once committed. */
export function forgetGameSessions(db: Queryable, tags: string[]): void {
  const database = databaseOf(db)
  if (!database) return
  const cache = gameSessionCache(database)
  cache.invalidateTagged(tags, 'here')
  whenCommitted(db, () => cache.invalidateTagged(tags))
}

export type RoundRow = {
  id: bigint
  /** The vendor's id of the round. */
  roundRef: string
  memberId: number
  nodeId: bigint
  wallet: PlayWalletKind
  bet: bigint
  win: bigint
  status: 'open' | 'settled' | 'rolled_back'
}

const ROUND_COLUMNS = `id, round_ref AS "roundRef", member_id AS "memberId", node_id AS "nodeId", wallet, bet, win, status`

/**
 * What a vendor's bet or win answers (migration 023): one row per posting it moved, or one row saying why none. The same
 * call again raises PT002 instead (`isRepeatedCall`): its answer is its ledger entry's.
 */
export type VendorCallRow = { outcome: 'replay' | 'moved' | 'recorded' } & PostedRow

/** A vendor call as the database functions take it: the call and, last, the ledger entry it posts. */
interface VendorCall {
  merchantCode: string
  vendorCode: string
  txnId: string
  fingerprint: string
  roundRef: string
  memberId: number
  wallet: PlayWalletKind
  amount: bigint
  at: Date
  currency: string
  /** The ledger key of the call (a loss looks for it: an id that moved money is not a loss's). */
  ledgerKey: string
  /** The ledger entry the call posts (none for a loss). */
  entry: LedgerPostCall | null
}

const entryArguments = ({ currency, ledgerKey, entry }: VendorCall) =>
  entry ? [currency, entry.idempotencyKey, entry.actor, entry.kinds, entry.members, entry.vendors, entry.amounts] : [currency, ledgerKey, null, [], [], [], []]
const ENTRY_PARAMETERS = (first: number) => `$${first}, $${first + 1}, $${first + 2}, $${first + 3}::text[], $${first + 4}::integer[], $${first + 5}::text[], $${first + 6}::bigint[]`

/**
 * A bet (`vendor_bet`): under its transaction id's lock, added to the member's open round of the session's wallet
 * (opened by its first bet) and its stake posted under the call's ledger key, in one statement. Refused (PT001): the
 * round is another member's, another wallet's, or over. A bet whose rollback came first finds its id's void record
 * (outcome 'replay').
 */
export async function vendorBetCall(db: Queryable, call: VendorCall & { nodeId: bigint }): Promise<VendorCallRow[]> {
  const { rows } = await db.query<VendorCallRow>(
    `SELECT outcome, ${POSTED_COLUMNS} FROM vendor_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ${ENTRY_PARAMETERS(11)})`,
    [call.merchantCode, call.vendorCode, call.txnId, call.fingerprint, call.roundRef, call.memberId, call.nodeId, call.wallet, call.amount, call.at, ...entryArguments(call)],
    { prepared: true },
  )
  return rows
}

/**
 * A win (`vendor_win`) on the member's open round of the session's wallet that has a bet (`final` settles it,
 * keeping `result`): added to the round and posted, or, a loss (zero), recorded with the wallet's balance, in one
 * statement. Refused (PT001): no such round with a bet, or the round is over.
 */
export async function vendorWinCall(db: Queryable, call: VendorCall & { final: boolean; result: unknown }): Promise<VendorCallRow[]> {
  const { rows } = await db.query<VendorCallRow>(
    `SELECT outcome, ${POSTED_COLUMNS} FROM vendor_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${ENTRY_PARAMETERS(12)})`,
    [
      call.merchantCode, call.vendorCode, call.txnId, call.fingerprint, call.roundRef, call.memberId, call.wallet, call.amount, call.final,
      call.result === undefined ? null : JSON.stringify(call.result), call.at, ...entryArguments(call),
    ],
    { prepared: true },
  )
  return rows
}

/** A round by its row id (a bet's ledger entry names it so), locked for the caller's transaction. */
export async function roundById(tx: Queryable, id: bigint): Promise<RoundRow | null> {
  const { rows } = await tx.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE id = $1 FOR UPDATE`, [id])
  return rows[0] ?? null
}

/** A vendor's round by its id, locked for the caller's transaction. */
export async function roundByRef(tx: Queryable, merchantCode: string, vendorCode: string, roundRef: string): Promise<RoundRow | null> {
  const { rows } = await tx.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE merchant_code = $1 AND vendor_code = $2 AND round_ref = $3 FOR UPDATE`, [
    merchantCode, vendorCode, roundRef,
  ])
  return rows[0] ?? null
}

/** What a vendor's settled round paid, or null while it is not settled (or there is no such round). */
export async function settledRoundWin(db: Queryable, merchantCode: string, vendorCode: string, roundRef: string): Promise<bigint | null> {
  const { rows } = await db.query<{ win: bigint }>(`SELECT win FROM game_rounds WHERE merchant_code = $1 AND vendor_code = $2 AND round_ref = $3 AND status = 'settled'`, [
    merchantCode, vendorCode, roundRef,
  ])
  return rows[0]?.win ?? null
}

/**
 * A settled round's win replaced (a vendor's correction): its new win and result, the earlier settlement kept under
 * the result's `corrections` (what it paid, what it showed, and `correction`'s own fields), and when (the team's
 * figures take the difference then: migration 036's trigger).
 */
export async function correctRound(tx: Queryable, id: bigint, change: { win: bigint; result: Record<string, unknown> | null; correction: Record<string, unknown>; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE game_rounds SET win = $2, corrected_at = $4,
       result = coalesce($3::jsonb, result - 'corrections', '{}'::jsonb) || jsonb_build_object('corrections',
         coalesce(result->'corrections', '[]'::jsonb) || jsonb_build_array($5::jsonb || jsonb_build_object('result', coalesce(result, '{}'::jsonb) - 'corrections')))
     WHERE id = $1 AND status = 'settled'`,
    [id, change.win, change.result === null ? null : JSON.stringify(change.result), change.at, JSON.stringify(change.correction)],
  )
}

/**
 * Takes the lock of a vendor's transaction id until the commit (migration 023: each bet and win takes its own): a
 * rollback takes its bet's, so that the two never pass each other unseen.
 */
export async function lockVendorCall(tx: Queryable, merchantCode: string, vendorCode: string, txnId: string): Promise<void> {
  await tx.query(`SELECT vendor_call_lock($1, $2, $3)`, [merchantCode, vendorCode, txnId])
}

export async function addToRound(
  tx: Queryable,
  id: bigint,
  change: { bet?: bigint; win?: bigint; status?: RoundRow['status']; result?: unknown; settledAt?: Date },
): Promise<void> {
  await tx.query(
    `UPDATE game_rounds SET bet = bet + $2, win = win + $3, status = coalesce($4, status), result = coalesce($5::jsonb, result),
       settled_at = coalesce($6, settled_at)
     WHERE id = $1`,
    [id, change.bet ?? 0n, change.win ?? 0n, change.status ?? null, change.result === undefined ? null : JSON.stringify(change.result), change.settledAt ?? null],
  )
}

export type VendorTxnRow = {
  kind: 'bet' | 'win' | 'rollback' | 'resettle'
  /** The vendor's id of the call's round (none for a rollback of a bet never seen, or a void bet). */
  roundRef: string | null
  memberId: number | null
  amount: bigint
  refTxnId: string | null
  /**
   * 'unknown_bet': a rollback of a bet never seen; 'void': the record of that bet, written by its rollback, so the bet
   * can never land; 'rolled_back': a bet recorded before migration 023 that a rollback undid then (since, a bet is
   * rolled back when its refund entry exists).
   */
  status: 'ok' | 'rolled_back' | 'unknown_bet' | 'void'
  fingerprint: string
  response: Record<string, unknown>
}

const TXN_COLUMNS = `kind, round_ref AS "roundRef", member_id AS "memberId", amount, ref_txn_id AS "refTxnId", status, fingerprint, response`

/**
 * Records a vendor call under its transaction id, or returns null when that id is already recorded (a replay, or a
 * concurrent twin: the insert waits for the other's commit).
 */
export async function insertVendorTxn(
  tx: Queryable,
  txn: {
    merchantCode: string; vendorCode: string; txnId: string; kind: VendorTxnRow['kind']; roundRef: string | null; memberId: number | null; amount: bigint
    refTxnId: string | null; status: VendorTxnRow['status']; fingerprint: string; response: Record<string, unknown>; at: Date
  },
): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, ref_txn_id, status, fingerprint, response, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING`,
    [
      txn.merchantCode, txn.vendorCode, txn.txnId, txn.kind, txn.roundRef, txn.memberId, txn.amount, txn.refTxnId, txn.status, txn.fingerprint,
      JSON.stringify(txn.response), txn.at,
    ],
  )
  return affectedRows > 0
}

export async function vendorTxn(tx: Queryable, merchantCode: string, vendorCode: string, txnId: string): Promise<VendorTxnRow | null> {
  const { rows } = await tx.query<VendorTxnRow>(`SELECT ${TXN_COLUMNS} FROM vendor_transactions WHERE merchant_code = $1 AND vendor_code = $2 AND txn_id = $3`, [
    merchantCode, vendorCode, txnId,
  ])
  return rows[0] ?? null
}

/** Completes a recorded call: what it moved, in which round, and the answer a replay gets. */
export async function setVendorTxnResult(
  tx: Queryable,
  merchantCode: string,
  vendorCode: string,
  txnId: string,
  result: { roundRef: string | null; amount: bigint; refTxnId?: string; status?: VendorTxnRow['status']; response: Record<string, unknown> },
): Promise<void> {
  await tx.query(
    `UPDATE vendor_transactions SET round_ref = $4, amount = $5, ref_txn_id = $6, status = $7, response = $8
     WHERE merchant_code = $1 AND vendor_code = $2 AND txn_id = $3`,
    [merchantCode, vendorCode, txnId, result.roundRef, result.amount, result.refTxnId ?? null, result.status ?? 'ok', JSON.stringify(result.response)],
  )
}

export type BigWinRow = {
  username: string
  nodeId: bigint
  vendorCode: string
  names: Record<string, string>
  category: string
  win: bigint
  settledAt: Date
}

/** The biggest real-money wins of settled rounds since `since` (optionally of one category), biggest first. */
export async function bigWins(db: Queryable, input: { merchantCode: string; since: Date; category: string | null; limit: number }): Promise<BigWinRow[]> {
  const { rows } = await db.query<BigWinRow>(
    `SELECT m.username, r.node_id AS "nodeId", r.vendor_code AS "vendorCode", g.names, g.category, r.win, r.settled_at AS "settledAt"
     FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.node_id = r.node_id
     WHERE r.merchant_code = $1 AND r.win > 0 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $2
       AND ($3::text IS NULL OR g.category = $3)
     ORDER BY r.win DESC, r.settled_at DESC LIMIT $4`,
    [input.merchantCode, input.since, input.category, input.limit],
  )
  return rows
}
