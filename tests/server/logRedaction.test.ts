/**
 * No credential reaches the log: a real server writes its log (the access log's requests, the error handler's
 * errors, plain messages) to a captured stream, and a known session token sent in the addresses that carry one (a
 * house game's frame, the lottery app, a table's event stream, a reset link's page) never appears in it; each
 * request is logged with the token's value replaced by the marker, the rest of its address kept.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUSE_CALLS } from '../../src/contract/house'
import { REDACTED, buildServer } from '../../src/server/app'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { NOW, loadTestMerchants, noDatabase } from './helpers'

const TOKEN = 'Kq3vZ8_secretSessionToken-0123456789abcdefg'
const demo = { host: 'localhost:3000' }

type LogLine = { msg?: string; req?: { url?: string }; err?: { message?: string; stack?: string } }

describe('the log', () => {
  let app: FastifyInstance
  const written: string[] = []
  const lines = () => written.join('').split('\n').filter(Boolean)
  const parsed = () => lines().map((line) => JSON.parse(line) as LogLine)

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written.push(chunk.toString('utf8'))
        callback()
      },
    })
    app = buildServer({ db: noDatabase, clock: fixedClock(NOW), random: cryptoRandom, merchants: await loadTestMerchants(), logger: { level: 'info', stream } })
    // A handler that fails quoting its own address, as an error may: the error handler logs it.
    app.get('/log-probe/fails', async (request) => {
      throw new Error(`could not answer ${request.url}`)
    })
    await app.ready()
  })
  afterAll(() => app?.close())

  const addresses = [
    `/house/play/dice?session=${TOKEN}&lang=en`,
    `/lottery-app/betting?game=elott-1m&merchant=demo&lang=en&session=${TOKEN}`,
    `${HOUSE_CALLS.tableEvents}?session=${TOKEN}`,
    `/resetPassword?token=${TOKEN}`,
  ]

  it('writes every request with the token replaced by the marker, and the token nowhere', async () => {
    for (const url of addresses) await app.inject({ method: 'GET', url, headers: demo })
    const requests = parsed().filter((line) => line.msg === 'incoming request').map((line) => line.req?.url)
    expect(requests).toEqual(addresses.map((url) => url.replace(TOKEN, REDACTED)))
    expect(requests[1]).toBe(`/lottery-app/betting?game=elott-1m&merchant=demo&lang=en&session=${REDACTED}`)
    // The table's stream read a database this server does not have: the error handler logged the failure.
    expect(parsed().some((line) => line.msg === 'unhandled error')).toBe(true)
    expect(written.join('')).not.toContain(TOKEN)
  })

  it('keeps the token out of an error that quotes its request, and out of plain messages', async () => {
    const response = await app.inject({ method: 'GET', url: `/log-probe/fails?session=${TOKEN}`, headers: demo })
    expect(response.statusCode).toBe(500)
    const failure = parsed().find((line) => line.msg === 'unhandled error' && line.err?.message?.startsWith('could not answer'))
    expect(failure?.err?.message).toBe(`could not answer /log-probe/fails?session=${REDACTED}`)
    expect(failure?.err?.stack).toContain(`session=${REDACTED}`)
    app.log.warn(`a frame asked for /house/play/koi-terrace?lang=th&session=${TOKEN}`)
    expect(parsed().at(-1)?.msg).toBe(`a frame asked for /house/play/koi-terrace?lang=th&session=${REDACTED}`)
    expect(written.join('')).not.toContain(TOKEN)
  })
})
