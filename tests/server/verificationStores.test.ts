/**
 * Captchas, verification codes and send limits kept in the database (src/server/db/verification), on PGlite and
 * (with DATABASE_URL) PostgreSQL: each store method holds under concurrent requests as its interface says, expired
 * rows are purged in bounded batches, and two server processes sharing one database accept each other's captchas
 * and codes. Also the development captcha outbox (PORTICO_DEV_CAPTCHA_OUTBOX) and its refusal in production.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { parseDevCaptchaOutbox, readSettings, DEV_CAPTCHA_OUTBOX_WARNING } from '../../src/server/config'
import type { Database } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { openPostgres } from '../../src/server/db/postgres'
import { DatabaseCaptchaStore, PURGE_BATCH } from '../../src/server/db/verification/captchas'
import { DatabaseCodeStore, EXPIRED_CODE_GRACE_MS } from '../../src/server/db/verification/codes'
import { createCodeIssuer, sendDecision, type CodeRequest } from '../../src/server/domain/notify/codes'
import { MemorySender, OutboxSender, readOutbox } from '../../src/server/domain/notify/sender'
import { createCaptchaService } from '../../src/server/domain/accounts/captcha'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'
import { BACKENDS, INVALID_MERCHANTS_DIR, expectContract, expectError, loadTestMerchants, NOW, testServer, type TestDatabase } from './helpers'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const demo = { host: 'localhost:3000' }
const LOCAL = '127.0.0.1'

async function count(db: Database, table: 'captchas' | 'verification_codes' | 'code_sends', where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)
  return rows[0].n
}

/** On PostgreSQL, more pools on the database's schema: other server processes, so races run on many connections. */
async function otherProcesses(db: Database, n: number): Promise<Database[]> {
  if (db.kind !== 'postgres') return []
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema')
  return Promise.all(Array.from({ length: n }, () => openPostgres({ connectionString: process.env.DATABASE_URL as string, schema: rows[0].schema, max: 4 })))
}

