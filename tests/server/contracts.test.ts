/**
 * Agent contracts through `app.inject` (docs/contracts.md): offers, the transition table as the server enforces it,
 * the invariants (tiers never fall, a downline never above its upline) with `downlineHigherRate` and the automatic
 * endings it leads to, the consolidated answer and the history; bad input refused with nothing changed. PGlite, and
 * PostgreSQL with DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { ContractTerms, Consolidated } from '../../src/contract/schemas/contracts'
import type { Database } from '../../src/server/db/database'
import { offerFromMerchant, offerMerchantDefaults } from '../../src/server/domain/contracts/offers'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { BACKENDS, expectContract, expectError, loggedInMember, loadTestMerchants, serverSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const OPERATOR_KEY = 'contracts-operator-key-0123456789abcdef'

const daily = (...tiers: [bet: string, active: number, rate: string][]): ContractTerms => ({
  kind: 'dailySalary',
  details: tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P' as const, rate })),
})
const hourly = (rate: string): ContractTerms => ({ kind: 'hourSalary', hourSalaryRates: [{ minimumBet: '100', activeMember: 1, rateType: 'A', rate }] })
const dividend = (rate: string): ContractTerms => ({ kind: 'dividend', period: 'weekly', carryOver: false, tiers: [{ minimumBet: '100', netLoss: '10', activeMember: 1, contractRate: rate }] })

describe.each(BACKENDS)('agent contracts on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: { now(): Date }
  let passwordHash = ''
  let serial = 0
  serverSuite(backend, { password: PASSWORD, server: { operatorKey: OPERATOR_KEY } }, (s) => ({ db, app, clock, passwordHash } = s))
  const events = inProcessEventBus()
  interface Account { id: number; token: string; username: string }

  async function account(accountType: number, upline: Account | null): Promise<Account> {
    const username = `ct${backend.name.slice(0, 2)}${++serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    return { ...m, username }
  }
  const get = (name: EndpointName, who: Account, query = '') =>
    app.inject({ method: 'GET', url: `${ENDPOINTS[name].path}${query ? `?${query}` : ''}`, headers: { ...demo, authorization: who.token } })
  const post = (name: EndpointName, who: Account, body: unknown) => app.inject({ method: 'POST', url: ENDPOINTS[name].path, headers: { ...demo, authorization: who.token }, payload: body as object })
  const consolidated = async (who: Account): Promise<Consolidated> => {
    const response = await get('getConsolidated', who)
    expect(response.statusCode, response.body).toBe(200)
    expectContract('getConsolidated', response.json())
    // The terms say how often the real-time salary is paid: the merchant's window (demo's is the default).
    expect(response.json().value.realTimeWindowMinutes).toBe(5)
    return response.json().value
  }
  const config = async () => (await loadTestMerchants()).byCode('demo')!.config
  const fromMerchant = async (agent: Account, gameType: string, terms: ContractTerms) =>
    String(await offerFromMerchant({ db, events }, await config(), { agentId: agent.id, gameType, terms, by: 'admin:ops', now: clock.now() }))
  const offer = (upline: Account, downline: Account, gameType: string, terms: ContractTerms) => post('offerContract', upline, { account: downline.username, gameType, terms })
  const snapshot = async () => (await db.query('SELECT id, status, effective_from, ended_at FROM agent_contracts ORDER BY id')).rows

  it('the merchant offers a top agent terms; the agent signs them by the spec’s buttons, and a replay changes nothing', async () => {
    const top = await account(1, null)
    const id = await fromMerchant(top, 'RNG', daily(['100', 1, '0.5'], ['1000', 2, '1']))
    let seen = await consolidated(top)
    expect(seen.dailysalreqtype.RNG).toMatchObject({ id, status: 'P', upline: null, downlineHigherRate: 'N', terms: { kind: 'dailySalary' } })
    expect(seen.status.dailySalary).toBe('P')
    // The dividend call does not answer a daily salary.
    expectError(await post('participation', top, { contractId: id, productType: 'RNG', status: 'A' }), 404, 'contract.not.found')
    const signed = await post('wage', top, { id, status: 'A' })
    expect(signed.statusCode, signed.body).toBe(200)
    expectContract('wage', signed.json())
    expect(signed.json().value).toMatchObject({ contractId: id, status: 'V', ended: [] })
    seen = await consolidated(top)
    expect(seen.dailysalreqtype).toEqual({})
    expect(seen.dailysalinfo.RNG).toMatchObject({ id, status: 'V', version: 1 })
    // In force from the next day of the merchant's zone (UTC+07:00), never backwards: 2026-11-22 00:00 local.
    expect(seen.dailysalinfo.RNG!.effectiveFrom).toBe('2026-11-21T17:00:00.000Z')
    expect(seen.status.dailySalary).toBe('V')
    // Signing again: V does not take R, and A on V ends it (the reject button that sends A), so R is the replay refused.
    const before = await snapshot()
    expectError(await post('wage', top, { id, status: 'R' }), 409, 'contract.action.invalid')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses bad offers with nothing written: not a direct downline, above the upline, falling tiers, a kind off the lottery, not an agent', async () => {
    const top = await account(1, null)
    const sub = await account(2, top)
    const subsub = await account(2, sub)
    const member = await account(0, top)
    // No contract of its own yet: nothing to share.
    expectError(await offer(top, sub, 'RNG', daily(['100', 1, '0.5'])), 409, 'contract.upline.none')
    await post('wage', top, { id: await fromMerchant(top, 'RNG', daily(['100', 1, '0.5'], ['1000', 2, '1'])), status: 'A' })
    const before = await snapshot()
    expectError(await offer(top, subsub, 'RNG', daily(['100', 1, '0.5'])), 403, 'contract.not.direct')
    expectError(await offer(top, member, 'RNG', daily(['100', 1, '0.5'])), 403, 'contract.not.direct')
    // 0.6 % at a bet volume of 100 where the upline pays 0.5 %.
    expectError(await offer(top, sub, 'RNG', daily(['100', 1, '0.6'])), 400, 'contract.rate.aboveUpline')
    // 1 % from 500 with one active member: the upline's 1 % needs two.
    expectError(await offer(top, sub, 'RNG', daily(['100', 1, '0.2'], ['500', 1, '1'])), 400, 'contract.rate.aboveUpline')
    expectError(await offer(top, sub, 'RNG', daily(['1000', 1, '0.2'], ['100', 1, '0.3'])), 400, 'contract.tiers.falling')
    expectError(await offer(top, sub, 'RNG', daily(['100', 1, '0.4'], ['100', 1, '0.3'])), 400, 'contract.tiers.falling')
    expectError(await offer(top, sub, 'RNG', daily(['100', 1, '0.123'])), 400, 'contract.rate.invalid')
    expectError(await offer(top, sub, 'RNG', daily(['-5', 1, '0.1'])), 400, 'request.invalid')
    expectError(await offer(top, sub, 'RNG', { kind: 'realTimeSalary', realTimeSalaryRates: [{ betAmount: '1', lossRate: '1', winRate: '1' }] }), 400, 'contract.gameType.invalid')
    // A carry-over where the merchant's config does not allow it (the demo allows it: a copy of its config that does not).
    const carrying: ContractTerms = { kind: 'dividend', period: 'weekly', carryOver: true, tiers: [{ minimumBet: '1', netLoss: '1', activeMember: 1, contractRate: '1' }] }
    const demoConfig = await config()
    const noCarryOver = { ...demoConfig, agents: { ...demoConfig.agents, contracts: { ...demoConfig.agents?.contracts, carryOver: false } } }
    await expect(offerFromMerchant({ db, events }, noCarryOver, { agentId: top.id, gameType: 'LIVE', terms: carrying, by: 'admin:ops', now: clock.now() })).rejects.toMatchObject({ code: 'contract.carryOver.off' })
    expectError(await offer(member, sub, 'RNG', daily(['100', 1, '0.1'])), 403, 'error.not.agent')
    expect(await snapshot()).toEqual(before)
  })

  it('signing terms below a downline’s warns first (downlineHigherRate), then ends it and what hung on it, with history and a message', async () => {
    const top = await account(1, null)
    const sub = await account(2, top)
    const subsub = await account(2, sub)
    await post('wage', top, { id: await fromMerchant(top, 'RNG', daily(['100', 1, '1'])), status: 'A' })
    const toSub = (await offer(top, sub, 'RNG', daily(['100', 1, '0.8']))).json()
    expectContract('offerContract', toSub)
    const subOffer = (await consolidated(sub)).dailysalreqtype.RNG!
    expect(subOffer).toMatchObject({ status: 'P', upline: top.username, terms: { details: [{ betVolume: '100.00', activeMember: 1, rateType: 'P', rate: '0.80' }] } })
    await post('wage', sub, { id: subOffer.id, status: 'A' })
    await offer(sub, subsub, 'RNG', daily(['100', 1, '0.6']))
    const subsubOffer = (await consolidated(subsub)).dailysalreqtype.RNG!
    expect((await post('wage', subsub, { id: subsubOffer.id, status: 'A' })).json().value.status).toBe('V')

    // The top agent offers sub a new version at 0.5 % (P again: E is the dividend's), and signing it would end subsub's 0.6 %.
    expect((await offer(top, sub, 'RNG', daily(['100', 1, '0.5']))).statusCode).toBe(200)
    const lower = (await consolidated(sub)).dailysalreqtype.RNG!
    expect(lower).toMatchObject({ status: 'P', version: 2, downlineHigherRate: 'Y', endsContracts: [{ contractId: subsubOffer.id, account: subsub.username, kind: 'dailySalary', gameType: 'RNG' }] })
    const before = await snapshot()
    const warned = expectError(await post('wage', sub, { id: lower.id, status: 'A' }), 409, 'contract.downlineHigherRate')
    expect(warned.value).toEqual({ contracts: [{ contractId: subsubOffer.id, account: subsub.username, kind: 'dailySalary', gameType: 'RNG' }] })
    expect(await snapshot()).toEqual(before)

    const signed = await post('wage', sub, { id: lower.id, status: 'A', confirmEnding: true })
    expect(signed.json().value).toMatchObject({ status: 'V', ended: [{ contractId: subsubOffer.id }] })
    const after = await consolidated(sub)
    expect(after.dailysalinfo.RNG).toMatchObject({ id: lower.id, version: 2, status: 'V' })
    expect((await consolidated(subsub)).dailysalinfo).toEqual({})
    const { rows: messages } = await db.query<{ kind: string }>(`SELECT kind FROM member_messages WHERE member_id = $1 ORDER BY id`, [subsub.id])
    expect(messages.map((m) => m.kind)).toEqual(['contract.offered', 'contract.ended'])
    // The first version is superseded from when the second takes effect: the day in progress keeps its terms.
    const { rows: old } = await db.query<{ status: string; ended_at: Date }>(`SELECT status, ended_at FROM agent_contracts WHERE id = $1`, [subOffer.id])
    expect(old[0]).toMatchObject({ status: 'superseded', ended_at: new Date('2026-11-21T17:00:00.000Z') })

    const history = (await get('contractHistory', sub, 'kind=dailySalary')).json()
    expectContract('contractHistory', history)
    expect(history.value.list.map((e: { event: string; version: number }) => `${e.event}:${e.version}`)).toEqual(['signed:2', 'superseded:1', 'offered:2', 'signed:1', 'offered:1'])
    const seenByTop = (await get('downlineContracts', top, `account=${sub.username}`)).json()
    expectContract('downlineContracts', seenByTop)
    expect(seenByTop.value.slots).toEqual([expect.objectContaining({ kind: 'dailySalary', gameType: 'RNG', current: expect.objectContaining({ version: 2 }), pending: null })])
    expectError(await get('downlineContracts', top, `account=${subsub.username}`), 403, 'contract.not.direct')
  })

  it('follows each kind’s buttons: an hourly V ends by A (terminate) or R; a dividend V by C; an E rejected keeps the one in force', async () => {
    const top = await account(1, null)
    const hourId = await fromMerchant(top, 'LIVE', hourly('20'))
    await post('hourSalary', top, { contractId: hourId, status: 'A' })
    expect((await post('hourSalary', top, { contractId: hourId, status: 'C' })).statusCode).toBe(409)
    expect((await post('hourSalary', top, { contractId: hourId, status: 'A' })).json().value.status).toBe('terminated')
    expectError(await post('hourSalary', top, { contractId: hourId, status: 'A' }), 409, 'contract.action.invalid')

    const divId = await fromMerchant(top, 'RNG', dividend('10'))
    expect((await post('participation', top, { contractId: divId, productType: 'RNG', status: 'A' })).json().value.status).toBe('V')
    const newer = await fromMerchant(top, 'RNG', dividend('12'))
    expect((await consolidated(top)).divtypereq.RNG).toMatchObject({ contractId: newer, status: 'E' })
    expectError(await post('participation', top, { contractId: newer, productType: 'LIVE', status: 'R' }), 404, 'contract.not.found')
    expect((await post('participation', top, { contractId: newer, productType: 'RNG', status: 'R' })).json().value.status).toBe('rejected')
    expect((await consolidated(top)).divtypeinfo.RNG).toMatchObject({ contractId: divId, status: 'V' })
    expect((await post('participation', top, { contractId: divId, productType: 'RNG', status: 'C' })).json().value.status).toBe('terminated')
    expect((await consolidated(top)).status.dividend).toBe('N')
  })

  it('another agent’s contract is not found, whatever id it names', async () => {
    const top = await account(1, null)
    const other = await account(1, null)
    const id = await fromMerchant(top, 'RNG', daily(['100', 1, '0.5']))
    expectError(await post('wage', other, { id, status: 'A' }), 404, 'contract.not.found')
    expectError(await post('wage', other, { id: '999999999', status: 'A' }), 404, 'contract.not.found')
    expect((await consolidated(top)).dailysalreqtype.RNG).toMatchObject({ id, status: 'P' })
  })

  it('offers the merchant config’s terms once to each top agent that never had them', async () => {
    const top = await account(1, null)
    const cfg = await config()
    expect(await offerMerchantDefaults({ db, events }, cfg, clock.now())).toBeGreaterThan(0)
    const seen = await consolidated(top)
    expect(Object.keys(seen.realtimesalreqtype).sort()).toEqual(['ELOTT', 'LOTT'])
    expect(seen.divtypereq.RNG).toMatchObject({ status: 'P', upline: null })
    expect(await offerMerchantDefaults({ db, events }, cfg, clock.now())).toBe(0)
  })

  it('an operator offers a top agent the merchant’s terms through the operators’ API; a sub-agent and bad terms are refused', async () => {
    const top = await account(1, null)
    const sub = await account(2, top)
    const ops = (who: Account, body: unknown) =>
      app.inject({ method: 'POST', url: `/ops/contracts/demo/${who.username}`, headers: { ...demo, authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'mali' }, payload: body as object })
    const offered = await ops(top, { gameType: 'LIVE', terms: hourly('25') })
    expect(offered.statusCode, offered.body).toBe(200)
    const { contractId } = offered.json().value
    expect((await consolidated(top)).contracthoursalreq.LIVE).toMatchObject({ contractId, status: 'P', upline: null })
    const before = await snapshot()
    expectError(await ops(sub, { gameType: 'LIVE', terms: hourly('25') }), 403, 'contract.not.direct')
    expectError(await ops(top, { gameType: 'LIVE', terms: { kind: 'hourSalary', hourSalaryRates: [{ minimumBet: '100', activeMember: 1, rateType: 'A', rate: '9' }, { minimumBet: '200', activeMember: 1, rateType: 'A', rate: '8' }] } }), 400, 'contract.tiers.falling')
    expect((await ops(top, { gameType: 'LIVE', terms: hourly('25') })).statusCode).toBe(200)
    expect((await snapshot()).length).toBe(before.length + 1)
    const historyAnswer = await app.inject({ method: 'GET', url: `${ENDPOINTS.contractHistory.path}?kind=hourSalary`, headers: { ...demo, authorization: top.token } })
    expect(historyAnswer.statusCode, historyAnswer.body).toBe(200)
    const history = historyAnswer.json().value.list
    expect(history.map((e: { event: string; by: string }) => `${e.event}:${e.by}`)).toEqual(['offered:merchant', 'superseded:merchant', 'offered:merchant'])
  })
})
