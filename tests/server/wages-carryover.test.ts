/**
 * The dividend's carry-over (docs/contracts.md "Carry-over") on hand-worked examples, with the arithmetic written out:
 * a day the team wins carries the house's loss into the contract's next day, which makes it up before its rate is
 * paid; without carry-over each day stands alone; a new version with carry-over keeps the balance, one without it and
 * a termination clear it; each carried balance is on a row of its own, written once however often the job runs, and
 * the verify command finds the same from the raw bets; a downline's dividend is over its upline's period. PGlite, and
 * PostgreSQL with DATABASE_URL.
 *
 * Daily dividends on the electronic lottery (ELOTT), in the demo merchant's zone (UTC+07:00): the local day D is
 * [D−1 17:00Z, D 17:00Z). Every contract pays 10 % from a valid bet of 100.00, a net loss of 10.00 and one active member
 * (the sub-agent's 8 %), so a day's part is a tenth of what it is paid on.
 */
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import type { ContractTerms } from '../../src/contract/schemas/contracts'
import type { MerchantConfig } from '../../src/config/schema'
import type { Database } from '../../src/server/db/database'
import { rollUpTeamEvents } from '../../src/server/db/agents/rollups'
import { actOnContract, type ContractServices } from '../../src/server/domain/contracts/contracts'
import { offerContract, offerFromMerchant } from '../../src/server/domain/contracts/offers'
import { verifyPayout } from '../../src/server/domain/contracts/verify'
import { runWageKind, WAGE_KINDS } from '../../src/server/domain/contracts/wages'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { BACKENDS, expectContract, expectError, loggedInMember, loadTestMerchants, serverSuite } from './helpers'
import { settledResult } from './fixtures/lottery'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const dailyDividend = WAGE_KINDS.find((w) => w.job === 'wages.dividend.daily')!
/** Days are numbered from 1 November 2026 on (the 31st is 1 December). Noon (UTC) of a day: 19:00 of the same local day. */
const noon = (day: number) => new Date(Date.UTC(2026, 10, day, 12))
/** 03:00Z of a day: 10:00 of the same local day. */
const morning = (day: number) => new Date(Date.UTC(2026, 10, day, 3))
/** Just after local day `day` ended and the job's margin passed. */
const afterDay = (day: number) => new Date(Date.UTC(2026, 10, day, 17, 1))

const dividend = (carryOver: boolean, rate = '10'): ContractTerms => ({
  kind: 'dividend', period: 'daily', carryOver, tiers: [{ minimumBet: '100', netLoss: '10', activeMember: 1, contractRate: rate }],
})

