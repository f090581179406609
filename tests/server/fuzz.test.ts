/**
 * Every API the server answers, sent values its callers never should: a NUL inside a string, numbers past 2^63 and
 * the largest a field's pattern allows, negatives, words where numbers go, over-long strings, numbers where strings
 * go. Each field of each call is spoiled alone, in an otherwise valid call, with a member's session (an agent with
 * money, a downline and game sessions, so calls get past their first checks) and without one. Every answer must be a
 * 4xx or a success envelope where the value is one a caller may send; never a 5xx, never a stack trace. The APIs are
 * the contract table (ENDPOINTS with its schemas), the lottery app's calls (LOTTERY_CALLS) and the house games' API
 * (HOUSE_CALLS), on PGlite and (with DATABASE_URL) PostgreSQL.
 *
 * Besides, without a server: every string field of every request schema refuses a NUL, and every number is bounded.
 */
import type { FastifyInstance } from 'fastify'
import { Value } from 'typebox/value'
import type { TSchema } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey, type WebCryptoKey } from '../../src/contract/encryption'
import { ENDPOINTS, SOCIAL_RETURN, type EndpointName } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import { LOTTERY_CALLS } from '../../src/contract/lottery'
import { ENDPOINT_SCHEMAS } from '../../src/contract/schemas'
import { LotteryBetBody, LotteryOrdersQuery, LotteryResultsQuery } from '../../src/contract/schemas/lottery'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { setPaymentPasswordHash } from '../../src/server/db/member/security'
import { migrate } from '../../src/server/db/migrate'
import { creditDeposit, transfer } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { seedHouseGames } from '../../src/server/seed/games'
import { intervalRoundNo } from './fixtures/lottery'
import { BACKENDS, loggedInMember, NOW, path, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Osprey#Meadow2026'
const PAYMENT_PASSWORD = '864209'
const demo = { host: 'localhost:3000' }
const STACK = /\bat .+\.(ts|js|mjs):\d+/
/** The lottery app's calls take the lottery calls' fields (routes/lottery/app.ts): their schemas, by name. */
const LOTTERY_APP_FIELDS: Record<string, TSchema> = { ...LotteryResultsQuery.properties, ...LotteryOrdersQuery.properties, ...LotteryBetBody.properties }

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Schema = TSchema & Record<string, unknown>
type Path = (string | number)[]

// ---------------------------------------------------------------------------------------------------------------
// Valid values from a schema: a sample per pattern (a small generator for the regular expressions the contract uses),
// or the value a real caller would send where one is known, so a call gets past its first checks.

const CANDIDATES = ['a', '0', '1', 'A', '_', '-', '.', '@', '/', 'x', '9']

function sampleClass(cls: string): string {
  const re = new RegExp(`^${cls}$`, 'u')
  const found = CANDIDATES.find((c) => re.test(c))
  if (found === undefined) throw new Error(`no sample for the class ${cls}`)
  return found
}

/** A string `pattern` matches: the first alternative of each group, each item repeated its least count plus `extra`. */
function samplePattern(pattern: string, extra: number): string {
  let at = 0
  const sequence = (): string => {
    let out = ''
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      let item: string
      const c = pattern[at]
      if (c === '^' || c === '$') { at += 1; continue }
      if (c === '(') {
        if (pattern.startsWith('(?!', at) || pattern.startsWith('(?=', at)) {
          let depth = 0
          do { if (pattern[at] === '(') depth += 1; if (pattern[at] === ')') depth -= 1; at += 1 } while (depth > 0)
          continue
        }
        at += pattern.startsWith('(?:', at) ? 3 : 1
        const alternatives = [sequence()]
        while (pattern[at] === '|') { at += 1; alternatives.push(sequence()) }
        at += 1
        item = alternatives[0]
      } else if (c === '[') {
        let end = at + 1
        while (pattern[end] !== ']' || pattern[end - 1] === '\\') end += 1
        item = sampleClass(pattern.slice(at, end + 1))
        at = end + 1
      } else if (c === '\\') {
        const next = pattern[at + 1]
        item = next === 'd' ? '0' : next === 's' ? ' ' : next === 'u' ? String.fromCharCode(parseInt(pattern.slice(at + 2, at + 6), 16)) : next
        at += next === 'u' ? 6 : 2
      } else {
        item = c === '.' ? 'a' : c
        at += 1
      }
      let min = 1
      let max = 1
      const q = pattern[at]
      if (q === '?' || q === '*' || q === '+') {
        min = q === '+' ? 1 : 0
        max = q === '?' ? 1 : Infinity
        at += 1
      } else if (q === '{') {
        const end = pattern.indexOf('}', at)
        const [low, high] = pattern.slice(at + 1, end).split(',')
        min = Number(low)
        max = high === undefined ? min : high === '' ? Infinity : Number(high)
        at = end + 1
      }
      out += item.repeat(Math.min(max, min + extra))
    }
    return out
  }
  return sequence()
}

