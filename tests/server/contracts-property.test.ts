/**
 * The contracts' invariants under any sequence of changes (docs/contracts.md): seeded random offers (400) (the merchant's to
 * the top agent, uplines' to direct downlines, some of them bad), signatures with and without confirming the endings,
 * rejections and terminations, in a tree of six agents. After every step, whatever was refused: a contract in force
 * never pays more than its upline's in force, every open contract's tiers rise, a contract in force has a start, and a
 * slot has at most one version waiting and one in force. Meanwhile each agent's player has lottery results settled, and
 * at every real-time window's end its payouts read from the rollup the settlements wrote are those read from the
 * results themselves, while the contracts (and so the stake bands) keep changing. PGlite, and PostgreSQL with
 * DATABASE_URL.
 */
import { describe, expect, it } from 'vitest'
import { CONTRACT_ACTIONS, tierProblems } from '../../src/contract/contracts'
import type { GameTypeKey } from '../../src/config/constants'
import type { ContractTerms } from '../../src/contract/schemas/contracts'
import type { Database } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { insertMember } from '../../src/server/db/member/members'
import { actOnContract, termsOfRow, type ContractCall } from '../../src/server/domain/contracts/contracts'
import { offerContract, offerFromMerchant } from '../../src/server/domain/contracts/offers'
import { aboveUpline, ruleTiers } from '../../src/server/domain/contracts/terms'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { openContractsOf } from '../../src/server/db/contracts/contracts'
import { computeRealTimeSalaries, rollupUsable } from '../../src/server/db/contracts/realTime'
import { AppError } from '../../src/server/errors'
import { settledResult } from './fixtures/lottery'
import { BACKENDS, loadTestMerchants } from './helpers'

/** A small seeded generator: the same sequence on every run, so a failure replays. */
function generator(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    return s % n
  }
}

const RATES = ['0.2', '0.4', '0.5', '0.6', '0.8', '1', '1.2']
/** Stakes in minor units on and around the terms' betAmounts (1.00 and 100.00). */
const STAKES = [50n, 100n, 101n, 2_500n, 9_999n, 10_000n, 123_456n]
const WINDOW_MS = 5 * 60_000

