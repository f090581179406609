/**
 * Server-sent events, written once for every stream the server serves (a member's events, a house table's rounds).
 * A stream takes the reply over and stays open: each event is an `event:` line and one `data:` line of JSON; a
 * comment every 25 s keeps proxies from closing it; it ends at the time its credential stops being valid (the
 * client reconnects and is authenticated again), when the client goes away, or when the server closes. Streams
 * never end by themselves, so closing the server ends them first, or it would wait for them forever.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_SECURITY_POLICY, BASE_SECURITY_HEADERS } from '../plugins/securityHeaders'

const HEARTBEAT_MS = 25_000
/** Timers hold at most 2^31 − 1 ms (24.8 days): a longer credential's stream ends then, and the client reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface EventStreamOptions {
  /** When the stream's credential stops being valid: the stream ends then. */
  endsAt: Date
  /** The server's clock now (the injected one), against which `endsAt` is read. */
  now: Date
  /** Headers beyond the security and stream ones (CORS for a sandboxed frame). */
  headers?: Record<string, string>
  /** Starts the stream's events; returns the function that stops them. */
  subscribe(send: (event: string, data: unknown) => void): () => void
}

export type OpenEventStream = (request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions) => void

/** The streams of one app: `open` serves one; the app's close ends every open one first. */
export function eventStreams(app: FastifyInstance, settings: { heartbeatMs?: number } = {}): OpenEventStream {
  const open = new Set<{ end(): void }>()
  app.addHook('preClose', (done) => {
    for (const stream of open) stream.end()
    done()
  })
  return (request, reply, options) => {
    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, {
      ...BASE_SECURITY_HEADERS,
      ...options.headers,
      'content-security-policy': API_SECURITY_POLICY,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies that buffer (nginx) would hold events back.
      'x-accel-buffering': 'no',
    })
    // Between the stream's end and its 'close' (when it stops hearing events) an event may still be published: a write
    // then would be a write after end, emitted as an error no one handles, which takes the whole process down. So a
    // write to an ended stream is dropped, and an error of the connection (the client gone) ends only this stream.
    const write = (chunk: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(chunk)
    }
    raw.on('error', () => raw.destroy())
    write(': connected\n\n')
    const stop = options.subscribe((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), settings.heartbeatMs ?? HEARTBEAT_MS)
    const end = setTimeout(() => raw.end(), Math.min(MAX_TIMER_MS, Math.max(0, options.endsAt.getTime() - options.now.getTime())))
    open.add(raw)
    raw.on('close', () => {
      open.delete(raw)
      clearInterval(heartbeat)
      clearTimeout(end)
      stop()
    })
    request.raw.on('close', () => raw.end())
  }
}
