/**
 * Every API table, walked: each call is served at its method and path, is listed in the OpenAPI document under its
 * table's tag, and a request its own schema refuses is answered with the envelope and a 4xx (400 unless the table
 * says otherwise), never a 500 or a handler run on a malformed request.
 */
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import type { ApiCallDef } from '../../src/contract/apiTable'
import { ENDPOINTS, type EndpointDef } from '../../src/contract/endpoints'
import { HOUSE_API } from '../../src/contract/house'
import { COCKFIGHT_API } from '../../src/contract/cockfight'
import { LOTTERY_API } from '../../src/contract/lottery'
import { SPORTS_API } from '../../src/contract/sportsbook'
import { ENDPOINT_SCHEMAS } from '../../src/contract/schemas'
import type { ApiCallSchemas } from '../../src/contract/schemas/apiTable'
import { HOUSE_SCHEMAS } from '../../src/contract/schemas/house'
import { COCKFIGHT_SCHEMAS } from '../../src/contract/schemas/cockfight'
import { LOTTERY_APP_SCHEMAS } from '../../src/contract/schemas/lotteryApp'
import { SPORTS_SCHEMAS } from '../../src/contract/schemas/sportsbook'
import { signRequest } from '../../src/server/crypto/signedRequest'
import type { Database } from '../../src/server/db/database'
import { VENDOR_API, VENDOR_SCHEMAS } from '../../src/server/routes/games/vendorProtocolTable'
import { OPERATOR_API, OPERATOR_SCHEMAS } from '../../src/server/routes/money/operators'
import { BACKENDS, loggedInMember, serverSuite, type ServerSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const OPERATOR_KEY = 'operator-key-for-the-table-walk-0123456789'
const PASSWORD = 'Walk-the-tables-42'
const VENDOR = 'WALK'
const VENDOR_SECRET = 'a-vendor-secret-for-the-table-walk-0123456789'

interface Call {
  table: string
  name: string
  method: string
  path: string
  schemas: ApiCallSchemas
  /** What the portal's table says of the call (auth, encryption, navigation), for the contract's calls. */
  contract?: EndpointDef
}

const calls = (table: string, defs: Readonly<Record<string, ApiCallDef>>, schemas: Readonly<Record<string, ApiCallSchemas>>): Call[] =>
  Object.entries(defs).map(([name, def]) => ({ table, name, method: def.method, path: def.path, schemas: schemas[name] }))

const TABLES: Call[] = [
  ...Object.entries(ENDPOINTS).map(([name, def]) => ({
    table: 'portal', name, method: def.method, path: def.path, schemas: ENDPOINT_SCHEMAS[name as keyof typeof ENDPOINTS] as ApiCallSchemas, contract: def as EndpointDef,
  })),
  ...calls('operators', OPERATOR_API, OPERATOR_SCHEMAS),
  ...calls('vendor protocol', VENDOR_API, VENDOR_SCHEMAS),
  ...calls('house', HOUSE_API, HOUSE_SCHEMAS),
  ...calls('lottery', LOTTERY_API, LOTTERY_APP_SCHEMAS),
  ...calls('sportsbook', SPORTS_API, SPORTS_SCHEMAS),
  ...calls('cockfight', COCKFIGHT_API, COCKFIGHT_SCHEMAS),
]

/** Where a table answers a malformed request with a code of its own rather than 400 (as it always has). */
const OWN_REFUSALS: Record<string, number> = {
  // A malformed withdrawal id names no withdrawal.
  'operators.decideWithdrawal': 404,
  // An unknown decision on a top agent's salary is no such call.
  'operators.decideTopAgentSalary': 404,
}

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/** A value that fails most string schemas (patterns, numbers, enums) but not a free string. */
const NUL = '\u0000'

/**
 * A request the call's own schemas refuse, found by asking them: the first of a few candidates (a body that is no
 * object, a query without its required fields, with an unknown field, or with a NUL in one field; a NUL path
 * parameter) that the schema rejects; undefined when every candidate passes (the call accepts anything there).
 */
function malformed(call: Call): { url: string; payload?: unknown } | undefined {
  const fails = (schema: TSchema, value: unknown, convert: boolean) => !Value.Check(schema, convert ? Value.Convert(schema, value) : value)
  const { body, query, params } = call.schemas
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, 'abcdefgh12')
  // A vendor's body is signed and must be an object to reach its schema: one without its fields.
  if (call.table === 'vendor protocol' && body && fails(body, {}, false)) return { url: call.path.replace(':vendor', VENDOR), payload: {} }
  if (body && fails(body, [1], false)) return { url: path, payload: [1] }
  if (query) {
    const properties = Object.keys((query as { properties?: object }).properties ?? {})
    const candidates: Record<string, string>[] = [{}, { zzUnknown: '1' }, ...properties.map((name) => ({ [name]: NUL }))]
    const bad = candidates.find((candidate) => fails(query, candidate, true))
    if (bad) return { url: `${path}?${new URLSearchParams(bad)}` }
  }
  if (params) {
    const names = Object.keys((params as { properties?: object }).properties ?? {})
    for (const name of names) {
      const values = Object.fromEntries(names.map((other) => [other, other === name ? '-' : 'abcdefgh12']))
      if (fails(params, values, true)) return { url: call.path.replace(/:([A-Za-z0-9_]+)/g, (_all, other: string) => values[other]) }
    }
  }
  return undefined
}

