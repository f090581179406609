/**
 * Withdrawals: what stands in the way (reason codes), the request (checked, then the row and the ledger movement
 * to `pending_withdrawals` in one transaction), the operator's decision (paid: pending → payments out; rejected:
 * the amount goes back), and the member's confirmation of what arrived, with "counts as received" after the
 * merchant's minutes (a job).
 */
import { toMajorString, toMinorUnits, toPositiveMinorUnits } from '../../../contract/money'
import type {
  ConfirmWithdrawalBody, CreateWithdrawalBody, Withdrawal, WithdrawalList, WithdrawalProof, WithdrawalReason, WithdrawalRequirements,
} from '../../../contract/schemas/money'
import type { MerchantConfig, WithdrawalSettings } from '../../../config/schema'
import type { Database } from '../../db/database'
import { memberAccounts } from '../../db/money/ledger'
import { memberTotalsByType } from '../../db/money/records'
import { findPaymentPasswordHash, listBankAccounts } from '../../db/member/security'
import { memberProfile } from '../../db/member/members'
import {
  autoConfirmDue, confirmWithdrawalRow, countProofs, countWithdrawalsSince, decideWithdrawal, insertProof, insertWithdrawal, lastPaidAt,
  listWithdrawals, memberWithdrawals, openWithdrawal, proofsOf, withdrawalById, withdrawalByKey, type WithdrawalRow, type WithdrawalStatus,
} from '../../db/money/withdrawals'
import { AppError } from '../../errors'
import { bonusTurnover } from '../engagement/bonuses'
import { checkUploadedImage } from '../images'
import type { MerchantRegistry } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import type { Clock, RandomSource } from '../../runtime'
import type { MemberEventBus } from '../events/bus'
import { maskAccountNumber } from '../member/securityCredentials'
import type { PasswordHasher } from '../accounts/passwords'
import { walletBalance } from './balance'
import { postMessage } from '../member/messages'
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from './movements'
import { movementAmount, requireRealMoneyAccount } from './amounts'

const DEFAULT_DAILY_COUNT = 5
export const MAX_PROOFS = 3
export const MAX_PROOF_BYTES = 5 * 1024 * 1024

export interface WithdrawalServices {
  db: Database
  clock: Clock
  random: RandomSource
  events: MemberEventBus
  hasher: PasswordHasher
}

function settingsOf(config: MerchantConfig): WithdrawalSettings {
  return config.withdrawal ?? { min: '100', max: '50000', autoConfirmMinutes: 60 }
}

const newId = (random: RandomSource) => Buffer.from(random.bytes(18)).toString('base64url')

export function withdrawalView(row: WithdrawalRow, decimals: number): Withdrawal {
  return {
    withdrawalId: row.id,
    amount: toMajorString(row.amount, decimals),
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    status: row.status,
    confirmation: row.confirmation,
    amountReceived: row.amountReceived === null ? null : toMajorString(row.amountReceived, decimals),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.status === 'paid' && row.decidedAt ? row.decidedAt.toISOString() : null,
    confirmBy: row.confirmBy?.toISOString() ?? null,
  }
}

/** The start of the member's day for the daily count (UTC: the merchant config names no time zone yet). */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))