/**
 * What a real caller sends in a field of this name (the first candidate the field takes), where a made-up value would
 * be refused before the other fields are used.
 */
let realistic: Record<string, Json[]> = {}

function sample(schema: Schema, name: string): Json {
  if ('const' in schema) return schema.const as Json
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json
  const real = realistic[name]?.find((candidate) => Value.Check(schema, candidate))
  if (real !== undefined) return real
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as Schema, name)
  switch (schema.type) {
    case 'object': {
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const out: Record<string, Json> = {}
      const properties = Object.entries(schema.properties as Record<string, Schema>)
      for (const [key, property] of properties) {
        if (required.has(key) || realistic[key] !== undefined) out[key] = sample(property, key)
      }
      for (const [key, property] of properties) if (Object.keys(out).length < Number(schema.minProperties ?? 0)) out[key] ??= sample(property, key)
      return out
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => sample(schema.items as Schema, name))
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'string': {
      if (schema.format === 'date-time') return NOW
      for (const extra of [0, 1, 2, 4, 8, 16, 32, 64]) {
        const value = typeof schema.pattern === 'string' ? samplePattern(schema.pattern, extra) : 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)) + extra)
        if (Value.Check(schema, value)) return value
      }
      throw new Error(`no sample for ${name}: ${JSON.stringify(schema)}`)
    }
    default:
      throw new Error(`no sample for ${name}: ${JSON.stringify(schema)}`)
  }
}

/** Every field of a schema (inside objects and arrays; a union of scalars is one field), with its path. */
function fields(schema: Schema, at: Path = []): { path: Path; schema: Schema }[] {
  if (schema.type === 'object') return Object.entries(schema.properties as Record<string, Schema>).flatMap(([key, s]) => fields(s, [...at, key]))
  if (schema.type === 'array') return fields(schema.items as Schema, [...at, 0])
  return [{ path: at, schema }]
}

/** The variants of a request part: each member of a top-level union is a request of its own. */
const variantsOf = (schema: Schema | undefined): Schema[] => (!schema ? [] : Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]) : [schema])

const stringLeaves = (schema: Schema): Schema[] => (Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).flatMap(stringLeaves) : schema.type === 'string' ? [schema] : [])

// ---------------------------------------------------------------------------------------------------------------
// The spoiled values.

/** 2^63 (one past the largest 64-bit integer) and a number no integer type holds. */
const HUGE = ['9223372036854775808', '99999999999999999999999']

/** The largest all-nines string the field takes, when it takes digits: ids and round numbers at their bound. */
function largestDigits(schema: Schema): string | undefined {
  if (schema.type === undefined && schema.anyOf === undefined) return undefined
  let best: string | undefined
  for (let n = 1; n <= 24; n += 1) if (Value.Check(schema, '9'.repeat(n))) best = '9'.repeat(n)
  return best
}

/** The NUL variant of a value: its middle character replaced, so only the NUL can be wrong with it. */
const withNul = (value: string) => (value.length ? `${value.slice(0, value.length >> 1)}\u0000${value.slice((value.length >> 1) + 1)}` : '\u0000')

interface Spoiled { label: string; value: Json; nul?: true }

/**
 * The spoiled values of a field, by what it takes (its schema, or for the calls without schemas the type of its valid
 * value): a string field gets a NUL, too many characters, huge and negative numbers and a word as strings, every few
 * orders of magnitude of the digits it allows, and a number in its place; a number field gets numbers past every
 * integer type, a negative, a fraction and strings.
 */