describe.each(BACKENDS)('verification stores on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  /** Every database handle of the "deployment": one on PGlite, three pools on PostgreSQL. */
  let pools: Database[]
  const clock = fixedClock(NOW)
  const now = () => clock.now().getTime()
  /** The i-th of several requests racing, each through the store of one of the pools in turn. */
  const codeStores = () => pools.map((pool) => new DatabaseCodeStore(pool, clock))

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    pools = [db, ...(await otherProcesses(db, 2))]
  })
  afterAll(async () => {
    await Promise.all(pools?.slice(1).map((pool) => pool.close()) ?? [])
    await handle?.dispose()
  })
  beforeEach(async () => {
    clock.set(NOW)
    await db.exec('DELETE FROM captchas; DELETE FROM verification_codes; DELETE FROM code_sends')
  })

  describe('captchas', () => {
    it('gives an answer back once: the second take finds nothing', async () => {
      const store = new DatabaseCaptchaStore(db, clock)
      await store.put('c1', { answer: 'abcd', expiresAt: now() + MINUTE })
      expect(await store.take('c1')).toEqual({ answer: 'abcd', expiresAt: now() + MINUTE })
      expect(await store.take('c1')).toBeUndefined()
      expect(await store.take('never-issued')).toBeUndefined()
      expect(await count(db, 'captchas')).toBe(0)
    })

    it('of many requests racing with one id, exactly one gets the answer', async () => {
      const stores = pools.map((pool) => new DatabaseCaptchaStore(pool, clock))
      for (let round = 0; round < 5; round += 1) {
        await stores[0].put(`raced-${round}`, { answer: 'wxyz', expiresAt: now() + MINUTE })
        const taken = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % stores.length].take(`raced-${round}`)))
        expect(taken.filter(Boolean)).toEqual([{ answer: 'wxyz', expiresAt: now() + MINUTE }])
      }
    })

    it('through the captcha rules: the right answer works once, and not after it expires', async () => {
      const answers = new Map<string, string>()
      const captcha = createCaptchaService({
        clock, random: cryptoRandom, store: new DatabaseCaptchaStore(db, clock), ttlMs: MINUTE,
        reveal: async ({ id, text }) => void answers.set(id, text),
      })
      const early = await captcha.issueCaptcha()
      const late = await captcha.issueCaptcha()
      expect(await captcha.verifyCaptcha(early.id, answers.get(early.id) as string)).toBe(true)
      expect(await captcha.verifyCaptcha(early.id, answers.get(early.id) as string)).toBe(false)
      clock.advance(MINUTE)
      expect(await captcha.verifyCaptcha(late.id, answers.get(late.id) as string)).toBe(false)
    })

    it('purges expired captchas in bounded batches as new ones are stored, never live ones', async () => {
      const store = new DatabaseCaptchaStore(db, clock)
      const expired = PURGE_BATCH + 30
      await db.query(
        `INSERT INTO captchas (id, answer, expires_at) SELECT 'old-' || n, 'abcd', $1::timestamptz - n * interval '1 second' FROM generate_series(1, $2::int) AS n`,
        [clock.now(), expired],
      )
      await store.put('live', { answer: 'live', expiresAt: now() + MINUTE })
      expect(await count(db, 'captchas')).toBe(expired - PURGE_BATCH + 1)
      await store.put('live2', { answer: 'live', expiresAt: now() + MINUTE })
      expect(await count(db, 'captchas')).toBe(2)
      clock.advance(MINUTE)
      await store.put('live3', { answer: 'live', expiresAt: now() + MINUTE })
      expect(await count(db, 'captchas')).toBe(1)
      expect(await store.take('live3')).toMatchObject({ answer: 'live' })
    })
  })

  describe('codes', () => {
    const limits = { resendIntervalMs: MINUTE, maxPerHour: 3 }
    const entry = (id: string, code = '123456') => ({ id, code, expiresAt: now() + 5 * MINUTE, attempts: 0 })

    it('allows one of many concurrent sends to one destination, and does not hold up other destinations', async () => {
      const stores = codeStores()
      for (let round = 0; round < 5; round += 1) {
        const destination = `demo\nsms\n081234567${round}`
        const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % stores.length].reserveSend(destination, now(), limits)))
        expect(decisions.filter((d) => d.ok), destination).toHaveLength(1)
        expect(decisions.filter((d) => !d.ok)).toEqual(Array(11).fill({ ok: false, retryAfterMs: MINUTE }))
      }
      const others = await Promise.all(Array.from({ length: 6 }, (_, i) => stores[i % stores.length].reserveSend(`demo\nsms\n08000000${i}`, now(), limits)))
      expect(others.every((d) => d.ok)).toBe(true)
      expect(await count(db, 'code_sends')).toBe(5 + 6)
    })

    it('holds the hourly limit under concurrency: exactly maxPerHour of a burst pass', async () => {
      const stores = codeStores()
      const burst = { resendIntervalMs: 0, maxPerHour: 3 }
      for (let round = 0; round < 5; round += 1) {
        const destination = `demo\nemail\na${round}@example.test`
        const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % stores.length].reserveSend(destination, now(), burst)))
        expect(decisions.filter((d) => d.ok), destination).toHaveLength(3)
        expect(await count(db, 'code_sends', 'destination = $1', [destination])).toBe(3)
      }
    })

    it('decides each send from the recorded ones as the rule does, over the rolling hour', async () => {
      const store = new DatabaseCodeStore(db, clock)
      const destination = 'demo\nsms\n0899999999'
      const sent: number[] = []
      for (const step of [0, 20_000, 40_000, 5 * MINUTE, 5 * MINUTE, 5 * MINUTE, 44 * MINUTE - 1, 1]) {
        clock.advance(step)
        const expected = sendDecision(sent, now(), limits)
        expect(await store.reserveSend(destination, now(), limits), `at +${now() - Date.parse(NOW)} ms`).toEqual(expected)
        if (expected.ok) sent.push(now())
      }
      // Sends at 0, 60 s and 6 min; then none until the first leaves the hour, to the millisecond.
      expect(sent.map((at) => at - Date.parse(NOW))).toEqual([0, MINUTE, 6 * MINUTE, HOUR])
    })

    it('keeps one code per key: a new one replaces the old and its tries', async () => {
      const store = new DatabaseCodeStore(db, clock)
      await store.save('k', entry('first', '111111'))
      expect(await store.addAttempt('k', 'first')).toBe(1)
      await store.save('k', entry('second', '222222'))
      expect(await store.get('k')).toEqual(entry('second', '222222'))
      expect(await store.get('unknown')).toBeUndefined()
    })

    it('counts tries only against the code they were made for, each one once under concurrency', async () => {
      const stores = codeStores()
      const [store] = stores
      await store.save('k', entry('live'))
      expect(await store.addAttempt('k', 'stale')).toBe(0)
      expect(await store.addAttempt('other', 'live')).toBe(0)
      const counted = await Promise.all(Array.from({ length: 15 }, (_, i) => stores[i % stores.length].addAttempt('k', 'live')))
      expect([...counted].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
      expect((await store.get('k'))?.attempts).toBe(15)
    })

    it('consumes a code once: of racing consumers exactly one removes it; a stale id removes nothing', async () => {
      const stores = codeStores()
      const [store] = stores
      await store.save('k', entry('live'))
      expect(await store.consume('k', 'stale')).toBe(false)
      const removed = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % stores.length].consume('k', 'live')))
      expect(removed.filter(Boolean)).toHaveLength(1)
      expect(await store.get('k')).toBeUndefined()
      expect(await store.addAttempt('k', 'live')).toBe(0)
    })

    it('through the code rules: a burst of parallel guesses is held to the allowed tries, the right code works once', async () => {
      const sender = new MemorySender(clock)
      const codes = createCodeIssuer({ clock, random: cryptoRandom, sender, store: new DatabaseCodeStore(db, clock), limits: { maxAttempts: 5 } })
      const request: CodeRequest = { channel: 'sms', to: '0812345678', merchantCode: 'demo', purpose: 'login' }
      expect(await codes.issue(request)).toMatchObject({ ok: true })
      const code = /\d{6}/.exec(sender.sent[0].text)?.[0] as string
      const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code)
      const results = await Promise.all(guesses.map((guess) => codes.verify({ ...request, code: guess })))
      expect(results.filter((r) => !r.ok && r.reason === 'invalid-verification-code')).toHaveLength(5)
      expect(await codes.verify({ ...request, code })).toEqual({ ok: false, reason: 'code-expired', attemptsLeft: 0 })

      clock.advance(MINUTE)
      expect(await codes.issue(request)).toMatchObject({ ok: true })
      const fresh = /\d{6}/.exec(sender.sent[1].text)?.[0] as string
      const racing = await Promise.all(Array.from({ length: 5 }, () => codes.verify({ ...request, code: fresh })))
      expect(racing.filter((r) => r.ok)).toHaveLength(1)
    })

    it('purges send records older than the hour and codes long expired, in bounded batches', async () => {
      const store = new DatabaseCodeStore(db, clock)
      // Expired a moment ago: kept, so a late try still hears "expired".
      await store.save('recent', { id: 'r', code: '000000', expiresAt: now() - MINUTE, attempts: 0 })
      const old = PURGE_BATCH + 20
      await db.query(
        `INSERT INTO code_sends (destination, sent_at) SELECT 'd' || n, $1::timestamptz - interval '1 hour' - n * interval '1 second' FROM generate_series(1, $2::int) AS n`,
        [clock.now(), old],
      )
      await db.query(
        `INSERT INTO verification_codes (key, id, code, expires_at, attempts)
         SELECT 'old-' || n, 'i', '000000', $1::timestamptz - $3::float8 * interval '1 millisecond' - n * interval '1 second', 0 FROM generate_series(1, $2::int) AS n`,
        [clock.now(), old, EXPIRED_CODE_GRACE_MS],
      )

      await store.reserveSend('fresh', now(), limits)
      expect(await count(db, 'code_sends')).toBe(old - PURGE_BATCH + 1)
      await store.reserveSend('fresh2', now(), limits)
      expect(await count(db, 'code_sends')).toBe(2)

      await store.save('live', entry('l'))
      expect(await count(db, 'verification_codes')).toBe(old - PURGE_BATCH + 2)
      await store.save('live2', entry('l'))
      expect(await count(db, 'verification_codes', `key NOT LIKE 'old-%'`)).toBe(3)
      expect(await count(db, 'verification_codes')).toBe(3)
      expect(await store.get('recent')).toMatchObject({ id: 'r' })
    })
  })
})

