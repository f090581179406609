/**
 * Customer service's live chat (getService) and the join page's agent programme through `app.inject`, on PGlite and
 * (with DATABASE_URL) PostgreSQL: the answer decodes to the merchant's own link with a fresh key each time, a merchant
 * without a live chat answers a clear error, a guest is answered, the call is rate limited; the programme states the
 * merchant's configured kinds and terms. The cipher's known vector is checked against node:crypto's own AES-CTR.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { MerchantConfig } from '../../src/config/schema'
import { CUSTOMER_SERVICE_ENDPOINTS, LIVE_CHAT_SERVICE_TYPE } from '../../src/contract/customerService'
import type { AgentProgramme } from '../../src/contract/schemas/join'
import { SERVICE_KEY_LENGTH, decodeServiceLink, encodeServiceLink, serviceKey } from '../../src/contract/serviceLinkCipher'
import { createMerchantRegistry } from '../../src/server/merchants/registry'
import { BACKENDS, expectContract, expectError, loadTestMerchants, path, serverSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const quiet = { host: 'quiet.localhost:3000' }
const VECTOR = { key: 'Pq7Rt2Vx', link: 'https://livechat.example.com/portico-demo', encoded: 'rNPfD1bkneJRwDevR1QQ0iTiQ7RujO08DAOpJrfJ6Jss-7BLKdLabrMPq7Rt2Vx' }

/** The shipped and gated merchants, and `quiet`: the demo's config with no live chat at all (its other channels kept). */
async function merchantsWithQuiet() {
  const loaded = await loadTestMerchants()
  const demoMerchant = loaded.byCode('demo')!
  const config: MerchantConfig = {
    ...demoMerchant.config,
    code: 'quiet',
    domains: ['quiet.localhost'],
    contacts: { line: demoMerchant.config.contacts.line },
    customerService: demoMerchant.config.customerService.filter((entry) => entry.csType !== 'LIVECHAT'),
  }
  return createMerchantRegistry([...loaded.merchants, { config, file: 'quiet.json', assetsDir: demoMerchant.assetsDir }])
}

const MERCHANTS = await merchantsWithQuiet()

describe('the service link cipher', () => {
  it('encodes the known vector exactly as AES-128-CTR of node:crypto does, and decodes it', async () => {
    // An independent implementation of the same format: SHA-256 of the key, its first 16 bytes, counter block 0.
    const aesKey = createHash('sha256').update(VECTOR.key).digest().subarray(0, 16)
    const cipher = createCipheriv('aes-128-ctr', aesKey, Buffer.alloc(16))
    const expected = Buffer.concat([cipher.update(VECTOR.link, 'utf8'), cipher.final()]).toString('base64url') + VECTOR.key
    expect(expected).toBe(VECTOR.encoded)
    expect(await encodeServiceLink(VECTOR.link, VECTOR.key)).toBe(VECTOR.encoded)
    expect(await decodeServiceLink(VECTOR.encoded)).toBe(VECTOR.link)
  })

  it('refuses what is not an encoded link, and a bad key', async () => {
    await expect(decodeServiceLink('short')).rejects.toThrow()
    await expect(decodeServiceLink(`${VECTOR.encoded.slice(0, -1)}!`)).rejects.toThrow()
    await expect(decodeServiceLink(`a+b/${VECTOR.key}`)).rejects.toThrow()
    await expect(encodeServiceLink(VECTOR.link, 'short')).rejects.toThrow()
    // Another key gives another text (not the link), or bytes that are not UTF-8.
    const other = `${VECTOR.encoded.slice(0, -SERVICE_KEY_LENGTH)}Zz9Yy8Xx`
    await expect(decodeServiceLink(other).catch(() => 'not utf-8')).resolves.not.toBe(VECTOR.link)
  })

  it('draws keys of 8 letters and digits from the source it is given', () => {
    expect(serviceKey(() => 0)).toBe('AAAAAAAA')
    expect(serviceKey((n) => n - 1)).toBe('99999999')
  })
})

