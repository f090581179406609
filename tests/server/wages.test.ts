/**
 * The wage jobs (docs/contracts.md "Wages") on hand-worked examples, with the arithmetic written out: the real-time
 * salary per lottery result up the chain, the daily salary on the team's day; paid through the ledger once per
 * (contract version, period, payee), whatever runs twice, after an outage or in two processes at once. PGlite, and
 * PostgreSQL with DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { ContractTerms } from '../../src/contract/schemas/contracts'
import type { MerchantConfig } from '../../src/config/schema'
import type { Database } from '../../src/server/db/database'
import { rollUpTeamEvents } from '../../src/server/db/agents/rollups'
import { offerFromMerchant } from '../../src/server/domain/contracts/offers'
import { verifyPayout } from '../../src/server/domain/contracts/verify'
import { runWageKind, WAGE_KINDS } from '../../src/server/domain/contracts/wages'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { BACKENDS, expectContract, expectLedgerBalanced, loggedInMember, loadTestMerchants, serverSuite } from './helpers'
import { settledResult } from './fixtures/lottery'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const realTime = WAGE_KINDS.find((w) => w.kind === 'realTimeSalary')!
const dailySalary = WAGE_KINDS.find((w) => w.kind === 'dailySalary')!
const weeklyDividend = WAGE_KINDS.find((w) => w.job === 'wages.dividend.weekly')!
const at = (iso: string) => new Date(`2026-11-21T${iso}Z`)

describe.each(BACKENDS)('wages on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: { now(): Date }
  let passwordHash = ''
  let merchants: MerchantRegistry
  let config: MerchantConfig
  let serial = 0
  serverSuite(backend, { password: PASSWORD, ledger: true }, (s) => ({ db, app, clock, passwordHash } = s))
  const events = inProcessEventBus()
  interface Account { id: number; token: string; username: string }

  async function account(accountType: number, upline: Account | null): Promise<Account> {
    const username = `wg${backend.name.slice(0, 2)}${++serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    return { ...m, username }
  }
  const post = (name: EndpointName, who: Account, body: unknown) => app.inject({ method: 'POST', url: ENDPOINTS[name].path, headers: { ...demo, authorization: who.token }, payload: body as object })
  const pendingId = async (who: Account, key: 'realtimesalreqtype' | 'dailysalreqtype' | 'divtypereq', gameType: string): Promise<string> =>
    (await app.inject({ method: 'GET', url: ENDPOINTS.getConsolidated.path, headers: { ...demo, authorization: who.token } })).json().value[key][gameType].contractId
  /** top signs the merchant's terms, offers sub its own, and sub signs: a chain of two contracts. */
  async function chain(gameType: string, topTerms: ContractTerms, subTerms: ContractTerms, answer: 'hourSalary' | 'wage' | 'participation') {
    const top = await account(1, null)
    const sub = await account(2, top)
    const key = topTerms.kind === 'realTimeSalary' ? 'realtimesalreqtype' : topTerms.kind === 'dividend' ? 'divtypereq' : 'dailysalreqtype'
    const send = (who: Account, id: string) =>
      post(answer, who, answer === 'wage' ? { id, status: 'A' } : answer === 'participation' ? { contractId: id, productType: gameType, status: 'A' } : { contractId: id, status: 'A' })
    const id = String(await offerFromMerchant({ db, events }, config, { agentId: top.id, gameType, terms: topTerms, by: 'admin:ops', now: clock.now() }))
    expect((await send(top, id)).statusCode).toBe(200)
    expect((await post('offerContract', top, { account: sub.username, gameType, terms: subTerms })).statusCode).toBe(200)
    expect((await send(sub, await pendingId(sub, key, gameType))).statusCode).toBe(200)
    return { top, sub }
  }
  const lotteryResult = (member: Account, stake: bigint, payout: bigint, settledAt: Date) => settledResult(db, config, { memberId: member.id, stake, payout, settledAt })
  const payouts = async (payee: Account) =>
    (await db.query<{ amount: bigint; period_start: Date; status: string }>(`SELECT amount, period_start, status FROM wage_payouts WHERE payee_id = $1 ORDER BY period_start`, [payee.id])).rows
  /** Every payout of these agents, recomputed from the raw bets by the verify command's code, matches what was paid. */
  const expectVerified = async (payees: readonly Account[]) => {
    const { rows } = await db.query<{ id: bigint }>('SELECT id FROM wage_payouts WHERE payee_id = ANY($1::integer[])', [payees.map((p) => p.id)])
    expect(rows.length).toBeGreaterThan(0)
    for (const { id } of rows) {
      const verified = await verifyPayout(db, (code) => merchants.byCode(code)?.config, id)
      expect(verified.ok, verified.text).toBe(true)
    }
  }
  const wageEntries = async (payee: Account) =>
    (await db.query<{ amount: bigint }>(`SELECT p.amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.member_id = $1 AND e.entry_type = 'wage' ORDER BY e.id`, [payee.id])).rows.map((r) => r.amount)

  // Real-time: top 1 % lost / 0.5 % won from a stake of 1, 1.5 % / 0.8 % from 100; sub 0.6 % / 0.3 % from 1.
  const TOP_RT: ContractTerms = { kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: '1', winRate: '0.5' }, { betAmount: '100', lossRate: '1.5', winRate: '0.8' }] }
  const SUB_RT: ContractTerms = { kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: '0.6', winRate: '0.3' }] }

  beforeAll(async () => {
    merchants = await loadTestMerchants()
    config = merchants.byCode('demo')!.config
    // The jobs' first runs, at the test clock's 12:00: they start from the periods in progress.
    for (const wage of [realTime, dailySalary, weeklyDividend]) await runWageKind({ db, merchants }, config, wage, clock.now())
  })

  it('pays a real-time window up the chain exactly, once, however often it runs', async () => {
    const { top, sub } = await chain('ELOTT', TOP_RT, SUB_RT, 'hourSalary')
    const player = await account(0, sub)
    // Signed at 12:00, in force from the next window (12:05). In it: a round lost with 150.00, a round won with 50.00.
    await lotteryResult(player, 15_000n, 0n, at('12:06:00'))
    await lotteryResult(player, 5_000n, 10_000n, at('12:07:00'))
    // Before the window's end and margin nothing is paid.
    await runWageKind({ db, merchants }, config, realTime, at('12:10:10'))
    expect(await payouts(sub)).toEqual([])
    await runWageKind({ db, merchants }, config, realTime, at('12:10:31'))
    // Lost 15 000: sub ⌊15 000 × 0.6 %⌋ = 90; top (tier 100.00 reached: 1.5 %) ⌊15 000 × 1.5 %⌋ = 225, less 90 = 135.
    // Won 5 000: sub ⌊5 000 × 0.3 %⌋ = 15; top (tier 1: 0.5 %) ⌊5 000 × 0.5 %⌋ = 25, less 15 = 10.
    // sub 90 + 15 = 105; top 135 + 10 = 145; together 250 = what top's rates pay on the whole (225 + 25).
    expect(await payouts(sub)).toEqual([{ amount: 105n, period_start: at('12:05:00'), status: 'paid' }])
    expect(await payouts(top)).toEqual([{ amount: 145n, period_start: at('12:05:00'), status: 'paid' }])
    await runWageKind({ db, merchants }, config, realTime, at('12:10:31'))
    await db.query(`DELETE FROM wage_watermarks WHERE job = 'wages.realTimeSalary'`)
    await db.query(`INSERT INTO wage_watermarks (merchant_code, job, paid_through) VALUES ('demo', 'wages.realTimeSalary', $1)`, [at('12:05:00')])
    await runWageKind({ db, merchants }, config, realTime, at('12:10:31'))
    expect(await wageEntries(sub)).toEqual([105n])
    expect(await wageEntries(top)).toEqual([145n])
    await expectVerified([sub, top])
    // And the check can fail: a payout one minor unit off is found out.
    const { rows: [tampered] } = await db.query<{ id: bigint }>('UPDATE wage_payouts SET amount = amount + 1 WHERE payee_id = $1 RETURNING id', [top.id])
    const found = await verifyPayout(db, (code) => merchants.byCode(code)?.config, tampered!.id)
    expect(found).toMatchObject({ ok: false, text: expect.stringContaining('Recomputed 1.45; paid 1.46: DOES NOT MATCH') })
    await db.query('UPDATE wage_payouts SET amount = amount - 1 WHERE id = $1', [tampered!.id])
    const records = (await app.inject({ method: 'GET', url: `${ENDPOINTS.wageRecords.path}?kind=realTimeSalary`, headers: { ...demo, authorization: top.token } })).json()
    expectContract('wageRecords', records)
    expect(records.value).toMatchObject({ totalCount: 1, total: '1.45', list: [{ amount: '1.45', periodBet: '200.00', periodProfitLoss: '-100.00', rate: '1.50', rateBelow: '0.60', tier: 2, status: 'paid',
      realTime: { results: 2, wonStake: '50.00', lostStake: '150.00' } }] })
  })

  it('after an outage pays each missed window once, in order', async () => {
    const { sub } = await chain('ELOTT', TOP_RT, SUB_RT, 'hourSalary')
    const player = await account(0, sub)
    await lotteryResult(player, 10_000n, 0n, at('12:11:00'))
    await lotteryResult(player, 20_000n, 0n, at('12:16:00'))
    await lotteryResult(player, 30_000n, 0n, at('12:21:00'))
    await runWageKind({ db, merchants }, config, realTime, at('12:26:00'))
    // The job last paid through 12:10 (the test before); three windows ended while it was down: 0.6 % of each lost stake.
    expect((await payouts(sub)).map((p) => [p.period_start.toISOString().slice(11, 16), p.amount])).toEqual([['12:10', 60n], ['12:15', 120n], ['12:20', 180n]])
    await runWageKind({ db, merchants }, config, realTime, at('12:26:00'))
    expect(await wageEntries(sub)).toEqual([60n, 120n, 180n])
  })

  it('two runs at once pay once', async () => {
    const { top, sub } = await chain('ELOTT', TOP_RT, SUB_RT, 'hourSalary')
    const player = await account(0, sub)
    await lotteryResult(player, 40_000n, 0n, at('12:31:00'))
    await Promise.all([0, 1].map(() => runWageKind({ db, merchants }, config, realTime, at('12:36:00'))))
    // sub ⌊40 000 × 0.6 %⌋ = 240; top ⌊40 000 × 1.5 %⌋ = 600, less 240 = 360.
    expect(await wageEntries(sub)).toEqual([240n])
    expect(await wageEntries(top)).toEqual([360n])
    await expectLedgerBalanced(db)
  })

  it('rounds a real-time payout down once per window, on the exact shares of its results', async () => {
    const { top, sub } = await chain('ELOTT', TOP_RT, SUB_RT, 'hourSalary')
    const player = await account(0, sub)
    // Three lost stakes of 1.01 in the 12:40 window. sub: 101 × 0.6 % = 0.606 a result, 1.818 in all → 1 (rounded per
    // result it would be 0). top: 101 × (1 % − 0.6 %) = 0.404 a result, 1.212 → 1.
    for (const second of ['10', '20', '30']) await lotteryResult(player, 101n, 0n, at(`12:41:${second}`))
    await runWageKind({ db, merchants }, config, realTime, at('12:46:00'))
    expect(await wageEntries(sub)).toEqual([1n])
    expect(await wageEntries(top)).toEqual([1n])
    await expectVerified([sub, top])
  })

  it('pays a daily salary on the team’s day: the highest tier reached, less what the downline’s contract pays', async () => {
    const topTerms: ContractTerms = { kind: 'dailySalary', details: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.5' }, { betVolume: '1000', activeMember: 2, rateType: 'P', rate: '1' }] }
    const subTerms: ContractTerms = { kind: 'dailySalary', details: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.4' }] }
    const { top, sub } = await chain('ELOTT', topTerms, subTerms, 'wage')
    const underSub = await account(0, sub)
    const underTop = await account(0, top)
    // 2026-11-22 in the merchant's zone (UTC+07:00) is [11-21 17:00Z, 11-22 17:00Z): lottery stakes of 2 000.00 and 500.00, lost.
    await lotteryResult(underSub, 200_000n, 0n, new Date('2026-11-22T03:00:00Z'))
    await lotteryResult(underTop, 50_000n, 0n, new Date('2026-11-22T04:00:00Z'))
    while ((await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1000 })) > 0);
    await runWageKind({ db, merchants }, config, dailySalary, new Date('2026-11-22T17:01:00Z'))
    // sub's team: 200 000 with 1 active → tier 1 (0.4 %) → 800.
    // top's team: 250 000 with 2 active → tier 2 (1 %) → 2 500, less sub's 800 → 1 700.
    expect(await wageEntries(sub)).toEqual([800n])
    expect(await wageEntries(top)).toEqual([1_700n])
    await runWageKind({ db, merchants }, config, dailySalary, new Date('2026-11-22T17:05:00Z'))
    expect(await wageEntries(top)).toEqual([1_700n])
    await expectVerified([sub, top])
  })

  it('pays a weekly dividend on the team’s net loss, less what the downline’s dividend pays', async () => {
    const tiers = (...t: [bet: string, loss: string, active: number, rate: string][]): ContractTerms => ({
      kind: 'dividend', period: 'weekly', carryOver: false,
      tiers: t.map(([minimumBet, netLoss, activeMember, contractRate]) => ({ minimumBet, netLoss, activeMember, contractRate })),
    })
    const { top, sub } = await chain('ELOTT', tiers(['100', '10', 1, '10'], ['1000', '500', 2, '20']), tiers(['100', '10', 1, '8']), 'participation')
    const underSub = await account(0, sub)
    const underTop = await account(0, top)
    // Signed on Saturday 21 November (local): in force from Monday 23 November 00:00 (UTC+07:00), the week paid on the 30th.
    // underSub bets 3 000.00 and wins 1 000.00 (lost 2 000.00); underTop bets 500.00 and wins 800.00 (won 300.00).
    await lotteryResult(underSub, 300_000n, 100_000n, new Date('2026-11-24T05:00:00Z'))
    await lotteryResult(underTop, 50_000n, 80_000n, new Date('2026-11-24T06:00:00Z'))
    while ((await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1000 })) > 0);
    await runWageKind({ db, merchants }, config, weeklyDividend, new Date('2026-11-29T17:01:00Z'))
    // sub's team: valid 3 000.00, net loss 2 000.00, 1 active → 8 % → 16 000.
    // top's team: valid 3 500.00, net loss 2 000.00 − 300.00 = 1 700.00, 2 active → tier 2 (20 %) → 34 000, less 16 000 → 18 000.
    expect(await wageEntries(sub)).toEqual([16_000n])
    expect(await wageEntries(top)).toEqual([18_000n])
    const { rows } = await db.query<{ period_start: Date; period_end: Date }>('SELECT period_start, period_end FROM wage_payouts WHERE payee_id = $1', [top.id])
    expect(rows).toEqual([{ period_start: new Date('2026-11-22T17:00:00Z'), period_end: new Date('2026-11-29T17:00:00Z') }])
    await expectVerified([sub, top])
  })
})
