/**
 * What agents do with wages beyond the jobs (docs/contracts.md): the manual-release daily salary released or refused
 * once by the contract's upline (an operator for the merchant's own), expired after the merchant's days; the
 * real-time salary accrued so far in the window in progress; and an upline's what-if on the real figures. PGlite, and
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
import { runWageKind, runWages, WAGE_KINDS } from '../../src/server/domain/contracts/wages'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import type { fixedClock } from '../../src/server/runtime'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loggedInMember, loadTestMerchants, serverSuite } from './helpers'
import { settledResult } from './fixtures/lottery'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const OPERATOR_KEY = 'wages-operator-key-0123456789abcdef'
const mrDaily = WAGE_KINDS.find((w) => w.kind === 'mrDailySalary')!
const realTime = WAGE_KINDS.find((w) => w.kind === 'realTimeSalary')!

describe.each(BACKENDS)('wage releases, accruals and previews on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  let passwordHash = ''
  let merchants: MerchantRegistry
  let config: MerchantConfig
  let serial = 0
  serverSuite(backend, { password: PASSWORD, ledger: true, server: { operatorKey: OPERATOR_KEY } }, (s) => ({ db, app, clock, passwordHash } = s as typeof s & { clock: ReturnType<typeof fixedClock> }))
  const events = inProcessEventBus()
  interface Account { id: number; token: string; username: string }

  async function account(accountType: number, upline: Account | null): Promise<Account> {
    const username = `wr${backend.name.slice(0, 2)}${++serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    return { ...m, username }
  }
  const call = (method: 'GET' | 'POST', name: EndpointName, who: Account, body?: unknown, query = '') =>
    app.inject({ method, url: `${ENDPOINTS[name].path}${query ? `?${query}` : ''}`, headers: { ...demo, authorization: who.token }, ...(body ? { payload: body as object } : {}) })
  const consolidated = async (who: Account) => (await call('GET', 'getConsolidated', who)).json().value
  async function chain(gameType: string, topTerms: ContractTerms, subTerms: ContractTerms) {
    const top = await account(1, null)
    const sub = await account(2, top)
    const answer = topTerms.kind === 'realTimeSalary' ? 'hourSalary' : 'wage'
    const key = topTerms.kind === 'realTimeSalary' ? 'realtimesalreqtype' : topTerms.kind === 'mrDailySalary' ? 'contractmrdailysalreqtype' : 'dailysalreqtype'
    const sign = async (who: Account) => {
      const id = (await consolidated(who))[key][gameType].contractId
      expect((await call('POST', answer, who, answer === 'wage' ? { id, status: 'A' } : { contractId: id, status: 'A' })).statusCode).toBe(200)
    }
    await offerFromMerchant({ db, events }, config, { agentId: top.id, gameType, terms: topTerms, by: 'admin:ops', now: clock.now() })
    await sign(top)
    expect((await call('POST', 'offerContract', top, { account: sub.username, gameType, terms: subTerms })).statusCode).toBe(200)
    await sign(sub)
    return { top, sub }
  }
  const lotteryResult = (member: Account, stake: bigint, payout: bigint, settledAt: Date) => settledResult(db, config, { memberId: member.id, stake, payout, settledAt })
  const drain = async () => {
    while ((await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1000 })) > 0);
  }
  const balance = async (who: Account) =>
    (await db.query<{ balance: bigint }>(`SELECT coalesce(sum(balance), 0)::bigint AS balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`, [who.id])).rows[0]!.balance

  beforeAll(async () => {
    merchants = await loadTestMerchants()
    config = merchants.byCode('demo')!.config
    for (const wage of [mrDaily, realTime]) await runWageKind({ db, merchants }, config, wage, clock.now())
  })

  it('a manual-release salary waits for its upline, is released or refused once, and expires after the merchant’s days', async () => {
    const terms = (rate: string): ContractTerms => ({ kind: 'mrDailySalary', details: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate }] })
    const { top, sub } = await chain('ELOTT', terms('1'), terms('0.5'))
    const player = await account(0, sub)
    // 2026-11-22 (UTC+07:00): a lost stake of 1 000.00 under sub. sub's line: 0.5 % → 500; top's: 1 % → 1 000, less 500.
    await lotteryResult(player, 100_000n, 0n, new Date('2026-11-22T03:00:00Z'))
    await drain()
    await runWageKind({ db, merchants }, config, mrDaily, new Date('2026-11-22T17:01:00Z'))
    const mine = (await call('GET', 'mrDailySalaries', sub, undefined, 'scope=mine')).json()
    expectContract('mrDailySalaries', mine)
    expect(mine.value.list).toEqual([expect.objectContaining({ account: sub.username, day: '2026-11-22', amount: '5.00', status: 'pending', rate: '0.50' })])
    const id = mine.value.list[0].id
    // The payee cannot release its own; its upline sees it and releases it, once.
    expectError(await call('POST', 'releaseMrDailySalary', sub, { id, action: 'release' }), 404, 'wage.not.found')
    const listed = (await call('GET', 'mrDailySalaries', top, undefined, 'scope=downline')).json().value.list
    expect(listed.map((s: { id: string }) => s.id)).toEqual([id])
    const before = await balance(sub)
    const released = await call('POST', 'releaseMrDailySalary', top, { id, action: 'release' })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().value).toMatchObject({ id, status: 'received' })
    expect((await balance(sub)) - before).toBe(500n)
    expectError(await call('POST', 'releaseMrDailySalary', top, { id, action: 'release' }), 409, 'wage.decided')
    expectError(await call('POST', 'releaseMrDailySalary', top, { id, action: 'refuse' }), 409, 'wage.decided')
    expect((await balance(sub)) - before).toBe(500n)

    // The top agent's own is the merchant's: an operator refuses it.
    const topsId = (await call('GET', 'mrDailySalaries', top, undefined, 'scope=mine')).json().value.list[0].id
    const ops = (decision: string) =>
      app.inject({ method: 'POST', url: `/ops/wages/demo/${topsId}/${decision}`, headers: { ...demo, authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'mali' } })
    expectError(await call('POST', 'releaseMrDailySalary', top, { id: topsId, action: 'release' }), 404, 'wage.not.found')
    expect((await ops('refuse')).json().value).toMatchObject({ status: 'refused', amount: '5.00' })
    expectError(await ops('release'), 409, 'wage.decided')

    // The next day's waits past the merchant's 7 days: the job expires it, and a late release is refused.
    await lotteryResult(player, 100_000n, 0n, new Date('2026-11-23T03:00:00Z'))
    await drain()
    await runWageKind({ db, merchants }, config, mrDaily, new Date('2026-11-23T17:01:00Z'))
    const next = (await call('GET', 'mrDailySalaries', sub, undefined, 'scope=mine')).json().value.list.find((s: { day: string }) => s.day === '2026-11-23')
    expect(next).toMatchObject({ status: 'pending', dueAt: '2026-11-30T17:01:00.000Z' })
    await runWages({ db, merchants }, new Date('2026-11-30T17:02:00Z'))
    expectError(await call('POST', 'releaseMrDailySalary', top, { id: next.id, action: 'release' }), 409, 'wage.decided')
    const expired = (await call('GET', 'mrDailySalaries', sub, undefined, 'scope=mine')).json().value.list.find((s: { id: string }) => s.id === next.id)
    expect(expired.status).toBe('expired')
    await expectLedgerBalanced(db)
  })

  it('shows the real-time salary accrued so far in the window, and an upline’s what-if on the real figures', async () => {
    const rt = (loss: string, win: string): ContractTerms => ({ kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: loss, winRate: win }] })
    const { top, sub } = await chain('ELOTT', rt('1', '0.5'), rt('0.6', '0.3'))
    const player = await account(0, sub)
    // In force from 12:05; at 12:07, in the 12:05 window: a lost 100.00 and a won 40.00 (paid 60.00).
    clock.set('2026-11-21T12:07:00Z')
    await lotteryResult(player, 10_000n, 0n, new Date('2026-11-21T12:06:00Z'))
    await lotteryResult(player, 4_000n, 6_000n, new Date('2026-11-21T12:06:30Z'))
    const accrual = (await call('GET', 'realTimeAccrual', top)).json()
    expectContract('realTimeAccrual', accrual)
    // top: lost 10 000 × (1 % − 0.6 %) = 100 − 60 = 40; won 4 000 × (0.5 % − 0.3 %) = 20 − 12 = 8 → 48.
    expect(accrual.value).toEqual({ windowStart: '2026-11-21T12:05:00.000Z', windowEnd: '2026-11-21T12:10:00.000Z', accrued: '0.48', periodBet: '140.00', players: 1 })
    expect((await call('GET', 'realTimeAccrual', sub)).json().value.accrued).toBe('0.72')

    // What 0.8 % / 0.4 % would have paid sub's line over the last 24 hours: 10 000 × 0.8 % + 4 000 × 0.4 % = 80 + 16.
    const preview = await call('POST', 'contractPreview', top, { account: sub.username, gameType: 'ELOTT', terms: rt('0.8', '0.4') })
    expect(preview.statusCode, preview.body).toBe(200)
    expectContract('contractPreview', preview.json())
    expect(preview.json().value).toMatchObject({ amount: '0.96', periodBet: '140.00', tier: 1 })
    expectError(await call('POST', 'contractPreview', top, { account: sub.username, gameType: 'ELOTT', terms: rt('1.5', '0.4') }), 400, 'contract.rate.aboveUpline')
    expect((await db.query('SELECT 1 FROM agent_contracts WHERE agent_id = $1 AND status = $2', [sub.id, 'P'])).rows).toEqual([])
    clock.set('2026-11-21T12:00:00Z')
  })
})