describe.each(BACKENDS)('customer service on $name', (backend) => {
  let app: FastifyInstance
  serverSuite(backend, { server: { merchants: MERCHANTS } }, (suite) => ({ app } = suite))

  const ask = (headers: Record<string, string> = demo) => app.inject({ method: 'GET', url: path('customerService'), headers, remoteAddress: '127.0.0.1' })

  it('answers a guest the merchant’s live chat, encoded with a fresh key each time', async () => {
    const first = await ask()
    expect(first.statusCode, first.body).toBe(200)
    expectContract('customerService', first.json())
    expect(first.json().value.type).toBe(LIVE_CHAT_SERVICE_TYPE)
    const encoded: string = first.json().value.link
    expect(encoded).not.toContain('livechat')
    // The demo merchants' chat is the portal's own page, a path the portal reads against its address.
    expect(await decodeServiceLink(encoded)).toBe('/livechat')

    const keys = new Set<string>([encoded.slice(-SERVICE_KEY_LENGTH)])
    for (let i = 0; i < 4; i++) {
      const again: string = (await ask()).json().value.link
      expect(await decodeServiceLink(again)).toBe('/livechat')
      keys.add(again.slice(-SERVICE_KEY_LENGTH))
    }
    expect(keys.size).toBe(5)
    expect(await decodeServiceLink((await ask(lotus)).json().value.link)).toBe('/livechat')
  })

  it('answers a merchant with no live chat a clear error, and writes nothing', async () => {
    const body = expectError(await ask(quiet), 404, 'customer.service.unavailable')
    expect(body.message).toMatch(/no live chat/)
    expect(body.value).toBeUndefined()
  })

  it('reads the merchant’s agent programme from its config', async () => {
    const response = await app.inject({ method: 'GET', url: path('agentProgramme'), headers: demo, remoteAddress: '127.0.0.1' })
    expect(response.statusCode, response.body).toBe(200)
    expectContract('agentProgramme', response.json())
    const programme: AgentProgramme = response.json().value
    expect(programme.kinds).toEqual(['dividend', 'dailySalary', 'hourSalary', 'mrDailySalary', 'realTimeSalary'])
    expect(programme).toMatchObject({ carryOver: true, realTimeWindowMinutes: 5, releaseExpiryDays: 7, inviteLinkLimit: 20 })
    const dividend = programme.topAgentTerms.find((entry) => entry.terms.kind === 'dividend')
    expect(dividend).toMatchObject({ gameType: 'RNG', terms: { period: 'daily', tiers: [{ contractRate: '10' }, { contractRate: '20' }, { contractRate: '30' }] } })
    expect(programme.topAgentTerms.filter((entry) => entry.terms.kind === 'realTimeSalary').map((entry) => entry.gameType)).toEqual(['ELOTT', 'LOTT'])
    // A merchant that turned no kind on offers none: the page says so rather than show another's figures.
    const lotusProgramme: AgentProgramme = (await app.inject({ method: 'GET', url: path('agentProgramme'), headers: lotus, remoteAddress: '127.0.0.1' })).json().value
    expect(lotusProgramme.kinds).toEqual([])
    expect(lotusProgramme.topAgentTerms).toEqual([])
  })
})

describe.each(BACKENDS)('customer service limits on $name', (backend) => {
  let app: FastifyInstance
  serverSuite(backend, { server: { rateLimit: {} } }, (suite) => ({ app } = suite))

  it('is limited per visitor like every call', async () => {
    const limit = CUSTOMER_SERVICE_ENDPOINTS.customerService.rateLimitPerMinute
    const ask = (ip: string) => app.inject({ method: 'GET', url: path('customerService'), headers: demo, remoteAddress: ip })
    for (let i = 0; i < limit; i++) expect((await ask('10.0.0.7')).statusCode).toBe(200)
    expectError(await ask('10.0.0.7'), 429, 'rate.limited')
    expect((await ask('10.0.0.8')).statusCode).toBe(200)
  })
})
