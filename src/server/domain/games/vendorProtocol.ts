/**
 * The seamless wallet of the vendor protocol: a vendor's game asks for the player's balance, takes a bet, pays a
 * win, or rolls a bet back, naming the game session its launch opened. Every call:
 *
 * - is idempotent by the vendor's transaction id: a call that moves money is recorded by its ledger entry (its key
 *   names the vendor and the id, its fingerprint the whole call), one that does not by a record of its own
 *   (vendor_transactions: a loss, a rollback), each in the same transaction as its round; every bet and win takes its
 *   id's lock first. So a replay, or a twin arriving at the same moment, answers what the first answered and moves
 *   nothing; the same id with other parameters is `idempotency.key.reused`;
 * - moves money only through the ledger (`bet`, `win`, `refundBet`), between the session's wallet (main, a
 *   transfer-wallet vendor's own, or the trial wallet) and the house;
 * - is refused, changing nothing, when it makes no sense: a bet on an ended session, a win without its bet, a bet
 *   more than the wallet holds, a bet whose rollback came first. A rollback of a bet never seen is recorded (that
 *   bet can then never land) and acknowledged.
 */
import { createHash } from 'node:crypto'
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type { Database, Queryable } from '../../db/database'
import { memberAccounts } from '../../db/money/ledger'
import {
  addToRound, findGameSession, insertVendorTxn, lockVendorCall, roundById, setVendorTxnResult, vendorBetCall, vendorTxn, vendorWinCall,
  type GameSessionRow, type PlayWalletKind, type RoundRow, type VendorCallRow, type VendorTxnRow,
} from '../../db/games/vendorProtocol'
import { isRepeatedCall, refusalOf } from '../../db/raised'
import { AppError } from '../../errors'
import type { MerchantRegistry } from '../../merchants/registry'
import type { MemberEventBus } from '../events/bus'
import { TRIAL_ACCOUNT_TYPE } from '../accounts/freeplay'
import { walletBalance } from '../money/balance'
import { movementAmount } from '../money/amounts'
import { betEntry, refundBet, winEntry, type PlayWallet, type PostedEntry } from '../money/movements'
import { entriesByKey, ledgerPostArguments, postedOf, type LedgerPostArguments } from '../money/ledger'

export interface SeamlessServices {
  db: Database
  merchants: MerchantRegistry
  /** The members' open pages hear each movement's new balance (the header's figure follows the game). */
  events?: MemberEventBus
}

export interface VendorCallContext {
  vendorCode: string
  at: Date
}

/** What every wallet call answers: the session wallet's balance after it, in major units. */
export interface WalletAnswer {
  balance: string
  currency: string
  /** The call's transaction id (absent for a balance enquiry). */
  txnId?: string
  /** True when this is the answer of an earlier call with the same transaction id. */
  replayed?: boolean
}

const ID = /^[A-Za-z0-9_.:-]{1,128}$/
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/

/** The hash a game session's token is kept as (the token itself is only in the launch URL the member's frame opens). */
export function gameTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface Session {
  row: GameSessionRow
  config: MerchantConfig
}

/** An amount in major units, sent as a decimal string (never a float: money is exact). */
export function amountOf(body: Record<string, unknown>, decimals: number, options: { zero?: boolean } = {}): bigint {
  if (typeof body.amount !== 'string') throw new AppError('amount.invalid')
  if (options.zero && /^0+(\.0+)?$/.test(body.amount)) return 0n
  return movementAmount(body.amount, decimals)
}

export function text(body: Record<string, unknown>, field: string, pattern: RegExp): string {
  const value = body[field]
  if (typeof value !== 'string' || !pattern.test(value)) throw new AppError('request.invalid', `"${field}" is missing or malformed.`, { field: `/${field}` })
  return value
}

/**
 * The session a call names, for this vendor. A bet needs it live (neither it nor the portal session that minted it
 * ended); a win or a rollback may come after it ended, so that a round under way settles.
 */
export async function sessionOf(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>, options: { live: boolean }): Promise<Session> {
  const token = text(body, 'sessionToken', TOKEN)
  const hash = gameTokenHash(token)
  let row = await findGameSession(services.db, hash)
  // A kept session that looks ended may have been prolonged since (its portal session used): the database decides.
  if (row && options.live && row.expiresAt <= context.at) row = await findGameSession(services.db, hash, { fresh: true })
  const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
  if (!row || !merchant || row.vendorCode !== context.vendorCode) throw new AppError('vendor.session.invalid')
  if (options.live && row.expiresAt <= context.at) throw new AppError('vendor.session.invalid')
  return { row, config: merchant.config }
}

