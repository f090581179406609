/**
 * The agent centre's "add account" (registerCenter): an agent creates a member or a sub-agent directly under itself,
 * with the merchant's default password (the new account must change it at its first login, as every account with
 * the default password must), and keeps invite links whose registrations land under it. `/wps/agent/affiliate`
 * tells a registration form whose team an invite code joins.
 */
import type { MerchantConfig } from '../../../config/schema'
import type { Affiliate, CreateDownlineBody, CreatedDownline, CreateInviteLinkBody, InviteLink, InviteLinks } from '../../../contract/schemas/agents'
import { PATHS } from '../../../config/paths'
import type { Database } from '../../db/database'
import { countLiveInviteLinks, deleteInviteLink, insertInviteLink, inviteLinksOf, liveInviteLink, type InviteLinkRow } from '../../db/agents/invites'
import { insertMember } from '../../db/member/members'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import { accountSettings } from '../accounts/settings'
import type { PasswordHasher } from '../accounts/passwords'
import { requireAgent } from './access'
import { agentSettings } from './settings'

export interface AgentAccountServices {
  db: Database
  hasher: PasswordHasher
  random: RandomSource
}

export interface AgentCall {
  config: MerchantConfig
  principal: Principal
  ip: string
  now: Date
}

const DAY_MS = 86_400_000
/** The sub-agent type an agent creates (spec section 6). */
const SUB_AGENT_TYPE = 2

export async function createDownline(services: AgentAccountServices, call: AgentCall, body: CreateDownlineBody): Promise<CreatedDownline> {
  requireAgent(call.principal)
  const defaultPassword = accountSettings(call.config).defaultPassword
  // Without a default password the new account could not log in at all: the merchant must set one first.
  if (!defaultPassword) throw new AppError('register.closed')
  const accountType = body.accountType === 'agent' ? SUB_AGENT_TYPE : 0
  const inserted = await insertMember(services.db, {
    merchantCode: call.config.code,
    username: body.account,
    passwordHash: await services.hasher.hash(defaultPassword),
    accountType,
    uplineId: call.principal.memberId,
    nickname: body.nickname?.trim() || null,
    registerMethod: 'AGENT',
    registerIp: call.ip,
    at: call.now,
  })
  if ('conflict' in inserted) throw new AppError('username.taken', undefined, { field: '/account' })
  return { account: body.account, accountType, mustChangePassword: true }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 10

/** 10 characters of a 32-letter alphabet (50 bits) from the CSPRNG: an invite code nobody guesses. */
function newInviteCode(random: RandomSource): string {
  return Array.from(random.bytes(CODE_LENGTH), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
}

function linkView(row: InviteLinkRow, now: Date): InviteLink {
  return {
    id: row.id,
    code: row.code,
    accountType: row.accountType === SUB_AGENT_TYPE ? 'agent' : 'member',
    channel: row.channel,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
    registrations: row.registrations,
    path: `${PATHS.register}?affiliateCode=${row.code}`,
  }
}

export async function inviteLinks(services: AgentAccountServices, call: AgentCall): Promise<InviteLinks> {
  requireAgent(call.principal)
  const rows = await inviteLinksOf(services.db, call.principal.memberId)
  return { list: rows.map((r) => linkView(r, call.now)), totalCount: rows.length }
}

export async function createInviteLink(services: AgentAccountServices, call: AgentCall, body: CreateInviteLinkBody): Promise<InviteLink> {
  requireAgent(call.principal)
  const limit = agentSettings(call.config).inviteLinkLimit
  return services.db.transaction(async (tx) => {
    // One agent's creations queue on its own row, so two at once cannot both pass the limit.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [call.principal.memberId])
    if ((await countLiveInviteLinks(tx, call.principal.memberId, call.now)) >= limit) throw new AppError('invite.link.limit', undefined, { limit })
    const row = await insertInviteLink(tx, {
      merchantCode: call.config.code,
      agentId: call.principal.memberId,
      code: newInviteCode(services.random),
      accountType: body.accountType === 'agent' ? SUB_AGENT_TYPE : 0,
      channel: body.channel.trim(),
      at: call.now,
      expiresAt: body.expiryDays === 0 ? null : new Date(call.now.getTime() + body.expiryDays * DAY_MS),
    })
    return linkView(row, call.now)
  })
}

export async function removeInviteLink(services: AgentAccountServices, call: AgentCall, id: string): Promise<InviteLinks> {
  requireAgent(call.principal)
  if (!(await deleteInviteLink(services.db, call.principal.memberId, id, call.now))) throw new AppError('invite.link.not.found')
  return inviteLinks(services, call)
}

/** What an invite code names: a live link's agent and the account type it creates. */
export async function affiliate(db: Database, config: MerchantConfig, code: string, now: Date): Promise<Affiliate> {
  const link = await liveInviteLink(db, config.code, code, now)
  if (!link) return { valid: false, agent: null, accountType: null }
  return { valid: true, agent: link.agent, accountType: link.accountType === SUB_AGENT_TYPE ? 'agent' : 'member' }
}

/** The upline and account type a registration with `code` gets: a live invite link's, or null. */
export async function inviteLinkForRegistration(db: Database, merchantCode: string, code: string, now: Date): Promise<{ linkId: string; agentId: number; accountType: number } | null> {
  const link = await liveInviteLink(db, merchantCode, code, now)
  return link ? { linkId: link.id, agentId: link.agentId, accountType: link.accountType } : null
}
