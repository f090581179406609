/**
 * Verification codes and the outbox (src/server/domain/notify): codes a member receives work once, for a while,
 * for what they were sent for; resends are limited per destination; a developer reads them from the outbox file.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CODE_LIMITS, MemoryCodeStore, createCodeIssuer, sendDecision, type CodeRequest } from '../../src/server/domain/notify/codes'
import { MemorySender, OutboxSender, readOutbox, type MessageSender } from '../../src/server/domain/notify/sender'
import { cryptoRandom, fixedClock, type RandomSource } from '../../src/server/runtime'

const MOBILE: CodeRequest = { channel: 'sms', to: '0812345678', merchantCode: 'demo', purpose: 'register' }
const MINUTE = 60_000

function setup(limits: Parameters<typeof createCodeIssuer>[0]['limits'] = {}, random: RandomSource = cryptoRandom) {
  const clock = fixedClock('2025-03-01T12:00:00Z')
  const sender = new MemorySender(clock)
  const codes = createCodeIssuer({ clock, random, sender, limits })
  /** The code in the last message, as the member reads it. */
  const lastCode = () => /\b(\d{6})\b/.exec(sender.sent.at(-1)?.text ?? '')?.[1] as string
  return { clock, sender, codes, lastCode }
}

describe('verification codes', () => {
  it('sends 6 digits from the random source, with the minutes it stays valid', async () => {
    const draws: number[] = []
    const random: RandomSource = { bytes: (n) => cryptoRandom.bytes(n), int: (max) => (draws.push(max), 4321) }
    const { sender, codes, clock } = setup({}, random)
    const issued = await codes.issue(MOBILE)
    expect(issued).toEqual({ ok: true, expiresAt: clock.now().getTime() + 5 * MINUTE, expiredMinutes: 5, resendAfterSeconds: 60 })
    expect(draws).toEqual([1_000_000])
    expect(sender.sent).toEqual([{ at: '2025-03-01T12:00:00.000Z', channel: 'sms', to: '0812345678', merchantCode: 'demo', purpose: 'register', text: expect.stringContaining('004321') }])
    expect(sender.sent[0].text).toContain('5 minutes')
  })

  it('accepts the right code once', async () => {
    const { codes, lastCode } = setup()
    await codes.issue(MOBILE)
    const code = lastCode()
    expect(await codes.verify({ ...MOBILE, code: ` ${code} ` })).toEqual({ ok: true })
    expect(await codes.verify({ ...MOBILE, code })).toEqual({ ok: false, reason: 'invalid-verification-code' })
  })

  it('expires after the configured minutes', async () => {
    const { codes, clock, lastCode } = setup({ ttlMinutes: 10 })
    await codes.issue(MOBILE)
    clock.advance(10 * MINUTE - 1)
    expect(await codes.verify({ ...MOBILE, code: lastCode() })).toEqual({ ok: true })

    clock.advance(2 * MINUTE)
    await codes.issue(MOBILE)
    clock.advance(10 * MINUTE)
    expect(await codes.verify({ ...MOBILE, code: lastCode() })).toEqual({ ok: false, reason: 'code-expired' })
  })

  it('answers a missing code, and a code for another purpose, destination or merchant is not valid', async () => {
    const { codes, lastCode } = setup()
    await codes.issue(MOBILE)
    const code = lastCode()
    expect(await codes.verify({ ...MOBILE, code: '' })).toEqual({ ok: false, reason: 'missing-verification-code' })
    expect(await codes.verify({ ...MOBILE, code: undefined })).toEqual({ ok: false, reason: 'missing-verification-code' })
    expect(await codes.verify({ ...MOBILE, purpose: 'forgotPassword', code })).toMatchObject({ ok: false, reason: 'invalid-verification-code' })
    expect(await codes.verify({ ...MOBILE, to: '0899999999', code })).toMatchObject({ ok: false, reason: 'invalid-verification-code' })
    expect(await codes.verify({ ...MOBILE, merchantCode: 'lotus', code })).toMatchObject({ ok: false, reason: 'invalid-verification-code' })
    expect(await codes.verify({ ...MOBILE, code })).toEqual({ ok: true })
  })

  it('burns the code after the allowed number of tries', async () => {
    const { codes, lastCode } = setup({ maxAttempts: 3 })
    await codes.issue(MOBILE)
    const code = lastCode()
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await codes.verify({ ...MOBILE, code: wrong })).toEqual({ ok: false, reason: 'invalid-verification-code', attemptsLeft: 2 })
    expect(await codes.verify({ ...MOBILE, code: wrong })).toEqual({ ok: false, reason: 'invalid-verification-code', attemptsLeft: 1 })
    expect(await codes.verify({ ...MOBILE, code: wrong })).toEqual({ ok: false, reason: 'invalid-verification-code', attemptsLeft: 0 })
    expect(await codes.verify({ ...MOBILE, code })).toEqual({ ok: false, reason: 'code-expired', attemptsLeft: 0 })
  })

  it('counts a burst of parallel guesses before comparing any, so the limit holds', async () => {
    const { codes, lastCode } = setup({ maxAttempts: 5 })
    await codes.issue(MOBILE)
    const code = lastCode()
    const guesses = Array.from({ length: 50 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code)
    const results = await Promise.all([...guesses, code].map((guess) => codes.verify({ ...MOBILE, code: guess })))
    expect(results.filter((r) => r.ok === false && r.reason === 'invalid-verification-code')).toHaveLength(5)
    // The right code came after the five allowed tries: too late.
    expect(results.at(-1)).toEqual({ ok: false, reason: 'code-expired', attemptsLeft: 0 })
  })

  it('a new code replaces the previous one', async () => {
    const drawn = [111111, 222222]
    const { codes, clock, lastCode } = setup({}, { bytes: (n) => cryptoRandom.bytes(n), int: () => drawn.shift() as number })
    await codes.issue(MOBILE)
    clock.advance(MINUTE)
    await codes.issue(MOBILE)
    expect(lastCode()).toBe('222222')
    expect(await codes.verify({ ...MOBILE, code: '111111' })).toMatchObject({ ok: false, reason: 'invalid-verification-code' })
    expect(await codes.verify({ ...MOBILE, code: '222222' })).toEqual({ ok: true })
  })

  it('allows one send per 60 seconds per destination, whatever the purpose', async () => {
    const { codes, clock, sender } = setup()
    expect(await codes.issue(MOBILE)).toMatchObject({ ok: true })
    clock.advance(20_000)
    expect(await codes.issue({ ...MOBILE, purpose: 'login' })).toEqual({ ok: false, reason: 'too-many-requests', retryAfterSeconds: 40 })
    // Another number, or the same number at another merchant, is another destination.
    expect(await codes.issue({ ...MOBILE, to: '0899999999' })).toMatchObject({ ok: true })
    expect(await codes.issue({ ...MOBILE, merchantCode: 'lotus' })).toMatchObject({ ok: true })
    clock.advance(40_000)
    expect(await codes.issue(MOBILE)).toMatchObject({ ok: true })
    expect(sender.sent).toHaveLength(4)
  })

  it('allows at most N sends per rolling hour, then says when to try again', async () => {
    const { codes, clock, sender } = setup({ maxPerHour: 3 })
    for (let i = 0; i < 3; i++) {
      expect(await codes.issue(MOBILE)).toMatchObject({ ok: true })
      clock.advance(5 * MINUTE)
    }
    // 15 minutes after the first send: the first leaves the hour at minute 60.
    expect(await codes.issue(MOBILE)).toEqual({ ok: false, reason: 'too-many-requests', retryAfterSeconds: 45 * 60 })
    expect(sender.sent).toHaveLength(3)
    clock.advance(45 * MINUTE - 1)
    expect(await codes.issue(MOBILE)).toMatchObject({ ok: false, reason: 'too-many-requests', retryAfterSeconds: 1 })
    clock.advance(1)
    expect(await codes.issue(MOBILE)).toMatchObject({ ok: true })
    expect(sender.sent).toHaveLength(4)
  })

  it('treats email addresses case-insensitively as one destination', async () => {
    const { codes, lastCode } = setup()
    const email: CodeRequest = { channel: 'email', to: 'Alice@Example.com', merchantCode: 'demo', purpose: 'bindEmail' }
    await codes.issue(email)
    expect(await codes.issue({ ...email, to: 'alice@example.COM' })).toMatchObject({ ok: false, reason: 'too-many-requests' })
    expect(await codes.verify({ ...email, to: 'alice@example.com', code: lastCode() })).toEqual({ ok: true })
  })

  it('drops a code whose message could not be sent', async () => {
    const clock = fixedClock('2025-03-01T12:00:00Z')
    let code = ''
    const failing: MessageSender = {
      send: async (m) => {
        code = /\d{6}/.exec(m.text)?.[0] ?? ''
        throw new Error('gateway down')
      },
    }
    const codes = createCodeIssuer({ clock, random: cryptoRandom, sender: failing })
    await expect(codes.issue(MOBILE)).rejects.toThrow('gateway down')
    expect(await codes.verify({ ...MOBILE, code })).toEqual({ ok: false, reason: 'invalid-verification-code' })
  })

  it('refuses limits that make no sense', () => {
    const clock = fixedClock('2025-03-01T12:00:00Z')
    const sender = new MemorySender(clock)
    expect(() => createCodeIssuer({ clock, random: cryptoRandom, sender, limits: { digits: 2 } })).toThrow(RangeError)
    expect(() => createCodeIssuer({ clock, random: cryptoRandom, sender, limits: { ttlMinutes: 0 } })).toThrow(RangeError)
    expect(DEFAULT_CODE_LIMITS).toEqual({ digits: 6, ttlMinutes: 5, resendIntervalMs: 60_000, maxPerHour: 5, maxAttempts: 5 })
  })
})