describe.each(BACKENDS)('the API tables on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: ServerSuite['clock']
  let passwordHash: string
  serverSuite(
    backend,
    { password: PASSWORD, server: { operatorKey: OPERATOR_KEY, vendorSecret: (code) => (code === VENDOR ? VENDOR_SECRET : undefined) } },
    (suite) => ({ app, db, clock, passwordHash } = suite),
  )

  it('has every table’s call served at its method and path', () => {
    const unserved = TABLES.filter((call) => !app.hasRoute({ method: call.method as 'GET', url: call.path })).map((call) => `${call.table}.${call.name}`)
    expect(unserved).toEqual([])
  })

  it('lists every table’s call in the OpenAPI document, under its table’s tag, with its schemas', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json', headers: demo })).json()
    const missing: string[] = []
    for (const call of TABLES) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()]
      if (!operation) {
        missing.push(`${call.table}.${call.name}: not listed`)
        continue
      }
      if (!operation.tags?.includes(call.table)) missing.push(`${call.table}.${call.name}: tags ${JSON.stringify(operation.tags)}`)
      if (call.schemas.body && !operation.requestBody) missing.push(`${call.table}.${call.name}: no request body`)
      if (call.schemas.query && !operation.parameters?.some((parameter: { in: string }) => parameter.in === 'query')) missing.push(`${call.table}.${call.name}: no query`)
    }
    expect(missing).toEqual([])
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['portal', 'operators', 'vendor protocol', 'house', 'lottery', 'sportsbook', 'cockfight'])
  })

  it('answers a request its schema refuses with the envelope and a 4xx, never a 500', async () => {
    const member = await loggedInMember(app, db, { merchantCode: 'demo', username: 'tablewalk01', password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
    const problems: string[] = []
    let checked = 0
    for (const call of TABLES) {
      // A navigation answers with a redirect whatever happens; an encrypted body is refused before its schema is read
      // (encryption.required), and its schema is walked by the fuzz test through a sealed envelope.
      if (call.contract?.navigation || call.contract?.encrypted) continue
      const request = malformed(call)
      if (!request) continue
      const headers: Record<string, string> = { ...demo }
      if (call.contract?.auth) headers.authorization = member.token
      if (call.table === 'operators') headers.authorization = `Bearer ${OPERATOR_KEY}`
      const payload = request.payload === undefined ? undefined : JSON.stringify(request.payload)
      if (payload !== undefined) headers['content-type'] = 'application/json'
      if (call.table === 'vendor protocol' && payload !== undefined) {
        const timestamp = Math.floor(clock.now().getTime() / 1000)
        headers['x-vendor-timestamp'] = String(timestamp)
        headers['x-vendor-signature'] = signRequest(VENDOR_SECRET, timestamp, payload)
      }
      const response = await app.inject({ method: call.method as 'GET', url: request.url, headers, ...(payload === undefined ? {} : { payload }) })
      checked++
      const expected = OWN_REFUSALS[`${call.table}.${call.name}`] ?? 400
      const body = response.json() as { success?: boolean; errorCode?: string; message?: string }
      if (response.statusCode !== expected || body.success !== false || typeof body.errorCode !== 'string' || typeof body.message !== 'string') {
        problems.push(`${call.table}.${call.name} ${request.url}: ${response.statusCode} ${response.body.slice(0, 160)}`)
      }
    }
    expect(problems).toEqual([])
    // The walk reaches every table.
    expect(new Set(TABLES.filter((call) => malformed(call)).map((call) => call.table))).toEqual(new Set(['portal', 'operators', 'vendor protocol', 'house', 'lottery', 'sportsbook', 'cockfight']))
    expect(checked).toBeGreaterThan(40)
  })
})
