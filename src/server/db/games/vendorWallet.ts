/** SQL for the vendor protocol's tables (migrations/015_vendor_wallet.sql): game sessions, rounds, vendor calls. */
import type { Queryable } from '../database'

export type PlayWalletKind = 'main' | 'vendor' | 'trial'

export type GameSessionRow = {
  id: bigint
  merchantCode: string
  memberId: number
  vendorCode: string
  nodeId: bigint
  wallet: PlayWalletKind
  expiresAt: Date
}

export async function insertGameSession(
  db: Queryable,
  session: { tokenHash: string; merchantCode: string; memberId: number; vendorCode: string; nodeId: bigint; wallet: PlayWalletKind; at: Date; expiresAt: Date },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `INSERT INTO game_sessions (token_hash, merchant_code, member_id, vendor_code, node_id, wallet, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [session.tokenHash, session.merchantCode, session.memberId, session.vendorCode, session.nodeId, session.wallet, session.at, session.expiresAt],
  )
  return rows[0].id
}

export async function gameSessionByTokenHash(db: Queryable, tokenHash: string): Promise<GameSessionRow | null> {
  const { rows } = await db.query<GameSessionRow>(
    `SELECT id, merchant_code AS "merchantCode", member_id AS "memberId", vendor_code AS "vendorCode", node_id AS "nodeId", wallet, expires_at AS "expiresAt"
     FROM game_sessions WHERE token_hash = $1`,
    [tokenHash],
  )
  return rows[0] ?? null
}

export type RoundRow = {
  id: bigint
  memberId: number
  nodeId: bigint
  wallet: PlayWalletKind
  bet: bigint
  win: bigint
  status: 'open' | 'settled' | 'rolled_back'
}

const ROUND_COLUMNS = `id, member_id AS "memberId", node_id AS "nodeId", wallet, bet, win, status`

/**
 * A bet on the vendor's round `roundRef`: the round is opened with it (for the session's member and game), or the
 * bet is added to it. Null when the round is another member's or no longer open. One statement: the round's row is
 * written and locked at once.
 */
export async function betOnRound(
  tx: Queryable,
  bet: { merchantCode: string; vendorCode: string; roundRef: string; memberId: number; nodeId: bigint; wallet: PlayWalletKind; amount: bigint; at: Date; txnId: string },
): Promise<{ id: bigint; wallet: PlayWalletKind } | null> {
  // One statement (a vendor's every bet runs it): the stake added to the member's open round (opened by its first
  // bet), unless a rollback of this bet came first; and the bet's recorded call given its round and amount.
  const { rows } = await tx.query<{ id: bigint; wallet: PlayWalletKind }>(
    `WITH round AS (
       INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, created_at)
       SELECT $1::text, $2::text, $3::text, $4::integer, $5::bigint, $6::text, $7::bigint, $8::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM vendor_transactions WHERE merchant_code = $1 AND vendor_code = $2 AND kind = 'rollback' AND ref_txn_id = $9)
       ON CONFLICT (merchant_code, vendor_code, round_ref) DO UPDATE SET bet = game_rounds.bet + EXCLUDED.bet
         WHERE game_rounds.member_id = EXCLUDED.member_id AND game_rounds.status = 'open'
       RETURNING id, wallet
     ), recorded AS (
       UPDATE vendor_transactions t SET round_id = round.id, amount = $7 FROM round
       WHERE t.merchant_code = $1 AND t.vendor_code = $2 AND t.txn_id = $9
     )
     SELECT id, wallet FROM round`,
    [bet.merchantCode, bet.vendorCode, bet.roundRef, bet.memberId, bet.nodeId, bet.wallet, bet.amount, bet.at, bet.txnId],
  )
  return rows[0] ?? null
}

/**
 * A win on the member's open round that has a bet (`final` settles it, keeping `result`); null when there is no such
 * round. One statement, which also gives the win's recorded call its round and amount.
 */
export async function winOnRound(
  tx: Queryable,
  win: { merchantCode: string; vendorCode: string; roundRef: string; memberId: number; amount: bigint; final: boolean; result: unknown; at: Date; txnId: string },
): Promise<{ id: bigint; wallet: PlayWalletKind } | null> {
  const { rows } = await tx.query<{ id: bigint; wallet: PlayWalletKind }>(
    `WITH round AS (
       UPDATE game_rounds SET win = win + $5,
         status = CASE WHEN $6 THEN 'settled' ELSE status END,
         settled_at = CASE WHEN $6 THEN $8::timestamptz ELSE settled_at END,
         result = coalesce($7::jsonb, result)
       WHERE merchant_code = $1 AND vendor_code = $2 AND round_ref = $3 AND member_id = $4 AND bet > 0 AND status = 'open'
       RETURNING id, wallet
     ), recorded AS (
       UPDATE vendor_transactions t SET round_id = round.id, amount = $5 FROM round
       WHERE t.merchant_code = $1 AND t.vendor_code = $2 AND t.txn_id = $9
     )
     SELECT id, wallet FROM round`,
    [win.merchantCode, win.vendorCode, win.roundRef, win.memberId, win.amount, win.final, win.result === undefined ? null : JSON.stringify(win.result), win.at, win.txnId],
  )
  return rows[0] ?? null
}

/** A round by the vendor's reference, locked for the caller's transaction (its bet and win change together). */
export async function roundByRef(tx: Queryable, merchantCode: string, vendorCode: string, roundRef: string): Promise<RoundRow | null> {
  const { rows } = await tx.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE merchant_code = $1 AND vendor_code = $2 AND round_ref = $3 FOR UPDATE`,
    [merchantCode, vendorCode, roundRef],
  )
  return rows[0] ?? null
}