function spoiledFor(schema: Schema, valid: Json, inQuery: boolean): Spoiled[] {
  const numeric = schema.type === 'integer' || schema.type === 'number' || (schema.type === undefined && typeof valid === 'number')
  if (numeric) {
    return [
      ...[2 ** 64, 2 ** 63, 2 ** 53 + 2, 2 ** 31, -1, 1.5].map((value) => ({ label: `number ${value}`, value })),
      { label: 'NUL', value: '\u0000', nul: true }, { label: 'not a number', value: 'abc' }, { label: 'a number as a string', value: '1' },
    ]
  }
  const out: Spoiled[] = [
    { label: 'NUL', value: withNul(typeof valid === 'string' ? valid : 'a'), nul: true },
    { label: 'over-long', value: 'a'.repeat(Number(schema.maxLength ?? 4096) + 1) },
    { label: `huge ${HUGE[0]}`, value: HUGE[0] },
    { label: 'negative', value: '-1' },
    { label: 'not a number', value: 'abc' },
  ]
  // A field of digits (an id, a round number, a page) also gets them at every few orders of magnitude up to the
  // largest its pattern takes: past what its column or a date can hold, though the pattern allows them.
  const largest = typeof valid === 'string' && /^[0-9]+$/.test(valid) ? largestDigits(schema) : undefined
  if (largest) {
    for (let zeros = 3; zeros < largest.length; zeros += 3) out.push({ label: `10^${zeros}`, value: `1${'0'.repeat(zeros)}` })
    out.push({ label: `largest allowed ${largest}`, value: largest }, { label: `huge ${HUGE[1]}`, value: HUGE[1] })
  }
  if (!inQuery) out.push({ label: 'a number', value: 2 ** 64 })
  return out
}

/** Where a call is refused or failed: its status, or for a navigation (the social callback), the code its redirect carries. */
function outcomeOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }): { status: number; code?: string } {
  if (response.statusCode === 303) {
    const error = new URLSearchParams(String(response.headers.location ?? '').split('#')[1] ?? '').get(SOCIAL_RETURN.error) ?? undefined
    return { status: error === 'unknown.error' ? 500 : error ? 400 : 200, code: error }
  }
  if (response.statusCode >= 400) return { status: response.statusCode, code: (JSON.parse(response.body) as { errorCode?: string }).errorCode }
  return { status: response.statusCode }
}

let keys = 0

/** A call with a key of its own (unless its key is the spoiled field): a key already used answers before the rest is read. */
function freshKey(value: Json, spoiledAt: Path): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('idempotencyKey' in value) || spoiledAt[0] === 'idempotencyKey') return value
  return { ...value, idempotencyKey: `fuzz-key-${(keys += 1)}` }
}

function setAt(value: Json, at: Path, leaf: Json): Json {
  if (!at.length) return leaf
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) }
  const [head, ...rest] = at
  ;(copy as Record<string | number, Json>)[head] = setAt((copy as Record<string | number, Json>)[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, leaf)
  return copy
}

const getAt = (value: Json, at: Path): Json => at.reduce<Json>((v, key) => (v as Record<string | number, Json>)?.[key] ?? null, value)

/** The fields of a plain value (the house and lottery app calls, whose shapes are TypeScript types, not schemas). */
function valueFields(value: Json, at: Path = []): Path[] {
  if (value !== null && typeof value === 'object') {
    return Array.isArray(value) ? value.flatMap((v, i) => valueFields(v, [...at, i])) : Object.entries(value).flatMap(([k, v]) => valueFields(v, [...at, k]))
  }
  return [at]
}

// ---------------------------------------------------------------------------------------------------------------

describe('request schemas', () => {
  const names = Object.keys(ENDPOINT_SCHEMAS) as EndpointName[]

  it('every string field of every request refuses a NUL, whatever else it takes', () => {
    const open: string[] = []
    for (const name of names) {
      const set = ENDPOINT_SCHEMAS[name] as { query?: Schema; body?: Schema }
      for (const [part, schema] of [['query', set.query], ['body', set.body]] as const) {
        for (const variant of variantsOf(schema)) {
          for (const field of fields(variant)) {
            for (const leaf of stringLeaves(field.schema)) {
              if ('const' in leaf || Array.isArray(leaf.enum)) continue
              const valid = sample(leaf, String(field.path.at(-1)))
              if (Value.Check(leaf, withNul(valid as string))) open.push(`${name} ${part} /${field.path.join('/')}`)
            }
          }
        }
      }
    }
    expect(open).toEqual([])
  })

  it('every number a request takes has a bound', () => {
    const unbounded = names.flatMap((name) => {
      const set = ENDPOINT_SCHEMAS[name] as { query?: Schema; body?: Schema }
      return [set.query, set.body].flatMap(variantsOf).flatMap((variant) => fields(variant))
        .filter(({ schema }) => (schema.type === 'integer' || schema.type === 'number') && schema.maximum === undefined)
        .map(({ path: at }) => `${name} /${at.join('/')}`)
    })
    expect(unbounded).toEqual([])
  })
})

