/**
 * Rate limits from the contract table, per merchant and visitor address: over the limit a call answers 429 with
 * rate.limited and Retry-After; another visitor or another merchant is unaffected. With REDIS_URL set the
 * same runs on Redis, where two server processes share one count.
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { expectError, noDatabase, testServer } from './helpers'
import { hasService } from './services'

const whitelabel = (app: FastifyInstance, host: string, ip = '198.51.100.7') =>
  app.inject({ method: 'GET', url: ENDPOINTS.whitelabel.path, headers: { host }, remoteAddress: ip })

describe('rate limits in the process', () => {
  it('lets a visitor make the allowed number of calls, then answers 429 until the window passes', async () => {
    const { app } = await testServer({ db: noDatabase, rateLimit: { perMinute: 3 } })
    try {
      for (let i = 0; i < 3; i += 1) expect((await whitelabel(app, 'localhost')).statusCode).toBe(200)
      const limited = await whitelabel(app, 'localhost')
      expectError(limited, 429, 'rate.limited')
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      // Another address, and the same address on another merchant, have their own counts.
      expect((await whitelabel(app, 'localhost', '198.51.100.8')).statusCode).toBe(200)
      expect((await whitelabel(app, 'lotus.localhost')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('counts a visitor by its address, never by the Host it sends: made-up hosts share one count', async () => {
    const { app } = await testServer({ db: noDatabase, rateLimit: { perMinute: 3 } })
    try {
      // Each call names another host no merchant serves; each still uses up the address's one count.
      for (let i = 1; i <= 3; i += 1) expectError(await whitelabel(app, `a${i}.invalid`), 404, 'domain_check_failed')
      expectError(await whitelabel(app, 'a4.invalid'), 429, 'rate.limited')
      expectError(await whitelabel(app, 'A4.INVALID:8080'), 429, 'rate.limited')
      // Another address has its own count, and so has a merchant's host.
      expectError(await whitelabel(app, 'a5.invalid', '198.51.100.8'), 404, 'domain_check_failed')
      expect((await whitelabel(app, 'localhost')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('limits every contract endpoint by default', async () => {
    const { app } = await testServer({ db: noDatabase, rateLimit: { perMinute: 1 } })
    try {
      const status = () => app.inject({ method: 'GET', url: `${ENDPOINTS.systemStatus.path}?url=localhost`, headers: { host: 'localhost' } })
      expect((await status()).statusCode).toBe(200)
      expectError(await status(), 429, 'rate.limited')
    } finally {
      await app.close()
    }
  })
})

describe.runIf(hasService('REDIS_URL'))('rate limits on Redis', () => {
  const clients: Redis[] = []
  afterAll(async () => {
    for (const client of clients) client.disconnect()
  })

  it('two server processes share one count', async () => {
    const nameSpace = `portico-test-${randomBytes(4).toString('hex')}-`
    const connect = () => {
      const client = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: 1 })
      clients.push(client)
      return client
    }
    const first = (await testServer({ db: noDatabase, rateLimit: { perMinute: 2, redis: connect(), nameSpace } })).app
    const second = (await testServer({ db: noDatabase, rateLimit: { perMinute: 2, redis: connect(), nameSpace } })).app
    try {
      expect((await whitelabel(first, 'localhost')).statusCode).toBe(200)
      expect((await whitelabel(second, 'localhost')).statusCode).toBe(200)
      expectError(await whitelabel(first, 'localhost'), 429, 'rate.limited')
    } finally {
      await first.close()
      await second.close()
    }
  })
})