describe.each(BACKENDS)('the contracts’ invariants on $name', (backend) => {
  it('hold after every step of 400 random changes', async () => {
    const handle = await backend.open()
    const db: Database = handle.db
    try {
      await migrate(db)
      const config = (await loadTestMerchants()).byCode('demo')!.config
      const services = { db, events: inProcessEventBus() }
      const at = new Date('2026-11-21T12:00:00Z')
      // top ─ a ─ a1 ─ a11, a ─ a2, top ─ b
      const ids: Record<string, number> = {}
      for (const [name, upline] of [['top', null], ['a', 'top'], ['b', 'top'], ['a1', 'a'], ['a2', 'a'], ['a11', 'a1']] as const) {
        const made = await insertMember(db, { merchantCode: 'demo', username: `prop${backend.name.slice(0, 2)}${name}`, passwordHash: 'x', accountType: name === 'top' ? 1 : 2, at })
        if ('conflict' in made) throw new Error('member exists')
        ids[name] = made.id
        if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [made.id, ids[upline]])
      }
      const uplineOf: Record<string, string | null> = { top: null, a: 'top', b: 'top', a1: 'a', a2: 'a', a11: 'a1' }
      const names = Object.keys(uplineOf)
      // A player under every agent.
      const players: number[] = []
      for (const name of names) {
        const made = await insertMember(db, { merchantCode: 'demo', username: `prop${backend.name.slice(0, 2)}p${name}`, passwordHash: 'x', accountType: 0, at })
        if ('conflict' in made) throw new Error('member exists')
        await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [made.id, ids[name]])
        players.push(made.id)
      }
      let windowsPaid = 0
      let settledInWindow = 0
      const next = generator(20261129 + backend.name.length)
      const pick = <T,>(list: readonly T[]): T => list[next(list.length)]!
      /** Terms from a set of rates: the merchant's often from the higher ones, an upline's mostly from the lower. */
      const randomTerms = (rates: readonly string[] = RATES): { gameType: GameTypeKey; terms: ContractTerms } => {
        const low = pick(rates)
        const high = next(3) === 0 ? pick(rates) : low
        if (next(2) === 0) {
          return { gameType: 'RNG', terms: { kind: 'dailySalary', details: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate: low }, { betVolume: '1000', activeMember: 2, rateType: 'P', rate: high }] } }
        }
        return { gameType: 'ELOTT', terms: { kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: low, winRate: pick(RATES) }, { betAmount: '100', lossRate: high, winRate: pick(RATES) }] } }
      }
      const call = (name: string, step: number): ContractCall => ({ config, principal: { memberId: ids[name]!, accountType: name === 'top' ? 1 : 2 }, now: new Date(at.getTime() + step * 60_000) })
      let refused = 0
      let done = 0

      for (let step = 0; step < 400; step++) {
        // At a window's end its payouts read from the rollup and from the results agree; then the results of the step's
        // minute settle (after its change, which is at the minute's start: they are written first only because a step
        // may end early).
        const minute = at.getTime() + step * 60_000
        if (step > 0 && minute % WINDOW_MS === 0) {
          const window = { merchantCode: 'demo', start: new Date(minute - WINDOW_MS), end: new Date(minute) }
          // A window without results has no rollup (and nothing to read).
          expect(await rollupUsable(db, window), `step ${step}: the window's rollup`).toBe(settledInWindow > 0)
          settledInWindow = 0
          const fromRollup = await computeRealTimeSalaries(db, window)
          expect(fromRollup, `step ${step}: the window's payouts`).toEqual(await computeRealTimeSalaries(db, { ...window, source: 'results' }))
          // The invariant these steps keep makes the sums per team the chains' walk: the same payouts, figure for figure.
          const byChain = await computeRealTimeSalaries(db, { ...window, tail: 'chain' })
          expect(fromRollup, `step ${step}: the payouts summed per team`).toEqual(byChain)
          expect(await computeRealTimeSalaries(db, { ...window, tail: 'team' }), `step ${step}: the team sums forced`).toEqual(byChain)
          if (fromRollup.some((p) => p.amount > 0n)) windowsPaid++
        }
        for (let n = next(3); n > 0; n--) {
          const stake = pick(STAKES)
          const payout = next(4) === 0 ? stake * BigInt(1 + next(3)) : 0n
          await settledResult(db, config, { memberId: pick(players), stake, payout, settledAt: new Date(minute + 5_000 + next(50_000)) })
          settledInWindow++
        }

        const move = next(20)
        try {
          if (move < 3) {
            const { gameType, terms } = randomTerms(next(2) === 0 ? RATES : RATES.slice(3))
            await offerFromMerchant(services, config, { agentId: ids.top!, gameType, terms, by: 'merchant', now: call('top', step).now })
          } else if (move < 11) {
            const actor = pick(['top', 'a', 'a1'])
            const { gameType, terms } = randomTerms(next(3) === 0 ? RATES : RATES.slice(0, 4))
            const downline = pick(names.filter((n) => uplineOf[n] === actor))
            await offerContract(services, call(actor, step), { account: `prop${backend.name.slice(0, 2)}${downline}`, gameType, terms })
          } else {
            const open = (await Promise.all(names.map(async (name) => (await openContractsOf(db, ids[name]!)).map((row) => ({ name, row }))))).flat()
            if (!open.length) continue
            // Offers are mostly signed; a contract in force is mostly left alone (on V every button ends it).
            const waiting = open.filter(({ row }) => row.status !== 'V')
            const inForce = next(6) === 0
            if (!inForce && !waiting.length) continue
            const { name, row } = inForce ? pick(open) : pick(waiting)
            const action = row.status !== 'V' && next(5) < 4 ? 'A' : pick(CONTRACT_ACTIONS)
            await actOnContract(services, call(name, step), { contractId: String(row.id), action, confirmEnding: next(3) !== 0 }, [row.kind])
          }
          done++
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          refused++
        }
        // The invariants, read from the database after the step.
        for (const name of names) {
          const open = await openContractsOf(db, ids[name]!)
          const slots = new Set<string>()
          for (const row of open) {
            for (const tiers of ruleTiers(termsOfRow(row))) expect(tierProblems(tiers), `step ${step}: ${name}'s contract ${row.id}`).toEqual([])
            const key = `${row.kind}:${row.gameType}:${row.status === 'V' ? 'V' : 'waiting'}`
            expect(slots.has(key), `step ${step}: two ${key} for ${name}`).toBe(false)
            slots.add(key)
            if (row.status !== 'V') continue
            expect(row.effectiveFrom, `step ${step}`).not.toBeNull()
            const upline = uplineOf[name]
            if (!upline) continue
            const above = (await openContractsOf(db, ids[upline]!)).find((u) => u.status === 'V' && u.kind === row.kind && u.gameType === row.gameType)
            expect(above, `step ${step}: ${name}'s contract ${row.id} in force without its upline's`).toBeDefined()
            expect(aboveUpline(termsOfRow(row), termsOfRow(above!)), `step ${step}: ${name}'s contract ${row.id} above ${upline}'s ${above!.id}`).toBe(false)
          }
        }
      }
      // The sequence did things and was refused things: both paths were walked.
      expect(done).toBeGreaterThan(30)
      expect(refused).toBeGreaterThan(10)
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM agent_contracts WHERE status = 'ended'`)
      expect(rows[0]!.n, 'some contracts ended automatically').toBeGreaterThan(0)
      expect(windowsPaid, 'windows that paid real-time salaries').toBeGreaterThan(10)
    } finally {
      await handle.dispose()
    }
  }, 120_000)
})
