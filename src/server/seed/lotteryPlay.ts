/**
 * demoagent's team on the lottery (demo merchant): the last hours' rounds of the 5-minute electronic lottery, on which
 * the team's players bet a few lô numbers, drawn from their committed seeds and settled, each at its moment of the
 * past (an injected clock), through the lottery's own code: a round made as the job makes it, bets placed as the
 * lottery app places them, the draw and the settlement the job runs. So the real-time salary, paid on lottery results
 * per 5-minute window, has windows to pay when the seed runs the wage jobs.
 *
 * The rounds' seeds are sealed with a key of this seed alone: every round it makes it also draws, so none is left for
 * the server's own key to open.
 */
import { createSecretBox } from '../crypto/secretBox'
import type { Database } from '../db/database'
import { closeDue, roundByNo } from '../db/lottery/rounds'
import { findMemberByUsername } from '../db/member/members'
import { placeBet } from '../domain/lottery/bets'
import { drawRound, ensureRound, settleRound } from '../domain/lottery/rounds'
import { roundAt, roundByIndex } from '../domain/lottery/schedule'
import { lotteryGame } from '../domain/lottery/settings'
import type { MerchantRegistry } from '../merchants/registry'
import type { Principal } from '../plugins/contract'
import { cryptoRandom, fixedClock } from '../runtime'
import { TEAM_PLAYERS } from './teamActivity'
import { seedSequence } from './sequence'

const GAME = 'elott-5m'
/** The rounds played: the last six hours of a 5-minute game. */
const ROUNDS = 72

export async function seedLotteryPlay(db: Database, input: { merchantCode: string; merchants: MerchantRegistry; now: Date }): Promise<number> {
  const config = input.merchants.byCode(input.merchantCode)?.config
  const game = config ? lotteryGame(config, GAME) : undefined
  if (!config || !game) return 0
  const players = (await Promise.all(TEAM_PLAYERS.map((p) => findMemberByUsername(db, input.merchantCode, p.username)))).filter((m) => m !== null)
  if (!players.length) return 0
  const clock = fixedClock(input.now)
  const services = { db, clock, random: cryptoRandom, merchants: input.merchants, secrets: createSecretBox(cryptoRandom.bytes(32)) }
  const next = seedSequence(5_0505)
  const last = roundAt(game.schedule, input.now).index - 1
  let bets = 0
  for (let index = last - ROUNDS + 1; index <= last; index++) {
    const window = roundByIndex(game.schedule, index)
    if (window.drawsAt >= input.now) continue
    await ensureRound(services, config, game, window, window.opensAt)
    for (const player of players) {
      if (next(3) !== 0) continue
      const at = new Date(window.opensAt.getTime() + 5_000 + next(60) * 1000)
      const principal = { memberId: player.id, username: player.username, accountType: player.accountType, sessionId: 0, passwordChangeRequired: false, idleExpiresAt: at, expiresAt: at } as Principal
      const number = String(next(100)).padStart(2, '0')
      try {
        await placeBet(services, { config, principal, language: 'th', ip: '127.0.0.1', now: at }, {
          idempotencyKey: `seed-lottery-${window.roundNo}-${player.id}`, gameCode: GAME, roundNo: window.roundNo, betType: 'lo', numbers: [number], amount: String(5 + next(96)),
        })
        bets++
      } catch {
        // A bet the wallet refused (the balance ran short) is a bet not placed.
      }
    }
    await closeDue(db, window.closesAt)
    const round = await roundByNo(db, config.code, GAME, window.roundNo)
    if (!round) continue
    clock.set(new Date(window.drawsAt.getTime() + 1_000))
    await drawRound(services, round.id)
    await settleRound(services, round.id)
  }
  return bets
}
