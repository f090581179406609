/**
 * Provably fair house games, as the lottery is (src/server/domain/lottery/derive.ts): every round's outcome follows
 * from a secret seed the server commits to before a bet is taken and reveals with the result. Pure code, run by the
 * server to play a round and by the player's browser (Web Crypto) to check it; nothing else goes in.
 *
 * 1. Seed: 32 bytes from the server's CSPRNG. Before any bet, the server publishes its commitment, the lowercase hex
 *    SHA-256 of the seed's bytes (`seedHash`); with the result it reveals the seed as 64 lowercase hex characters.
 *    A table round (baccarat, crash) has a seed of its own, committed in every state the table sends; a slots or dice
 *    session has one committed seed at a time: its hash comes with the session and with each spin's answer, and the
 *    next spin plays it (and commits the next).
 * 2. Key: a table round's `${gameId}:${roundNo}`; a spin's, its game id (`fairKey`).
 * 3. Byte stream, the lottery's: block i = HMAC-SHA256(key = the seed's 32 bytes, message = ASCII `${key}:${i}`),
 *    i = 0, 1, 2, … in decimal; the blocks' bytes in order.
 * 4. A whole number below n (`int(n)`, n ≤ 2^32): the next 4 bytes as a big-endian u; if u < 2^32 − (2^32 mod n) it is
 *    u mod n, else u is discarded and 4 more are read (rejection sampling: every value equally likely).
 * 5. The outcome, from those numbers alone:
 *    - crash: r = int(2^26) · 2^26 + int(2^26); the crash point, in hundredths, is
 *      min(100,000,000, max(100, ⌊100 · 0.99 · 2^52 / (2^52 − r)⌋)) (the distribution: server crash/crash.ts);
 *    - dice: the roll is int(10000), 0.00 to 99.99 in hundredths;
 *    - baccarat: 8 decks in order (deck by deck; suits 0 to 3; ace to king); the k-th card dealt (k from 0) is the
 *      card at position j = k + int(416 − k), swapped into position k; the cards go player, banker, player, banker,
 *      then any third cards by the rules in houseBaccarat.ts;
 *    - slots: for each spin of the round (the paid spin, then each free spin it awarded), each reel from the first,
 *      the stop is int(the reel strip's length); what the stops show and pay follows from the game's paytable.
 *
 * The same in Python, as a player might write it:
 *
 * ```python
 * import hashlib, hmac
 * def ints(seed: bytes, key: str):
 *     def stream():
 *         i = 0
 *         while True:
 *             yield from hmac.new(seed, f"{key}:{i}".encode("ascii"), hashlib.sha256).digest()
 *             i += 1
 *     s = stream()
 *     def below(n):
 *         while True:
 *             u = int.from_bytes(bytes(next(s) for _ in range(4)), "big")
 *             if u < 2**32 - 2**32 % n: return u % n
 *     return below
 * def crash_point(seed, key):
 *     below = ints(seed, key); r = below(2**26) * 2**26 + below(2**26)
 *     return min(100_000_000, max(100, int(100 * 0.99 * 2**52 / (2**52 - r))))
 * ```
 */
import { dealHand, freshShoe } from './houseBaccarat'
import type { BaccaratHand } from './house'

/** A seed's length in bytes. */
export const FAIR_SEED_BYTES = 32
const HEX64 = /^[0-9a-fA-F]{64}$/

/**
 * What a round tells of its fairness: the key its stream is drawn under, the commitment, and (once the round has
 * played) the seed.
 */
export interface RoundFairness {
  key: string
  /** Lowercase hex SHA-256 of the seed, published before any bet. */
  seedHash: string
  /** The seed, 64 hex characters: revealed with the result, never before. */
  seed?: string
}

/** A slots or dice spin's fairness: its own seed revealed, and the hash of the seed the next spin plays. */
export interface SpinFairness extends RoundFairness {
  seed: string
  nextSeedHash: string
}

/** The key a round's stream is drawn under: `${gameId}:${roundNo}` at a table, the game id for a spin. */
export function fairKey(gameId: string, roundNo?: number | bigint): string {
  return roundNo === undefined ? gameId : `${gameId}:${roundNo}`
}

/** The HMAC message of block `index` of a stream under `key`. */
export function fairMessage(key: string, index: number): string {
  return `${key}:${index}`
}

/** Whole numbers drawn from a seed's stream (step 4); the server's RandomSource has the same shape. */
export interface FairRandom {
  int(maxExclusive: number): number
  bytes(n: number): Uint8Array
}

const TWO_POW_32 = 2 ** 32

