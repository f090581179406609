/**
 * SQL of withdrawals and their proof images (migrations/012_withdrawals.sql). domain/money/withdrawals.ts puts
 * the steps together; the money moves only through the ledger.
 */
import type { Queryable } from '../database'

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected'
export type WithdrawalConfirmation = 'received' | 'partial' | 'not_received' | 'all_received' | 'auto_received'

export type WithdrawalRow = {
  id: string
  merchantCode: string
  memberId: number
  currency: string
  amount: bigint
  bankAccountId: number
  bankName: string
  holderName: string
  accountNumber: string
  status: WithdrawalStatus
  rejectReason: string | null
  decidedBy: string | null
  decidedAt: Date | null
  confirmation: WithdrawalConfirmation | null
  amountReceived: bigint | null
  confirmBy: Date | null
  confirmedAt: Date | null
  idempotencyKey: string
  fingerprint: string
  createdAt: Date
}

const COLUMNS = `id, merchant_code AS "merchantCode", member_id AS "memberId", currency, amount, bank_account_id AS "bankAccountId",
  bank_name AS "bankName", holder_name AS "holderName", account_number AS "accountNumber", status, reject_reason AS "rejectReason",
  decided_by AS "decidedBy", decided_at AS "decidedAt", confirmation, amount_received AS "amountReceived", confirm_by AS "confirmBy",
  confirmed_at AS "confirmedAt", idempotency_key AS "idempotencyKey", fingerprint, created_at AS "createdAt"`

/** The condition of a withdrawal still under way (the unique index `withdrawals_one_open_uq` says the same). */
const OPEN = `(status = 'pending' OR (status = 'paid' AND (confirmation IS NULL OR confirmation IN ('partial', 'not_received'))))`

export type NewWithdrawal = Pick<
  WithdrawalRow,
  'id' | 'merchantCode' | 'memberId' | 'currency' | 'amount' | 'bankAccountId' | 'bankName' | 'holderName' | 'accountNumber' | 'idempotencyKey' | 'fingerprint' | 'createdAt'
> & { ip: string | null }

/**
 * Inserts a pending withdrawal. Null when the key was used before (read it with withdrawalByKey); 'open' when the
 * member already has one under way (the unique index, so two concurrent requests cannot both pass).
 */
export async function insertWithdrawal(tx: Queryable, w: NewWithdrawal): Promise<WithdrawalRow | null | 'open'> {
  try {
    const { rows } = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (id, merchant_code, member_id, currency, amount, bank_account_id, bank_name, holder_name, account_number,
         idempotency_key, fingerprint, ip, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [w.id, w.merchantCode, w.memberId, w.currency, w.amount, w.bankAccountId, w.bankName, w.holderName, w.accountNumber, w.idempotencyKey, w.fingerprint, w.ip, w.createdAt],
    )
    return rows[0] ?? null
  } catch (error) {
    if ((error as { constraint?: string; message?: string }).constraint === 'withdrawals_one_open_uq' || /withdrawals_one_open_uq/.test(String((error as Error).message))) return 'open'
    throw error
  }
}

export async function withdrawalByKey(db: Queryable, memberId: number, key: string): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key])
  return rows[0] ?? null
}

/** A withdrawal by id within a merchant (and a member's own, when `memberId` is given); `forUpdate` locks its row. */
export async function withdrawalById(db: Queryable, merchantCode: string | null, id: string, options: { memberId?: number; forUpdate?: boolean } = {}): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND ($2::text IS NULL OR merchant_code = $2) AND ($3::integer IS NULL OR member_id = $3)
     ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [id, merchantCode, options.memberId ?? null],
  )
  return rows[0] ?? null
}

