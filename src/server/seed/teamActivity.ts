/**
 * demoagent's team at play (demo merchant): six more members under demoagent and demosubagent, who deposit and roll
 * the house dice on each of the last 14 days, so every page of the agent centre a newcomer opens after `npm start`
 * shows real figures and a chart with days in it.
 *
 * Made through the product's own paths, each at its moment of the past (an injected clock): deposits credited by
 * the ledger as a payment provider's callback credits them; a transfer from demoagent to demosubagent (its income); dice rounds played by the house game server
 * (`diceRoll`: a committed seed, the stake, the outcome, the win) against the member's wallet through the vendor
 * protocol's wallet calls, under a game session minted from a portal session, as a launch mints one. The rounds'
 * settlements write the team events the team job counts at start.
 */
import { createHash } from 'node:crypto'
import { toMajorString } from '../../contract/money'
import type { Database, Queryable } from '../db/database'
import { insertSession } from '../db/accounts/sessions'
import { insertGameSession } from '../db/games/vendorProtocol'
import { findMemberByUsername, insertMember, rememberIp } from '../db/member/members'
import type { PasswordHasher } from '../domain/accounts/passwords'
import { vendorBalance, vendorBet, vendorRollback, vendorWin, type SeamlessServices } from '../domain/games/vendorProtocol'
import { creditDeposit, memberToMember } from '../domain/money/movements'
import { diceRoll, type HousePlayServices } from '../games/house/server/play'
import type { HouseWallet } from '../games/house/server/walletClient'
import { vendorResettle } from '../domain/games/vendorResettle'
import type { MerchantRegistry } from '../merchants/registry'
import { cryptoRandom, fixedClock, type Clock } from '../runtime'
import { DEMO_PASSWORD } from './accounts'
import { seedSequence } from './sequence'

const DAY_MS = 86_400_000
export const TEAM_ACTIVITY_DAYS = 14
const DAYS = TEAM_ACTIVITY_DAYS
const DICE_STUDIO = 'HMINI'

/** The team's new players and whose line they join. */
export const TEAM_PLAYERS = [
  { username: 'teamplayer1', upline: 'demoagent' },
  { username: 'teamplayer2', upline: 'demoagent' },
  { username: 'teamplayer3', upline: 'demoagent' },
  { username: 'teamplayer4', upline: 'demosubagent' },
  { username: 'teamplayer5', upline: 'demosubagent' },
  { username: 'teamplayer6', upline: 'demosubagent' },
] as const

/** The house wallet as the house server sees it, answered in process by the vendor protocol's wallet calls. */
export function inProcessWallet(seamless: SeamlessServices, clock: Clock): HouseWallet {
  const context = (studio: string) => ({ vendorCode: studio, at: clock.now() })
  return {
    balance: (studio, sessionToken) => vendorBalance(seamless, context(studio), { sessionToken }),
    bet: (studio, c) => vendorBet(seamless, context(studio), { ...c }),
    win: (studio, c) => vendorWin(seamless, context(studio), { ...c }),
    rollback: (studio, c) => vendorRollback(seamless, context(studio), { ...c }),
    resettle: (studio, c) => vendorResettle(seamless, context(studio), { ...c }),
  }
}

/** A portal session and the game session it launched, live for an hour from `at`: the token the frame plays with. */
export async function launchHouseGame(db: Queryable, input: { merchantCode: string; memberId: number; vendorCode: string; nodeId: bigint; at: Date }): Promise<string> {
  const token = Buffer.from(cryptoRandom.bytes(32)).toString('base64url')
  const hash = (value: string) => createHash('sha256').update(value).digest('hex')
  const until = new Date(input.at.getTime() + 3_600_000)
  const portalSessionId = await insertSession(db, {
    memberId: input.memberId, merchantCode: input.merchantCode, tokenHash: hash(Buffer.from(cryptoRandom.bytes(32)).toString('base64url')), at: input.at,
    idleExpiresAt: until, expiresAt: until, ip: '127.0.0.1', userAgent: 'seed', passwordChangeRequired: false,
  })
  await insertGameSession(db, {
    tokenHash: hash(token), merchantCode: input.merchantCode, memberId: input.memberId, vendorCode: input.vendorCode, nodeId: input.nodeId, wallet: 'main',
    at: input.at, expiresAt: until, portalSessionId,
  })
  return token
}

