/**
 * A round's result, derived from its revealed seed alone: provably fair, and recomputable by anyone.
 *
 * The algorithm (`deriveResult(table, seed, roundKey)`), precisely enough to re-implement verification:
 *
 * 1. Inputs: the prize table (prizeTables.ts: its tiers in order, special first, each a count of numbers and digits
 *    per number); the seed, 32 raw bytes (revealed as 64 hex characters; its SHA-256 was published when the round
 *    opened, seed.ts); and the round key, the round's public name `${gameCode}:${roundNo}` (`roundKey`), printable
 *    ASCII without spaces (0x21–0x7E), 1 to 200 characters.
 * 2. Byte stream: block i = HMAC-SHA256(key = the 32 seed bytes, message = the ASCII bytes of `${roundKey}:${i}`),
 *    for i = 0, 1, 2, … written in decimal with no leading zeros. The stream is block 0 ‖ block 1 ‖ block 2 ‖ …,
 *    32 bytes per block, read in order.
 * 3. Digit: read the next byte b (0–255). If b ≥ 250, discard it and read the next. Otherwise the digit is b mod 10.
 *    This is rejection sampling: the 250 accepted values are exactly 25 of each digit, so every digit is equally
 *    likely and there is no modulo bias (a plain b mod 10 over all 256 values would favour 0–5).
 * 4. Numbers: for each tier in table order, for each of its numbers, draw its digits most significant first and
 *    write them as a string of exactly that many digits ("07", "00731"). Numbers are independent: two prizes may
 *    hold the same number, as in a ball-drawn Vietnamese lottery.
 * 5. The result is those numbers by tier (`DrawResult`); nothing else (no clock, no other randomness) goes in.
 *
 * The round key in the message binds a seed to one round: the same seed used for two rounds still gives unrelated
 * results, and a published result can't be replayed as another round's. Messages of different rounds never
 * coincide: the counter has no colon, so the last colon splits any message back into one round key and counter.
 *
 * A northern draw needs 107 digits: about 110 bytes with rejections, so 4 blocks (128 bytes) nearly always.
 *
 * The same in Python, as a third party might write it (it reproduces derive.test.ts's vectors):
 *
 * ```python
 * import hashlib, hmac
 * def derive(tiers, seed: bytes, round_key: str):   # tiers: [(name, count, digits), ...], special first
 *     def digits():
 *         block = 0
 *         while True:
 *             for b in hmac.new(seed, f"{round_key}:{block}".encode("ascii"), hashlib.sha256).digest():
 *                 if b < 250: yield b % 10
 *             block += 1
 *     d = digits()
 *     return {name: ["".join(str(next(d)) for _ in range(n)) for _ in range(count)] for name, count, n in tiers}
 * ```
 */
import { createHmac } from 'node:crypto'
import { checkSeed } from './seed'
import { checkTable, drawResult, type DrawResult, type PrizeTable } from './prizeTables'

/** Bytes from 250 up are discarded: 250 = 25 × 10 keeps each digit at exactly 25 accepted byte values. */
export const DIGIT_REJECT_FROM = 250

const ROUND_KEY = /^[\x21-\x7e]{1,200}$/

/** The round key of a game's round: `${gameCode}:${roundNo}`, what the HMAC messages start with. */
export function roundKey(gameCode: string, roundNo: string | number): string {
  return checkRoundKey(`${gameCode}:${roundNo}`)
}

/** Refuses (a plain Error) a round key outside printable ASCII without spaces, or longer than 200 characters. */
export function checkRoundKey(key: string): string {
  if (typeof key !== 'string' || !ROUND_KEY.test(key)) throw new Error(`a lottery round key is 1 to 200 printable ASCII characters without spaces, got '${String(key)}'`)
  return key
}

/** The byte stream of step 2: HMAC-SHA256(seed, `${roundKey}:${i}`) for i = 0, 1, 2, …, endless. */
export function* seedBytes(seed: Uint8Array, key: string): Generator<number, never, undefined> {
  checkSeed(seed)
  checkRoundKey(key)
  for (let block = 0; ; block++) {
    const bytes = createHmac('sha256', seed).update(`${key}:${block}`, 'ascii').digest()
    for (const byte of bytes) yield byte
  }
}

/** Step 3 over any byte source: the digits of the bytes below 250 (b mod 10), skipping the rest. */
export function* digitsOf(bytes: Iterable<number>): Generator<number, void, undefined> {
  for (const byte of bytes) {
    if (byte < DIGIT_REJECT_FROM) yield byte % 10
  }
}

/** The round's result on `table` from its seed and round key (steps 1–5 of the module comment). */
export function deriveResult(table: PrizeTable, seed: Uint8Array, key: string): DrawResult {
  checkTable(table)
  const digits = digitsOf(seedBytes(seed, key))
  const next = (): number => {
    const step = digits.next()
    if (step.done) throw new Error('the seed stream ended') // it is endless; this keeps the type honest
    return step.value
  }
  const prizes: Record<string, string[]> = {}
  for (const tier of table.tiers) {
    prizes[tier.tier] = Array.from({ length: tier.count }, () => Array.from({ length: tier.digits }, next).join(''))
  }
  return drawResult(table, prizes)
}