/** Step 4 over a stream's bytes, read one at a time by `nextByte`. */
export function fairRandom(nextByte: () => number): FairRandom {
  const word = () => ((nextByte() << 24) >>> 0) + (nextByte() << 16) + (nextByte() << 8) + nextByte()
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`)
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive)
      for (;;) {
        const u = word()
        if (u < limit) return u % maxExclusive
      }
    },
    bytes(n) {
      return Uint8Array.from({ length: n }, nextByte)
    },
  }
}

/** 1.00×, where every flight starts and the instant bust's crash point. */
export const CRASH_START = 100
/** 1,000,000.00×, the highest crash point (it keeps the point a safe integer). */
export const CRASH_CAP = 100_000_000
export const CRASH_HOUSE_EDGE = 0.01
const TWO_POW_26 = 2 ** 26
const TWO_POW_52 = 2 ** 52

/**
 * The crash point in hundredths (step 5): P(crash point ≥ m) = (1 − houseEdge) / (m / 100) for every m from 101 to
 * the cap; 100 includes the instant bust (probability houseEdge). Two 26-bit draws make the 52-bit r, as node's
 * randomInt (which the server's CSPRNG source uses) takes ranges up to 2^48 only.
 */
export function crashPointOf(random: Pick<FairRandom, 'int'>, houseEdge = CRASH_HOUSE_EDGE): number {
  if (!Number.isFinite(houseEdge) || houseEdge < 0 || houseEdge >= 1) throw new Error(`a house edge is in [0, 1), got ${houseEdge}`)
  const r = random.int(TWO_POW_26) * TWO_POW_26 + random.int(TWO_POW_26)
  // 2^52 − r is in [1, 2^52]: never a division by zero.
  const hundredths = Math.floor((100 * (1 - houseEdge) * TWO_POW_52) / (TWO_POW_52 - r))
  return Math.min(CRASH_CAP, Math.max(CRASH_START, hundredths))
}

/** Dice rolls: 0.00 to 99.99, in hundredths. */
export const DICE_OUTCOMES = 10_000

export function diceRollOf(random: Pick<FairRandom, 'int'>): number {
  return random.int(DICE_OUTCOMES)
}

/** A baccarat round dealt off a fresh 8-deck shoe: the hands as the table shows and stores them. */
export function baccaratHandOf(random: Pick<FairRandom, 'int'>): BaccaratHand {
  const { natural: _natural, ...hand } = dealHand(freshShoe(random))
  return hand
}

/** The stops of `spins` spins of reels of the given lengths, spin by spin, reel by reel. */
export function slotStopsOf(random: Pick<FairRandom, 'int'>, reelLengths: readonly number[], spins: number): number[][] {
  return Array.from({ length: spins }, () => reelLengths.map((length) => random.int(length)))
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX64.test(hex)) throw new Error(`a seed is ${FAIR_SEED_BYTES * 2} hex characters`)
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16))
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Whether `seedHex` is the seed `seedHash` committed to (Web Crypto's SHA-256); false for anything malformed. */
export async function seedMatches(seedHex: string, seedHash: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<boolean> {
  if (!HEX64.test(seedHex) || !HEX64.test(seedHash)) return false
  return toHex(await subtle.digest('SHA-256', hexToBytes(seedHex))) === seedHash.toLowerCase()
}

/** Thrown by a stream that has read past the blocks computed so far; never escapes `deriveFromSeed`. */
class MoreBlocks extends Error {}

/**
 * Runs `derive` over the stream of `seedHex` under `key`, with Web Crypto's HMAC (which is asynchronous, where the
 * derivations are not): the blocks are computed ahead, and `derive` run again with twice as many whenever it reads
 * past them. It is pure, so a run that ran out is simply thrown away.
 */
export async function deriveFromSeed<T>(seedHex: string, key: string, derive: (random: FairRandom) => T, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<T> {
  const hmac = await subtle.importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const encoder = new TextEncoder()
  const blocks: Uint8Array[] = []
  for (let wanted = 1; ; wanted *= 2) {
    while (blocks.length < wanted) blocks.push(new Uint8Array(await subtle.sign('HMAC', hmac, encoder.encode(fairMessage(key, blocks.length)))))
    let at = 0
    const nextByte = () => {
      const block = blocks[at >> 5]
      if (!block) throw new MoreBlocks()
      return block[at++ & 31]
    }
    try {
      return derive(fairRandom(nextByte))
    } catch (error) {
      if (!(error instanceof MoreBlocks)) throw error
    }
  }
}
