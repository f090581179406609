/**
 * The vendor protocol (`POST /vendor-api/v1/<vendor>/{balance,bet,win,rollback}`) through `app.inject` on PGlite and
 * (with DATABASE_URL) PostgreSQL, signed as a vendor signs: a bet and a win move exactly their amounts through the
 * ledger; a replayed call answers the same and moves nothing; a win without its bet, a bad signature, a stale
 * timestamp, an unknown vendor or session, a bet more than the wallet holds, and bad amounts change nothing; a
 * rollback gives the stake back once, and a rollback of a bet never seen keeps that bet from ever landing. After
 * every test the ledger balances.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signRequest } from '../../src/server/crypto/signedRequest'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { insertGameSession, type PlayWalletKind } from '../../src/server/db/games/vendorProtocol'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { insertMember } from '../../src/server/db/member/members'
import { insertSession } from '../../src/server/db/accounts/sessions'
import { migrate } from '../../src/server/db/migrate'
import { balanceAnnouncementsIdle, gameTokenHash, vendorBet, vendorRollback } from '../../src/server/domain/games/vendorProtocol'
import { maskName } from '../../src/server/domain/games/winners'
import type { MemberEvent } from '../../src/contract/schemas/money'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { creditDeposit, creditTrial, transfer } from '../../src/server/domain/money/movements'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loadTestMerchants, testServer, type TestDatabase } from './helpers'

const HOUSE_SECRET = 'house-secret-for-the-vendor-protocol-tests'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('the vendor protocol on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let serial = 0
  let nodeId = 0n
  const events = inProcessEventBus()

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    ;({ app, clock } = await testServer({ db, houseVendorSecret: HOUSE_SECRET, rateLimit: { perMinute: 10_000 }, events }))
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    nodeId = (await gameByVendorId(db, 'demo', 'HSLOT', 'koi-terrace'))!.nodeId
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  /** A member with `balance` (minor units) in its main wallet and a game session on HSLOT's Koi Terrace. */
  async function player(options: { balance?: bigint; wallet?: PlayWalletKind; accountType?: number; expiresInMs?: number } = {}) {
    serial += 1
    const username = `vp${backend.name.slice(0, 2)}${serial}`
    const inserted = await insertMember(db, { merchantCode: 'demo', username, passwordHash: 'x', accountType: options.accountType ?? 0, at: clock.now() })
    if ('conflict' in inserted) throw new Error('member exists')
    const memberId = inserted.id
    const key = () => `vp-seed-${serial}-${randomUUID()}`
    const balance = options.balance ?? 10_000n
    const wallet = options.wallet ?? 'main'
    if (balance > 0n) {
      if (wallet === 'trial') await creditTrial(db, { merchantCode: 'demo', currency: 'THB', memberId, amount: balance, idempotencyKey: key(), actor: 'system', at: clock.now() })
      else await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId, amount: balance, idempotencyKey: key(), actor: 'system', at: clock.now() })
      if (wallet === 'vendor') await transfer(db, { merchantCode: 'demo', currency: 'THB', memberId, amount: balance, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'HSLOT' }, idempotencyKey: key(), actor: 'system', at: clock.now() })
    }
    const portalSessionId = await portalSession(memberId)
    const token = randomBytes(24).toString('base64url')
    await insertGameSession(db, {
      tokenHash: gameTokenHash(token), merchantCode: 'demo', memberId, vendorCode: 'HSLOT', nodeId, wallet, at: clock.now(),
      expiresAt: new Date(clock.now().getTime() + (options.expiresInMs ?? 3_600_000)), portalSessionId,
    })
    return { memberId, token, username, portalSessionId }
  }

  /** The portal session a launch would be made in: a game session ends with it (here it outlives the game's own hour). */
  function portalSession(memberId: number) {
    const day = new Date(clock.now().getTime() + 86_400_000)
    return insertSession(db, {
      memberId, merchantCode: 'demo', tokenHash: randomBytes(32).toString('hex'), at: clock.now(), idleExpiresAt: day, expiresAt: day, ip: '127.0.0.1', userAgent: null,
      passwordChangeRequired: false,
    })
  }

  function call(name: string, body: unknown, options: { secret?: string; timestamp?: number; vendor?: string; raw?: string } = {}) {
    const raw = options.raw ?? JSON.stringify(body)
    const timestamp = options.timestamp ?? Math.floor(clock.now().getTime() / 1000)
    return app.inject({
      method: 'POST',
      url: `/vendor-api/v1/${options.vendor ?? 'HSLOT'}/${name}`,
      headers: { ...demo, 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(options.secret ?? HOUSE_SECRET, timestamp, raw) },
      payload: raw,
    })
  }
  const answer = async (name: string, body: unknown) => {
    const response = await call(name, body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value
  }
  const wallets = async (memberId: number) => {
    const out: Record<string, bigint> = {}
    for (const a of await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)) out[a.kind === 'vendor' ? a.vendorCode : a.kind] = a.balance
    return out
  }
  const round = async (roundRef: string) =>
    (await db.query<{ bet: bigint; win: bigint; status: string; result: unknown }>(`SELECT bet, win, status, result FROM game_rounds WHERE round_ref = $1`, [roundRef])).rows[0]

  /** Asserts a call is refused with `status` and `code` and that nothing was written to the ledger. */
  async function refused(status: number, code: string, send: () => ReturnType<typeof call>) {
    const entries = await countEntries(db)
    expectError(await send(), status, code)
    expect(await countEntries(db)).toBe(entries)
  }

  it('a bet and a win move exactly their amounts; the round keeps them and its result', async () => {
    const p = await player()
    expect(await answer('balance', { sessionToken: p.token })).toEqual({ balance: '100.00', currency: 'THB' })
    expect(await answer('bet', { sessionToken: p.token, txnId: 'b1', roundId: 'r1', amount: '12.50' })).toEqual({ balance: '87.50', currency: 'THB', txnId: 'b1' })
    expect(await answer('win', { sessionToken: p.token, txnId: 'w1', roundId: 'r1', amount: '40.00', final: true, result: { reels: [[1, 2, 3]] } })).toMatchObject({ balance: '127.50' })
    expect(await wallets(p.memberId)).toMatchObject({ main: 12_750n })
    expect(await round('r1')).toEqual({ bet: 1_250n, win: 4_000n, status: 'settled', result: { reels: [[1, 2, 3]] } })
    // A losing round: the vendor settles it with a win of 0, which moves nothing.
    await answer('bet', { sessionToken: p.token, txnId: 'b2', roundId: 'r2', amount: '1' })
    const entries = await countEntries(db)
    expect(await answer('win', { sessionToken: p.token, txnId: 'w2', roundId: 'r2', amount: '0', final: true })).toMatchObject({ balance: '126.50' })
    expect(await countEntries(db)).toBe(entries)
    expect(await round('r2')).toMatchObject({ bet: 100n, win: 0n, status: 'settled' })
  })

  it('the member’s open pages hear the balance after the calls; after a burst of 20 the last figure heard is the latest', async () => {
    const p = await player()
    const heard: MemberEvent[] = []
    const stop = events.subscribe('demo', p.memberId, (event) => heard.push(event))
    try {
      await answer('bet', { sessionToken: p.token, txnId: 'hb1', roundId: 'hr1', amount: '1.00' })
      await expect.poll(() => heard.at(-1)).toMatchObject({ type: 'balance', balance: { sumBalance: '99.00' } })
      // Twenty bets at once (their announcements coalesce while a read is under way): the last figure heard is the
      // wallet's after all of them.
      heard.length = 0
      await Promise.all(Array.from({ length: 20 }, (_, i) => answer('bet', { sessionToken: p.token, txnId: `hb2-${i}`, roundId: `hr2-${i}`, amount: '1.00' })))
      await expect.poll(() => heard.at(-1)).toMatchObject({ type: 'balance', balance: { sumBalance: '79.00' } })
      // Ten bets one after another, each answered before the next: at most one read per 100 ms of them, the last
      // figure heard still the latest.
      await balanceAnnouncementsIdle(events)
      heard.length = 0
      const began = Date.now()
      for (let i = 0; i < 10; i++) await answer('bet', { sessionToken: p.token, txnId: `hb3-${i}`, roundId: `hr3-${i}`, amount: '1.00' })
      await expect.poll(() => heard.at(-1)).toMatchObject({ type: 'balance', balance: { sumBalance: '69.00' } })
      expect(heard.length).toBeLessThanOrEqual(Math.floor((Date.now() - began) / 100) + 1)
    } finally {
      stop()
    }
  })

  it('a member with no page open (no stream in this process) costs no balance read after a call; one with a page does', async () => {
    const p = await player()
    const merchants = await loadTestMerchants()
    let statements = 0
    const counted: Database = { ...db, query: (...args: Parameters<Database['query']>) => ((statements += 1), db.query(...args)) } as Database
    const bet = (txnId: string) => vendorBet({ db: counted, merchants, events }, { vendorCode: 'HSLOT', at: clock.now() }, { sessionToken: p.token, txnId, roundId: `${txnId}-r`, amount: '1.00' })
    const settled = () => balanceAnnouncementsIdle(events)
    // The first call reads the game session (kept from then on); the second is its one statement alone.
    await bet('qb1')
    await settled()
    statements = 0
    await bet('qb2')
    await settled()
    expect(statements).toBe(1)
    const heard: MemberEvent[] = []
    const stop = events.subscribe('demo', p.memberId, (event) => heard.push(event))
    try {
      statements = 0
      await bet('qb3')
      await expect.poll(() => heard.at(-1)).toMatchObject({ type: 'balance', balance: { sumBalance: '97.00' } })
      expect(statements).toBeGreaterThan(1)
    } finally {
      stop()
    }
  })

  it('a replayed call answers the first answer and moves nothing; the same id with other values is refused', async () => {
    const p = await player()
    const bet = { sessionToken: p.token, txnId: 'rb1', roundId: 'rr1', amount: '5' }
    await answer('bet', bet)
    const entries = await countEntries(db)
    expect(await answer('bet', bet)).toEqual({ balance: '95.00', currency: 'THB', txnId: 'rb1', replayed: true })
    await refused(409, 'idempotency.key.reused', () => call('bet', { ...bet, amount: '6' }))
    expect(await countEntries(db)).toBe(entries)
    // Ten at once, as one call retried by an impatient vendor: one bet.
    const twins = { sessionToken: p.token, txnId: 'rb2', roundId: 'rr1', amount: '1' }
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('bet', twins)))
    for (const a of answers) expect(a.statusCode, a.body).toBe(200)
    expect(answers.filter((a) => !a.json().value.replayed)).toHaveLength(1)
    expect(await wallets(p.memberId)).toMatchObject({ main: 9_400n })
    expect(await round('rr1')).toMatchObject({ bet: 600n })
  })

  it('a call made again after its round settled answers the first answer; a win again with another final or result is refused', async () => {
    const p = await player()
    const bet = { sessionToken: p.token, txnId: 'sb-1', roundId: 'sr-1', amount: '10' }
    const firstWin = { sessionToken: p.token, txnId: 'sw-1', roundId: 'sr-1', amount: '4', result: { reels: [1, 2, 3] } }
    const lastWin = { sessionToken: p.token, txnId: 'sw-2', roundId: 'sr-1', amount: '6', final: true, result: { reels: [4, 5, 6] } }
    await answer('bet', bet)
    expect(await answer('win', firstWin)).toMatchObject({ balance: '94.00' })
    // Again while the round is open: answered, and the round's win is not added twice.
    expect(await answer('win', firstWin)).toEqual({ balance: '94.00', currency: 'THB', txnId: 'sw-1', replayed: true })
    expect(await round('sr-1')).toMatchObject({ bet: 1_000n, win: 400n, status: 'open' })
    expect(await answer('win', lastWin)).toMatchObject({ balance: '100.00' })
    const entries = await countEntries(db)
    expect(await answer('bet', bet)).toEqual({ balance: '90.00', currency: 'THB', txnId: 'sb-1', replayed: true })
    expect(await answer('win', lastWin)).toEqual({ balance: '100.00', currency: 'THB', txnId: 'sw-2', replayed: true })
    await refused(409, 'idempotency.key.reused', () => call('win', { ...lastWin, final: false }))
    await refused(409, 'idempotency.key.reused', () => call('win', { ...lastWin, result: { reels: [6, 6, 6] } }))
    await refused(409, 'idempotency.key.reused', () => call('win', { ...firstWin, final: true }))
    await refused(409, 'idempotency.key.reused', () => call('bet', { ...bet, roundId: 'sr-2' }))
    expect(await countEntries(db)).toBe(entries)
    expect(await round('sr-1')).toMatchObject({ bet: 1_000n, win: 1_000n, status: 'settled', result: { reels: [4, 5, 6] } })
    expect(await wallets(p.memberId)).toMatchObject({ main: 10_000n })
  })

  it('an id that moved money is not a loss’s, nor a loss’s id a movement’s', async () => {
    const p = await player()
    await answer('bet', { sessionToken: p.token, txnId: 'lb-1', roundId: 'lr-1', amount: '10' })
    expect(await answer('win', { sessionToken: p.token, txnId: 'lw-1', roundId: 'lr-1', amount: '0' })).toMatchObject({ balance: '90.00' })
    await refused(409, 'idempotency.key.reused', () => call('win', { sessionToken: p.token, txnId: 'lw-1', roundId: 'lr-1', amount: '5' }))
    await refused(409, 'idempotency.key.reused', () => call('bet', { sessionToken: p.token, txnId: 'lw-1', roundId: 'lr-1', amount: '5' }))
    expect(await answer('win', { sessionToken: p.token, txnId: 'lw-2', roundId: 'lr-1', amount: '3' })).toMatchObject({ balance: '93.00' })
    await refused(409, 'idempotency.key.reused', () => call('win', { sessionToken: p.token, txnId: 'lw-2', roundId: 'lr-1', amount: '0', final: true }))
    await refused(409, 'idempotency.key.reused', () => call('win', { sessionToken: p.token, txnId: 'lb-1', roundId: 'lr-1', amount: '0', final: true }))
    expect(await round('lr-1')).toMatchObject({ bet: 1_000n, win: 300n, status: 'open' })
    expect(await wallets(p.memberId)).toMatchObject({ main: 9_300n })
  })

  it('refuses what makes no sense, moving nothing', async () => {
    const p = await player({ balance: 1_000n })
    await refused(404, 'vendor.bet.not.found', () => call('win', { sessionToken: p.token, txnId: 'nw1', roundId: 'no-such-round', amount: '5' }))
    await refused(400, 'insufficient.balance', () => call('bet', { sessionToken: p.token, txnId: 'nb1', roundId: 'nr1', amount: '10.01' }))
    // Refused, it was not recorded: the same id may land once the wallet holds enough.
    await answer('bet', { sessionToken: p.token, txnId: 'nb1', roundId: 'nr1', amount: '10.00' })
    await answer('win', { sessionToken: p.token, txnId: 'nw2', roundId: 'nr1', amount: '1', final: true })
    await refused(409, 'vendor.round.closed', () => call('win', { sessionToken: p.token, txnId: 'nw3', roundId: 'nr1', amount: '1' }))
    await refused(409, 'vendor.round.closed', () => call('bet', { sessionToken: p.token, txnId: 'nb2', roundId: 'nr1', amount: '0.5' }))
    for (const amount of ['0', '-1', '1.001', 'abc', 1, null, '9'.repeat(30)]) {
      const response = await call('bet', { sessionToken: p.token, txnId: `bad-${String(amount).slice(0, 8)}`, roundId: 'nr2', amount })
      expect(response.statusCode, String(amount)).toBe(400)
    }
    await refused(400, 'request.invalid', () => call('bet', { sessionToken: p.token, roundId: 'nr2', amount: '1' }))
    await refused(400, 'request.invalid', () => call('bet', [1, 2]))
    await refused(400, 'request.invalid', () => call('bet', null, { raw: '{not json' }))
    await refused(401, 'vendor.session.invalid', () => call('bet', { sessionToken: 'x'.repeat(32), txnId: 'nb3', roundId: 'nr3', amount: '1' }))
    // Another vendor's session is not this vendor's to spend.
    await refused(401, 'vendor.session.invalid', () => call('bet', { sessionToken: p.token, txnId: 'nb4', roundId: 'nr3', amount: '1' }, { vendor: 'HMINI' }))
    expect(await wallets(p.memberId)).toMatchObject({ main: 100n })
  })

  it('the database itself keeps round and transaction ids to the protocol’s form (letters, digits, _ . : -; 1 to 128)', async () => {
    const p = await player()
    const at = clock.now()
    const insertRound = (roundRef: string) =>
      db.query(`INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, created_at) VALUES ('demo', 'HSLOT', $1, $2, $3, 'main', $4)`, [
        roundRef, p.memberId, nodeId, at,
      ])
    const insertRecord = (txnId: string) =>
      db.query(
        `INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, amount, fingerprint, response, created_at) VALUES ('demo', 'HSLOT', $1, 'rollback', 0, '', '{}', $2)`,
        [txnId, at],
      )
    for (const insert of [insertRound, insertRecord]) {
      for (const good of [`ck-${'a'.repeat(125)}`, 'ck-A_z.9:-', randomUUID()]) await insert(good)
      for (const bad of ['', `ck-${'a'.repeat(126)}`, 'ck space', 'ck/slash', 'ck-é', 'ck\nline']) {
        await expect(insert(bad), JSON.stringify(bad)).rejects.toMatchObject({ code: '23514' })
      }
    }
  })

  it('refuses a bad signature, a stale or future timestamp and an unknown vendor', async () => {
    const p = await player()
    const bet = { sessionToken: p.token, txnId: 'sb1', roundId: 'sr1', amount: '1' }
    await refused(401, 'vendor.signature.invalid', () => call('bet', bet, { secret: 'not-the-secret-not-the-secret-xx' }))
    const now = Math.floor(clock.now().getTime() / 1000)
    await refused(400, 'vendor.request.stale', () => call('bet', bet, { timestamp: now - 301 }))
    await refused(400, 'vendor.request.stale', () => call('bet', bet, { timestamp: now + 301 }))
    await refused(404, 'vendor.unknown', () => call('bet', bet, { vendor: 'NOBODY' }))
    const unsigned = await app.inject({ method: 'POST', url: '/vendor-api/v1/HSLOT/bet', headers: { ...demo, 'content-type': 'application/json' }, payload: JSON.stringify(bet) })
    expectError(unsigned, 401, 'vendor.signature.invalid')
    expect((await call('nonsense', bet)).statusCode).toBe(404)
  })

  it('an ended session takes no bet, but the wins of its rounds still land', async () => {
    const p = await player({ expiresInMs: 60_000 })
    await answer('bet', { sessionToken: p.token, txnId: 'eb1', roundId: 'er1', amount: '2' })
    clock.advance(61_000)
    await refused(401, 'vendor.session.invalid', () => call('bet', { sessionToken: p.token, txnId: 'eb2', roundId: 'er2', amount: '2' }))
    expect(await answer('win', { sessionToken: p.token, txnId: 'ew1', roundId: 'er1', amount: '3', final: true })).toMatchObject({ balance: '101.00' })
  })

  it('a rollback gives the stake back once; a rollback of a bet never seen keeps it from ever landing', async () => {
    const p = await player()
    await answer('bet', { sessionToken: p.token, txnId: 'kb1', roundId: 'kr1', amount: '30' })
    expect(await answer('rollback', { sessionToken: p.token, txnId: 'k1', refTxnId: 'kb1' })).toMatchObject({ balance: '100.00' })
    expect(await round('kr1')).toMatchObject({ bet: 0n, status: 'rolled_back' })
    const entries = await countEntries(db)
    // Again (a new rollback id for the same bet), and replayed: nothing moves.
    expect(await answer('rollback', { sessionToken: p.token, txnId: 'k2', refTxnId: 'kb1' })).toMatchObject({ balance: '100.00' })
    expect(await answer('rollback', { sessionToken: p.token, txnId: 'k1', refTxnId: 'kb1' })).toMatchObject({ replayed: true })
    expect(await countEntries(db)).toBe(entries)
    await refused(404, 'vendor.bet.not.found', () => call('win', { sessionToken: p.token, txnId: 'kw1', roundId: 'kr1', amount: '5' }))

    expect(await answer('rollback', { sessionToken: p.token, txnId: 'k3', refTxnId: 'never-seen' })).toMatchObject({ balance: '100.00' })
    const recorded = await db.query<{ status: string }>(`SELECT status FROM vendor_transactions WHERE txn_id = 'k3'`)
    expect(recorded.rows[0].status).toBe('unknown_bet')
    await refused(409, 'vendor.bet.rolled.back', () => call('bet', { sessionToken: p.token, txnId: 'never-seen', roundId: 'kr2', amount: '1' }))
    expect(await wallets(p.memberId)).toMatchObject({ main: 10_000n })
  })

  it('a bet recorded as before migration 023 (a record of its own beside its entry) is answered from that record, and rolled back', async () => {
    const p = await player()
    const bet = { sessionToken: p.token, txnId: 'ob-1', roundId: 'or-1', amount: '20' }
    await answer('bet', bet)
    // The record migration 021's vendor_bet wrote for it: the call's values but the token, as the fingerprint.
    const fingerprint = JSON.stringify(['bet', [['amount', '20'], ['roundId', 'or-1'], ['txnId', 'ob-1']]])
    await db.query(
      `INSERT INTO vendor_transactions (merchant_code, vendor_code, txn_id, kind, round_ref, member_id, amount, status, fingerprint, response, created_at)
       VALUES ('demo', 'HSLOT', 'ob-1', 'bet', 'or-1', $1, 2000, 'ok', $2, '{}', now())`,
      [p.memberId, fingerprint],
    )
    expect(await answer('bet', bet)).toEqual({ balance: '80.00', currency: 'THB', txnId: 'ob-1', replayed: true })
    await refused(409, 'idempotency.key.reused', () => call('bet', { ...bet, amount: '21' }))
    expect(await answer('rollback', { sessionToken: p.token, txnId: 'ok-1', refTxnId: 'ob-1' })).toMatchObject({ balance: '100.00' })
    expect(await answer('rollback', { sessionToken: p.token, txnId: 'ok-2', refTxnId: 'ob-1' })).toMatchObject({ balance: '100.00' })
    expect(await round('or-1')).toMatchObject({ bet: 0n, status: 'rolled_back' })
    expect(await wallets(p.memberId)).toMatchObject({ main: 10_000n })
  })

  /**
   * Runs `write` in a transaction held open until `commit()` (the services it is given use that transaction, theirs
   * included), so that a call on another connection meets it half-written. `written` settles once `write` has run.
   */
  function heldOpen(write: (inTx: Database) => Promise<unknown>) {
    let commit!: () => void
    const mayCommit = new Promise<void>((resolve) => (commit = resolve))
    let markWritten!: (pid: number) => void
    const done = db.transaction(async (tx) => {
      const inTx = Object.assign(Object.create(tx), { transaction: (fn: (t: typeof tx) => Promise<unknown>) => fn(tx) }) as unknown as Database
      await write(inTx)
      markWritten((await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid)
      await mayCommit
    })
    const written = new Promise<number>((resolve, reject) => {
      markWritten = resolve
      done.catch(reject)
    })
    /** Resolves once another connection waits on a lock this transaction holds: the race the test stages. */
    const blocksAnother = async () => {
      const pid = await written
      await expect.poll(async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).rows[0].n, { timeout: 10_000 }).toBeGreaterThan(0)
    }
    return { written, commit, done, blocksAnother }
  }

  // Two connections are needed (a bet held open while its rollback arrives): PostgreSQL only.
  it.runIf(backend.name === 'postgres')('a rollback that arrives while its bet is being written waits for it, then rolls it back', async () => {
    const p = await player()
    const merchants = await loadTestMerchants()
    const betting = heldOpen((inTx) =>
      vendorBet({ db: inTx, merchants }, { vendorCode: 'HSLOT', at: clock.now() }, { sessionToken: p.token, txnId: 'race-b', roundId: 'race-r', amount: '10' }),
    )
    await betting.written
    const rollback = answer('rollback', { sessionToken: p.token, txnId: 'race-k', refTxnId: 'race-b' })
    // The rollback has reached the bet's lock and waits on it.
    await betting.blocksAnother()
    betting.commit()
    await betting.done
    expect(await rollback).toMatchObject({ balance: '100.00' })
    expect(await round('race-r')).toMatchObject({ bet: 0n, status: 'rolled_back' })
    expect(await wallets(p.memberId)).toMatchObject({ main: 10_000n })
    await refused(409, 'vendor.round.closed', () => call('bet', { sessionToken: p.token, txnId: 'race-b2', roundId: 'race-r', amount: '1' }))
  })

  it.runIf(backend.name === 'postgres')('a bet that arrives while its rollback is being written waits for it, then is refused', async () => {
    const p = await player()
    const merchants = await loadTestMerchants()
    const rollingBack = heldOpen((inTx) =>
      vendorRollback({ db: inTx, merchants }, { vendorCode: 'HSLOT', at: clock.now() }, { sessionToken: p.token, txnId: 'race2-k', refTxnId: 'race2-b' }),
    )
    await rollingBack.written
    const bet = call('bet', { sessionToken: p.token, txnId: 'race2-b', roundId: 'race2-r', amount: '10' })
    // The bet has reached its id's lock and waits on it.
    await rollingBack.blocksAnother()
    rollingBack.commit()
    await rollingBack.done
    expectError(await bet, 409, 'vendor.bet.rolled.back')
    expect(await wallets(p.memberId)).toMatchObject({ main: 10_000n })
    expect(await round('race2-r')).toBeUndefined()
  })

  it('masks names: the first two and last two characters of a long one, the first of a short one', () => {
    expect(maskName('somchai')).toBe('so***ai')
    expect(maskName('abcde')).toBe('ab***de')
    expect(maskName('abcd')).toBe('a***')
    expect(maskName('สมชาย_ใจดี')).toBe('สม***ดี')
  })

  it('the winner board shows the biggest settled real-money wins, names masked; never trial play or an open round', async () => {
    const board = async (query = 'gameCategory=ALL&language=en&limitNum=20') => {
      const response = await app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${query}`, headers: demo })
      expect(response.statusCode, response.body).toBe(200)
      expectContract('rankList', response.json())
      return response.json().value.list.map((item: { vo: Record<string, string> }) => item.vo)
    }
    const big = await player({ balance: 100_000n })
    await answer('bet', { sessionToken: big.token, txnId: 'wb1', roundId: 'wr1', amount: '100' })
    await answer('win', { sessionToken: big.token, txnId: 'ww1', roundId: 'wr1', amount: '5000', final: true })
    const open = await player()
    await answer('bet', { sessionToken: open.token, txnId: 'wb2', roundId: 'wr2', amount: '1' })
    await answer('win', { sessionToken: open.token, txnId: 'ww2', roundId: 'wr2', amount: '9000' })
    const trial = await player({ wallet: 'trial', accountType: 4, balance: 200_000n })
    await answer('bet', { sessionToken: trial.token, txnId: 'wb3', roundId: 'wr3', amount: '1' })
    await answer('win', { sessionToken: trial.token, txnId: 'ww3', roundId: 'wr3', amount: '8000', final: true })
    const list = await board()
    expect(list[0]).toMatchObject({ gameName: 'Koi Terrace', vendorCode: 'HSLOT', winAmount: '5000.00', winTime: clock.now().toISOString() })
    expect(list[0].username).toBe(maskName(big.username))
    expect(list[0].username).not.toBe(big.username)
    expect(list.map((vo: { winAmount: string }) => vo.winAmount)).not.toContain('9000.00')
    expect(list.map((vo: { winAmount: string }) => vo.winAmount)).not.toContain('8000.00')
    expect((await board('gameCategory=LIVE')).length).toBe(0)
    expect((await board('limitNum=1')).length).toBe(1)
    expect((await board('language=th'))[0].gameName).toBe('ระเบียงปลาคาร์ป')
  })

  it('a transfer-wallet session plays from the vendor wallet, a trial session from play credit', async () => {
    const v = await player({ wallet: 'vendor' })
    expect(await answer('bet', { sessionToken: v.token, txnId: 'vb1', roundId: 'vr1', amount: '10' })).toMatchObject({ balance: '90.00' })
    expect(await wallets(v.memberId)).toMatchObject({ main: 0n, HSLOT: 9_000n })
    const t = await player({ wallet: 'trial', accountType: 4, balance: 200_000n })
    expect(await answer('bet', { sessionToken: t.token, txnId: 'tb1', roundId: 'tr1', amount: '100' })).toMatchObject({ balance: '1900.00' })
    await answer('win', { sessionToken: t.token, txnId: 'tw1', roundId: 'tr1', amount: '250', final: true })
    expect(await wallets(t.memberId)).toMatchObject({ trial: 215_000n })
  })

  it('a round is one wallet’s: a session on another wallet of the same member can neither add to it nor be paid from it', async () => {
    const p = await player({ balance: 10_000n })
    await answer('bet', { sessionToken: p.token, txnId: 'ow-b1', roundId: 'ow-r1', amount: '10' })
    // The same member relaunched on a transfer-wallet session (the merchant changed the vendor's wallet mode).
    const other = randomBytes(24).toString('base64url')
    await insertGameSession(db, {
      tokenHash: gameTokenHash(other), merchantCode: 'demo', memberId: p.memberId, vendorCode: 'HSLOT', nodeId, wallet: 'vendor', at: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 3_600_000), portalSessionId: p.portalSessionId,
    })
    await refused(409, 'vendor.round.closed', () => call('bet', { sessionToken: other, txnId: 'ow-b2', roundId: 'ow-r1', amount: '1' }))
    await refused(404, 'vendor.bet.not.found', () => call('win', { sessionToken: other, txnId: 'ow-w1', roundId: 'ow-r1', amount: '20', final: true }))
    // Neither was recorded (the bet's only record is its ledger entry); the round's own session still settles it.
    expect((await db.query(`SELECT count(*)::integer AS n FROM vendor_transactions WHERE txn_id LIKE 'ow-%'`)).rows[0]).toEqual({ n: 0 })
    expect((await db.query(`SELECT count(*)::integer AS n FROM ledger_entries WHERE idempotency_key LIKE 'vt:HSLOT:ow-%'`)).rows[0]).toEqual({ n: 1 })
    await answer('win', { sessionToken: p.token, txnId: 'ow-w1', roundId: 'ow-r1', amount: '20', final: true })
    expect(await wallets(p.memberId)).toMatchObject({ main: 11_000n })
    expect(await round('ow-r1')).toMatchObject({ bet: 1_000n, win: 2_000n, status: 'settled' })
  })
})
