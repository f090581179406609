/**
 * Which routes read which bodies: only the withdrawal proof upload reads an image (up to 5 MB); every other route
 * refuses an image's content type as it arrives, without reading the body, so a large image sent anywhere else costs
 * the server nothing. The body is streamed and its chunks counted: a refused request leaves it unread.
 */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import { LOTTERY_CALLS } from '../../src/contract/lottery'
import { expectError, noDatabase, testServer } from './helpers'

const CHUNK = 64 * 1024
/** Just under the proof's limit of 5 MB, so the proof route reads all of it. */
const CHUNKS = 79
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A 5 MB PNG body as a stream that counts the chunks read from it. */
function imageBody(): { stream: Readable; read: () => number } {
  let read = 0
  const stream = Readable.from((function* () {
    for (let i = 0; i < CHUNKS; i += 1) {
      read += 1
      yield i === 0 ? Buffer.concat([PNG_SIGNATURE, Buffer.alloc(CHUNK - PNG_SIGNATURE.length, 1)]) : Buffer.alloc(CHUNK, 1)
    }
  })(), { objectMode: false })
  return { stream, read: () => read }
}

describe('image bodies', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await testServer({ db: noDatabase, rateLimit: { perMinute: 10_000 } }))
  })
  afterAll(async () => {
    await app?.close()
  })

  const send = (url: string, type = 'image/png', host = 'localhost:3000') => {
    const body = imageBody()
    const answer = app.inject({
      method: 'POST', url, headers: { host, 'content-type': type, 'content-length': String(CHUNK * CHUNKS) }, payload: body.stream,
    })
    return { answer, read: body.read }
  }

  const unsupported = [415, 'media.type.unsupported', 'The request body must be application/json.'] as const
  // A member's endpoint asks for the token before it reads anything: without one, that is the answer.
  const noToken = [401, 'please.login', undefined] as const
  it.each([
    ['the lottery app’s session', LOTTERY_CALLS.session, 'image/png', unsupported],
    ['the lottery app’s bet', LOTTERY_CALLS.bet, 'image/jpeg', unsupported],
    ['a house game’s session', HOUSE_CALLS.session, 'image/png', unsupported],
    ['the login', ENDPOINTS.login.path, 'image/jpeg', unsupported],
    ['a withdrawal request', ENDPOINTS.createWithdrawal.path, 'image/png', noToken],
    ['a wallet transfer', ENDPOINTS.walletTransfer.path, 'image/jpg', noToken],
  ])('%s refuses a 5 MB image at once, leaving the body unread', async (_name, url, type, [status, code, message]) => {
    const { answer, read } = send(url, type)
    const body = expectError(await answer, status, code)
    if (message) expect(body.message).toBe(message)
    // At most what the stream had buffered before the answer: never the 80 chunks of the image.
    expect(read()).toBeLessThanOrEqual(2)
  })

  it('the proof upload asks who sends it before it reads a byte of the image', async () => {
    const { answer, read } = send(`${ENDPOINTS.uploadWithdrawalProof.path}?withdrawalId=someone-s-withdrawal`)
    expectError(await answer, 401, 'please.login')
    expect(read()).toBeLessThanOrEqual(2)
    const forged = app.inject({
      method: 'POST', url: `${ENDPOINTS.uploadWithdrawalProof.path}?withdrawalId=1`,
      headers: { host: 'localhost:3000', 'content-type': 'image/png', authorization: 'not-a-session-token' }, payload: imageBody().stream,
    })
    expect((await forged).statusCode).toBe(401)
  })
})
