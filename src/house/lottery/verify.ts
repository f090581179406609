/**
 * A round's verification in the player's own browser (provably fair; the algorithm is the server's
 * domain/lottery/derive.ts, steps 1–5 of its module comment, re-implemented here on Web Crypto so nothing of the
 * server's is trusted): the revealed seed's SHA-256 must equal the commitment published when the round opened, and
 * the numbers derived from the seed must equal the published ones, tier by tier, number by number.
 *
 * The digits: block i = HMAC-SHA256(key = the seed's 32 bytes, message = ASCII `${gameCode}:${roundNo}:${i}`);
 * bytes in order; a byte ≥ 250 is skipped, else its digit is byte mod 10; each prize number takes its digits most
 * significant first, tiers special first (LOTTERY_PRIZE_TIERS). A published number's length says how many digits
 * it took, and each tier's list how many numbers: the published draw is its own prize table.
 */
import { LOTTERY_PRIZE_TIERS } from '../../contract/lottery'

export interface DrawToVerify {
  gameCode: string
  roundNo: string
  commitment: string
  seed: string
  prizes: Record<string, readonly string[]>
}

export interface Verification {
  commitmentMatches: boolean
  resultMatches: boolean
}

const HEX64 = /^[0-9a-fA-F]{64}$/
const DIGIT_REJECT_FROM = 250

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The numbers the seed gives for the published draw's shape (each tier's count and each number's length). */
export async function deriveLike(seedHex: string, roundKey: string, shape: Record<string, readonly string[]>, subtle: SubtleCrypto = crypto.subtle): Promise<Record<string, string[]>> {
  const key = await subtle.importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const encoder = new TextEncoder()
  let block = 0
  let buffer = new Uint8Array(0)
  let at = 0
  const nextDigit = async (): Promise<number> => {
    for (;;) {
      if (at >= buffer.length) {
        buffer = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(`${roundKey}:${block++}`)))
        at = 0
      }
      const byte = buffer[at++]
      if (byte < DIGIT_REJECT_FROM) return byte % 10
    }
  }
  const derived: Record<string, string[]> = {}
  for (const tier of LOTTERY_PRIZE_TIERS) {
    const published = shape[tier]
    if (!published) continue
    derived[tier] = []
    for (const number of published) {
      let digits = ''
      for (let i = 0; i < number.length; i++) digits += String(await nextDigit())
      derived[tier].push(digits)
    }
  }
  return derived
}

/** Checks a drawn round from its revealed seed alone. A malformed seed or commitment fails both checks. */
export async function verifyDraw(draw: DrawToVerify, subtle: SubtleCrypto = crypto.subtle): Promise<Verification> {
  if (!HEX64.test(draw.seed) || !HEX64.test(draw.commitment)) return { commitmentMatches: false, resultMatches: false }
  const hash = toHex(await subtle.digest('SHA-256', hexToBytes(draw.seed)))
  const commitmentMatches = hash === draw.commitment.toLowerCase()
  const unknownTier = Object.keys(draw.prizes).some((tier) => !(LOTTERY_PRIZE_TIERS as readonly string[]).includes(tier))
  const derived = await deriveLike(draw.seed.toLowerCase(), `${draw.gameCode}:${draw.roundNo}`, draw.prizes, subtle)
  const resultMatches = !unknownTier && LOTTERY_PRIZE_TIERS.every((tier) => (draw.prizes[tier] ?? []).join(',') === (derived[tier] ?? []).join(','))
  return { commitmentMatches, resultMatches }
}
