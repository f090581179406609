/**
 * Money between agents and their downline (spec section 2: the agent's "transfer to downline" and "recall balance",
 * the member's transferUpline page): main wallet to main wallet through the ledger, each confirmed with the payment
 * password and idempotent by the caller's key. An agent reaches only members below it; a member reaches only its
 * own upline.
 */
import { toMajorString } from '../../../contract/money'
import type { AgentRecallBody, AgentTransferBody, AgentTransferResult, Downlines, UplineInfo, UplineTransferBody } from '../../../contract/schemas/money'
import type { MerchantConfig } from '../../../config/schema'
import type { Database } from '../../db/database'
import { memberAccounts } from '../../db/money/ledger'
import { downlinesOf, isInDownline } from '../../db/member/downlines'
import { findMemberById, findMemberByUsername, type MemberRow } from '../../db/member/members'
import { findPaymentPasswordHash } from '../../db/member/security'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { MemberEventBus } from '../events/bus'
import type { PasswordHasher } from '../accounts/passwords'
import { walletBalance } from './balance'
import { postMessage } from '../member/messages'
import { entriesByKey } from './ledger'
import { memberToMember, type PostedEntry } from './movements'
import { movementAmount, requireRealMoneyAccount } from './amounts'
import { requireAgent } from '../agents/access'

const PAGE_SIZE = 20

export interface AgentServices {
  db: Database
  hasher: PasswordHasher
  events: MemberEventBus
}

export interface MemberCall {
  config: MerchantConfig
  principal: Principal
  ip: string
  at: Date
}

async function requirePaymentPassword(services: AgentServices, memberId: number, password: string): Promise<void> {
  const hash = await findPaymentPasswordHash(services.db, memberId)
  if (hash === null) throw new AppError('payment.password.not.set')
  if (!(await services.hasher.verify(hash, password))) throw new AppError('payment.password.wrong', undefined, { field: '/paymentPassword' })
}

/** A member of the agent's downline, by name; anything else (another agent's member, another merchant's) is unknown. */
async function downlineMember(services: AgentServices, call: MemberCall, username: string): Promise<MemberRow> {
  const member = await findMemberByUsername(services.db, call.config.code, username)
  if (!member || member.id === call.principal.memberId || !(await isInDownline(services.db, call.principal.memberId, member.id))) throw new AppError('downline.not.found')
  return member
}

/**
 * The ledger key of a call: the caller's key, scoped to the caller so one member's keys never meet another's, and
 * the same for a transfer, a recall and a transfer to the upline, so the ledger's fingerprint refuses a key sent
 * again with another action, another member or another amount (`idempotency.key.reused`) and answers a true replay.
 */
const ledgerKey = (principal: Principal, clientKey: string) => `at:${principal.memberId}:${clientKey}`

async function move(services: AgentServices, call: MemberCall, input: { from: number; to: number; amount: bigint; key: string; counterparty: string }): Promise<AgentTransferResult> {
  const { config, principal } = call
  const other = input.from === principal.memberId ? input.to : input.from
  const amount = toMajorString(input.amount, config.currency.decimals)
  const posted = await services.db.transaction(async (tx) => {
    const entry = await memberToMember(tx, {
      merchantCode: config.code, currency: config.currency.code, fromMemberId: input.from, toMemberId: input.to, amount: input.amount,
      idempotencyKey: ledgerKey(principal, input.key), actor: `member:${principal.memberId}`, ip: call.ip, at: call.at,
    })
    // The other member is told, in its messages: money received from the caller, or taken back by it.
    if (!entry.replayed) {
      const received = input.to === other
      await postMessage(tx, services, {
        merchantCode: config.code, memberId: other, kind: received ? 'transfer.received' : 'transfer.recalled', about: `entry:${entry.entryId}`, at: call.at,
        params: received ? { amount, from: principal.username } : { amount, by: principal.username },
      })
    }
    return entry
  })
  if (!posted.replayed) {
    const otherBalance = await walletBalance(services.db, config.code, config.currency, { memberId: other, accountType: 0 })
    services.events.publish(config.code, other, { type: 'balance', balance: otherBalance })
  }
  return {
    moved: amount,
    replayed: posted.replayed,
    balance: await walletBalance(services.db, config.code, config.currency, principal),
    counterparty: input.counterparty,
  }
}

