/**
 * The ledger's one write: `postEntry` moves money as one journal entry of two or more postings that sum to zero,
 * atomically with the balance updates (docs/architecture.md "Money"). Every kind of movement (movements.ts) is a thin
 * function over it. The writing itself is the database's `ledger_post` (migration 019: one round trip, its plans
 * kept); this module validates a request first, spells it as that function takes it, and reads its answer.
 *
 * - A member balance never goes below zero: each posting is a conditional update that refuses it (and a CHECK
 *   behind it); a refusal rolls the whole entry back and answers `insufficient.balance`.
 * - Idempotency (the Stripe rule): every call carries a key, unique per merchant. A replay with the same
 *   parameters returns the first answer (`replayed: true`) and moves nothing; the same key with other parameters
 *   is `idempotency.key.reused`. The entry's header is written first, so concurrent replays of one key queue on
 *   its unique index: the first writes, the others wait for its commit and then read its answer.
 * - Concurrency: accounts are updated in one order, the merchant's first and then the members', each in id order, so
 *   two entries touching the same accounts never deadlock; a member's wallet is held from its update to the commit
 *   only. The house and the play credit are sharded (migration 022), so members' games do not queue on one row.
 * - The balance cache (balance.ts) is told of every member whose accounts an entry changed.
 */
import { MAX_MINOR_UNITS } from '../../../contract/money'
import type { Database, Queryable } from '../../db/database'
import { findEntriesByReference, findEntryByKey, ledgerPost, type AccountKind, type LedgerPostCall, type PostedRow, type AccountRef, type StoredEntry, type SystemAccountKind } from '../../db/money/ledger'
import { refusalOf } from '../../db/raised'
import { AppError } from '../../errors'
import { forgetBalances } from './balance'

export type { AccountRef, SystemAccountKind }

/** What a movement is; later kinds (refunds, adjustments, commissions) are added here, not in SQL. */
export type EntryType =
  | 'transfer' | 'deposit' | 'withdrawal_request' | 'withdrawal_approve' | 'withdrawal_reject' | 'bet' | 'win' | 'bonus' | 'wage' | 'trial_credit'
  | 'agent_transfer' | 'bet_refund' | 'win_reversal'

export interface Posting {
  account: AccountRef
  /** Minor units: positive adds to the account, negative takes from it. */
  amount: bigint
}

export interface EntryRequest {
  merchantCode: string
  /** ISO code (the merchant's currency); every posting of an entry is in it. */
  currency: string
  type: EntryType
  /** What the movement belongs to (an order, a bet round, a withdrawal), for finding it later. */
  reference?: string | null
  /** Unique per merchant; the same request sent again must carry the same key. */
  idempotencyKey: string
  /** Who asked: `member:<id>`, `system`, `admin:<name>`, `vendor:<code>`. */
  actor: string
  ip?: string | null
  at: Date
  postings: readonly Posting[]
}