export function playWallet(kind: PlayWalletKind, vendorCode: string): PlayWallet {
  return kind === 'vendor' ? { kind: 'vendor', vendorCode } : { kind }
}

/** What the session's wallet holds, in minor units. */
export async function walletMinor(db: Queryable, { config, row }: Session): Promise<bigint> {
  const accounts = await memberAccounts(db, { merchantCode: config.code, currency: config.currency.code }, row.memberId)
  const account = accounts.find((a) => a.kind === row.wallet && (row.wallet !== 'vendor' || a.vendorCode === row.vendorCode))
  return account?.balance ?? 0n
}

async function walletBalanceOf(db: Queryable, session: Session): Promise<WalletAnswer> {
  const { config } = session
  return { balance: toMajorString(await walletMinor(db, session), config.currency.decimals), currency: config.currency.code }
}

/** `balance`: what the session's wallet holds. */
export async function vendorBalance(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WalletAnswer> {
  const session = await sessionOf(services, context, body, { live: false })
  return walletBalanceOf(services.db, session)
}

export type TxnKind = 'bet' | 'win' | 'rollback' | 'resettle'

/** What a rollback or a resettle does once recorded: its round and amount, and the ledger movement (none for an unknown bet). */
export interface Move {
  roundRef: string | null
  amount: bigint
  refTxnId?: string
  status?: 'ok' | 'unknown_bet'
  /** The movement, posted last: the wallet rows it locks are held only until the commit. */
  ledger?: () => Promise<PostedEntry>
}

/** The session wallet's balance right after a posted entry. */
export function balanceAfter(posted: PostedEntry, { row }: Session): bigint {
  const posting = posted.postings.find(
    ({ account }) => 'memberId' in account && account.memberId === row.memberId && account.kind === row.wallet && (account.kind !== 'vendor' || account.vendorCode === row.vendorCode),
  )
  if (!posting) throw new Error('a vendor movement without a posting on the session wallet')
  return posting.balanceAfter
}

/** The ledger key of a vendor call's movement (a rollback's is its bet's, suffixed). */
export function ledgerKey(context: VendorCallContext, txnId: string): string {
  return `vt:${context.vendorCode}:${txnId}`
}

/** The ledger key of a resettle's reversal of the round's earlier payout (its new payout's key is `ledgerKey`). */
export function reversalKey(context: VendorCallContext, txnId: string): string {
  return `${ledgerKey(context, txnId)}:reversal`
}

/** The ledger key of a bet's refund (its rollback's movement). */
function refundKey(context: VendorCallContext, betTxnId: string): string {
  return `${ledgerKey(context, betTxnId)}:rollback`
}

/**
 * A replay's answer, from the first call's record: what it answered. A record of a call that moved money (a rollback,
 * or a bet or a win recorded before migration 023) stored no answer: its balance is the ledger entry's, read back here.
 */
async function replayAnswer(tx: Queryable, session: Session, context: VendorCallContext, txnId: string, first: VendorTxnRow): Promise<WalletAnswer> {
  if (typeof first.response.balance === 'string') return { ...(first.response as unknown as WalletAnswer), replayed: true }
  // A loss recorded by vendor_win keeps the wallet's balance in minor units.
  if (typeof first.response.balanceMinor === 'string') return answerWith(BigInt(first.response.balanceMinor), session, txnId, true)
  const key = first.kind === 'rollback' ? refundKey(context, first.refTxnId ?? '') : ledgerKey(context, txnId)
  // A resettle's last movement is its reversal (vendorResettle.ts), when it took anything back.
  const reversal = first.kind === 'resettle' ? await entriesByKey(tx, session.config.code, reversalKey(context, txnId)) : null
  const entry = reversal ?? (await entriesByKey(tx, session.config.code, key))
  const balance = entry ? balanceAfter(entry, session) : 0n
  return { balance: toMajorString(balance, session.config.currency.decimals), currency: session.config.currency.code, txnId, replayed: true }
}

function answerWith(balance: bigint, { config }: Session, txnId: string, replayed = false): WalletAnswer {
  return { balance: toMajorString(balance, config.currency.decimals), currency: config.currency.code, txnId, ...(replayed ? { replayed } : {}) }
}

/** What makes two calls with one transaction id the same: everything but the session token (a vendor may refresh it). */
export function callFingerprint(kind: TxnKind, body: Record<string, unknown>): string {
  const { sessionToken: _token, ...parameters } = body
  return JSON.stringify([kind, Object.entries(parameters).sort(([a], [b]) => (a < b ? -1 : 1))])
}

/**
 * A replay's answer, once a record of the call's id was found: the first call's, unless that was another request. A
 * bet whose id a rollback took first (a void record) is refused: it can never land.
 */
async function replayOf(db: Queryable, session: Session, context: VendorCallContext, kind: TxnKind, txnId: string, fingerprint: string): Promise<WalletAnswer> {
  const first = await vendorTxn(db, session.config.code, context.vendorCode, txnId)
  if (!first) throw new Error('a vendor call’s record vanished once found')
  if (kind === 'bet' && first.status === 'void') throw new AppError('vendor.bet.rolled.back')
  if (first.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
  return replayAnswer(db, session, context, txnId, first)
}

/** The answer of a call that moved money, made again: its first's, from that call's ledger entry. */
async function repeatedAnswer(db: Queryable, session: Session, context: VendorCallContext, txnId: string): Promise<WalletAnswer> {
  const entry = await entriesByKey(db, session.config.code, ledgerKey(context, txnId))
  if (!entry) throw new Error('a repeated vendor call without its ledger entry')
  return answerWith(balanceAfter(entry, session), session, txnId, true)
}

/**
 * A bet or a win: one statement (migration 023) changes its round and posts its entry (or records a loss). Its rows
 * say what happened: a call recorded before under this id (answered from that record), the movement's postings, or a
 * loss's balance; the same call again raises PT002 and is answered from its ledger entry.
 */
async function movingCall(
  services: SeamlessServices,
  context: VendorCallContext,
  body: Record<string, unknown>,
  kind: 'bet' | 'win',
  run: (session: Session, txnId: string, fingerprint: string) => { entry: LedgerPostArguments | null; rows: Promise<VendorCallRow[]> },
): Promise<WalletAnswer> {
  const txnId = text(body, 'txnId', ID)
  const fingerprint = callFingerprint(kind, body)
  const session = await sessionOf(services, context, body, { live: kind === 'bet' })
  const { entry, rows: pending } = run(session, txnId, fingerprint)
  let rows: VendorCallRow[]
  try {
    rows = await pending
  } catch (error) {
    if (isRepeatedCall(error)) return repeatedAnswer(services.db, session, context, txnId)
    throw refusalOf(error)
  }
  const outcome = rows[0]?.outcome
  if (outcome === 'replay') return replayOf(services.db, session, context, kind, txnId, fingerprint)
  if (outcome === 'recorded') return answerWith(rows[0].balance, session, txnId)
  const posted = entry && outcome === 'moved' ? postedOf(entry, rows, services.db) : null
  if (!posted) throw new Error(`a vendor ${kind} that posted nothing`)
  announceBalance(services, session)
  return answerWith(balanceAfter(posted, session), session, txnId)
}

/**
 * Runs a rollback in one transaction: the call's row first (a replay finds it and answers what the first answered),
 * then its own bookkeeping (the bet and its round), then its ledger movement last. (Bets and wins, the calls every
 * round makes, are one statement each: `movingCall`.)
 */
export async function recordedCall(
  services: SeamlessServices,
  context: VendorCallContext,
  body: Record<string, unknown>,
  kind: TxnKind,
  move: (tx: Queryable, session: Session, txnId: string) => Promise<Move>,
): Promise<WalletAnswer> {
  const txnId = text(body, 'txnId', ID)
  const fingerprint = callFingerprint(kind, body)
  const session = await sessionOf(services, context, body, { live: kind === 'bet' })
  const { config, row } = session
  let moved = false
  const answer = await services.db.transaction(async (tx) => {
    const recorded = await insertVendorTxn(tx, {
      merchantCode: config.code, vendorCode: context.vendorCode, txnId, kind, roundRef: null, memberId: row.memberId, amount: 0n, refTxnId: null, status: 'ok',
      fingerprint, response: {}, at: context.at,
    })
    if (!recorded) return replayOf(tx, session, context, kind, txnId, fingerprint)
    const done = await move(tx, session, txnId)
    if (done.ledger) {
      await setVendorTxnResult(tx, config.code, context.vendorCode, txnId, { ...done, response: {} })
      const posted = await done.ledger()
      moved = true
      return { balance: toMajorString(balanceAfter(posted, session), config.currency.decimals), currency: config.currency.code, txnId }
    }
    const answer: WalletAnswer = { ...(await walletBalanceOf(tx, session)), txnId }
    await setVendorTxnResult(tx, config.code, context.vendorCode, txnId, { ...done, response: answer as unknown as Record<string, unknown> })
    return answer
  })
  if (moved) announceBalance(services, session)
  return answer
}

/** Balance announcements under way, per event bus and member: whether another movement committed meanwhile. */
const announcing = new WeakMap<MemberEventBus, Map<string, { again: boolean }>>()

/** The least time between two balance reads for one member's announcements. */
const ANNOUNCE_GAP_MS = 100

/**
 * After a movement has committed: the member's open pages hear the new balance (the sum the header shows). A movement
 * after a quiet spell is heard at once; after each read the member's announcements rest ANNOUNCE_GAP_MS from its
 * start, and the movements committed meanwhile (or during the read) ask for one more read at the end of the rest,
 * which hears them all. So the calls on one wallet, a burst or a fast vendor's one after another, cost at most ten
 * reads a second, and the last figure heard is the latest. None at all for a member whose pages cannot hear it (in one
 * process: no stream open), such as one who plays with no portal page open.
 */
export function announceBalance(services: SeamlessServices, { config, row }: Session): void {
  const events = services.events
  if (!events?.mayBeHeard(config.code, row.memberId)) return
  let underWay = announcing.get(events)
  if (!underWay) announcing.set(events, (underWay = new Map()))
  const key = `${config.code}:${row.memberId}`
  const pending = underWay.get(key)
  if (pending) {
    pending.again = true
    return
  }
  const state = { again: true }
  underWay.set(key, state)
  const accountType = row.wallet === 'trial' ? TRIAL_ACCOUNT_TYPE : 0
  const running = (async () => {
    try {
      while (state.again) {
        state.again = false
        const began = Date.now()
        const balance = await walletBalance(services.db, config.code, config.currency, { memberId: row.memberId, accountType })
        events.publish(config.code, row.memberId, { type: 'balance', balance })
        const rest = began + ANNOUNCE_GAP_MS - Date.now()
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
      }
    } catch {
      // The database is closing, or did not answer: the member's next movement announces again.
    } finally {
      underWay.delete(key)
    }
  })()
  let runs = inFlight.get(events)
  if (!runs) inFlight.set(events, (runs = new Set()))
  runs.add(running)
  void running.finally(() => runs.delete(running))
}

/** The announcements running on each bus, so a caller can wait for them to end (a server closing, a test). */
const inFlight = new WeakMap<MemberEventBus, Set<Promise<void>>>()

/** Resolves once no balance announcement is under way on the bus, rests included. */
export async function balanceAnnouncementsIdle(events: MemberEventBus): Promise<void> {
  for (let runs = inFlight.get(events); runs && runs.size > 0; runs = inFlight.get(events)) await Promise.all([...runs])
}

/** The ledger's key of a vendor movement, its actor, and the session's wallet as a movement names it. */
function movementOf(session: Session, context: VendorCallContext, txnId: string, amount: bigint) {
  const { config, row } = session
  return {
    merchantCode: config.code, currency: config.currency.code, memberId: row.memberId, wallet: playWallet(row.wallet, context.vendorCode), amount,
    idempotencyKey: ledgerKey(context, txnId), actor: `vendor:${context.vendorCode}`, at: context.at,
  }
}

/** A vendor call's own parameters, as migration 023's functions take them. */
function callOf({ config, row }: Session, context: VendorCallContext, txnId: string, fingerprint: string) {
  return {
    merchantCode: config.code, vendorCode: context.vendorCode, currency: config.currency.code, txnId, fingerprint, memberId: row.memberId, wallet: row.wallet, at: context.at,
    ledgerKey: ledgerKey(context, txnId),
  }
}

/**
 * `bet`: the stake leaves the session's wallet for the house, in the vendor's round (opened by its first bet).
 * Refused, changing nothing: its rollback came first (a vendor that timed out and gave up: the bet can never land),
 * the round is another member's or wallet's or over, or the wallet holds less.
 */
export function vendorBet(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WalletAnswer> {
  return movingCall(services, context, body, 'bet', (session, txnId, fingerprint) => {
    const { config, row } = session
    const roundRef = text(body, 'roundId', ID)
    const amount = amountOf(body, config.currency.decimals)
    const entry = ledgerPostArguments(betEntry(movementOf(session, context, txnId, amount)))
    const call = { ...callOf(session, context, txnId, fingerprint), roundRef, amount, entry }
    return { entry, rows: vendorBetCall(services.db, { ...call, nodeId: row.nodeId }) }
  })
}

/**
 * `win`: a payout from the house to the session's wallet, in the round of its bets; `final: true` settles the round
 * (a loss pays 0 and moves nothing). Refused, changing nothing: no round of this member's and wallet with a bet, or
 * the round is over.
 */
export function vendorWin(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WalletAnswer> {
  return movingCall(services, context, body, 'win', (session, txnId, fingerprint) => {
    const { config } = session
    const roundRef = text(body, 'roundId', ID)
    const amount = amountOf(body, config.currency.decimals, { zero: true })
    // A loss posts nothing.
    const entry = amount > 0n ? ledgerPostArguments(winEntry(movementOf(session, context, txnId, amount))) : null
    const call = { ...callOf(session, context, txnId, fingerprint), roundRef, amount, entry }
    return { entry, rows: vendorWinCall(services.db, { ...call, final: body.final === true, result: body.result }) }
  })
}

/**
 * A bet of the session's member, as its ledger entry keeps it (a bet is recorded by its entry alone): its stake, its
 * round's row id, and whether a refund gave it back. 'none': no call moved money under that id; 'other': one did, but
 * not a bet of this member's.
 */
async function recordedBet(tx: Queryable, session: Session, context: VendorCallContext, betTxnId: string): Promise<{ stake: bigint; roundId: bigint; refunded: boolean } | 'none' | 'other'> {
  const { config, row } = session
  const entry = await entriesByKey(tx, config.code, ledgerKey(context, betTxnId))
  if (!entry) return 'none'
  const debit = entry.postings.find(({ account }) => 'memberId' in account && account.memberId === row.memberId)
  const roundId = /^round:(\d+)$/.exec(entry.reference ?? '')?.[1]
  if (entry.type !== 'bet' || !debit || !roundId) return 'other'
  const refunded = (await entriesByKey(tx, config.code, refundKey(context, betTxnId))) !== null
  return { stake: -debit.amount, roundId: BigInt(roundId), refunded }
}

/**
 * `rollback`: a bet given back (its round open). A rollback of a bet never seen is recorded and acknowledged, and
 * writes that bet's record as void, so the bet can never land: a bet finds its id's record and is refused. The
 * rollback first takes its bet's lock, as the bet does: a bet being written at that moment is waited for, then found
 * and rolled back; a bet arriving while the rollback is written waits for it, then finds the void record.
 */
export function vendorRollback(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WalletAnswer> {
  return recordedCall(services, context, body, 'rollback', async (tx, session) => {
    const { config, row } = session
    const refTxnId = text(body, 'refTxnId', ID)
    const unknown = { roundRef: null, amount: 0n, refTxnId, status: 'unknown_bet' as const }
    await lockVendorCall(tx, config.code, context.vendorCode, refTxnId)
    const bet = await recordedBet(tx, session, context, refTxnId)
    if (bet === 'other') return unknown
    if (bet === 'none') {
      // The id may have a record already (an earlier void, a loss): it is then taken, and stays as it is.
      await insertVendorTxn(tx, {
        merchantCode: config.code, vendorCode: context.vendorCode, txnId: refTxnId, kind: 'bet', roundRef: null, memberId: row.memberId, amount: 0n, refTxnId: null,
        status: 'void', fingerprint: 'void', response: {}, at: context.at,
      })
      return unknown
    }
    const round: RoundRow | null = await roundById(tx, bet.roundId)
    if (!round) throw new Error('the round a bet’s ledger entry names is missing')
    if (bet.refunded) return { roundRef: round.roundRef, amount: 0n, refTxnId }
    if (round.status !== 'open') throw new AppError('vendor.round.closed')
    const emptied = round.bet === bet.stake && round.win === 0n
    await addToRound(tx, round.id, { bet: -bet.stake, ...(emptied ? { status: 'rolled_back' as const, settledAt: context.at } : {}) })
    return {
      roundRef: round.roundRef,
      amount: bet.stake,
      refTxnId,
      ledger: () =>
        refundBet(tx, {
          merchantCode: config.code, currency: config.currency.code, memberId: row.memberId, wallet: playWallet(round.wallet, context.vendorCode), amount: bet.stake,
          idempotencyKey: refundKey(context, refTxnId), reference: `round:${round.id}`, actor: `vendor:${context.vendorCode}`, at: context.at,
        }),
    }
  })
}
