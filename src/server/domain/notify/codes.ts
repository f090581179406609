/**
 * Verification codes sent by SMS or email (registration, SMS login, password recovery, binding a mobile or an
 * email, new-IP verification). A code is 6 digits from the injected RandomSource, expires after a configured
 * number of minutes, works once, and is burnt after a few wrong tries. Sending is limited per destination (one
 * number or address of one merchant, whatever the purpose, so the limits also stop someone flooding a stranger's
 * phone): one message per 60 seconds and at most `maxPerHour` in any rolling hour. A refused send answers the
 * spec's `too-many-requests` (try again later) with the seconds until a send is allowed again.
 */
import { timingSafeEqual } from 'node:crypto'
import type { ErrorCode } from '../../../contract/errors'
import type { Clock, RandomSource } from '../../runtime'
import type { MessageChannel, MessageSender } from './sender'

export interface CodeLimits {
  /** Code length in digits; default 6. */
  digits: number
  /** Minutes a code stays valid; default 5. The portal's forgot-password countdown shows the same. */
  ttlMinutes: number
  /** Least time between two sends to one destination; default 60 s (the portal's countdown). */
  resendIntervalMs: number
  /** Most sends to one destination in any rolling hour; default 5. */
  maxPerHour: number
  /** Tries a code allows; after that many wrong ones it is burnt and a new one must be sent. Default 5. */
  maxAttempts: number
}

export const DEFAULT_CODE_LIMITS: Readonly<CodeLimits> = Object.freeze({ digits: 6, ttlMinutes: 5, resendIntervalMs: 60_000, maxPerHour: 5, maxAttempts: 5 })

const HOUR_MS = 60 * 60_000

/** How far back a send still counts against the limits: a store need keep (and read) no older send times. */
export const SEND_WINDOW_MS = HOUR_MS

export type SendDecision = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Whether one more send is allowed at `now`, given the times of earlier sends to the same destination. The one
 * rule every store applies (a database store inside its transaction).
 */
export function sendDecision(previous: readonly number[], now: number, limits: Pick<CodeLimits, 'resendIntervalMs' | 'maxPerHour'>): SendDecision {
  const recent = previous.filter((at) => at > now - HOUR_MS)
  let retryAt = now
  if (recent.length > 0) retryAt = Math.max(retryAt, Math.max(...recent) + limits.resendIntervalMs)
  if (recent.length >= limits.maxPerHour) {
    // The send that frees a slot is the one that leaves the hour first.
    const sorted = [...recent].sort((a, b) => a - b)
    retryAt = Math.max(retryAt, sorted[recent.length - limits.maxPerHour] + HOUR_MS)
  }
  return retryAt > now ? { ok: false, retryAfterMs: retryAt - now } : { ok: true }
}

export interface CodeEntry {
  /** Tells one issued code from the next, so a late wrong try never counts against a newer code. */
  id: string
  code: string
  /** Epoch ms. */
  expiresAt: number
  /** Tries so far, right or wrong. */
  attempts: number
}

/**
 * Where codes and send times are kept. Each method is one atomic step (in a database, one statement or one
 * transaction), so concurrent requests cannot both pass a limit or both use a code.
 */
export interface VerificationCodeStore {
  /** Records a send to `destination` at `now` if `sendDecision` allows it, and answers the decision. */
  reserveSend(destination: string, now: number, limits: Pick<CodeLimits, 'resendIntervalMs' | 'maxPerHour'>): Promise<SendDecision>
  /** Makes `entry` the code for `key`, replacing any earlier one. */
  save(key: string, entry: CodeEntry): Promise<void>
  get(key: string): Promise<CodeEntry | undefined>
  /**
   * Counts one try against code `id` before it is compared, and answers the tries now counted (0 if that code is
   * gone). Counting first means a burst of parallel guesses cannot all be compared before any is counted.
   */
  addAttempt(key: string, id: string): Promise<number>
  /** Removes code `id`; true only for the one call that removed it. */
  consume(key: string, id: string): Promise<boolean>
}

/**
 * Codes in process memory, bounded: beyond `capacity` codes or destinations the oldest are dropped. For the code
 * rules' own tests; the server keeps codes in the database (db/verification/codes.ts), so every process knows them.
 */
export class MemoryCodeStore implements VerificationCodeStore {
  private readonly codes = new Map<string, CodeEntry>()
  private readonly sends = new Map<string, number[]>()

  constructor(readonly capacity = 100_000) {}

  async reserveSend(destination: string, now: number, limits: Pick<CodeLimits, 'resendIntervalMs' | 'maxPerHour'>): Promise<SendDecision> {
    const previous = (this.sends.get(destination) ?? []).filter((at) => at > now - HOUR_MS)
    const decision = sendDecision(previous, now, limits)
    if (decision.ok) previous.push(now)
    this.sends.delete(destination)
    if (previous.length > 0) bounded(this.sends, this.capacity).set(destination, previous)
    return decision
  }

  async save(key: string, entry: CodeEntry): Promise<void> {
    this.codes.delete(key)
    bounded(this.codes, this.capacity).set(key, { ...entry })
  }

  async get(key: string): Promise<CodeEntry | undefined> {
    const entry = this.codes.get(key)
    return entry && { ...entry }
  }

