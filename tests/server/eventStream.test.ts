/**
 * The server-sent event streams (routes/eventStream.ts): an event published between a stream's end and its 'close'
 * (the client left as a deposit was credited) is dropped, never written after the end — which Node reports as an
 * error nobody handles, taking the whole process down (a CI run caught it as an uncaught "write after end").
 */
import Fastify, { type FastifyReply } from 'fastify'
import { request } from 'node:http'
import { afterEach, expect, it } from 'vitest'
import { eventStreams } from '../../src/server/routes/eventStream'

const app = Fastify()
afterEach(async () => {
  await app.close()
})

it('drops an event published after the stream ended, and writes nothing after the end', async () => {
  let send: ((event: string, data: unknown) => void) | undefined
  let opened: FastifyReply | undefined
  const open = eventStreams(app)
  app.get('/events', (req, reply) => {
    opened = reply
    open(req, reply, { endsAt: new Date(Date.now() + 60_000), now: new Date(), subscribe: (listener) => ((send = listener), () => undefined) })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const received: string[] = []
  const done = new Promise<void>((resolve) => {
    request({ host: '127.0.0.1', port, path: '/events' }, (response) => {
      response.on('data', (chunk: Buffer) => received.push(chunk.toString()))
      response.on('end', () => resolve())
    }).end()
  })
  await expect.poll(() => received.join('')).toContain(': connected')
  send!('balance', { amount: '1.00' })
  await expect.poll(() => received.join('')).toContain('event: balance')

  const raw = opened!.raw
  let writesAfterEnd = 0
  const write = raw.write.bind(raw)
  raw.write = ((...args: Parameters<typeof raw.write>) => {
    if (raw.writableEnded) writesAfterEnd += 1
    return write(...args)
  }) as typeof raw.write
  raw.end()
  // Published in the same tick as the end, before the stream's 'close' unsubscribes it.
  send!('balance', { amount: '2.00' })
  await done
  expect(writesAfterEnd).toBe(0)
  expect(received.join('')).not.toContain('2.00')
})