describe.each(BACKENDS)('two server processes sharing one database on $name', (backend) => {
  let handle: TestDatabase
  let second: Database
  let first: FastifyInstance
  let other: FastifyInstance
  let dir: string
  let outbox: string

  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    if (handle.db.kind === 'postgres') {
      // A second pool on the same schema: another process of the same deployment.
      const { rows } = await handle.db.query<{ schema: string }>('SELECT current_schema() AS schema')
      second = await openPostgres({ connectionString: process.env.DATABASE_URL as string, schema: rows[0].schema, max: 4 })
    } else {
      second = handle.db
    }
    dir = mkdtempSync(join(tmpdir(), 'portico-shared-'))
    outbox = join(dir, 'outbox.jsonl')
    const clock = fixedClock(NOW)
    // The first process writes messages and captcha answers to the development outbox; the second only keeps its messages.
    const writer = new OutboxSender(outbox, clock)
    first = (await testServer({ db: handle.db, sender: writer, devCaptchaOutbox: writer, rateLimit: { perMinute: 10_000 } })).app
    other = (await testServer({ db: second, sender: new MemorySender(clock), rateLimit: { perMinute: 10_000 } })).app
    await seed(handle.db, await loadTestMerchants(), clock)
  })
  afterAll(async () => {
    await first?.close()
    await other?.close()
    if (second && second !== handle?.db) await second.close()
    await handle?.dispose()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** One request to `app`; an encrypted body is sealed with that process's own key, as the portal would. */
  async function call(app: FastifyInstance, name: EndpointName, body?: unknown) {
    const def = ENDPOINTS[name]
    let payload = body
    if (def.encrypted && body !== undefined) {
      const key = (await app.inject({ method: 'GET', url: ENDPOINTS.encryptionKey.path, headers: demo })).json().value
      payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: def.path, at: Date.parse(NOW) })
    }
    return app.inject({ method: def.method, url: def.path, headers: demo, remoteAddress: LOCAL, ...(payload === undefined ? {} : { payload: payload as object }) })
  }

  const login = (app: FastifyInstance, password: string, extra: Record<string, unknown> = {}) =>
    call(app, 'login', { type: 'username', username: 'downline1', password, ...extra })

  /** The answer of captcha `id` as the first process wrote it to the development outbox. */
  async function answerFromOutbox(id: string): Promise<string> {
    const entry = (await readOutbox(outbox)).find((e) => e.channel === 'captcha' && e.to === id)
    expect(entry, `captcha ${id} in the outbox`).toMatchObject({ channel: 'captcha', to: id, merchantCode: 'demo', purpose: 'captcha' })
    return /Captcha answer: ([A-Z0-9]+)/.exec(entry?.text ?? '')?.[1] as string
  }

  it('a captcha drawn by one process is answered at login on the other, once', async () => {
    for (let i = 0; i < 3; i += 1) expectError(await login(first, 'wrong-password'), 400, 'invalid.username.or.password')
    expectError(await login(other, DEMO_PASSWORD), 400, 'captcha.required')

    const issued = (await call(first, 'captcha')).json()
    expectContract('captcha', issued)
    const captcha = { captchaId: issued.value.captchaId, captcha: await answerFromOutbox(issued.value.captchaId) }
    expect(captcha.captcha).toMatch(/^[A-Z0-9]{4}$/)

    const response = await login(other, DEMO_PASSWORD, captcha)
    expect(response.statusCode, response.body).toBe(200)
    expectContract('login', response.json())
    // Used up for both processes.
    for (let i = 0; i < 3; i += 1) expectError(await login(first, 'wrong-password'), 400, 'invalid.username.or.password')
    expectError(await login(first, DEMO_PASSWORD, captcha), 400, 'captcha.invalid')
    expectError(await login(other, DEMO_PASSWORD, captcha), 400, 'captcha.invalid')

    // A wrong answer at one process uses up a captcha the other drew.
    const next = (await call(other, 'captcha')).json().value.captchaId as string
    expect((await readOutbox(outbox)).some((e) => e.to === next), 'the second process has no development outbox').toBe(false)
    expect(await count(handle.db, 'captchas', 'id = $1', [next])).toBe(1)
    expectError(await login(first, DEMO_PASSWORD, { captchaId: next, captcha: 'ZZZZZ' }), 400, 'captcha.invalid')
    expect(await count(second, 'captchas', 'id = $1', [next])).toBe(0)
  })

  it('an SMS code sent through one process logs in at the other, once; the send limit is shared', async () => {
    const mobile = '0812345678'
    expectContract('loginCode', (await call(first, 'loginCode', { mobileNum: mobile })).json())
    const message = (await readOutbox(outbox)).reverse().find((e) => e.channel === 'sms' && e.to === mobile && e.purpose === 'login')
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] as string
    expect(code).toMatch(/^\d{6}$/)

    // The other process knows a code went to this number a moment ago.
    expect(expectError(await call(other, 'loginCode', { mobileNum: mobile }), 429, 'too-many-requests').value).toEqual({ retryAfterSeconds: 60 })

    const response = await call(other, 'login', { type: 'sms', mobileNum: mobile, code })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().value.username).toBe('demomember')
    expectError(await call(first, 'login', { type: 'sms', mobileNum: mobile, code }), 400, 'invalid-verification-code')
  })
})