export async function roundById(tx: Queryable, id: bigint): Promise<RoundRow | null> {
  const { rows } = await tx.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE id = $1 FOR UPDATE`, [id])
  return rows[0] ?? null
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
  kind: 'bet' | 'win' | 'rollback'
  roundId: bigint | null
  memberId: number | null
  amount: bigint
  refTxnId: string | null
  status: 'ok' | 'rolled_back' | 'unknown_bet'
  fingerprint: string
  response: Record<string, unknown>
}

const TXN_COLUMNS = `kind, round_id AS "roundId", member_id AS "memberId", amount, ref_txn_id AS "refTxnId", status, fingerprint, response`

/**
 * Records a vendor call under its transaction id, or returns null when that id is already recorded (a replay, or a
 * concurrent twin: the insert waits for the other's commit).
 */
export async function insertVendorTxn(
  tx: Queryable,
  txn: {
    merchantCode: string; vendorCode: string; txnId: string; kind: VendorTxnRow['kind']; roundId: bigint | null; memberId: number | null; amount: bigint
    refTxnId: string | null; status: VendorTxnRow['status']; fingerprint: string; response: Record<string, unknown>; at: Date
  },
): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_id, member_id, amount, ref_txn_id, status, fingerprint, response, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (merchant_code, vendor_code, txn_id) DO NOTHING`,
    [
      txn.merchantCode, txn.vendorCode, txn.txnId, txn.kind, txn.roundId, txn.memberId, txn.amount, txn.refTxnId, txn.status, txn.fingerprint,
      JSON.stringify(txn.response), txn.at,
    ],
  )
  return affectedRows > 0
}

export async function vendorTxn(tx: Queryable, merchantCode: string, vendorCode: string, txnId: string, options: { forUpdate?: boolean } = {}): Promise<VendorTxnRow | null> {
  const { rows } = await tx.query<VendorTxnRow>(
    `SELECT ${TXN_COLUMNS} FROM vendor_transactions WHERE merchant_code = $1 AND vendor_code = $2 AND txn_id = $3${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode, vendorCode, txnId],
  )
  return rows[0] ?? null
}

export async function setVendorTxnStatus(tx: Queryable, merchantCode: string, vendorCode: string, txnId: string, status: VendorTxnRow['status']): Promise<void> {
  await tx.query(`UPDATE vendor_transactions SET status = $4 WHERE merchant_code = $1 AND vendor_code = $2 AND txn_id = $3`, [merchantCode, vendorCode, txnId, status])
}

/** Completes a recorded call: what it moved, in which round, and the answer a replay gets. */
export async function setVendorTxnResult(
  tx: Queryable,
  merchantCode: string,
  vendorCode: string,
  txnId: string,
  result: { roundId: bigint | null; amount: bigint; refTxnId?: string; status?: VendorTxnRow['status']; response: Record<string, unknown> },
): Promise<void> {
  await tx.query(
    `UPDATE vendor_transactions SET round_id = $4, amount = $5, ref_txn_id = $6, status = $7, response = $8
     WHERE merchant_code = $1 AND vendor_code = $2 AND txn_id = $3`,
    [merchantCode, vendorCode, txnId, result.roundId, result.amount, result.refTxnId ?? null, result.status ?? 'ok', JSON.stringify(result.response)],
  )
}

/** Whether a rollback naming the bet `betTxnId` was recorded (before the bet, or after it). */
export async function rollbackOf(tx: Queryable, merchantCode: string, vendorCode: string, betTxnId: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM vendor_transactions WHERE merchant_code = $1 AND vendor_code = $2 AND kind = 'rollback' AND ref_txn_id = $3) AS found`,
    [merchantCode, vendorCode, betTxnId],
  )
  return rows[0]?.found === true
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
