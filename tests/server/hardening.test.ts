/**
 * What reaches the server before a route does: URLs it cannot decode, request lines and headers over 16 KB,
 * malformed header lines, a method the path does not take, a body over the limit, and a client that sends its
 * request too slowly. Each gets the envelope and the security headers (or the connection is cut), never
 * Fastify's or Node's bare defaults. The parser-level cases go over a real socket, as a client would send them.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { expectError, noDatabase, testServer } from './helpers'

/** Sends raw bytes and returns everything the server writes until it closes the connection. */
function rawExchange(port: number, chunks: string[], { gapMs = 0, waitMs = 5000 } = {}): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closedAfterMs: Number.POSITIVE_INFINITY })
    }, waitMs)
    socket.on('data', (data) => (text += data.toString()))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return
        socket.write(chunk)
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs))
      }
    })
  })
}

function parseResponse(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head, body = ''] = text.split('\r\n\r\n')
  const [statusLine, ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

describe('requests that never reach a route', () => {
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    ;({ app } = await testServer({ db: noDatabase, timeouts: { requestMs: 600, headersMs: 600 } }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(() => app?.close())

  it('a URL that cannot be decoded gets the envelope and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/%E0%A4%A', headers: { host: 'localhost' } })
    expectError(response, 400, 'request.invalid')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('a request line over 16 KB gets 431 with the envelope and the security headers', async () => {
    const { text } = await rawExchange(port, [`GET /wps/system/whitelabel?x=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`])
    const response = parseResponse(text)
    expect(response.status).toBe(431)
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'request.header.too.large' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('a malformed header line gets 400 with the envelope', async () => {
    const { text } = await rawExchange(port, ['GET /wps/system/whitelabel HTTP/1.1\r\nHost: localhost\r\nthis is not a header\r\n\r\n'])
    const response = parseResponse(text)
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: 'request.invalid' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a method the path does not take gets 405 and the methods it does take', async () => {
    const response = await app.inject({ method: 'DELETE', url: ENDPOINTS.notices.path, headers: { host: 'localhost' } })
    expectError(response, 405, 'method.not.allowed')
    expect(response.headers.allow).toBe('GET, HEAD')
    expectError(await app.inject({ method: 'DELETE', url: '/wps/nothing-here', headers: { host: 'localhost' } }), 404, 'not.found')
  })

  it('a body over the limit gets 413', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: ENDPOINTS.updateLanguage.path,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'th', padding: 'x'.repeat(300 * 1024) }),
    })
    expectError(response, 413, 'payload.too.large')
  })

  it('a client sending its headers too slowly is cut off', async () => {
    const drip = ['GET /wps/system/whitelabel HTTP/1.1\r\n', 'Host: localhost\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n', 'X-C: 3\r\n', 'X-D: 4\r\n', 'X-E: 5\r\n', '\r\n']
    const { closedAfterMs, text } = await rawExchange(port, drip, { gapMs: 300 })
    expect(closedAfterMs).toBeLessThan(drip.length * 300)
    expect(text).not.toContain('"success":true')
  })

  it('a client sending its body too slowly is cut off', async () => {
    const head = `PUT ${ENDPOINTS.updateLanguage.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`
    const { closedAfterMs, text } = await rawExchange(port, [head, '{"lang', 'uage"', ':', '"th"'], { gapMs: 400, waitMs: 4000 })
    expect(closedAfterMs).toBeLessThan(4000)
    expect(text).not.toContain('"success":true')
  })
})
