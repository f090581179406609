/**
 * Demo accounts of the demo merchant (printed in `npm start`'s banner): a member, an agent of type 1 with a
 * sub-agent (type 2) and two downline members, a locked member, and a member created by an agent who still has
 * the merchant's default password (logging in makes them change it). They know the loopback addresses, so a
 * newcomer's first login on this machine needs no new-IP verification. The member, the agent and one downline
 * member start with money (seedOpeningBalances).
 */
import { toPositiveMinorUnits } from '../../contract/money'
import type { Database, Queryable } from '../db/database'
import { findMemberByUsername, insertMember, rememberIp, type MemberStatus } from '../db/member/members'
import { insertBankAccount, setPaymentPasswordHash } from '../db/member/security'
import { creditDeposit } from '../domain/money/movements'
import type { PasswordHasher } from '../domain/accounts/passwords'

/** The password of every demo account except the default-password one (not a common password; never in production). */
export const DEMO_PASSWORD = 'Portico#Demo2026'
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'] as const

export interface DemoAccount {
  username: string
  accountType: number
  upline?: string
  status?: MemberStatus
  mobile?: string
  email?: string
  nickname?: string
  /** Uses the merchant's default password instead of DEMO_PASSWORD. */
  defaultPassword?: boolean
  /** What the banner says it is for. */
  role: string
  /** Money the account starts with (major units), credited once as a deposit through the ledger. */
  openingBalance?: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demomember', accountType: 0, mobile: '0812345678', email: 'member@demo.portico.test', nickname: 'Demo Member', role: 'member', openingBalance: '12500' },
  { username: 'demoagent', accountType: 1, mobile: '0823456789', nickname: 'Demo Agent', role: 'agent (type 1)', openingBalance: '50000' },
  { username: 'demosubagent', accountType: 2, upline: 'demoagent', role: 'sub-agent (type 2) under demoagent' },
  { username: 'downline1', accountType: 0, upline: 'demoagent', role: 'member under demoagent', openingBalance: '1000' },
  { username: 'downline2', accountType: 0, upline: 'demosubagent', role: 'member under demosubagent' },
  { username: 'lockedmember', accountType: 0, status: 'locked', role: 'locked member (cannot log in)' },
  { username: 'newdownline', accountType: 0, upline: 'demoagent', defaultPassword: true, role: 'agent-created member: must change the default password' },
]

export async function seedDemoAccounts(tx: Queryable, input: { merchantCode: string; defaultPassword: string | null; hasher: PasswordHasher; at: Date }): Promise<void> {
  const hashed = await input.hasher.hash(DEMO_PASSWORD)
  for (const account of DEMO_ACCOUNTS) {
    if (account.defaultPassword && !input.defaultPassword) continue
    const upline = account.upline ? await findMemberByUsername(tx, input.merchantCode, account.upline) : null
    const inserted = await insertMember(tx, {
      merchantCode: input.merchantCode,
      username: account.username,
      passwordHash: account.defaultPassword ? await input.hasher.hash(input.defaultPassword as string) : hashed,
      accountType: account.accountType,
      uplineId: upline?.id ?? null,
      status: account.status ?? 'active',
      nickname: account.nickname ?? null,
      mobile: account.mobile ?? null,
      email: account.email ?? null,
      registerMethod: 'SEED',
      at: input.at,
    })
    if ('conflict' in inserted) continue
    for (const ip of LOOPBACK_ADDRESSES) await rememberIp(tx, inserted.id, ip, input.at)
  }
}

/** The payment password the seeded member withdraws with (demo data only). */
export const DEMO_PAYMENT_PASSWORD = '246810'

/**
 * What a withdrawal needs, for demomember: a bank account and a payment password, so `npm start` can show a
 * withdrawal from end to end.
 */
export async function seedWithdrawalSetup(tx: Queryable, input: { merchantCode: string; hasher: PasswordHasher; at: Date }): Promise<void> {
  const member = await findMemberByUsername(tx, input.merchantCode, 'demomember')
  if (!member) return
  await insertBankAccount(tx, { memberId: member.id, bankName: 'Kasikornbank', holderName: 'Demo Member', accountNumber: '1234567890', at: input.at })
  await setPaymentPasswordHash(tx, member.id, await input.hasher.hash(DEMO_PAYMENT_PASSWORD), true)
}

/** demoagent's payment password (the same as demomember's), so the agent centre's transfers to its downline can be tried. */
export async function seedAgentSetup(tx: Queryable, input: { merchantCode: string; hasher: PasswordHasher }): Promise<void> {
  const agent = await findMemberByUsername(tx, input.merchantCode, 'demoagent')
  if (!agent) return
  await setPaymentPasswordHash(tx, agent.id, await input.hasher.hash(DEMO_PAYMENT_PASSWORD), true)
}

/**
 * The demo accounts' opening balances: one deposit each through the ledger (payments_in → main wallet), keyed by
 * the account, so running it at every start credits each once and later replays move nothing.
 */
export async function seedOpeningBalances(db: Database, input: { merchantCode: string; currency: string; decimals: number; at: Date }): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!account.openingBalance) continue
    const member = await findMemberByUsername(db, input.merchantCode, account.username)
    if (!member) continue
    await creditDeposit(db, {
      merchantCode: input.merchantCode,
      currency: input.currency,
      memberId: member.id,
      amount: toPositiveMinorUnits(account.openingBalance, input.decimals),
      idempotencyKey: `seed:opening:${account.username}`,
      reference: 'seed',
      actor: 'system',
      at: input.at,
    })
  }
}