export async function openWithdrawal(db: Queryable, memberId: number): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE member_id = $1 AND ${OPEN} ORDER BY created_at DESC LIMIT 1`, [memberId])
  return rows[0] ?? null
}

/** How many withdrawals (refused ones aside) the member asked for since `since`: the daily count. */
export async function countWithdrawalsSince(db: Queryable, memberId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM withdrawals WHERE member_id = $1 AND created_at >= $2 AND status <> 'rejected'`, [
    memberId, since,
  ])
  return rows[0].n
}

export async function memberWithdrawals(db: Queryable, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const { rows } = await db.query<WithdrawalRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::integer AS total FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.limit, page.offset],
  )
  return { rows, total: rows[0]?.total ?? 0 }
}

/** When the member's last paid withdrawal was paid (turnover counts from there), or null. */
export async function lastPaidAt(db: Queryable, memberId: number): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(`SELECT max(decided_at) AS at FROM withdrawals WHERE member_id = $1 AND status = 'paid'`, [memberId])
  return rows[0]?.at ?? null
}

export async function listWithdrawals(db: Queryable, filter: { merchantCode?: string; status?: WithdrawalStatus; limit: number }): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR status = $2)
     ORDER BY created_at, id LIMIT $3`,
    [filter.merchantCode ?? null, filter.status ?? null, filter.limit],
  )
  return rows
}

/** An operator's decision on a pending withdrawal; null when it is not pending any more (decided already). */
export async function decideWithdrawal(
  tx: Queryable,
  id: string,
  decision: { status: 'paid' | 'rejected'; by: string; at: Date; rejectReason?: string | null; confirmBy?: Date | null },
): Promise<WithdrawalRow | null> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decided_by = $3, decided_at = $4, reject_reason = $5, confirm_by = $6
     WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, decision.status, decision.by, decision.at, decision.rejectReason ?? null, decision.confirmBy ?? null],
  )
  return rows[0] ?? null
}

/** The member's (or the job's) confirmation of a paid withdrawal, from the confirmations it may follow. */
export async function confirmWithdrawalRow(
  tx: Queryable,
  id: string,
  from: readonly (WithdrawalConfirmation | null)[],
  to: { confirmation: WithdrawalConfirmation; amountReceived: bigint | null; at: Date },
): Promise<WithdrawalRow | null> {
  const allowsNull = from.includes(null)
  const values = from.filter((f): f is WithdrawalConfirmation => f !== null)
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET confirmation = $2, amount_received = $3, confirmed_at = $4
     WHERE id = $1 AND status = 'paid' AND ((confirmation IS NULL AND $5) OR confirmation = ANY($6::text[])) RETURNING ${COLUMNS}`,
    [id, to.confirmation, to.amountReceived, to.at, allowsNull, values],
  )
  return rows[0] ?? null
}

/** Paid withdrawals nobody confirmed by their deadline, counted as received; returned for the members' pages. */
export async function autoConfirmDue(tx: Queryable, now: Date, limit = 1000): Promise<WithdrawalRow[]> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET confirmation = 'auto_received', confirmed_at = $1
     WHERE id IN (SELECT id FROM withdrawals WHERE status = 'paid' AND confirmation IS NULL AND confirm_by <= $1 ORDER BY confirm_by LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [now, limit],
  )
  return rows
}

export async function countProofs(tx: Queryable, withdrawalId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::integer AS n FROM withdrawal_proofs WHERE withdrawal_id = $1`, [withdrawalId])
  return rows[0].n
}

export async function insertProof(tx: Queryable, proof: { id: string; withdrawalId: string; contentType: string; data: Buffer; at: Date }): Promise<void> {
  await tx.query(`INSERT INTO withdrawal_proofs (id, withdrawal_id, content_type, size, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    proof.id, proof.withdrawalId, proof.contentType, proof.data.length, proof.data, proof.at,
  ])
}

/** Which of `ids` are proofs of this withdrawal. */
export async function proofsOf(db: Queryable, withdrawalId: string, ids: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM withdrawal_proofs WHERE withdrawal_id = $1 AND id = ANY($2::text[])`, [withdrawalId, ids])
  return rows.map((r) => r.id)
}