describe.each(BACKENDS)('dividend carry-over on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: { now(): Date }
  let passwordHash = ''
  let merchants: MerchantRegistry
  let config: MerchantConfig
  let serial = 0
  serverSuite(backend, { password: PASSWORD, ledger: true }, (s) => ({ db, app, clock, passwordHash } = s))
  const events = inProcessEventBus()
  const services = (): ContractServices => ({ db, events })
  interface Account { id: number; token: string; username: string; accountType: number }

  async function account(accountType: number, upline: Account | null): Promise<Account> {
    const username = `co${backend.name.slice(0, 2)}${++serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    return { ...m, username, accountType }
  }
  const call = (who: Account, now: Date) => ({ config, principal: { memberId: who.id, accountType: who.accountType }, now })
  /** The agent signs (A) or terminates (C) a dividend contract, at `now`, through the product's own path. */
  const act = (who: Account, contractId: bigint | string, action: 'A' | 'C', now: Date) =>
    actOnContract(services(), call(who, now), { contractId: String(contractId), action }, ['dividend'])
  /** The merchant offers a top agent ELOTT dividend terms at `now`; the agent signs them then. Answers the version's id. */
  async function signFromMerchant(top: Account, terms: ContractTerms, now: Date): Promise<bigint> {
    const id = await offerFromMerchant(services(), config, { agentId: top.id, gameType: 'ELOTT', terms, by: 'admin:ops', now })
    await act(top, id, 'A', now)
    return id
  }
  const lotteryResult = (member: Account, stake: bigint, payout: bigint, settledAt: Date) => settledResult(db, config, { memberId: member.id, stake, payout, settledAt })
  /** The team's results counted into the rollups, and the daily dividend job run at `now`. */
  async function payThrough(now: Date) {
    while ((await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1000 })) > 0);
    await runWageKind({ db, merchants }, config, dailyDividend, now)
  }
  type Row = { day: number; amount: bigint; carriedIn: bigint; carriedOut: bigint }
  /** The agent's dividend rows: the local day each pays (numbered as above), what it paid, and the deficit carried in and out. */
  const rows = async (payee: Account): Promise<Row[]> =>
    (
      await db.query<{ start: Date; amount: bigint; carriedIn: bigint; carriedOut: bigint }>(
        `SELECT period_start AS start, amount, carried_in AS "carriedIn", carried_out AS "carriedOut" FROM wage_payouts WHERE payee_id = $1 AND kind = 'dividend' ORDER BY period_start`,
        [payee.id],
      )
    ).rows.map(({ start, ...row }) => ({ day: Math.round((start.getTime() + 7 * 3_600_000 - Date.UTC(2026, 10, 0)) / 86_400_000), ...row }))
  const row = (day: number, amount: bigint, carriedIn: bigint, carriedOut: bigint): Row => ({ day, amount, carriedIn, carriedOut })
  const wageEntries = async (payee: Account) =>
    (await db.query<{ amount: bigint }>(`SELECT p.amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.member_id = $1 AND e.entry_type = 'wage' ORDER BY e.id`, [payee.id])).rows.map((r) => r.amount)
  const verify = (id: bigint) => verifyPayout(db, (code) => merchants.byCode(code)?.config, id)
  /** Every dividend payout of these agents, recomputed from the raw bets by the verify command's code, matches. */
  const expectVerified = async (payees: readonly Account[]) => {
    const { rows: ids } = await db.query<{ id: bigint }>(`SELECT id FROM wage_payouts WHERE kind = 'dividend' AND payee_id = ANY($1::integer[])`, [payees.map((p) => p.id)])
    expect(ids.length).toBeGreaterThan(0)
    for (const { id } of ids) {
      const verified = await verify(id)
      expect(verified.ok, verified.text).toBe(true)
    }
  }

  beforeAll(async () => {
    merchants = await loadTestMerchants()
    config = merchants.byCode('demo')!.config
    // The job's first run, at the test clock's 21 November 12:00Z: it starts from the day in progress.
    await runWageKind({ db, merchants }, config, dailyDividend, clock.now())
  })

  it('carries a won day into the next: made up first, then paid on what is left; without carry-over each day stands alone', async () => {
    // Signed on 21 November (local): in force from 22 November. One player under each agent, the same results.
    const carrying = await account(1, null)
    const alone = await account(1, null)
    await signFromMerchant(carrying, dividend(true), noon(21))
    await signFromMerchant(alone, dividend(false), noon(21))
    const players = [await account(0, carrying), await account(0, alone)]
    const day = async (d: number, stake: bigint, payout: bigint) => {
      for (const player of players) await lotteryResult(player, stake, payout, morning(d))
    }
    await day(22, 50_000n, 80_000n) // bets 500.00, wins 800.00: the team won 300.00 (net loss −30 000)
    await day(23, 100_000n, 90_000n) // net loss 10 000
    await day(24, 300_000n, 250_000n) // net loss 50 000
    await day(25, 20_000n, 0n) // net loss 20 000
    await day(26, 10_000n, 10_500n) // won 5.00: net loss −500
    await day(27, 10_000n, 8_600n) // net loss 1 400
    // Paid through the 23rd first, then the rest: the 24th reads what the 23rd's row carried out.
    await payThrough(afterDay(23))
    await payThrough(afterDay(27))
    expect(await rows(carrying)).toEqual([
      // 22nd: −30 000 → nothing paid, 30 000 carried out.
      row(22, 0n, 0n, 30_000n),
      // 23rd: 10 000 − 30 000 = −20 000 → nothing paid, 20 000 carried on.
      row(23, 0n, 30_000n, 20_000n),
      // 24th: 50 000 − 20 000 = 30 000 → 10 % = 3 000, nothing carried.
      row(24, 3_000n, 20_000n, 0n),
      // 25th: nothing carried in: 10 % of 20 000.
      row(25, 2_000n, 0n, 0n),
      // 26th: −500 carried out.
      row(26, 0n, 0n, 500n),
      // 27th: 1 400 − 500 = 900: under the tier's net loss of 10.00 (1 000), measured after carry-over → no tier, 0.
      row(27, 0n, 500n, 0n),
    ])
    expect(await wageEntries(carrying)).toEqual([3_000n, 2_000n])
    // Without carry-over (today's rule): the won days pay nothing and leave no row; the others pay on their own loss,
    // the 27th's 1 400 reaching the tier: 1 000, 5 000, 2 000, 140.
    expect(await rows(alone)).toEqual([row(23, 1_000n, 0n, 0n), row(24, 5_000n, 0n, 0n), row(25, 2_000n, 0n, 0n), row(27, 140n, 0n, 0n)])
    expect(await wageEntries(alone)).toEqual([1_000n, 5_000n, 2_000n, 140n])

    // The explanation and the records say what was carried; a contract without carry-over has no carried amounts.
    const { rows: [explained] } = await db.query<{ explanation: Record<string, unknown> }>(
      `SELECT explanation FROM wage_payouts WHERE payee_id = $1 AND period_start = $2`, [carrying.id, new Date('2026-11-23T17:00:00Z')],
    )
    expect(explained!.explanation).toMatchObject({ carryOver: true, netLoss: '50000', carriedIn: '20000', base: '30000', carriedOut: '0', gross: '3000' })
    const records = async (who: Account) => {
      const answer = (await app.inject({ method: 'GET', url: `${ENDPOINTS.wageRecords.path}?kind=dividend`, headers: { ...demo, authorization: who.token } })).json()
      expectContract('wageRecords', answer)
      return answer.value
    }
    const mine = await records(carrying)
    expect(mine).toMatchObject({ totalCount: 6, total: '50.00' })
    expect(mine.list.map((r: { amount: string; carriedIn: string; carriedOut: string }) => [r.amount, r.carriedIn, r.carriedOut])).toEqual([
      ['0.00', '5.00', '0.00'], ['0.00', '0.00', '5.00'], ['20.00', '0.00', '0.00'], ['30.00', '200.00', '0.00'], ['0.00', '300.00', '200.00'], ['0.00', '0.00', '300.00'],
    ])
    expect((await records(alone)).list.every((r: object) => !('carriedIn' in r) && !('carriedOut' in r))).toBe(true)

    // Paid once: the job run again, and again from an earlier watermark, writes nothing and pays nothing more.
    await payThrough(afterDay(27))
    await db.query(`UPDATE wage_watermarks SET paid_through = $1 WHERE job = 'wages.dividend.daily'`, [new Date('2026-11-21T17:00:00Z')])
    await payThrough(afterDay(27))
    expect((await rows(carrying)).length).toBe(6)
    expect(await wageEntries(carrying)).toEqual([3_000n, 2_000n])
    await expectVerified([carrying, alone])
  })

  it('the verify command replays the carried balance from the raw bets, not from the rows', async () => {
    const { rows: [agent] } = await db.query<{ payee_id: number }>(`SELECT payee_id FROM wage_payouts WHERE kind = 'dividend' AND carried_out = 30000`)
    const idOn = async (day: string) =>
      (await db.query<{ id: bigint }>(`SELECT id FROM wage_payouts WHERE payee_id = $1 AND period_start = $2`, [agent!.payee_id, new Date(day)])).rows[0]!.id
    const twentyThird = await idOn('2026-11-22T17:00:00Z')
    const twentyFourth = await idOn('2026-11-23T17:00:00Z')
    expect((await verify(twentyFourth)).text).toContain('net loss 500.00, carried in 200.00 (2 periods replayed), base 300.00, carried out 0.00')
    // A stored deficit one minor unit off is found out on its row; the next day, whose statement read that row, is
    // replayed from the raw bets and still matches (a check that read the rows would find 299.99 paid on, and 29.99).
    await db.query('UPDATE wage_payouts SET carried_out = carried_out + 1 WHERE id = $1', [twentyThird])
    try {
      expect(await verify(twentyThird)).toMatchObject({ ok: false, text: expect.stringContaining('Carried in 300.00, out 200.00; recorded in 300.00, out 200.01: DOES NOT MATCH') })
      expect((await verify(twentyFourth)).ok).toBe(true)
    } finally {
      await db.query('UPDATE wage_payouts SET carried_out = carried_out - 1 WHERE id = $1', [twentyThird])
    }
  })

  it('pays a chain differentially, each contract on its own carried balance', async () => {
    const top = await account(1, null)
    const sub = await account(2, top)
    await signFromMerchant(top, dividend(true), noon(28))
    await offerContract(services(), call(top, noon(28)), { account: sub.username, gameType: 'ELOTT', terms: dividend(true, '8') })
    const { rows: [offered] } = await db.query<{ id: bigint }>(`SELECT id FROM agent_contracts WHERE agent_id = $1 AND status = 'P'`, [sub.id])
    await act(sub, offered!.id, 'A', noon(28))
    const underSub = await account(0, sub)
    const underTop = await account(0, top)
    // 29th: underSub loses 200.00, underTop wins 500.00. 30th: underSub loses 1 000.00, underTop loses 500.00.
    await lotteryResult(underSub, 20_000n, 0n, morning(29))
    await lotteryResult(underTop, 50_000n, 100_000n, morning(29))
    await lotteryResult(underSub, 100_000n, 0n, morning(30))
    await lotteryResult(underTop, 50_000n, 0n, morning(30))
    await payThrough(afterDay(30))
    // 29th: sub's team lost 20 000 → 8 % = 1 600. top's team won 30 000 → gross 0, 30 000 carried; its part 0 (never
    // below zero: its deficit does not reduce what its downline's own contract pays).
    // 30th: sub's team lost 100 000 → 8 000. top's team lost 150 000, less 30 000 carried = 120 000 → 12 000, less 8 000 = 4 000.
    expect(await rows(sub)).toEqual([row(29, 1_600n, 0n, 0n), row(30, 8_000n, 0n, 0n)])
    expect(await rows(top)).toEqual([row(29, 0n, 0n, 30_000n), row(30, 4_000n, 30_000n, 0n)])
    await expectVerified([top, sub])
  })

  it('a new version with carry-over keeps the carried balance; one without it, or a termination, clears it', async () => {
    const [keeps, drops, ends] = [await account(1, null), await account(1, null), await account(1, null)]
    const first = new Map<Account, bigint>()
    // Signed on the 31st (1 December, local): in force from the 32nd. Each team wins 300.00 that day: 30 000 carried.
    for (const agent of [keeps, drops, ends]) first.set(agent, await signFromMerchant(agent, dividend(true), noon(31)))
    const players = new Map<Account, Account>()
    for (const agent of [keeps, drops, ends]) players.set(agent, await account(0, agent))
    const everyone = async (day: number, stake: bigint, payout: bigint) => {
      for (const player of players.values()) await lotteryResult(player, stake, payout, morning(day))
    }
    await everyone(32, 50_000n, 80_000n)
    // During the 32nd: keeps signs a new version with carry-over, drops one without (each offered while the first is in
    // force: E, superseding it from the 33rd, so the 32nd is paid on the first).
    const second = new Map<Account, bigint>()
    for (const [agent, carry] of [[keeps, true], [drops, false]] as const) second.set(agent, await signFromMerchant(agent, dividend(carry), noon(32)))
    // During the 33rd: ends terminates its contract (ended at once: the 33rd is not paid) and signs new terms with
    // carry-over, in force from the 34th.
    await act(ends, first.get(ends)!, 'C', noon(33))
    const third = await signFromMerchant(ends, dividend(true), noon(33))
    await everyone(33, 100_000n, 90_000n) // net loss 10 000
    await everyone(34, 300_000n, 250_000n) // net loss 50 000
    await payThrough(afterDay(34))
    const withContract = async (agent: Account) =>
      (await db.query<{ contract: bigint }>(`SELECT contract_id AS contract FROM wage_payouts WHERE payee_id = $1 AND kind = 'dividend' ORDER BY period_start`, [agent.id])).rows.map((r) => r.contract)
    // keeps: the second version carries in what the first carried out: 10 000 − 30 000 → 20 000 on; then 50 000 − 20 000 → 3 000.
    expect(await rows(keeps)).toEqual([row(32, 0n, 0n, 30_000n), row(33, 0n, 30_000n, 20_000n), row(34, 3_000n, 20_000n, 0n)])
    expect(await withContract(keeps)).toEqual([first.get(keeps), second.get(keeps), second.get(keeps)])
    // drops: the version without carry-over starts clean: 10 % of 10 000, then of 50 000.
    expect(await rows(drops)).toEqual([row(32, 0n, 0n, 30_000n), row(33, 1_000n, 0n, 0n), row(34, 5_000n, 0n, 0n)])
    // ends: the 33rd unpaid (the contract ended during it), the new contract starts clean on the 34th.
    expect(await rows(ends)).toEqual([row(32, 0n, 0n, 30_000n), row(34, 5_000n, 0n, 0n)])
    expect(await withContract(ends)).toEqual([first.get(ends), third])
    await expectVerified([keeps, drops, ends])
  })

  it('refuses a dividend over another period than the upline\'s; an upline\'s new period ends its downline\'s, listed first', async () => {
    const top = await account(1, null)
    const sub = await account(2, top)
    await signFromMerchant(top, dividend(false), noon(34))
    const weekly = (rate = '10'): ContractTerms => ({ ...dividend(false, rate), period: 'weekly' }) as ContractTerms
    // Paid over a week, a downline's part would be paid beside its upline's days, not out of them: refused, in the
    // what-if and the offer alike, and nothing written.
    for (const endpoint of ['contractPreview', 'offerContract'] as const) {
      const refused = await app.inject({ method: 'POST', url: ENDPOINTS[endpoint].path, headers: { ...demo, authorization: top.token }, payload: { account: sub.username, gameType: 'ELOTT', terms: weekly('8') } })
      expectError(refused, 400, 'contract.period.notUpline')
    }
    expect((await db.query('SELECT 1 FROM agent_contracts WHERE agent_id = $1', [sub.id])).rows).toHaveLength(0)
    await offerContract(services(), call(top, noon(34)), { account: sub.username, gameType: 'ELOTT', terms: dividend(false, '8') })
    const { rows: [offered] } = await db.query<{ id: bigint }>(`SELECT id FROM agent_contracts WHERE agent_id = $1 AND status = 'P'`, [sub.id])
    await act(sub, offered!.id, 'A', noon(34))
    // The merchant's next version for the top agent is weekly: signing it would leave the sub's daily one on nothing.
    const next = await offerFromMerchant(services(), config, { agentId: top.id, gameType: 'ELOTT', terms: weekly(), by: 'admin:ops', now: noon(35) })
    await expect(act(top, next, 'A', noon(35))).rejects.toMatchObject({ code: 'contract.downlineHigherRate' })
    await actOnContract(services(), call(top, noon(35)), { contractId: String(next), action: 'A', confirmEnding: true }, ['dividend'])
    const { rows: [ended] } = await db.query<{ status: string }>('SELECT status FROM agent_contracts WHERE id = $1', [offered!.id])
    expect(ended!.status).toBe('ended')
  })
})