  async addAttempt(key: string, id: string): Promise<number> {
    const entry = this.codes.get(key)
    if (!entry || entry.id !== id) return 0
    entry.attempts += 1
    return entry.attempts
  }

  async consume(key: string, id: string): Promise<boolean> {
    if (this.codes.get(key)?.id !== id) return false
    return this.codes.delete(key)
  }
}

/** Makes room in an insertion-ordered map by dropping its oldest keys. */
function bounded<K, V>(map: Map<K, V>, capacity: number): Map<K, V> {
  for (const key of map.keys()) {
    if (map.size < capacity) break
    map.delete(key)
  }
  return map
}

export interface CodeRequest {
  channel: MessageChannel
  /** A normalised mobile number or an email address (compared case-insensitively). */
  to: string
  merchantCode: string
  /** What the code is for; a code issued for one purpose does not verify another. */
  purpose: string
}

export type IssueResult =
  | { ok: true; expiresAt: number; expiredMinutes: number; resendAfterSeconds: number }
  | { ok: false; reason: Extract<ErrorCode, 'too-many-requests'>; retryAfterSeconds: number }

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: Extract<ErrorCode, 'missing-verification-code' | 'invalid-verification-code' | 'code-expired'>; attemptsLeft?: number }

export interface CodeIssuerOptions {
  clock: Clock
  random: RandomSource
  sender: MessageSender
  /** Default: a MemoryCodeStore (tests of these rules); the server passes the database store. */
  store?: VerificationCodeStore
  limits?: Partial<CodeLimits>
  /** The message text; default English. The code and the minutes it stays valid are all it needs to say. */
  text?: (input: { code: string; minutes: number; purpose: string; merchantCode: string }) => string
}

export interface CodeIssuer {
  readonly limits: Readonly<CodeLimits>
  /** Sends a new code (replacing any earlier one for the same destination and purpose), within the limits. */
  issue(request: CodeRequest): Promise<IssueResult>
  /** Checks a code; the right one works once, then never again. */
  verify(request: CodeRequest & { code: string | undefined }): Promise<VerifyResult>
}

const defaultText = ({ code, minutes }: { code: string; minutes: number }) => `Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`

export function createCodeIssuer(options: CodeIssuerOptions): CodeIssuer {
  const { clock, random, sender } = options
  const store = options.store ?? new MemoryCodeStore()
  const limits: Readonly<CodeLimits> = Object.freeze({ ...DEFAULT_CODE_LIMITS, ...options.limits })
  if (!Number.isInteger(limits.digits) || limits.digits < 4 || limits.digits > 9) throw new RangeError('digits must be 4 to 9')
  if (!(limits.ttlMinutes > 0) || !(limits.maxAttempts >= 1) || !(limits.maxPerHour >= 1) || !(limits.resendIntervalMs >= 0)) throw new RangeError('invalid code limits')
  const text = options.text ?? defaultText

  const destinationOf = (r: CodeRequest) => `${r.merchantCode}\n${r.channel}\n${r.to.trim().toLowerCase()}`
  const keyOf = (r: CodeRequest) => `${destinationOf(r)}\n${r.purpose}`

  return {
    limits,

    async issue(request) {
      const now = clock.now().getTime()
      const decision = await store.reserveSend(destinationOf(request), now, limits)
      if (!decision.ok) return { ok: false, reason: 'too-many-requests', retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) }

      const code = String(random.int(10 ** limits.digits)).padStart(limits.digits, '0')
      const id = Buffer.from(random.bytes(12)).toString('base64url')
      const expiresAt = now + limits.ttlMinutes * 60_000
      const key = keyOf(request)
      await store.save(key, { id, code, expiresAt, attempts: 0 })
      try {
        await sender.send({ ...request, to: request.to.trim(), text: text({ code, minutes: limits.ttlMinutes, purpose: request.purpose, merchantCode: request.merchantCode }) })
      } catch (error) {
        // A code that never left cannot be entered; drop it so it does not linger as the valid one.
        await store.consume(key, id)
        throw error
      }
      return { ok: true, expiresAt, expiredMinutes: limits.ttlMinutes, resendAfterSeconds: Math.ceil(limits.resendIntervalMs / 1000) }
    },

    async verify(request) {
      const given = request.code?.trim() ?? ''
      if (given === '') return { ok: false, reason: 'missing-verification-code' }
      const key = keyOf(request)
      const entry = await store.get(key)
      if (!entry) return { ok: false, reason: 'invalid-verification-code' }
      if (entry.expiresAt <= clock.now().getTime()) {
        await store.consume(key, entry.id)
        return { ok: false, reason: 'code-expired' }
      }
      const attempts = await store.addAttempt(key, entry.id)
      if (attempts === 0) return { ok: false, reason: 'invalid-verification-code' }
      // Burnt by too many wrong tries: only a new code helps, which is what `code-expired` tells the member.
      if (attempts > limits.maxAttempts) return { ok: false, reason: 'code-expired', attemptsLeft: 0 }
      if (sameCode(given, entry.code)) {
        // Only the request that removes the code succeeds; a second one racing with the same code does not.
        return (await store.consume(key, entry.id)) ? { ok: true } : { ok: false, reason: 'invalid-verification-code' }
      }
      return { ok: false, reason: 'invalid-verification-code', attemptsLeft: limits.maxAttempts - attempts }
    },
  }
}

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
