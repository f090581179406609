/**
 * A payout recomputed from the raw bets (`npm run wages -- verify <payout id>`; docs/contracts.md): the settled rounds
 * and lottery results themselves, not the rollups the job read, summed here one by one, and the shared rules of
 * contract/contracts.ts (matchTier, splitUpChain), not the job's SQL. It says what it found and whether the amount
 * paid is the amount it finds.
 */
import { PPM } from '../../../contract/contracts'
import { toMajorString } from '../../../contract/money'
import type { MerchantConfig } from '../../../config/schema'
import { contractById, type ContractRow } from '../../db/contracts/contracts'
import { payoutById, type PayoutRow } from '../../db/contracts/wages'
import type { Queryable } from '../../db/database'
import { figuresOf, grossOn, realTimeRate, teamResults } from './figures'

/** What a salary or dividend contract's whole chain is paid on its agent's team in the period (its gross). */
async function grossOf(db: Queryable, config: MerchantConfig, contract: ContractRow, start: Date, end: Date): Promise<{ gross: bigint; text: string }> {
  const figures = figuresOf(config, await teamResults(db, config.code, contract.agentId, start, end), contract.gameType)
  const { gross, match } = grossOn(contract, figures)
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  return { gross, text: `${contract.agentAccount}: bet ${money(figures.bet)}, net loss ${money(figures.loss)}, active ${figures.active}, tier ${match.tier + 1}, gross ${money(gross)}` }
}

/** The contracts of a slot in force over the whole period: the payee's downlines' (what is taken from its gross). */
async function downlineContractsOver(db: Queryable, contract: ContractRow, start: Date, end: Date): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `SELECT id FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND game_type = $3 AND effective_from <= $4 AND coalesce(ended_at, 'infinity') >= $5`,
    [contract.agentId, contract.kind, contract.gameType, start, end],
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
  if (payout.kind === 'realTimeSalary') {
    const part = await realTimePart(db, config, payout)
    expected = part.amount
    lines.push(...part.lines)
  } else {
    const own = await grossOf(db, config, contract, payout.periodStart, payout.periodEnd)
    lines.push(own.text)
    let below = 0n
    for (const downlineId of await downlineContractsOver(db, contract, payout.periodStart, payout.periodEnd)) {
      const downline = await grossOf(db, config, (await contractById(db, config.code, downlineId))!, payout.periodStart, payout.periodEnd)
      lines.push(`  less ${downline.text}`)
      below += downline.gross
    }
    expected = own.gross > below ? own.gross - below : 0n
  }
  const ok = expected === payout.amount
  lines.push(`Recomputed ${money(expected)}; paid ${money(payout.amount)}: ${ok ? 'matches' : 'DOES NOT MATCH'}.`)
  return { ok, text: lines.join('\n') }
}