describe('send limits', () => {
  const limits = { resendIntervalMs: 60_000, maxPerHour: 2 }
  it('decides from the times of earlier sends', () => {
    const now = 10 * 60 * MINUTE
    expect(sendDecision([], now, limits)).toEqual({ ok: true })
    expect(sendDecision([now - 30_000], now, limits)).toEqual({ ok: false, retryAfterMs: 30_000 })
    expect(sendDecision([now - 50 * MINUTE, now - 10 * MINUTE], now, limits)).toEqual({ ok: false, retryAfterMs: 10 * MINUTE })
    expect(sendDecision([now - 70 * MINUTE, now - 61 * MINUTE, now - 10 * MINUTE], now, limits)).toEqual({ ok: true })
  })

  it('keeps the in-memory store bounded', async () => {
    const store = new MemoryCodeStore(2)
    for (const to of ['a', 'b', 'c']) expect(await store.reserveSend(to, 0, limits)).toEqual({ ok: true })
    // 'a' was pushed out, so it counts as new; 'c' is still limited.
    expect(await store.reserveSend('c', 1, limits)).toMatchObject({ ok: false })
    expect(await store.reserveSend('a', 1, limits)).toEqual({ ok: true })
  })
})

describe('outbox', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-outbox-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('appends one JSON line per message, in order, that a developer can read', async () => {
    const clock = fixedClock('2025-03-01T12:00:00Z')
    const file = join(dir, 'nested', 'outbox.jsonl')
    const outbox = new OutboxSender(file, clock)
    expect(await readOutbox(file)).toEqual([])
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => outbox.send({ channel: i % 2 ? 'email' : 'sms', to: `to-${i}`, merchantCode: 'demo', purpose: 'register', text: `code ${i}\nline two` })),
    )
    clock.advance(1000)
    await outbox.send({ channel: 'sms', to: '0812345678', merchantCode: 'lotus', purpose: 'login', text: 'Your code is 123456' })

    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(21)
    const entries = await readOutbox(file)
    expect(entries.map((e) => e.to)).toEqual([...Array.from({ length: 20 }, (_, i) => `to-${i}`), '0812345678'])
    expect(entries[1]).toEqual({ at: '2025-03-01T12:00:00.000Z', channel: 'email', to: 'to-1', merchantCode: 'demo', purpose: 'register', text: 'code 1\nline two' })
    expect(entries.at(-1)).toEqual({ at: '2025-03-01T12:00:01.000Z', channel: 'sms', to: '0812345678', merchantCode: 'lotus', purpose: 'login', text: 'Your code is 123456' })
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('carries the codes the issuer sends', async () => {
    const clock = fixedClock('2025-03-01T12:00:00Z')
    const file = join(dir, 'outbox.jsonl')
    const codes = createCodeIssuer({ clock, random: cryptoRandom, sender: new OutboxSender(file, clock) })
    await codes.issue(MOBILE)
    const [entry] = await readOutbox(file)
    const code = /\d{6}/.exec(entry.text)?.[0] as string
    expect(entry).toMatchObject({ channel: 'sms', to: '0812345678', merchantCode: 'demo', purpose: 'register' })
    expect(await codes.verify({ ...MOBILE, code })).toEqual({ ok: true })
  })
})
