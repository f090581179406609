/**
 * Login captchas: an image (svg-captcha draws the characters as outlined paths with noise lines) whose answer
 * stays on the server, expires, and works once — a right answer, a wrong answer or an expired one all use it up,
 * so each attempt needs a new image.
 *
 * The answer and the id come from the injected RandomSource (a CSPRNG in production); svg-captcha's own
 * Math.random only places the noise and tints, which decide nothing.
 */
import { createRequire } from 'node:module'
import type { Clock, RandomSource } from '../../runtime'

/** svg-captcha's module value is its renderer, `(text, options) => svg`; its typings omit that call form. */
type RenderCaptcha = (text: string, options?: { width?: number; height?: number; noise?: number; color?: boolean; background?: string; fontSize?: number }) => string
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as RenderCaptcha

/** Letters and digits that cannot be mistaken for one another (no 0/O/o, 1/I/l/i, 5/S/s, 2/Z/z, u/v...). */
export const CAPTCHA_ALPHABET = '346789ABCDEFGHJKMNPQRTWXY'

export interface CaptchaEntry {
  /** The expected answer, lower case. */
  answer: string
  /** Epoch ms after which the answer is refused. */
  expiresAt: number
}

/**
 * Where answers wait. `take` removes and returns in one step (in a database: DELETE … RETURNING), so two
 * requests racing with the same id cannot both use it.
 */
export interface CaptchaStore {
  put(id: string, entry: CaptchaEntry): Promise<void>
  take(id: string): Promise<CaptchaEntry | undefined>
}

/**
 * Captchas in process memory, at most `capacity` at once: a client that fetches images without ever answering
 * pushes out the oldest (expired ones go first) instead of growing the heap. For the captcha rules' own tests;
 * the server keeps captchas in the database (db/verification/captchas.ts), so every process knows them.
 */
export class MemoryCaptchaStore implements CaptchaStore {
  private readonly entries = new Map<string, CaptchaEntry>()

  constructor(
    private readonly clock: Clock,
    readonly capacity = 10_000,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer')
  }

  get size(): number {
    return this.entries.size
  }

  async put(id: string, entry: CaptchaEntry): Promise<void> {
    this.entries.delete(id)
    if (this.entries.size >= this.capacity) this.evict()
    this.entries.set(id, entry)
  }

  async take(id: string): Promise<CaptchaEntry | undefined> {
    const entry = this.entries.get(id)
    this.entries.delete(id)
    return entry
  }

  private evict(): void {
    const now = this.clock.now().getTime()
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id)
    // Map keeps insertion order: the first keys are the oldest.
    for (const id of this.entries.keys()) {
      if (this.entries.size < this.capacity) break
      this.entries.delete(id)
    }
  }
}

export interface CaptchaOptions {
  clock: Clock
  random: RandomSource
  /** Default: a MemoryCaptchaStore of 10,000 (tests of these rules); the server passes the database store. */
  store?: CaptchaStore
  /**
   * Development only (PORTICO_DEV_CAPTCHA_OUTBOX): told each captcha's answer as drawn, once it is stored, so an
   * end-to-end journey can answer it. Never set in production: it gives the answer away.
   */
  reveal?: (captcha: RevealedCaptcha) => Promise<void>
  /** How long an image may be answered; default 2 minutes. */
  ttlMs?: number
  /** Characters in the answer; default 4. */
  length?: number
}

export interface IssuedCaptcha {
  id: string
  /** `data:image/svg+xml;base64,…`, ready for an <img src>. */
  image: string
  /** Epoch ms. */
  expiresAt: number
}

/** What `reveal` is told: the id, the characters drawn, who asked for it. */
export interface RevealedCaptcha {
  id: string
  text: string
  expiresAt: number
  merchantCode: string | undefined
}

export interface CaptchaService {
  /** A new image; `merchantCode` only labels what `reveal` is told. */
  issueCaptcha(context?: { merchantCode?: string }): Promise<IssuedCaptcha>
  /** True once for the right answer (any case, surrounding spaces ignored) before expiry; the id is used up either way. */
  verifyCaptcha(id: string, answer: string): Promise<boolean>
}

export const DEFAULT_CAPTCHA_TTL_MS = 2 * 60_000

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const { clock, random } = options
  const store = options.store ?? new MemoryCaptchaStore(clock)
  const ttlMs = options.ttlMs ?? DEFAULT_CAPTCHA_TTL_MS
  const length = options.length ?? 4

  return {
    async issueCaptcha(context) {
      let text = ''
      for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[random.int(CAPTCHA_ALPHABET.length)]
      const id = Buffer.from(random.bytes(16)).toString('base64url')
      const expiresAt = clock.now().getTime() + ttlMs
      await store.put(id, { answer: text.toLowerCase(), expiresAt })
      await options.reveal?.({ id, text, expiresAt, merchantCode: context?.merchantCode })
      const svg = renderCaptcha(text, { width: 150, height: 50, noise: 3, color: true, background: '#f4f6f8' })
      return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt }
    },

    async verifyCaptcha(id, answer) {
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return false
      const entry = await store.take(id)
      if (!entry || entry.expiresAt <= clock.now().getTime()) return false
      return typeof answer === 'string' && answer.trim().toLowerCase() === entry.answer
    },
  }
}
