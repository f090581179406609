/**
 * The ledger's one write: `postEntry` moves money as one journal entry of two or more postings that sum to zero,
 * in one transaction with the balance updates (ARCHITECTURE.md "Money"). Every kind of movement
 * (movements.ts) is a thin function over it.
 *
 * - A member balance never goes below zero: each posting is a conditional update that refuses it (and a CHECK
 *   behind it); a refusal rolls the whole entry back and answers `insufficient.balance`.
 * - Idempotency (the Stripe rule): every call carries a key, unique per merchant. A replay with the same
 *   parameters returns the first answer (`replayed: true`) and moves nothing; the same key with other parameters
 *   is `idempotency.key.reused`. The entry's header is written first, so concurrent replays of one key queue on
 *   its unique index: the first writes, the others wait for its commit and then read its answer.
 * - Concurrency: accounts are updated in id order, so two entries touching the same accounts never deadlock.
 * - The balance cache (balance.ts) is told of every member whose accounts an entry changed.
 */
import { MAX_MINOR_UNITS } from '../../../contract/money'
import type { Database, Queryable } from '../../db/database'
import {
  accountIds, addToBalance, findEntriesByReference, findEntryByKey, insertEntry, insertPostings, type AccountKind, type AccountRef, type StoredEntry, type SystemAccountKind,
} from '../../db/ledger/ledger'
import { AppError } from '../../errors'
import { forgetBalances } from './balance'

export type { AccountRef, SystemAccountKind }

/** What a movement is; later kinds (refunds, adjustments, commissions) are added here, not in SQL. */
export type EntryType =
  | 'transfer' | 'deposit' | 'withdrawal_request' | 'withdrawal_approve' | 'withdrawal_reject' | 'bet' | 'win' | 'bonus' | 'wage' | 'trial_credit'
  | 'agent_transfer' | 'bet_refund'

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

/** The parameters that make two calls the same request (the address is not one of them: a retry may move). */
function fingerprintOf(request: EntryRequest): string {
  const postings = request.postings.map((p) => [refKey(p.account), p.amount.toString()]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return JSON.stringify([request.currency, request.type, request.reference ?? null, request.actor, postings])
}

function answerOf(stored: StoredEntry, fingerprint: string): PostedEntry {
  if (stored.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
  return {
    entryId: stored.id,
    type: stored.type as EntryType,
    reference: stored.reference,
    createdAt: stored.createdAt,
    postings: stored.postings.map((p) => ({ account: refOf(p.kind, p.memberId, p.vendorCode), amount: p.amount, balanceAfter: p.balanceAfter })),
    replayed: true,
  }
}

const NUMERIC_OUT_OF_RANGE = '22003'

/**
 * Posts one journal entry, or returns the answer of the entry already posted under its idempotency key.
 * Given the Database, the entry is its own transaction. Given a transaction (a Queryable without `transaction`),
 * it is written inside it, so a caller can change its own rows and move money atomically (a deposit order leaving
 * `pending` and its credit); a refusal then throws and the caller's whole transaction rolls back.
 */
export async function postEntry(db: Database | Queryable, request: EntryRequest): Promise<PostedEntry> {
  validate(request)
  const fingerprint = fingerprintOf(request)
  // No look-up first: a replay finds its key taken when the header is written (below), and answers from there.
  let posted: PostedEntry | null
  try {
    posted = 'transaction' in db ? await db.transaction((tx) => writeEntry(tx, request, fingerprint)) : await writeEntry(db, request, fingerprint)
  } catch (error) {
    // A system account pushed past the range of bigint: refused like any amount that cannot be.
    if ((error as { code?: unknown }).code === NUMERIC_OUT_OF_RANGE) throw new AppError('amount.invalid')
    throw error
  }
  if (posted) return posted
  const winner = await findEntryByKey(db, request.merchantCode, request.idempotencyKey)
  if (!winner) throw new Error('ledger entry vanished after an idempotency conflict')
  return answerOf(winner, fingerprint)
}

/** The entry's rows, in the transaction `tx`; null when another call committed this key first. */
async function writeEntry(tx: Queryable, request: EntryRequest, fingerprint: string): Promise<PostedEntry | null> {
  const scope = { merchantCode: request.merchantCode, currency: request.currency }
  const reference = request.reference ?? null
  const entryId = await insertEntry(tx, { ...scope, type: request.type, reference, idempotencyKey: request.idempotencyKey, fingerprint, actor: request.actor, ip: request.ip ?? null, at: request.at })
  // Another call with this key committed first (a concurrent replay): its answer is read by the caller.
  if (entryId === null) return null
  // Accounts are found (or created) in one fixed order, then updated in id order: no two entries wait on each
  // other in opposite orders.
  const ordered = [...request.postings].sort((a, b) => (refKey(a.account) < refKey(b.account) ? -1 : 1))
  const ids = await accountIds(tx, scope, ordered.map((p) => p.account), request.at)
  const resolved = ordered.map((posting, i) => ({ ...posting, id: ids[i] }))
  resolved.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const postings: PostedEntry['postings'] = []
  const rows = []
  for (const posting of resolved) {
    const balanceAfter = await addToBalance(tx, posting.id, posting.amount)
    if (balanceAfter === null) throw new AppError('insufficient.balance', undefined, { account: posting.account.kind })
    rows.push({ accountId: posting.id, amount: posting.amount, balanceAfter })
    postings.push({ account: posting.account, amount: posting.amount, balanceAfter })
  }
  await insertPostings(tx, entryId, rows)
  forgetBalances(tx, scope, [...new Set(request.postings.flatMap(({ account }) => ('memberId' in account ? [account.memberId] : [])))])
  return { entryId, type: request.type, reference, createdAt: request.at, postings, replayed: false }
}

/** The entry posted under an idempotency key, as its posted answer (replayed: true); null when there is none. */
export async function entriesByKey(db: Database | Queryable, merchantCode: string, idempotencyKey: string): Promise<PostedEntry | null> {
  const stored = await findEntryByKey(db, merchantCode, idempotencyKey)
  return stored ? answerOf(stored, stored.fingerprint) : null
}

/**
 * The entries written under one reference, as their posted answers (replayed: true), oldest first: how a
 * movement made of several entries (recall all) finds out that it already ran.
 */
export async function entriesByReference(db: Database | Queryable, merchantCode: string, reference: string): Promise<PostedEntry[]> {
  const stored = await findEntriesByReference(db, merchantCode, reference)
  return stored.map((entry) => answerOf(entry, entry.fingerprint))
}