/** Everything the withdraw page needs, and every reason a request would be refused now. */
export async function withdrawalRequirements(services: WithdrawalServices, config: MerchantConfig, principal: Principal): Promise<WithdrawalRequirements> {
  requireRealMoneyAccount(principal)
  const { db } = services
  const settings = settingsOf(config)
  const decimals = config.currency.decimals
  const scope = { merchantCode: config.code, currency: config.currency.code }
  const now = services.clock.now()
  const [banks, paymentPassword, profile, accounts, current, today, paidAt] = await Promise.all([
    listBankAccounts(db, principal.memberId),
    findPaymentPasswordHash(db, principal.memberId),
    memberProfile(db, principal.memberId),
    memberAccounts(db, scope, principal.memberId),
    openWithdrawal(db, principal.memberId),
    countWithdrawalsSince(db, principal.memberId, dayStart(now)),
    lastPaidAt(db, principal.memberId),
  ])
  const { byType } = await memberTotalsByType(db, { ...scope, memberId: principal.memberId, trial: false, from: paidAt ?? undefined })
  const deposits = byType.get('deposit')?.net ?? 0n
  const bets = -(byType.get('bet')?.net ?? 0n)
  // Turnover: bets since the last paid withdrawal, as a multiple of the deposits since then (hundredths, exact).
  const multiplierHundredths = BigInt(Math.round((settings.turnoverMultiplier ?? 0) * 100))
  const depositTurnover = (deposits * multiplierHundredths) / 100n
  // Bonuses' turnover (domain/engagement/bonuses.ts): what active grants still ask to be bet adds to the deposits'.
  const bonus = await bonusTurnover(db, principal.memberId, now)
  const turnoverRequired = depositTurnover + bonus.required
  const turnoverDone = (bets < depositTurnover ? bets : depositTurnover) + bonus.done
  const turnoverRemaining = turnoverRequired - turnoverDone
  const available = accounts.find((a) => a.kind === 'main')?.balance ?? 0n
  const min = toPositiveMinorUnits(settings.min, decimals)

  const reasons: WithdrawalReason[] = []
  if (!banks.length) reasons.push('BANK_CARD_REQUIRED')
  if (settings.requireRealName && !profile.payeeName?.trim()) reasons.push('REAL_NAME_REQUIRED')
  if (paymentPassword === null) reasons.push('PAYMENT_PASSWORD_REQUIRED')
  if (turnoverRemaining > 0n) reasons.push('TURNOVER_NOT_MET')
  if (current?.status === 'pending') reasons.push('PENDING_WITHDRAWAL_EXISTS')
  else if (current) reasons.push('CONFIRMATION_REQUIRED')
  if (today >= (settings.dailyCount ?? DEFAULT_DAILY_COUNT)) reasons.push('DAILY_LIMIT_REACHED')
  if (available < min) reasons.push('BALANCE_TOO_LOW')

  const money = (minor: bigint) => toMajorString(minor, decimals)
  return {
    canWithdraw: reasons.length === 0,
    reasons,
    min: money(min),
    max: money(toPositiveMinorUnits(settings.max, decimals)),
    available: money(available),
    // Without a bonus the bets are shown whole (they may pass the requirement); with one, what counts toward each.
    turnover: { required: money(turnoverRequired), done: money(bonus.required > 0n ? turnoverDone : bets) },
    bankAccounts: banks.map((b) => ({ id: b.id, bankName: b.bankName, holderName: b.holderName, accountNumber: maskAccountNumber(b.accountNumber) })),
    current: current ? withdrawalView(current, decimals) : null,
  }
}

export interface MemberWithdrawalRequest {
  config: MerchantConfig
  principal: Principal
  ip: string
  at: Date
}

/**
 * A withdrawal request: every requirement checked (the first unmet one is the answer's code), the payment
 * password verified, then the row and the ledger movement (main → pending_withdrawals) in one transaction. The
 * same key again answers the same withdrawal; a second withdrawal while one is under way is refused by the
 * database itself, however the requests race.
 */
