/**
 * One function per kind of movement, each a thin layer over `postEntry` (ledger.ts). Deposits, withdrawals,
 * transfers, game bets and wins, bonuses and agent wages all move money through these and nothing else.
 * Amounts are minor units (`bigint`, more than zero); convert at the edge with src/contract/money.ts.
 */
import type { Database, Queryable } from '../../db/database'
import { AppError } from '../../errors'
import { postEntry, type EntryRequest, type EntryType, type PostedEntry, type Posting } from './ledger'

export type { PostedEntry }

/** What every movement carries besides its accounts. */
export interface Movement {
  merchantCode: string
  currency: string
  /** Unique per merchant: sending the same movement again with the same key moves nothing. */
  idempotencyKey: string
  /** Who asked: `member:<id>`, `system`, `admin:<name>`, `vendor:<code>`. */
  actor: string
  ip?: string | null
  at: Date
  /** What it belongs to: the deposit order, the withdrawal, the bet round. */
  reference?: string | null
  /** Minor units, more than zero. */
  amount: bigint
}

/** A member's money: the main wallet, or the wallet kept at one vendor (transfer-wallet mode). */
export type Wallet = { kind: 'main' } | { kind: 'vendor'; vendorCode: string }
/** Where a game takes a bet from and pays a win to: a money wallet, or trial play credit. */
export type PlayWallet = Wallet | { kind: 'trial' }

type MemberMovement = Movement & { memberId: number }

/** The Database (each movement its own transaction) or a transaction the caller has opened (the movement joins it). */
export type Ledger = Database | Queryable

const memberAccount = (memberId: number, wallet: PlayWallet): Posting['account'] =>
  wallet.kind === 'vendor' ? { kind: 'vendor', memberId, vendorCode: wallet.vendorCode } : { kind: wallet.kind, memberId }

function entryOf(movement: Movement, type: EntryType, from: Posting['account'], to: Posting['account']): EntryRequest {
  const { amount, ...rest } = movement
  // A negative amount would run the movement backwards: refused, like zero.
  if (typeof amount !== 'bigint' || amount <= 0n) throw new AppError('amount.invalid')
  return { ...rest, type, postings: [{ account: from, amount: -amount }, { account: to, amount }] }
}

async function move(db: Ledger, movement: Movement, type: EntryType, from: Posting['account'], to: Posting['account']): Promise<PostedEntry> {
  return postEntry(db, entryOf(movement, type, from, to))
}

/** Between two wallets of one member (main ↔ vendor, or vendor ↔ vendor). */
export function transfer(db: Ledger, movement: MemberMovement & { from: Wallet; to: Wallet }): Promise<PostedEntry> {
  const { memberId, from, to, ...rest } = movement
  return move(db, rest, 'transfer', memberAccount(memberId, from), memberAccount(memberId, to))
}

/** A confirmed deposit: payments_in → the member's main wallet. */
export function creditDeposit(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'deposit', { kind: 'payments_in' }, { kind: 'main', memberId })
}

/** A withdrawal asked for: the amount leaves the main wallet and waits in pending_withdrawals. */
export function requestWithdrawal(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'withdrawal_request', { kind: 'main', memberId }, { kind: 'pending_withdrawals' })
}

/** A withdrawal paid out: pending_withdrawals → payments_out. */
export function approveWithdrawal(db: Ledger, movement: Movement): Promise<PostedEntry> {
  return move(db, movement, 'withdrawal_approve', { kind: 'pending_withdrawals' }, { kind: 'payments_out' })
}

/** A withdrawal refused: the amount goes back from pending_withdrawals to the member's main wallet. */
export function rejectWithdrawal(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'withdrawal_reject', { kind: 'pending_withdrawals' }, { kind: 'main', memberId })
}

/**
 * The entry of a stake: member wallet → house. Trial play stakes go to trial_credit, never to the house. (A vendor's
 * bet posts it in one statement with its own record, migration 020.)
 */
export function betEntry(movement: MemberMovement & { wallet: PlayWallet }): EntryRequest {
  const { memberId, wallet, ...rest } = movement
  return entryOf(rest, 'bet', memberAccount(memberId, wallet), wallet.kind === 'trial' ? { kind: 'trial_credit' } : { kind: 'house' })
}

/** A stake (`betEntry`). */
export async function bet(db: Ledger, movement: MemberMovement & { wallet: PlayWallet }): Promise<PostedEntry> {
  return postEntry(db, betEntry(movement))
}

/** The entry of a payout: house → member wallet (trial_credit → trial for trial play). */
export function winEntry(movement: MemberMovement & { wallet: PlayWallet }): EntryRequest {
  const { memberId, wallet, ...rest } = movement
  return entryOf(rest, 'win', wallet.kind === 'trial' ? { kind: 'trial_credit' } : { kind: 'house' }, memberAccount(memberId, wallet))
}

/** A payout (`winEntry`). */
export async function win(db: Ledger, movement: MemberMovement & { wallet: PlayWallet }): Promise<PostedEntry> {
  return postEntry(db, winEntry(movement))
}

/**
 * A payout taken back (a vendor corrected a settled round: its new payout is paid, then the first reversed): member
 * wallet → house (trial → trial_credit for trial play).
 */
export function reverseWin(db: Ledger, movement: MemberMovement & { wallet: PlayWallet }): Promise<PostedEntry> {
  const { memberId, wallet, ...rest } = movement
  return move(db, rest, 'win_reversal', memberAccount(memberId, wallet), wallet.kind === 'trial' ? { kind: 'trial_credit' } : { kind: 'house' })
}

/** A stake given back (the vendor rolled its bet back): house → member wallet (trial_credit → trial for trial play). */
export function refundBet(db: Ledger, movement: MemberMovement & { wallet: PlayWallet }): Promise<PostedEntry> {
  const { memberId, wallet, ...rest } = movement
  return move(db, rest, 'bet_refund', wallet.kind === 'trial' ? { kind: 'trial_credit' } : { kind: 'house' }, memberAccount(memberId, wallet))
}

/** A bonus granted: bonus → the member's main wallet. */
export function grantBonus(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'bonus', { kind: 'bonus' }, { kind: 'main', memberId })
}

/** An agent's wage: salary_pool → the agent's main wallet. */
export function payWage(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'wage', { kind: 'salary_pool' }, { kind: 'main', memberId })
}

/** Play credit for a trial account: trial_credit → the member's trial wallet (never real money). */
export function creditTrial(db: Ledger, movement: MemberMovement): Promise<PostedEntry> {
  const { memberId, ...rest } = movement
  return move(db, rest, 'trial_credit', { kind: 'trial_credit' }, { kind: 'trial', memberId })
}

/** Between two members' main wallets: an agent and a member of its downline, or a member and its upline. */
export function memberToMember(db: Ledger, movement: Movement & { fromMemberId: number; toMemberId: number }): Promise<PostedEntry> {
  const { fromMemberId, toMemberId, ...rest } = movement
  return move(db, rest, 'agent_transfer', { kind: 'main', memberId: fromMemberId }, { kind: 'main', memberId: toMemberId })
}
