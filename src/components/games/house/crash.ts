/**
 * Crash arithmetic the screen shows: the multiplier on the curve at a moment of the flight (the contract's
 * CRASH_GROWTH_PER_MS, as the server's crash.ts computes it: ⌊100·e^(growth·t)⌋ hundredths), what a stake pays back
 * at a multiplier (rounded down, as the server pays), and the auto cash-out target read from what the player typed.
 * The server decides the real crash point and cash-out multiplier; this draws the flight between its events.
 */
import { languageInfo } from '../../../config/languages'
import { CRASH_GROWTH_PER_MS } from '../../../contract/house'
import { fromMinor, toMinor } from './money'

/** 1.00×: every flight starts there. */
export const CRASH_START = 100
/** The smallest cash-out (and auto cash-out target): 1.01×. */
export const CRASH_MIN_CASH_OUT = 101
/** The highest crash point: 1,000,000.00×. */
export const CRASH_MAX = 100_000_000

/** The multiplier `elapsedMs` into the flight, in hundredths. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return CRASH_START
  return Math.min(CRASH_MAX, Math.floor(CRASH_START * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)))
}

/** The first ms the curve shows `hundredths` (the inverse, for drawing a crashed flight to its end). */
export function crashElapsedAt(hundredths: number): number {
  return Math.max(0, Math.ceil(Math.log(Math.max(hundredths, CRASH_START) / CRASH_START) / CRASH_GROWTH_PER_MS))
}

/** What `stake` (major units) pays back at `hundredths`: stake × multiplier / 100, rounded down. */
export function crashReturn(stake: string, hundredths: number, decimals: number): string {
  const minor = toMinor(stake, decimals) ?? 0n
  return fromMinor((minor * BigInt(Math.max(0, Math.floor(hundredths)))) / 100n, decimals)
}

/** A multiplier in hundredths as players read it, always with two decimals: 185 → "1.85×". */
export function crashText(hundredths: number, language: string): string {
  const value = new Intl.NumberFormat(languageInfo(language)?.htmlLang ?? language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)
  return `${value}×`
}

/** What the auto cash-out field holds ("2", "2.5"), in hundredths; null when it is not a target the server takes. */
export function autoCashOutTarget(text: string): number | null {
  const minor = toMinor(text, 2)
  if (minor === null) return null
  const hundredths = Number(minor)
  return hundredths >= CRASH_MIN_CASH_OUT && hundredths <= CRASH_MAX ? hundredths : null
}

/** How a past crash point is coloured: a bust (under 2×), a good flight, a high one (10× and up). */
export function crashTone(hundredths: number): 'low' | 'mid' | 'high' {
  return hundredths < 200 ? 'low' : hundredths < 1000 ? 'mid' : 'high'
}