describe('development captcha outbox', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-captcha-outbox-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is off unless asked for, and refused with NODE_ENV=production', () => {
    expect(readSettings({}).devCaptchaOutbox).toBe(false)
    expect(readSettings({ PORTICO_DEV_CAPTCHA_OUTBOX: '0' }).devCaptchaOutbox).toBe(false)
    expect(readSettings({ PORTICO_DEV_CAPTCHA_OUTBOX: '1', NODE_ENV: 'development' }).devCaptchaOutbox).toBe(true)
    expect(readSettings({ PORTICO_DEV_CAPTCHA_OUTBOX: '1' }).devCaptchaOutbox).toBe(true)
    expect(() => readSettings({ PORTICO_DEV_CAPTCHA_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/)
    expect(() => parseDevCaptchaOutbox('please', undefined)).toThrow(/must be 1 or unset/)
    expect(parseDevCaptchaOutbox(undefined, 'production')).toBe(false)
  })

  /** Runs the real server process (`npm start`'s command) and collects what it prints until it exits. */
  function runServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const base = { ...process.env }
    // Never the shared PostgreSQL: this process must not migrate or seed a real database.
    delete base.DATABASE_URL
    delete base.PORTICO_DEV_CAPTCHA_OUTBOX
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: { ...base, PORT: '0', HOST: '127.0.0.1', PORTICO_DATA_DIR: dir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000)
      child.on('error', reject)
      child.on('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, stdout, stderr })
      })
    })
  }

  it('the server refuses to start with it in production, saying why, before it opens anything', async () => {
    const { code, stdout, stderr } = await runServer({ PORTICO_DEV_CAPTCHA_OUTBOX: '1', NODE_ENV: 'production' })
    expect(code).toBe(1)
    expect(stderr).toContain('Portico failed to start: The environment has 1 bad variable:\n  PORTICO_DEV_CAPTCHA_OUTBOX is set while NODE_ENV=production')
    expect(stderr).not.toMatch(/\bat .+\.(ts|js):\d+/)
    expect(stderr).not.toContain(DEV_CAPTCHA_OUTBOX_WARNING)
    expect(stdout).not.toContain('Portico is running')
  })

  it('the server warns at start when it is on', async () => {
    // Merchants that fail validation end the start right after the warning, before any database is opened.
    const { code, stderr } = await runServer({ PORTICO_DEV_CAPTCHA_OUTBOX: '1', NODE_ENV: 'development', PORTICO_MERCHANT_DIRS: INVALID_MERCHANTS_DIR })
    expect(code).toBe(1)
    expect(stderr).toContain(`${DEV_CAPTCHA_OUTBOX_WARNING}\n`)
    expect(stderr.indexOf(DEV_CAPTCHA_OUTBOX_WARNING)).toBeLessThan(stderr.indexOf('Portico cannot start'))
  })

  it('writes each issued captcha answer to the outbox; without it nothing is written', async () => {
    const handle = await BACKENDS[0].open()
    try {
      await migrate(handle.db)
      const clock = fixedClock(NOW)
      const file = join(dir, 'outbox.jsonl')
      const writer = new OutboxSender(file, clock)
      const plain = (await testServer({ db: handle.db, sender: writer })).app
      const revealing = (await testServer({ db: handle.db, sender: writer, devCaptchaOutbox: writer })).app
      try {
        await plain.inject({ method: 'GET', url: ENDPOINTS.captcha.path, headers: demo })
        expect(await readOutbox(file)).toEqual([])

        const issued = (await revealing.inject({ method: 'GET', url: ENDPOINTS.captcha.path, headers: { host: 'lotus.localhost:3000' } })).json().value
        const entries = await readOutbox(file)
        expect(entries).toEqual([
          { at: NOW, channel: 'captcha', to: issued.captchaId, merchantCode: 'lotus', purpose: 'captcha', text: expect.stringMatching(/^Captcha answer: [A-Z0-9]{4}$/) },
        ])
        const answer = entries[0].text.split(': ')[1]
        // The answer written is the one the server checks (the store is the database; read it back).
        const { rows } = await handle.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [issued.captchaId])
        expect(rows[0].answer).toBe(answer.toLowerCase())
      } finally {
        await plain.close()
        await revealing.close()
      }
    } finally {
      await handle.dispose()
    }
  })
})
