/**
 * The agent centre's calls through `app.inject` (the whole pipeline: token, gates, schema, handler): who may call
 * (agents only; a member gets `error.not.agent`, a trial account `in_need_true_account`), scope (an agent never sees
 * outside its team, whatever account it names), bad input (a clear error, never a 500, never another team's rows),
 * and the accounts and invite links an agent creates. PGlite, and PostgreSQL with DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { rollUpTeamEvents } from '../../src/server/db/agents/rollups'
import { migrate } from '../../src/server/db/migrate'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectContract, expectError, loggedInMember, type TestDatabase } from './helpers'
import { testServer } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const OPERATOR_KEY = 'agents-centre-operator-key-0123456789'

describe.each(BACKENDS)('the agent centre on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  const hasher = createPasswordHasher()
  let passwordHash = ''
  let serial = 0
  interface Account { id: number; token: string; username: string }

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, operatorKey: OPERATOR_KEY }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })

  async function account(accountType: number, upline: Account | null): Promise<Account> {
    const username = `ac${backend.name.slice(0, 2)}${++serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    return { ...m, username }
  }
  const get = (name: EndpointName, who: Account | null, query = '') =>
    app.inject({ method: 'GET', url: `${ENDPOINTS[name].path}${query ? `?${query}` : ''}`, headers: { ...demo, ...(who ? { authorization: who.token } : {}) } })
  const post = (name: EndpointName, who: Account, body: unknown) =>
    app.inject({ method: 'POST', url: ENDPOINTS[name].path, headers: { ...demo, authorization: who.token }, payload: body as object })
  const drain = async () => {
    while ((await rollUpTeamEvents(db, { merchantCode: 'demo', utcOffsetMinutes: 420, activeMinStake: 100n, batchSize: 1000 })) > 0);
  }
  const REPORTS = ['agentTeamOverview', 'agentTeamMembers', 'agentTeamProfitLoss', 'agentTeamBets', 'agentTeamTransactions', 'agentIncome', 'inviteLinks'] as const

  it('answers agents only: a guest must log in, a member is not an agent, a trial account needs a real one', async () => {
    const member = await account(0, null)
    const trial = await account(4, null)
    for (const name of REPORTS) {
      expectError(await get(name, null), 401, 'please.login')
      expectError(await get(name, member), 403, 'error.not.agent')
      expectError(await get(name, trial), 403, 'in_need_true_account')
    }
    expectError(await post('createDownline', member, { account: 'nobody01', accountType: 'member' }), 403, 'error.not.agent')
    expectError(await post('createInviteLink', trial, { accountType: 'member', expiryDays: 7, channel: 'x' }), 403, 'in_need_true_account')
  })

  it('every report answers the contract for an agent, with its team and nothing of another team', async () => {
    const agent = await account(1, null)
    const sub = await account(2, agent)
    const player = await account(0, sub)
    const stranger = await account(1, null)
    const strangersPlayer = await account(0, stranger)
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: player.id, amount: 12_345n, idempotencyKey: `ac-${backend.name}-1`, actor: 'test', at: clock.now() })
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: strangersPlayer.id, amount: 99_999n, idempotencyKey: `ac-${backend.name}-2`, actor: 'test', at: clock.now() })
    // A settled dice round of the player's, with its result: team betting shows it with the betting record's detail.
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    await db.query(
      `INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, win, status, result, created_at, settled_at)
       SELECT 'demo', vendor_code, 'ac-dice-1', $1, node_id, 'main', 0, 0, 'open', NULL, $2, NULL FROM games WHERE merchant_code = 'demo' AND game_type = 'dice'`,
      [player.id, clock.now()],
    )
    await db.query(`UPDATE game_rounds SET bet = 2000, win = 3960, status = 'settled', settled_at = $2, result = $3 WHERE round_ref = $1`, [
      'ac-dice-1', clock.now(), JSON.stringify({ direction: 'over', target: 5000, rolled: 7312, multiplier: 1.98 }),
    ])
    // And a settled lottery draw the player staked on: team betting names the game and the draw, in the reader's language.
    const { rows: [draw] } = await db.query<{ id: string }>(
      `INSERT INTO lottery_rounds (merchant_code, currency, game_code, round_no, round_index, prize_table, status, opens_at, closes_at, draws_at,
         commitment, seed_seal, seed_hex, result, drawn_at, settled_at, bet_count, stake_total, payout_total, created_at)
       VALUES ('demo', 'THB', 'elott-1m', '77', 77, 'electronic', 'settled', $1, $1, $1, $2, 'sealed', $2, '{"special":["12345"]}', $1, $1, 1, 500, 0, $1)
       RETURNING id::text`,
      [clock.now(), 'ab'.repeat(32)],
    )
    await db.query(
      `INSERT INTO lottery_member_rounds (round_id, member_id, merchant_code, game_code, bet_count, stake, payout, settled_at) VALUES ($1, $2, 'demo', 'elott-1m', 1, 500, 0, $3)`,
      [draw.id, player.id, clock.now()],
    )
    await drain()
    for (const name of REPORTS) {
      const response = await get(name, agent)
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200)
      expectContract(name, response.json())
    }
    const overview = (await get('agentTeamOverview', agent, 'range=today')).json().value
    expect(overview.figures.deposits).toBe('123.45')
    expect(overview.team).toMatchObject({ size: 2, directAgents: 1, indirectMembers: 1 })
    expect(overview.firstDeposits).toBe(1)

    const members = (await get('agentTeamMembers', agent)).json().value
    expect(members.list.map((m: { account: string }) => m.account)).toEqual([sub.username])
    expect(members.path).toEqual([agent.username])
    // Drilling into the sub-agent's line, with the breadcrumb back up.
    const line = (await get('agentTeamMembers', agent, `parent=${sub.username}`)).json().value
    expect(line.list.map((m: { account: string; balance: string }) => [m.account, m.balance])).toEqual([[player.username, '123.45']])
    expect(line.path).toEqual([agent.username, sub.username])
    // A search by prefix reaches any depth.
    const found = (await get('agentTeamMembers', agent, `account=${player.username.slice(0, -1)}`)).json().value
    expect(found.list.map((m: { account: string }) => m.account)).toContain(player.username)
    expect(found.list.map((m: { account: string }) => m.account)).not.toContain(strangersPlayer.username)

    // Another team's accounts, however they are named, are not found; nothing of them is answered.
    for (const [name, query] of [
      ['agentTeamMembers', `parent=${stranger.username}`],
      ['agentTeamMembers', `parent=${strangersPlayer.username}`],
      ['agentTeamProfitLoss', `parent=${strangersPlayer.username}`],
      ['agentTeamBets', `account=${strangersPlayer.username}`],
      ['agentTeamTransactions', `account=${strangersPlayer.username}`],
      ['agentTeamMembers', `parent=${agent.username}`],
    ] as const) {
      const refused = expectError(await get(name, agent, query), 404, 'downline.not.found')
      expect(JSON.stringify(refused)).not.toContain('999.99')
    }
    // The sub-agent sees its own line only, not its upline's.
    expectError(await get('agentTeamTransactions', sub, `account=${agent.username}`), 404, 'downline.not.found')
    const bets = (await get('agentTeamBets', agent, 'range=today&gameType=RNG')).json().value
    expect(bets.list.map((b: { account: string; bet: string; win: string }) => [b.account, b.bet, b.win])).toEqual([[player.username, '20.00', '39.60']])
    expect(bets.list[0].round).toMatchObject({ roundRef: 'ac-dice-1', gameType: 'dice', status: 'settled', result: { rolled: 7312 } })
    expect(bets.footer).toEqual({ bet: '20.00', win: '39.60', profit: '19.60', rounds: 1 })
    const draws = (await get('agentTeamBets', agent, 'range=today&gameType=ELOTT')).json().value
    expect(draws.list.map((b: { gameName: string; bet: string; round: unknown }) => [b.gameName, b.bet, b.round])).toEqual([['ลอตเตอรี่ด่วน 1 นาที #77', '5.00', null]])
    const inEnglish = await app.inject({ method: 'GET', url: `${ENDPOINTS.agentTeamBets.path}?range=today&gameType=ELOTT`, headers: { ...demo, authorization: agent.token, Language: 'en' } })
    expect(inEnglish.json().value.list[0].gameName).toBe('Express Lottery 1 min #77')
    const txs = (await get('agentTeamTransactions', agent)).json().value
    expect(txs.list.map((t: { account: string; amount: string }) => [t.account, t.amount])).toEqual([[player.username, '123.45']])
    const searchedAway = (await get('agentTeamMembers', agent, `account=${strangersPlayer.username}`)).json().value
    expect(searchedAway.list).toEqual([])
  })

  it('refuses bad periods, filters and pages with a clear error and no 500', async () => {
    const agent = await account(1, null)
    const cases: [EndpointName, string, number, string][] = [
      ['agentTeamOverview', 'range=custom&from=2026-01-01&to=2027-06-01', 400, 'agent.range.too.long'],
      ['agentTeamOverview', 'range=custom&from=2026-05-02&to=2026-05-01', 400, 'agent.range.reversed'],
      ['agentTeamOverview', 'range=custom&from=2026-02-30&to=2026-03-01', 400, 'agent.range.invalid'],
      ['agentTeamOverview', 'range=custom', 400, 'agent.range.invalid'],
      ['agentTeamOverview', 'range=forever', 400, 'request.invalid'],
      ['agentTeamProfitLoss', 'sort=password', 400, 'request.invalid'],
      ['agentTeamMembers', 'pageSize=101', 400, 'request.invalid'],
      ['agentTeamMembers', 'pageSize=0', 400, 'request.invalid'],
      ['agentTeamMembers', 'status=deleted', 400, 'request.invalid'],
      ['agentTeamMembers', 'minBalance=abc', 400, 'request.invalid'],
      ['agentTeamMembers', 'minBalance=1.234', 400, 'amount.invalid'],
      ['agentTeamBets', 'gameType=POKER', 400, 'request.invalid'],
      ['agentTeamTransactions', 'type=ledger_post', 400, 'request.invalid'],
      ['agentIncome', 'pageNo=0', 400, 'request.invalid'],
      ['agentTeamBets', 'memberId=1', 400, 'request.invalid'],
    ]
    for (const [name, query, status, code] of cases) {
      const response = await get(name, agent, query)
      expect(`${name}?${query}: ${response.statusCode}`).toBe(`${name}?${query}: ${status}`)
      expectError(response, status, code)
    }
    // Far past the last page: an empty page with the counts, not an error.
    const far = (await get('agentTeamMembers', agent, 'pageNo=999')).json().value
    expect(far).toMatchObject({ list: [], totalCount: 0 })
  })

  it('creates a member and a sub-agent under the agent, with the default password to change at first login', async () => {
    const agent = await account(1, null)
    const created = await post('createDownline', agent, { account: `nm${backend.name.slice(0, 2)}01`, accountType: 'member' })
    expect(created.statusCode, created.body).toBe(200)
    expectContract('createDownline', created.json())
    expect((await post('createDownline', agent, { account: `ns${backend.name.slice(0, 2)}01`, accountType: 'agent' })).json().value).toMatchObject({ accountType: 2 })
    const { rows } = await db.query<{ username: string; account_type: number; upline_id: number }>(
      'SELECT username, account_type, upline_id FROM members WHERE upline_id = $1 ORDER BY username', [agent.id],
    )
    expect(rows.map((r) => [r.username, r.account_type])).toEqual([[`nm${backend.name.slice(0, 2)}01`, 0], [`ns${backend.name.slice(0, 2)}01`, 2]])
    // The default password logs in, and only to change it.
    const login = await app.inject({ method: 'POST', url: ENDPOINTS.login.path, headers: demo, remoteAddress: '127.0.0.1', payload: await (async () => {
      const { encryptBody, importPublicKey } = await import('../../src/contract/encryption')
      const key = (await app.inject({ method: 'GET', url: ENDPOINTS.encryptionKey.path, headers: demo })).json().value
      return (await encryptBody(await importPublicKey(key.publicKey), key.kid, { type: 'username', username: `nm${backend.name.slice(0, 2)}01`, password: 'Welcome123' }, { path: ENDPOINTS.login.path, at: clock.now().getTime() })) as object
    })() })
    expect(login.json().value).toMatchObject({ passwordChangeRequired: true })
    expectError(await post('createDownline', agent, { account: `nm${backend.name.slice(0, 2)}01`, accountType: 'member' }), 409, 'username.taken')
    expectError(await post('createDownline', agent, { account: 'x', accountType: 'member' }), 400, 'request.invalid')
    expectError(await post('createDownline', agent, { account: 'okname99', accountType: 'boss' }), 400, 'request.invalid')
  })

  it('keeps invite links: created with a CSPRNG code, listed with their registrations, expired by time, deleted by their agent only', async () => {
    const agent = await account(1, null)
    const other = await account(1, null)
    const link = (await post('createInviteLink', agent, { accountType: 'agent', expiryDays: 1, channel: 'Facebook group' })).json().value
    expect(link).toMatchObject({ accountType: 'agent', channel: 'Facebook group', expired: false, registrations: 0 })
    expect(link.code).toMatch(/^[A-Z2-9]{10}$/)
    expect(link.path).toBe(`/register?affiliateCode=${link.code}`)
    const forever = (await post('createInviteLink', agent, { accountType: 'member', expiryDays: 0, channel: 'LINE' })).json().value
    expect(forever.expiresAt).toBeNull()
    expect((await app.inject({ method: 'GET', url: `${ENDPOINTS.affiliate.path}?code=${link.code}`, headers: demo })).json().value).toEqual({ valid: true, agent: agent.username, accountType: 'agent' })
    // A day later (moved back a day rather than the clock forward, which would end the agent's session too).
    await db.query(`UPDATE invite_links SET expires_at = expires_at - interval '1 day', created_at = created_at - interval '1 day' WHERE code = $1`, [link.code])
    const listed = (await get('inviteLinks', agent)).json().value
    expect(listed.list.map((l: { code: string; expired: boolean }) => [l.code, l.expired])).toEqual([[forever.code, false], [link.code, true]])
    expect((await app.inject({ method: 'GET', url: `${ENDPOINTS.affiliate.path}?code=${link.code}`, headers: demo })).json().value).toEqual({ valid: false, agent: null, accountType: null })
    expectError(await post('deleteInviteLink', other, { id: forever.id }), 404, 'invite.link.not.found')
    expectError(await post('createInviteLink', agent, { accountType: 'member', expiryDays: 3, channel: 'x' }), 400, 'request.invalid')
    const deleted = await post('deleteInviteLink', agent, { id: forever.id })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const after = deleted.json().value
    expect(after.list.map((l: { code: string }) => l.code)).toEqual([link.code])
  })
  it('an operator moves a member and its team under another agent; the agents\' reports follow at once', async () => {
    const left = await account(1, null)
    const right = await account(1, null)
    const sub = await account(2, left)
    const player = await account(0, sub)
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: player.id, amount: 5_000n, idempotencyKey: `ac-${backend.name}-mv`, actor: 'test', at: clock.now() })
    await drain()
    const move = (merchant: string, member: string, upline: string, key = OPERATOR_KEY) =>
      app.inject({ method: 'POST', url: `/ops/members/${merchant}/${member}/upline`, headers: { ...demo, authorization: `Bearer ${key}` }, payload: { upline } })
    expectError(await move('demo', sub.username, right.username, 'wrong-key'), 401, 'operator.key.invalid')
    expectError(await move('demo', sub.username, player.username), 404, 'upline.not.found')
    expectError(await move('demo', 'nobody-here', right.username), 404, 'downline.not.found')
    expectError(await move('nowhere', sub.username, right.username), 404, 'downline.not.found')
    expectError(await move('demo', left.username, sub.username), 409, 'team.move.cycle')
    const moved = await move('demo', sub.username, right.username)
    expect(moved.json().value).toEqual({ merchantCode: 'demo', account: sub.username, upline: right.username, teamSize: 1 })
    const deposits = async (who: Account) => (await get('agentTeamOverview', who, 'range=today')).json().value.figures.deposits
    expect([await deposits(left), await deposits(right)]).toEqual(['0.00', '50.00'])
    expectError(await get('agentTeamMembers', left, `parent=${sub.username}`), 404, 'downline.not.found')
    expect((await get('agentTeamMembers', right, `parent=${sub.username}`)).json().value.list.map((m: { account: string }) => m.account)).toEqual([player.username])
  })
})