export async function createWithdrawal(services: WithdrawalServices, request: MemberWithdrawalRequest, body: CreateWithdrawalBody): Promise<Withdrawal> {
  const { config, principal } = request
  const decimals = config.currency.decimals
  const amount = movementAmount(body.amount, decimals)
  const fingerprint = JSON.stringify([amount.toString(), body.bankAccountId])
  const answer = (row: WithdrawalRow) => {
    if (row.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
    return withdrawalView(row, decimals)
  }
  const earlier = await withdrawalByKey(services.db, principal.memberId, body.idempotencyKey)
  if (earlier) return answer(earlier)

  const requirements = await withdrawalRequirements(services, config, principal)
  const blocking = requirements.reasons.find((r) => r !== 'BALANCE_TOO_LOW')
  if (blocking) {
    // The turnover still to bet goes with the refusal, so the member reads the number, not only the reason.
    const turnover = blocking === 'TURNOVER_NOT_MET' ? { turnoverRemaining: toMajorString(toMinorUnits(requirements.turnover.required, decimals) - toMinorUnits(requirements.turnover.done, decimals), decimals) } : {}
    throw new AppError('withdrawal.requirement.unmet', undefined, { reason: blocking, reasons: requirements.reasons, ...turnover })
  }
  const settings = settingsOf(config)
  if (amount < toPositiveMinorUnits(settings.min, decimals)) throw new AppError('withdrawal.amount.below.min', undefined, { min: requirements.min })
  if (amount > toPositiveMinorUnits(settings.max, decimals)) throw new AppError('withdrawal.amount.above.max', undefined, { max: requirements.max })
  const bank = (await listBankAccounts(services.db, principal.memberId)).find((b) => b.id === body.bankAccountId)
  if (!bank) throw new AppError('withdrawal.bank.unknown')
  const hash = await findPaymentPasswordHash(services.db, principal.memberId)
  if (hash === null || !(await services.hasher.verify(hash, body.paymentPassword))) throw new AppError('payment.password.wrong', undefined, { field: '/paymentPassword' })

  const row = await services.db.transaction(async (tx) => {
    const inserted = await insertWithdrawal(tx, {
      id: newId(services.random), merchantCode: config.code, memberId: principal.memberId, currency: config.currency.code, amount,
      bankAccountId: bank.id, bankName: bank.bankName, holderName: bank.holderName, accountNumber: bank.accountNumber,
      idempotencyKey: body.idempotencyKey, fingerprint, ip: request.ip, createdAt: request.at,
    })
    if (inserted === 'open') throw new AppError('withdrawal.requirement.unmet', undefined, { reason: 'PENDING_WITHDRAWAL_EXISTS', reasons: ['PENDING_WITHDRAWAL_EXISTS'] })
    if (inserted === null) return null
    // Refused (insufficient.balance) → the whole transaction, the row too, rolls back.
    await requestWithdrawal(tx, {
      merchantCode: config.code, currency: config.currency.code, memberId: principal.memberId, amount,
      idempotencyKey: `withdrawal:${inserted.id}`, reference: inserted.id, actor: `member:${principal.memberId}`, ip: request.ip, at: request.at,
    })
    return inserted
  })
  if (row) {
    await announceBalance(services, config, principal.memberId)
    return withdrawalView(row, decimals)
  }
  const winner = await withdrawalByKey(services.db, principal.memberId, body.idempotencyKey)
  if (!winner) throw new Error('withdrawal vanished after a key conflict')
  return answer(winner)
}

async function announceBalance(services: WithdrawalServices, config: MerchantConfig, memberId: number): Promise<void> {
  const balance = await walletBalance(services.db, config.code, config.currency, { memberId, accountType: 0 })
  services.events.publish(config.code, memberId, { type: 'balance', balance })
}

export async function memberWithdrawalList(services: WithdrawalServices, config: MerchantConfig, principal: Principal, query: { pageNo?: string; pageSize?: string }): Promise<WithdrawalList> {
  const pageNo = Number(query.pageNo ?? 1)
  const pageSize = Number(query.pageSize ?? 20)
  const { rows, total } = await memberWithdrawals(services.db, principal.memberId, { limit: pageSize, offset: (pageNo - 1) * pageSize })
  return { list: rows.map((r) => withdrawalView(r, config.currency.decimals)), totalCount: total, totalPages: Math.ceil(total / pageSize) }
}

/** A proof image for "not received": PNG or JPEG (by its bytes), at most 5 MB, at most 3 per paid withdrawal. */
export async function uploadProof(
  services: WithdrawalServices,
  request: MemberWithdrawalRequest,
  withdrawalId: string,
  upload: { contentType: string | undefined; data: Buffer },
): Promise<WithdrawalProof> {
  const type = checkUploadedImage(upload, { maxBytes: MAX_PROOF_BYTES, invalid: 'withdrawal.proof.invalid' })
  return services.db.transaction(async (tx) => {
    const row = await withdrawalById(tx, request.config.code, withdrawalId, { memberId: request.principal.memberId, forUpdate: true })
    if (!row) throw new AppError('withdrawal.not.found')
    if (row.status !== 'paid' || row.confirmation !== null) throw new AppError('withdrawal.state.invalid')
    if ((await countProofs(tx, row.id)) >= MAX_PROOFS) throw new AppError('withdrawal.proof.limit')
    const id = newId(services.random)
    await insertProof(tx, { id, withdrawalId: row.id, contentType: type, data: upload.data, at: request.at })
    return { proofId: id, contentType: type, size: upload.data.length }
  })
}

/**
 * The member says what arrived: all of it (`received`), part of it (`partial`, with the amount; later
 * `all_received`), or nothing (`not_received`, with 1 to 3 proofs already uploaded, for staff). Each answer only
 * from the state it follows.
 */
export async function confirmWithdrawal(services: WithdrawalServices, request: MemberWithdrawalRequest, body: ConfirmWithdrawalBody): Promise<Withdrawal> {
  const { config, principal } = request
  const decimals = config.currency.decimals
  const row = await services.db.transaction(async (tx) => {
    const current = await withdrawalById(tx, config.code, body.withdrawalId, { memberId: principal.memberId, forUpdate: true })
    if (!current) throw new AppError('withdrawal.not.found')
    let amountReceived: bigint | null = null
    if (body.outcome === 'partial') {
      try {
        amountReceived = toPositiveMinorUnits(body.amountReceived ?? '', decimals)
      } catch {
        throw new AppError('amount.invalid', undefined, { field: '/amountReceived' })
      }
      if (amountReceived >= current.amount) throw new AppError('amount.invalid', 'The amount received must be less than the withdrawal.', { field: '/amountReceived' })
    }
    if (body.outcome === 'not_received') {
      const ids = [...new Set(body.proofIds ?? [])]
      if (!ids.length || (await proofsOf(tx, current.id, ids)).length !== ids.length) throw new AppError('withdrawal.proof.required')
    }
    const from = body.outcome === 'all_received' ? (['partial'] as const) : ([null] as const)
    const moved = await confirmWithdrawalRow(tx, current.id, from, {
      confirmation: body.outcome,
      amountReceived: body.outcome === 'all_received' ? null : amountReceived,
      at: request.at,
    })
    if (!moved) throw new AppError('withdrawal.state.invalid')
    return moved
  })
  return withdrawalView(row, decimals)
}

// --- operators -------------------------------------------------------------------------------------------------

export function operatorList(services: WithdrawalServices, merchants: MerchantRegistry, filter: { merchantCode?: string; status?: WithdrawalStatus; limit?: number }) {
  return listWithdrawals(services.db, { ...filter, limit: filter.limit ?? 100 }).then((rows) =>
    rows.map((row) => {
      const decimals = merchants.merchants.find((m) => m.config.code === row.merchantCode)?.config.currency.decimals ?? 2
      return { ...withdrawalView(row, decimals), merchantCode: row.merchantCode, memberId: row.memberId, holderName: row.holderName }
    }),
  )
}

/**
 * An operator pays (`approve`) or refuses (`reject`) a pending withdrawal: the decision and its ledger movement in
 * one transaction; deciding twice is refused (`withdrawal.state.invalid`) and moves nothing.
 */
export async function decide(
  services: WithdrawalServices,
  merchants: MerchantRegistry,
  input: { withdrawalId: string; decision: 'approve' | 'reject'; operator: string; reason?: string },
): Promise<Withdrawal & { merchantCode: string }> {
  const now = services.clock.now()
  const result = await services.db.transaction(async (tx) => {
    const current = await withdrawalById(tx, null, input.withdrawalId, { forUpdate: true })
    if (!current) throw new AppError('withdrawal.not.found')
    const merchant = merchants.merchants.find((m) => m.config.code === current.merchantCode)
    if (!merchant) throw new AppError('withdrawal.not.found')
    const settings = settingsOf(merchant.config)
    const row = await decideWithdrawal(tx, current.id, {
      status: input.decision === 'approve' ? 'paid' : 'rejected',
      by: `operator:${input.operator}`,
      at: now,
      rejectReason: input.decision === 'reject' ? (input.reason?.slice(0, 200) ?? null) : null,
      confirmBy: input.decision === 'approve' ? new Date(now.getTime() + settings.autoConfirmMinutes * 60_000) : null,
    })
    if (!row) throw new AppError('withdrawal.state.invalid')
    const movement = {
      merchantCode: row.merchantCode, currency: row.currency, amount: row.amount, idempotencyKey: `withdrawal:${row.id}:${input.decision}`,
      reference: row.id, actor: `operator:${input.operator}`, at: now,
    }
    if (input.decision === 'approve') await approveWithdrawal(tx, movement)
    else await rejectWithdrawal(tx, { ...movement, memberId: row.memberId })
    const params: Record<string, string> = { amount: toMajorString(row.amount, merchant.config.currency.decimals), withdrawalId: row.id }
    if (row.rejectReason) params.reason = row.rejectReason
    await postMessage(tx, services, {
      merchantCode: row.merchantCode, memberId: row.memberId, kind: input.decision === 'approve' ? 'withdrawal.paid' : 'withdrawal.rejected',
      about: `withdrawal:${row.id}:${input.decision}`, params, at: now,
    })
    return { row, config: merchant.config }
  })
  if (input.decision === 'reject') await announceBalance(services, result.config, result.row.memberId)
  return { ...withdrawalView(result.row, result.config.currency.decimals), merchantCode: result.row.merchantCode }
}

/** The job: paid withdrawals not confirmed by their deadline count as received. Idempotent; catches up after downtime. */
export async function autoConfirmWithdrawals(services: Pick<WithdrawalServices, 'db' | 'clock'>): Promise<number> {
  const now = services.clock.now()
  const rows = await services.db.transaction((tx) => autoConfirmDue(tx, now))
  return rows.length
}