export interface PostedEntry {
  entryId: bigint
  type: EntryType
  reference: string | null
  createdAt: Date
  /** One per account, in account order, each with the balance that account had right after this entry. */
  postings: { account: AccountRef; amount: bigint; balanceAfter: bigint }[]
  /** True when this is the answer of an earlier call with the same key (nothing moved this time). */
  replayed: boolean
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/

function refKey(ref: AccountRef): string {
  if (ref.kind === 'vendor') return `vendor:${ref.memberId}:${ref.vendorCode}`
  if (ref.kind === 'main' || ref.kind === 'trial') return `${ref.kind}:${ref.memberId}`
  return ref.kind
}

function refOf(kind: AccountKind, memberId: number | null, vendorCode: string): AccountRef {
  if (kind === 'vendor') return { kind, memberId: memberId as number, vendorCode }
  if (kind === 'main' || kind === 'trial') return { kind, memberId: memberId as number }
  return { kind }
}

/** Refuses a malformed request before anything is read or written. */
function validate(request: EntryRequest): void {
  if (!IDEMPOTENCY_KEY.test(request.idempotencyKey)) throw new AppError('request.invalid', 'An idempotency key of 1 to 128 visible characters is required.')
  if (request.postings.length < 2) throw new Error('a ledger entry needs two or more postings')
  let sum = 0n
  const seen = new Set<string>()
  for (const { account, amount } of request.postings) {
    if (typeof amount !== 'bigint' || amount === 0n || amount > MAX_MINOR_UNITS || amount < -MAX_MINOR_UNITS) throw new AppError('amount.invalid')
    const key = refKey(account)
    if (seen.has(key)) throw new Error(`a ledger entry posts to ${key} twice`)
    seen.add(key)
    sum += amount
  }
  if (sum !== 0n) throw new Error(`a ledger entry must sum to zero (sums to ${sum})`)
}

/** A stored entry as a posted answer: a replay's (nothing moved this time). */
function answerOf(stored: StoredEntry): PostedEntry {
  return {
    entryId: stored.id,
    type: stored.type as EntryType,
    reference: stored.reference,
    createdAt: stored.createdAt,
    postings: stored.postings.map((p) => ({ account: refOf(p.kind, p.memberId, p.vendorCode), amount: p.amount, balanceAfter: p.balanceAfter })),
    replayed: true,
  }
}

/**
 * The arguments of the database's `ledger_post` (migration 019) for a request, its postings in the order the
 * function finds their accounts (by key: a fixed order). A vendor call passes them on with its own (migration 020).
 */
export interface LedgerPostArguments extends LedgerPostCall {
  type: EntryType
  /** The request's postings in the arrays' order. */
  postings: readonly Posting[]
}

/** Validates a request (refusing a malformed one before anything is written) and spells it as `ledger_post` takes it. */
export function ledgerPostArguments(request: EntryRequest): LedgerPostArguments {
  validate(request)
  const postings = [...request.postings].sort((a, b) => (refKey(a.account) < refKey(b.account) ? -1 : 1))
  return {
    merchantCode: request.merchantCode,
    currency: request.currency,
    type: request.type,
    reference: request.reference ?? null,
    idempotencyKey: request.idempotencyKey,
    actor: request.actor,
    ip: request.ip ?? null,
    at: request.at,
    postings,
    kinds: postings.map(({ account }) => account.kind),
    members: postings.map(({ account }) => ('memberId' in account ? account.memberId : null)),
    vendors: postings.map(({ account }) => (account.kind === 'vendor' ? account.vendorCode : '')),
    amounts: postings.map(({ amount }) => amount),
  }
}

/** The posted answer from `ledger_post`'s rows; null when there are none (the key's first answer is read instead). */
export function postedOf(call: LedgerPostArguments, rows: readonly PostedRow[], db: Queryable): PostedEntry | null {
  if (!rows.length) return null
  const postings = rows.map(({ posting, balance }) => ({ account: call.postings[posting - 1].account, amount: call.postings[posting - 1].amount, balanceAfter: balance }))
  const memberIds = [...new Set(call.members.filter((id): id is number => id !== null))]
  forgetBalances(db, { merchantCode: call.merchantCode, currency: call.currency }, memberIds)
  return { entryId: rows[0].entry, type: call.type, reference: call.reference, createdAt: call.at, postings, replayed: false }
}

/**
 * Posts one journal entry, or returns the answer of the entry already posted under its idempotency key.
 * Given the Database, the entry is one statement (atomic on its own). Given a transaction (a Queryable without
 * `transaction`), it is written inside it, so a caller can change its own rows and move money atomically (a deposit
 * order leaving `pending` and its credit); a refusal then throws and the caller's whole transaction rolls back.
 */
export async function postEntry(db: Database | Queryable, request: EntryRequest): Promise<PostedEntry> {
  const call = ledgerPostArguments(request)
  let rows: PostedRow[]
  try {
    rows = await ledgerPost(db, call)
  } catch (error) {
    throw refusalOf(error)
  }
  const posted = postedOf(call, rows, db)
  if (posted) return posted
  // The key was used before, for this same request (another request would have been refused): its first answer.
  const first = await findEntryByKey(db, request.merchantCode, request.idempotencyKey)
  if (!first) throw new Error('ledger entry vanished after an idempotency conflict')
  return answerOf(first)
}

/** The entry posted under an idempotency key, as its posted answer (replayed: true); null when there is none. */
export async function entriesByKey(db: Database | Queryable, merchantCode: string, idempotencyKey: string): Promise<PostedEntry | null> {
  const stored = await findEntryByKey(db, merchantCode, idempotencyKey)
  return stored ? answerOf(stored) : null
}

/**
 * The entries written under one reference, as their posted answers (replayed: true), oldest first: how a
 * movement made of several entries (recall all) finds out that it already ran.
 */
export async function entriesByReference(db: Database | Queryable, merchantCode: string, reference: string): Promise<PostedEntry[]> {
  const stored = await findEntriesByReference(db, merchantCode, reference)
  return stored.map(answerOf)
}
