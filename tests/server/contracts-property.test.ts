/**
 * The contracts' invariants under any sequence of changes (docs/contracts.md): seeded random offers (400) (the merchant's to
 * the top agent, uplines' to direct downlines, some of them bad), signatures with and without confirming the endings,
 * rejections and terminations, in a tree of six agents. After every step, whatever was refused: a contract in force
 * never pays more than its upline's in force, every open contract's tiers rise, a contract in force has a start, and a
 * slot has at most one version waiting and one in force. PGlite, and PostgreSQL with DATABASE_URL.
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
import { AppError } from '../../src/server/errors'
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
    } finally {
      await handle.dispose()
    }
  }, 120_000)
})
