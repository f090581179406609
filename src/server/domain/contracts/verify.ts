/**
 * A payout recomputed from the raw bets (`npm run wages -- verify <payout id>`; docs/contracts.md): the settled rounds
 * and lottery results themselves, not the rollups the job read, summed here one by one, and the shared rules of
 * contract/contracts.ts (matchTier, splitUpChain, carryOver), not the job's SQL. It says what it found and whether the
 * amount paid is the amount it finds; for a dividend with carry-over, also whether the deficit carried in and out is
 * what it finds, walking the contract's earlier periods from the raw bets (not the carried amounts the job stored).
 */
import { carryOver, PPM } from '../../../contract/contracts'
import { toMajorString } from '../../../contract/money'
import type { MerchantConfig } from '../../../config/schema'
import { contractById, type ContractRow } from '../../db/contracts/contracts'
import { payoutById, type PayoutRow } from '../../db/contracts/wages'
import type { Queryable } from '../../db/database'
import { agentSettings } from '../agents/settings'
import { figuresOf, grossOn, realTimeRate, teamResults, type TeamFigures } from './figures'
import { periodAt } from './terms'

/** A team's net loss in the contract's game type over [start, end), from the raw bets: bets − wins, signed. */
async function netLossOver(db: Queryable, config: MerchantConfig, contract: ContractRow, start: Date, end: Date): Promise<bigint> {
  return -figuresOf(config, await teamResults(db, config.code, contract.agentId, start, end), contract.gameType).profit
}

/**
 * The deficit a dividend with carry-over carries into the period starting at `start`: the periods just before it,
 * back to the first that no version of the slot with carry-over and the same period length was in force over as a
 * whole (so the job paid each of them on carry-over terms), replayed in order from the raw bets by the shared rule.
 */
async function carriedInto(db: Queryable, config: MerchantConfig, contract: ContractRow, start: Date): Promise<{ carried: bigint; periods: number }> {
  if (contract.kind !== 'dividend' || !contract.carryOver) return { carried: 0n, periods: 0 }
  const { rows: versions } = await db.query<{ from: Date; until: Date | null }>(
    `SELECT effective_from AS "from", ended_at AS "until" FROM agent_contracts
     WHERE agent_id = $1 AND kind = 'dividend' AND game_type = $2 AND period = $3 AND carry_over AND effective_from IS NOT NULL`,
    [contract.agentId, contract.gameType, contract.period],
  )
  const offset = agentSettings(config).utcOffsetMinutes
  const periods: { start: Date; end: Date }[] = []
  for (let at = start; ; ) {
    const before = periodAt(contract.period, new Date(at.getTime() - 1), offset)
    if (!versions.some((v) => v.from <= before.start && (v.until === null || v.until >= before.end))) break
    periods.unshift(before)
    at = before.start
  }
  let carried = 0n
  for (const period of periods) carried = carryOver(await netLossOver(db, config, contract, period.start, period.end), carried, true).carriedOut
  return { carried, periods: periods.length }
}

interface Grossed {
  gross: bigint
  text: string
  /** A dividend's carry-over in the period (0 and 0 otherwise). */
  carriedIn: bigint
  carriedOut: bigint
}

/**
 * What a salary or dividend contract's whole chain is paid on its agent's team in the period (its gross); a dividend
 * on its net loss after carry-over, its tiers' net loss measured against that base.
 */
async function grossOf(db: Queryable, config: MerchantConfig, contract: ContractRow, start: Date, end: Date): Promise<Grossed> {
  const figures = figuresOf(config, await teamResults(db, config.code, contract.agentId, start, end), contract.gameType)
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  if (contract.kind !== 'dividend') {
    const { gross, match } = grossOn(contract, figures)
    return { gross, carriedIn: 0n, carriedOut: 0n, text: `${contract.agentAccount}: bet ${money(figures.bet)}, net loss ${money(figures.loss)}, active ${figures.active}, tier ${match.tier + 1}, gross ${money(gross)}` }
  }
  const carriedIn = await carriedInto(db, config, contract, start)
  const { base, carriedOut } = carryOver(-figures.profit, carriedIn.carried, contract.carryOver)
  const afterCarry: TeamFigures = { ...figures, loss: base }
  const { gross, match } = grossOn(contract, afterCarry)
  const carry = contract.carryOver
    ? `, carried in ${money(carriedIn.carried)} (${carriedIn.periods} periods replayed), base ${money(base)}, carried out ${money(carriedOut)}`
    : ''
  return {
    gross,
    carriedIn: carriedIn.carried,
    carriedOut,
    text: `${contract.agentAccount}: bet ${money(figures.bet)}, net loss ${money(-figures.profit)}${carry}, active ${figures.active}, tier ${match.tier + 1}, gross ${money(gross)}`,
  }
}

/**
 * The contracts of a slot in force over the whole period: the payee's downlines' (what is taken from its gross), of
 * the same period length, as the job takes them (a weekly dividend under a daily one is paid on its week, not out of
 * the upline's days).
 */