export async function seedTeamActivity(db: Database, input: { merchantCode: string; merchants: MerchantRegistry; hasher: PasswordHasher; now: Date }): Promise<void> {
  const merchant = input.merchants.byCode(input.merchantCode)
  const agent = await findMemberByUsername(db, input.merchantCode, 'demoagent')
  const { rows: dice } = await db.query<{ node_id: bigint }>(`SELECT node_id FROM games WHERE merchant_code = $1 AND vendor_code = $2 AND game_type = 'dice'`, [
    input.merchantCode, DICE_STUDIO,
  ])
  if (!merchant || !agent || !dice[0]) return
  const { currency } = merchant.config
  const next = seedSequence(2026)
  const start = Math.floor(input.now.getTime() / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS
  const passwordHash = await input.hasher.hash(DEMO_PASSWORD)

  // The players join over the first days, each registered under its line.
  const players: { id: number; username: string }[] = []
  for (const [i, player] of TEAM_PLAYERS.entries()) {
    const upline = await findMemberByUsername(db, input.merchantCode, player.upline)
    const at = new Date(start + i * 0.4 * DAY_MS + 2 * 3_600_000)
    const inserted = await insertMember(db, {
      merchantCode: input.merchantCode, username: player.username, passwordHash, uplineId: upline?.id ?? null, registerMethod: 'SEED', at,
    })
    if ('conflict' in inserted) continue
    for (const ip of ['127.0.0.1', '::1']) await rememberIp(db, inserted.id, ip, at)
    players.push({ id: inserted.id, username: player.username })
  }

  // demosubagent's income: a transfer from its upline, demoagent (demoagent itself has no upline).
  const sub = await findMemberByUsername(db, input.merchantCode, 'demosubagent')
  if (sub) {
    await memberToMember(db, {
      merchantCode: input.merchantCode, currency: currency.code, fromMemberId: agent.id, toMemberId: sub.id, amount: 150_000n,
      idempotencyKey: 'seed:team:upline-transfer', actor: `member:${agent.id}`, at: new Date(start + DAY_MS),
    })
  }

  for (let day = 0; day < DAYS; day++) {
    for (const [p, player] of players.entries()) {
      if (start + day * DAY_MS < start + p * 0.4 * DAY_MS + 3 * 3_600_000) continue
      // Not every player plays every day.
      if (next(10) < 3) continue
      const at = new Date(start + day * DAY_MS + (3 + next(14)) * 3_600_000 + next(3_600) * 1000)
      if (day === 0 || next(4) === 0) {
        const amount = BigInt(500 + next(20) * 250) * 10n ** BigInt(currency.decimals)
        await creditDeposit(db, {
          merchantCode: input.merchantCode, currency: currency.code, memberId: player.id, amount, idempotencyKey: `seed:team:deposit:${player.username}:${day}`,
          actor: 'payment:sandbox', at,
        })
      }
      const clock = fixedClock(at)
      const seamless: SeamlessServices = { db, merchants: input.merchants }
      const services: HousePlayServices = { db, merchants: input.merchants, wallet: inProcessWallet(seamless, clock), random: cryptoRandom, clock, minCycleMs: 0 }
      const session = await launchHouseGame(db, { merchantCode: input.merchantCode, memberId: player.id, vendorCode: DICE_STUDIO, nodeId: dice[0].node_id, at })
      const rolls = 3 + next(8)
      for (let r = 0; r < rolls; r++) {
        clock.advance(20_000 + next(40_000))
        const stake = toMajorString(BigInt(10 + next(20) * 10) * 10n ** BigInt(currency.decimals), currency.decimals)
        try {
          await diceRoll(services, { session, stake, direction: next(2) ? 'over' : 'under', target: 2_000 + next(5_000) })
        } catch {
          // A roll the wallet refused (the balance ran short) is a roll not played: the player stops for the day.
          break
        }
      }
    }
  }
}
