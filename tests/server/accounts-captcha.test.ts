/**
 * Captchas (src/server/domain/accounts/captcha.ts): a fresh image each time, answered once, before it expires.
 */
import { describe, expect, it } from 'vitest'
import { CAPTCHA_ALPHABET, MemoryCaptchaStore, createCaptchaService, type CaptchaStore } from '../../src/server/domain/accounts/captcha'
import { cryptoRandom, fixedClock, type RandomSource } from '../../src/server/runtime'

/** A store that lets the test read the answer the server keeps (a player reads it from the image). */
function peekingStore(clock = fixedClock('2025-03-01T12:00:00Z')) {
  const inner = new MemoryCaptchaStore(clock)
  const answers = new Map<string, string>()
  const store: CaptchaStore = {
    put: async (id, entry) => {
      answers.set(id, entry.answer)
      await inner.put(id, entry)
    },
    take: (id) => inner.take(id),
  }
  return { clock, store, answer: (id: string) => answers.get(id) as string }
}

describe('captcha', () => {
  it('issues an SVG image as a data URL with an id that is not the answer', async () => {
    const { clock, store, answer } = peekingStore()
    const captcha = createCaptchaService({ clock, random: cryptoRandom, store })
    const issued = await captcha.issueCaptcha()
    expect(issued.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(issued.image.split(',')[1], 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // Characters are drawn as paths (an image, not text a script could read); no <text> elements.
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4)
    expect(svg).not.toMatch(/<text/)
    expect(answer(issued.id)).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET.toLowerCase()}]{4}$`))
    expect(issued.id.length).toBeGreaterThanOrEqual(22)
    expect(issued.expiresAt).toBe(clock.now().getTime() + 2 * 60_000)

    const next = await captcha.issueCaptcha()
    expect(next.id).not.toBe(issued.id)
    expect(next.image).not.toBe(issued.image)
  })

  it('draws the answer from the injected random source', async () => {
    let i = 0
    const sequence: RandomSource = { bytes: (n) => new Uint8Array(n).fill(7), int: (max) => [0, 1, 2, 3][i++ % 4] % max }
    const { clock, store, answer } = peekingStore()
    const issued = await createCaptchaService({ clock, random: sequence, store }).issueCaptcha()
    expect(answer(issued.id)).toBe(CAPTCHA_ALPHABET.slice(0, 4).toLowerCase())
  })

  it('accepts the right answer in any case, once', async () => {
    const { clock, store, answer } = peekingStore()
    const captcha = createCaptchaService({ clock, random: cryptoRandom, store })
    const { id } = await captcha.issueCaptcha()
    expect(await captcha.verifyCaptcha(id, ` ${answer(id).toUpperCase()} `)).toBe(true)
    expect(await captcha.verifyCaptcha(id, answer(id))).toBe(false)
  })

  it('a wrong answer uses the captcha up', async () => {
    const { clock, store, answer } = peekingStore()
    const captcha = createCaptchaService({ clock, random: cryptoRandom, store })
    const { id } = await captcha.issueCaptcha()
    expect(await captcha.verifyCaptcha(id, 'nope')).toBe(false)
    expect(await captcha.verifyCaptcha(id, answer(id))).toBe(false)
  })

  it('expires after its time to live', async () => {
    const { clock, store, answer } = peekingStore()
    const captcha = createCaptchaService({ clock, random: cryptoRandom, store, ttlMs: 60_000 })
    const early = await captcha.issueCaptcha()
    const late = await captcha.issueCaptcha()
    clock.advance(59_999)
    expect(await captcha.verifyCaptcha(early.id, answer(early.id))).toBe(true)
    clock.advance(1)
    expect(await captcha.verifyCaptcha(late.id, answer(late.id))).toBe(false)
  })

  it('refuses unknown, empty and absurd ids', async () => {
    const captcha = createCaptchaService({ clock: fixedClock('2025-03-01T12:00:00Z'), random: cryptoRandom })
    expect(await captcha.verifyCaptcha('unknown', 'abcd')).toBe(false)
    expect(await captcha.verifyCaptcha('', '')).toBe(false)
    expect(await captcha.verifyCaptcha('x'.repeat(10_000), 'abcd')).toBe(false)
  })

  it('keeps at most its capacity in memory, dropping expired then oldest entries', async () => {
    const clock = fixedClock('2025-03-01T12:00:00Z')
    const store = new MemoryCaptchaStore(clock, 3)
    const at = (ms: number) => clock.now().getTime() + ms
    await store.put('expired', { answer: 'a', expiresAt: at(-1) })
    await store.put('old', { answer: 'b', expiresAt: at(60_000) })
    await store.put('mid', { answer: 'c', expiresAt: at(60_000) })
    await store.put('new', { answer: 'd', expiresAt: at(60_000) })
    expect(store.size).toBe(3)
    expect(await store.take('expired')).toBeUndefined()
    await store.put('newer', { answer: 'e', expiresAt: at(60_000) })
    await store.put('newest', { answer: 'f', expiresAt: at(60_000) })
    expect(store.size).toBe(3)
    expect(await store.take('old')).toBeUndefined()
    expect(await store.take('newest')).toEqual({ answer: 'f', expiresAt: at(60_000) })
  })
})