async function downlineContractsOver(db: Queryable, contract: ContractRow, start: Date, end: Date): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `SELECT id FROM agent_contracts
     WHERE upline_id = $1 AND kind = $2 AND game_type = $3 AND period = $6 AND effective_from <= $4 AND coalesce(ended_at, 'infinity') >= $5`,
    [contract.agentId, contract.kind, contract.gameType, start, end, contract.period],
  )
  return rows.map((r) => r.id)
}

/** The real-time salary of one payee in one window: each result up its chain, by the shared split. */
async function realTimePart(db: Queryable, config: MerchantConfig, payout: PayoutRow & { payeeId: number }): Promise<{ amount: bigint; lines: string[] }> {
  const results = (await teamResults(db, config.code, payout.payeeId, payout.periodStart, payout.periodEnd)).filter((r) => r.gameType === payout.gameType && r.roundId.startsWith('l'))
  const { rows: chains } = await db.query<{ memberId: number; agentId: number; depth: number; contractId: bigint }>(
    `SELECT t.member_id AS "memberId", t.ancestor_id AS "agentId", t.depth, c.id AS "contractId"
     FROM member_tree t JOIN agent_contracts c ON c.agent_id = t.ancestor_id AND c.kind = 'realTimeSalary' AND c.game_type = $2
       AND c.effective_from <= $3 AND coalesce(c.ended_at, 'infinity') >= $4
     WHERE t.member_id = ANY($1::integer[]) ORDER BY t.member_id, t.depth`,
    [[...new Set(results.map((r) => r.memberId))], payout.gameType, payout.periodStart, payout.periodEnd],
  )
  const contracts = new Map<bigint, ContractRow>()
  for (const { contractId } of chains) if (!contracts.has(contractId)) contracts.set(contractId, (await contractById(db, config.code, contractId))!)
  // Each result's share for the payee, exact (minor units × ppm): the stake × (the highest rate up to the payee − the
  // highest below it), nearest first; the window's sum rounded down once.
  let exact = 0n
  for (const r of results) {
    const won = r.win > r.bet
    let below = 0n
    for (const link of chains.filter((c) => c.memberId === r.memberId)) {
      const held = [below, realTimeRate(contracts.get(link.contractId)!.tiers, r.bet, won)].reduce((a, b) => (a > b ? a : b))
      if (link.agentId === payout.payeeId) {
        exact += r.bet * (held - below)
        break
      }
      below = held
    }
  }
  return { amount: exact / PPM, lines: [`${results.length} lottery results of the team in the window`] }
}

export interface Verification {
  ok: boolean
  text: string
}

/** Recomputes payout `id` from the raw bets and says whether it matches what was paid. */
export async function verifyPayout(db: Queryable, configOf: (code: string) => MerchantConfig | undefined, id: bigint): Promise<Verification> {
  const payout = await payoutById(db, id)
  if (!payout) return { ok: false, text: `No payout ${id}.` }
  const config = configOf(payout.merchantCode)
  if (!config) return { ok: false, text: `Payout ${id} is of merchant ${payout.merchantCode}, which is not loaded.` }
  const contract = (await contractById(db, config.code, payout.contractId))!
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  const lines = [`Payout ${id}: ${payout.kind} ${payout.gameType}, ${payout.periodStart.toISOString()} – ${payout.periodEnd.toISOString()}, to ${contract.agentAccount} (contract ${contract.id} v${contract.version})`]
  let expected: bigint
  let carry = { in: 0n, out: 0n }
  if (payout.kind === 'realTimeSalary') {
    const part = await realTimePart(db, config, payout)
    expected = part.amount
    lines.push(...part.lines)
  } else {
    const own = await grossOf(db, config, contract, payout.periodStart, payout.periodEnd)
    carry = { in: own.carriedIn, out: own.carriedOut }
    lines.push(own.text)
    let below = 0n
    for (const downlineId of await downlineContractsOver(db, contract, payout.periodStart, payout.periodEnd)) {
      const downline = await grossOf(db, config, (await contractById(db, config.code, downlineId))!, payout.periodStart, payout.periodEnd)
      lines.push(`  less ${downline.text}`)
      below += downline.gross
    }
    expected = own.gross > below ? own.gross - below : 0n
  }
  const paidOk = expected === payout.amount
  lines.push(`Recomputed ${money(expected)}; paid ${money(payout.amount)}: ${paidOk ? 'matches' : 'DOES NOT MATCH'}.`)
  // The carried balance stored on the row (what the next period reads) against the one replayed from the raw bets.
  const carryOk = carry.in === payout.carriedIn && carry.out === payout.carriedOut
  if (payout.carryOver || payout.carriedIn > 0n || payout.carriedOut > 0n) {
    lines.push(
      `Carried in ${money(carry.in)}, out ${money(carry.out)}; recorded in ${money(payout.carriedIn)}, out ${money(payout.carriedOut)}: ${carryOk ? 'matches' : 'DOES NOT MATCH'}.`,
    )
  }
  const ok = paidOk && carryOk
  return { ok, text: lines.join('\n') }
}