describe.each(BACKENDS)('every API, sent bad values, on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let token = ''
  let agentId = 0
  let key: { kid: string; publicKey: WebCryptoKey }
  const sessions: Record<string, string> = {}
  let lotterySession = ''
  const hasher = createPasswordHasher()

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 1_000_000 }, houseMinCycleMs: 1, houseTables: { settleEveryMs: false } }))
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    // An agent with money, a payment password and a downline member: the money calls get past their first checks.
    const passwordHash = await hasher.hash(PASSWORD)
    const agent = await loggedInMember(app, db, { merchantCode: 'demo', username: 'fuzzagent', password: PASSWORD, passwordHash, accountType: 1, headers: demo, at: clock.now() })
    const downline = await loggedInMember(app, db, { merchantCode: 'demo', username: 'fuzzdownline', password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [downline.id, agent.id])
    await setPaymentPasswordHash(db, agent.id, await hasher.hash(PAYMENT_PASSWORD))
    for (const id of [agent.id, downline.id]) {
      await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: id, amount: 1_000_000n, idempotencyKey: `fuzz-seed-${id}`, actor: 'system', at: clock.now() })
    }
    agentId = agent.id
    token = agent.token
    // The slots and the live table play from the vendors' wallets (transfer-wallet mode): their launch needs money there.
    await fundVendorWallets('fuzz-seed')
    const published = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
    key = { kid: published.kid, publicKey: await importPublicKey(published.publicKey) }

    const nodeIds: Record<string, string> = {}
    for (const [vendor, game] of [['HSLOT', 'koi-terrace'], ['HMINI', 'dice'], ['HMINI', 'crash'], ['HLIVE', 'baccarat-a']]) {
      nodeIds[game] = (await gameByVendorId(db, 'demo', vendor, game))!.nodeId.toString()
      const launch = await member('GET', `${path('launchGame')}?nodeId=${nodeIds[game]}&accountType=1&confirmTrans=0`)
      expect(launch.statusCode, launch.body).toBe(200)
      sessions[game] = new URL(launch.json().value.content.game_url, 'http://x').searchParams.get('session')!
    }
    const lobby = await member('GET', `${path('lotteryLobbyUrl')}?lottoView=betting&lottoGameCode=elott-1m&language=en`)
    expect(lobby.statusCode, lobby.body).toBe(200)
    lotterySession = new URL(lobby.json().value.gameUrl, 'http://x').searchParams.get('session')!

    realistic = {
      nodeId: [nodeIds['dice']], vendorCode: ['HMINI'], gameCode: ['elott-1m'], lottoGameCode: ['elott-1m'], roundNo: [intervalRoundNo(clock.now(), 60)],
      numbers: [['07']], amount: ['10.00'], from: ['main', '2026-11-01T00:00:00.000Z'], to: ['HSLOT', NOW], downline: ['fuzzdownline'],
      paymentPassword: [PAYMENT_PASSWORD], confirmPaymentPassword: [PAYMENT_PASSWORD], url: ['localhost'], language: ['en'], lang: ['en'],
      keyword: ['fuzz'], pageNo: ['1'], pageSize: ['10'], ids: [['1']], mobileNum: ['0891234567'], accountType: ['1'], confirmTrans: ['0'],
    }
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })

  async function fundVendorWallets(keyPrefix: string) {
    for (const vendorCode of ['HSLOT', 'HLIVE']) {
      await transfer(db, {
        merchantCode: 'demo', currency: 'THB', memberId: agentId, amount: 100_000n, idempotencyKey: `${keyPrefix}-${vendorCode}`, actor: 'system', at: clock.now(),
        from: { kind: 'main' }, to: { kind: 'vendor', vendorCode },
      })
    }
  }

  function member(method: string, url: string) {
    return app.inject({ method: method as 'GET', url, headers: { ...demo, authorization: token } })
  }

  /**
   * What is wrong with an answer, if anything: a 5xx (or a redirect carrying `unknown.error`), a stack trace, an error
   * that is not the envelope; and for a NUL where the schema is reached, anything but the schema's `request.invalid`.
   */
  function defectOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }, nulAtSchema: boolean): string | null {
    if (STACK.test(response.body)) return 'a stack trace'
    let outcome: ReturnType<typeof outcomeOf>
    try {
      outcome = outcomeOf(response)
    } catch {
      return 'an error that is not the envelope'
    }
    if (outcome.status >= 500) return `${outcome.status} ${outcome.code ?? ''}`
    if (outcome.status >= 400 && !outcome.code) return 'an error without its code'
    if (nulAtSchema && (outcome.status !== 400 || outcome.code !== 'request.invalid')) return `a NUL taken past the schema (${outcome.status} ${outcome.code ?? ''})`
    return null
  }

  const report = (defects: string[], what: string, response: { statusCode: number; body: string; headers: Record<string, unknown> }, nulAtSchema = false) => {
    const defect = defectOf(response, nulAtSchema)
    if (defect) defects.push(`${what}: ${defect}: ${response.statusCode} ${response.body.slice(0, 160)}`)
  }

  it('the contract endpoints answer a 4xx or a success, and refuse a NUL at the schema', async () => {
    const defects: string[] = []
    let sent = 0
    for (const name of Object.keys(ENDPOINT_SCHEMAS) as EndpointName[]) {
      const def = ENDPOINTS[name]
      // A guest's call and a member's differ only where the session matters; a member's call where it is required.
      const callers = def.auth === 'optional' ? [true, false] : [def.auth]
      const set = ENDPOINT_SCHEMAS[name] as { query?: Schema; body?: Schema }
      for (const part of ['query', 'body'] as const) {
        for (const variant of variantsOf(set[part])) {
          const base = sample(variant, part)
          expect(Value.Check(variant, base), `${name}: the fuzz's valid ${part} ${JSON.stringify(base)}`).toBe(true)
          const otherPart = set[part === 'query' ? 'body' : 'query']
          const other = otherPart ? sample(variantsOf(otherPart)[0], part === 'query' ? 'body' : 'query') : undefined
          for (const field of fields(variant)) {
            const valid = getAt(base, field.path) ?? sample(field.schema, String(field.path.at(-1)))
            for (const spoiled of spoiledFor(field.schema, valid, part === 'query')) {
              // Without the session a member's call is refused before its input is read: once is enough to see it.
              for (const withSession of spoiled.nul && def.auth === true ? [true, false] : callers) {
                const value = freshKey(setAt(base, field.path, spoiled.value), field.path)
                const query = part === 'query' ? value : other
                const body = part === 'body' ? value : other
                const search = query ? `?${new URLSearchParams(Object.entries(query as Record<string, Json>).map(([k, v]) => [k, String(v)]))}` : ''
                const payload = body === undefined ? undefined : def.encrypted ? await encryptBody(key.publicKey, key.kid, body, { path: def.path, at: clock.now().getTime() }) : body
                const response = await app.inject({
                  method: def.method, url: `${def.path}${search}`, headers: { ...demo, ...(withSession ? { authorization: token } : {}) },
                  ...(payload === undefined ? {} : { payload: payload as object }),
                })
                sent += 1
                const what = `${name} ${part} /${field.path.join('/')} = ${spoiled.label}${withSession ? ' (member)' : ''}`
                report(defects, what, response, spoiled.nul && (withSession || def.auth !== true))
              }
            }
          }
        }
      }
    }
    expect(defects).toEqual([])
    expect(sent).toBeGreaterThan(1000)
  }, 120_000)

  it('the lottery app’s calls answer a 4xx or a success', async () => {
    const bodies: Record<keyof typeof LOTTERY_CALLS, Record<string, Json>> = {
      session: { lang: 'en' },
      games: { lang: 'en' },
      round: { gameCode: 'elott-1m' },
      results: { gameCode: 'elott-1m', pageNo: '1', pageSize: '10' },
      opened: { gameCode: 'elott-1m' },
      bet: { idempotencyKey: 'fuzz-lottery-0001', gameCode: 'elott-1m', roundNo: intervalRoundNo(clock.now(), 60), betType: 'lo', numbers: ['07'], amount: '10.00' },
      orders: { gameCode: 'elott-1m', status: 'open', pageNo: '1', pageSize: '10' },
    }
    const send = (url: string, body: Json) => app.inject({ method: 'POST', url, headers: { host: 'games.example', 'content-type': 'application/json' }, payload: JSON.stringify(body) })
    const defects: string[] = []
    for (const [name, fieldsOf] of Object.entries(bodies) as [keyof typeof LOTTERY_CALLS, Record<string, Json>][]) {
      const url = LOTTERY_CALLS[name]
      // A member's call and a guest's (which names its merchant, and may not bet or read orders).
      for (const caller of [{ session: lotterySession }, { merchant: 'demo' }] as Record<string, Json>[]) {
        const base: Json = { ...caller, ...fieldsOf }
        const memberOnly = name === 'bet' || name === 'orders'
        // Unspoiled, the call goes through, so each spoiled field is what is refused.
        const unspoiled = await send(url, base)
        expect(unspoiled.statusCode, `${url}: ${unspoiled.body}`).toBe('session' in caller || !memberOnly ? 200 : 400)
        for (const at of valueFields(base)) {
          const schema = (LOTTERY_APP_FIELDS[String(at[0])] ?? {}) as Schema
          for (const spoiled of spoiledFor(at.length === 1 ? schema : ({} as Schema), getAt(base, at), false)) {
            report(defects, `${url} /${at.join('/')} = ${spoiled.label}${'session' in caller ? ' (member)' : ' (guest)'}`, await send(url, freshKey(setAt(base, at, spoiled.value), at)))
          }
        }
      }
    }
    expect(defects).toEqual([])
  })

  it('the house games’ API answers a 4xx or a success', async () => {
    // Each call with a session of its game, and a body that goes through unspoiled (or is refused for its state only).
    const calls: [string, string, Record<string, Json>, number][] = [
      [HOUSE_CALLS.session, 'dice', { language: 'en' }, 200],
      [HOUSE_CALLS.balance, 'dice', {}, 200],
      [HOUSE_CALLS.slotsSpin, 'koi-terrace', { lineBet: '1.00', lines: 1 }, 200],
      [HOUSE_CALLS.diceRoll, 'dice', { stake: '1.00', direction: 'over', target: 5000 }, 200],
      [HOUSE_CALLS.table, 'baccarat-a', {}, 200],
      [HOUSE_CALLS.baccaratBet, 'baccarat-a', { roundNo: 1, bets: { player: '10.00' } }, 200],
      [HOUSE_CALLS.crashBet, 'crash', { roundNo: 1, stake: '10.00', autoCashOut: 200 }, 200],
      // Betting is still open: there is nothing in flight to cash out of.
      [HOUSE_CALLS.crashCashOut, 'crash', {}, 409],
    ]
    await fundVendorWallets('fuzz-house')
    const send = (url: string, body: Json) => app.inject({ method: 'POST', url, headers: { ...demo, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
    const defects: string[] = []
    for (const [url, game, rest, status] of calls) {
      const base: Json = { session: sessions[game], ...rest }
      const unspoiled = await send(url, base)
      expect(unspoiled.statusCode, `${url}: ${unspoiled.body}`).toBe(status)
      for (const at of valueFields(base)) {
        for (const spoiled of spoiledFor({} as Schema, getAt(base, at), false)) {
          report(defects, `${url} /${at.join('/')} = ${spoiled.label}`, await send(url, setAt(base, at, spoiled.value)))
        }
      }
    }
    // The table's event stream takes its session in the query; only spoiled ones are sent (a valid one streams).
    for (const spoiled of spoiledFor({} as Schema, sessions['crash'], true)) {
      const response = await app.inject({ method: 'GET', url: `${HOUSE_CALLS.tableEvents}?${new URLSearchParams({ session: String(spoiled.value) })}`, headers: demo })
      report(defects, `${HOUSE_CALLS.tableEvents} session = ${spoiled.label}`, response)
    }
    expect(defects).toEqual([])
  })
})