export async function downlines(services: AgentServices, config: MerchantConfig, principal: Principal, query: { keyword?: string; pageNo?: string }): Promise<Downlines> {
  requireAgent(principal)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, total } = await downlinesOf(services.db, {
    agentId: principal.memberId, merchantCode: config.code, currency: config.currency.code, keyword: query.keyword?.trim() || undefined,
    limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE,
  })
  return {
    list: rows.map((r) => ({ username: r.username, nickname: r.nickname, accountType: r.accountType, balance: toMajorString(r.balance, config.currency.decimals) })),
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
  }
}

/** Agent → a member of its downline. */
export async function agentTransfer(services: AgentServices, call: MemberCall, body: AgentTransferBody): Promise<AgentTransferResult> {
  requireAgent(call.principal)
  const amount = movementAmount(body.amount, call.config.currency.decimals)
  const member = await downlineMember(services, call, body.downline)
  await requirePaymentPassword(services, call.principal.memberId, body.paymentPassword)
  return move(services, call, { from: call.principal.memberId, to: member.id, amount, key: body.idempotencyKey, counterparty: member.username })
}

/** A member of the agent's downline → the agent: an amount, or everything in the member's main wallet. */
export async function agentRecall(services: AgentServices, call: MemberCall, body: AgentRecallBody): Promise<AgentTransferResult> {
  requireAgent(call.principal)
  const member = await downlineMember(services, call, body.downline)
  await requirePaymentPassword(services, call.principal.memberId, body.paymentPassword)
  let amount: bigint
  if (body.amount === 'all') {
    // Sent again, "all" is what the first call took, not what the member holds now: the ledger answers the replay.
    const earlier = await entriesByKey(services.db, call.config.code, ledgerKey(call.principal, body.idempotencyKey))
    if (earlier) amount = recalledFrom(earlier, member.id)
    else {
      amount = (await memberAccounts(services.db, { merchantCode: call.config.code, currency: call.config.currency.code }, member.id)).find((a) => a.kind === 'main')?.balance ?? 0n
      if (amount === 0n) throw new AppError('insufficient.balance')
    }
  } else amount = movementAmount(body.amount, call.config.currency.decimals)
  return move(services, call, { from: member.id, to: call.principal.memberId, amount, key: body.idempotencyKey, counterparty: member.username })
}

/** What an earlier entry took from the member's main wallet; an entry that took nothing from it was another request. */
function recalledFrom(entry: PostedEntry, memberId: number): bigint {
  const taken = entry.postings.find((p) => p.account.kind === 'main' && p.account.memberId === memberId && p.amount < 0n)
  if (!taken) throw new AppError('idempotency.key.reused')
  return -taken.amount
}

async function uplineOf(services: AgentServices, principal: Principal): Promise<MemberRow | null> {
  const me = await findMemberById(services.db, principal.memberId)
  return me?.uplineId ? findMemberById(services.db, me.uplineId) : null
}

export async function uplineInfo(services: AgentServices, config: MerchantConfig, principal: Principal): Promise<UplineInfo> {
  requireRealMoneyAccount(principal)
  const upline = await uplineOf(services, principal)
  const main = (await memberAccounts(services.db, { merchantCode: config.code, currency: config.currency.code }, principal.memberId)).find((a) => a.kind === 'main')?.balance ?? 0n
  return { upline: upline?.username ?? null, available: toMajorString(main, config.currency.decimals) }
}

/** A member → its own upline. */
export async function transferUpline(services: AgentServices, call: MemberCall, body: UplineTransferBody): Promise<AgentTransferResult> {
  requireRealMoneyAccount(call.principal)
  const amount = movementAmount(body.amount, call.config.currency.decimals)
  const upline = await uplineOf(services, call.principal)
  if (!upline) throw new AppError('upline.not.found')
  await requirePaymentPassword(services, call.principal.memberId, body.paymentPassword)
  return move(services, call, { from: call.principal.memberId, to: upline.id, amount, key: body.idempotencyKey, counterparty: upline.username })
}
