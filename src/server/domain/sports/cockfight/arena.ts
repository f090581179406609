/**
 * A merchant's arena as the server runs it: each UTC day a programme of numbered fights, one every
 * `fightEveryMs` around the clock, each with a script derived from the day's secret seed (64 hex digits from the
 * CSPRNG, sealed in cockfight_days by the first process to need it, with the rhythm, mode and plasada the merchant
 * had then). Every process derives the same scripts (HMAC-SHA256 of the fight under the seed), so any of them can
 * answer, take bets and write results; the fights are listed once in cockfight_fights without their scripts.
 *
 * A fight's slot: betting opens at its start; the last call `lastCallMs` before betting closes at `bettingMs`; the
 * fight runs, and its result (or, rarely, its cancellation) comes at a moment within the rest of the slot. About a
 * third of fights lock one side for a while during betting (the bookmaker's pause on a one-sided book). Each part
 * of a script comes from its own bytes of the digest, so the timing and the locks say nothing of the result.
 *
 * Nothing derived here leaves the server except a fight's state at the instant asked (views.ts): never a seed, a
 * script, a result's moment or its result before that moment.
 */
import { createHmac } from 'node:crypto'
import type { MerchantConfig } from '../../../../config/schema'
import { newFight, nextFightState, type CockfightSide, type DrawKind, type FightEvent, type FightResult, type FightState } from '../../../../contract/sports/cockfight'
import { arenaDay, insertFights, type ArenaDayTerms } from '../../../db/sports/cockfight'
import { DAY_MS } from '../feed'
import type { BookServices } from '../book/services'
import { arenaSettings } from './settings'

export const dayOf = (ms: number): string => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10)
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`)
export const fightIdOf = (day: string, fight: number) => `${day}-${fight}`
const FIGHT_ID = /^(\d{4}-\d{2}-\d{2})-([1-9]\d*)$/

/** A fight id's day and number, or null when it is not one. */
export function parseFightId(fightId: string): { day: string; fight: number } | null {
  const match = FIGHT_ID.exec(fightId)
  if (!match || Number.isNaN(dayStart(match[1])) || dayOf(dayStart(match[1])) !== match[1]) return null
  return { day: match[1], fight: Number(match[2]) }
}

/**
 * Fixed-odds prices as the arenas open them (Malay thousandths) with the chance that Meron wins when a side wins,
 * in parts per 10,000: SV388 opens Meron at 0.80 and Wala at −0.94 (the favourite in the red corner); an even
 * fight goes 0.90 each; sometimes the Wala side is the favourite. Each rung's chances are its prices' implied ones
 * made fair (the house's edge is in the prices), so the book expects to keep its margin on every fight.
 */
const PRICE_RUNGS = [
  { weight: 50, meron: 800, wala: -940, meronWins: 5342 },
  { weight: 30, meron: 900, wala: 900, meronWins: 5000 },
  { weight: 20, meron: -940, wala: 800, meronWins: 4658 },
] as const
/** Parts per 10,000: a cancelled fight (an unfit rooster, a wrong tape) and a draw (half both dead, half full time). */
const CANCEL_CHANCE = 100
const DRAW_CHANCE = 400
const LOCK_CHANCE = 30

export interface FightScript {
  day: string
  fight: number
  fightId: string
  opensAt: number
  lastCallAt: number
  closesAt: number
  /** When the result (or the cancellation) is declared. Server-side only. */
  resultAt: number
  prices: { meron: number; wala: number }
  lock: { side: CockfightSide; from: number; to: number | null } | null
  result: FightResult
  drawKind: DrawKind | null
}

/** The fight's script from the day's seed: the same seed, day and fight always give the same fight. */
export function fightScript(seedHex: string, terms: ArenaDayTerms, day: string, fight: number): FightScript {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`fight:${day}:${fight}`).digest()
  const word = (i: number) => digest.readUInt32BE(i * 4)
  const opensAt = dayStart(day) + (fight - 1) * terms.fightEveryMs
  const closesAt = opensAt + terms.bettingMs
  const lastCallAt = closesAt - terms.lastCallMs
  // The fight lasts at least 20 s and its result comes at least 10 s before the next fight opens.
  const resultAt = closesAt + 20_000 + (word(0) % (terms.fightEveryMs - terms.bettingMs - 30_000))

  let pick = word(1) % 100
  const rung = PRICE_RUNGS.find((candidate) => (pick -= candidate.weight) < 0) ?? PRICE_RUNGS[0]
  const roll = word(2) % 10_000
  let result: FightResult
  let drawKind: DrawKind | null = null
  if (roll < CANCEL_CHANCE) result = 'cancelled'
  else if (roll < CANCEL_CHANCE + DRAW_CHANCE) {
    result = 'draw'
    drawKind = word(3) % 2 === 0 ? 'bdd' : 'ftd'
  } else result = word(4) % 10_000 < rung.meronWins ? 'meron' : 'wala'

  let lock: FightScript['lock'] = null
  if (word(5) % 100 < LOCK_CHANCE) {
    const from = opensAt + 10_000 + (word(6) % Math.max(1, terms.bettingMs - 25_000))
    const to = from + 10_000 + (word(7) % 30_000)
    lock = { side: word(5) % 2 === 0 ? 'meron' : 'wala', from, to: to < closesAt ? to : null }
  }
  return { day, fight, fightId: fightIdOf(day, fight), opensAt, lastCallAt, closesAt, resultAt, prices: { meron: rung.meron, wala: rung.wala }, lock, result, drawKind }
}

/** The fight's state at an instant, through the core's transition table (contract/sports/cockfight.ts). */
export function fightStateAt(script: FightScript, atMs: number): FightState {
  const events: { at: number; event: FightEvent }[] = [
    { at: script.opensAt, event: { type: 'open' } },
    { at: script.lastCallAt, event: { type: 'lastCall' } },
    { at: script.closesAt, event: { type: 'close' } },
    { at: script.resultAt, event: script.result === 'cancelled' ? { type: 'cancel' } : { type: 'result', result: script.result, ...(script.drawKind ? { drawKind: script.drawKind } : {}) } },
  ]
  if (script.lock) {
    events.push({ at: script.lock.from, event: { type: 'lockSide', side: script.lock.side } })
    // A lock still on at the close is cleared by it.
    if (script.lock.to !== null) events.push({ at: script.lock.to, event: { type: 'unlockSide', side: script.lock.side } })
  }
  // At one instant the phase moves first, then the lock: a lock at the last call's moment locks in the last call.
  const order = (e: FightEvent) => (e.type === 'lockSide' || e.type === 'unlockSide' ? 1 : 0)
  events.sort((a, b) => a.at - b.at || order(a.event) - order(b.event))
  let state = newFight(script.fight)
  for (const { at, event } of events) {
    if (at > atMs) break
    state = nextFightState(state, event)
  }
  return state
}

interface Day {
  seedHex: string
  terms: ArenaDayTerms
  scripts: Map<number, FightScript>
}

/** One process's memory of the arenas' days and scripts; tests make their own through the routes' handle. */
export class Arenas {
  private readonly days = new Map<string, Promise<Day>>()

  constructor(private readonly services: BookServices) {}

  /** The day's programme, made and listed by the first process to need it. */
  day(config: MerchantConfig, day: string): Promise<Day> {
    const key = `${config.code}:${day}`
    let made = this.days.get(key)
    if (!made) {
      made = this.make(config, day)
      this.days.set(key, made)
      made.catch(() => this.days.delete(key))
      // Keep a few days per merchant: today, tomorrow and what a late settlement may still need.
      if (this.days.size > 64) this.days.delete(this.days.keys().next().value as string)
    }
    return made
  }

  private async make(config: MerchantConfig, day: string): Promise<Day> {
    const { db, secrets, random, clock } = this.services
    const settings = arenaSettings(config)
    const fresh: ArenaDayTerms = { fightEveryMs: settings.fightEveryMs, bettingMs: settings.bettingMs, lastCallMs: settings.lastCallMs, mode: settings.mode, plasadaBp: settings.plasadaBp }
    const kept = await arenaDay(db, config.code, day, { seedSeal: secrets.seal(Buffer.from(random.bytes(32)).toString('hex')), terms: fresh }, clock.now())
    const seedHex = secrets.open(kept.seedSeal)
    const scripts = new Map<number, FightScript>()
    for (let fight = 1; fight <= DAY_MS / kept.terms.fightEveryMs; fight += 1) scripts.set(fight, fightScript(seedHex, kept.terms, day, fight))
    await insertFights(db, config.code, day, kept.terms, [...scripts.values()].map((s) => ({
      fightId: s.fightId, fightNo: s.fight, opensAt: new Date(s.opensAt), closesAt: new Date(s.closesAt), resultAt: new Date(s.resultAt),
    })))
    return { seedHex, terms: kept.terms, scripts }
  }

  /** Today's and tomorrow's programmes (the next fight after the day's last is tomorrow's first). */
  async ensure(config: MerchantConfig, now: Date): Promise<void> {
    await this.day(config, dayOf(now.getTime()))
    await this.day(config, dayOf(now.getTime() + DAY_MS))
  }

  /** A listed fight's script (server-side only). */
  async script(config: MerchantConfig, fightId: string): Promise<FightScript> {
    const id = parseFightId(fightId)
    const script = id ? (await this.day(config, id.day)).scripts.get(id.fight) : undefined
    if (!script) throw new Error(`fight ${fightId} is not in ${config.code}'s arena`)
    return script
  }

  /** The fight whose slot holds `now`, and the one after it. */
  async currentAndNext(config: MerchantConfig, now: Date): Promise<[FightScript, FightScript]> {
    await this.ensure(config, now)
    const today = await this.day(config, dayOf(now.getTime()))
    const count = DAY_MS / today.terms.fightEveryMs
    const fight = Math.floor((now.getTime() - dayStart(dayOf(now.getTime()))) / today.terms.fightEveryMs) + 1
    const current = today.scripts.get(fight) as FightScript
    const next = fight < count ? (today.scripts.get(fight + 1) as FightScript) : ((await this.day(config, dayOf(now.getTime() + DAY_MS))).scripts.get(1) as FightScript)
    return [current, next]
  }
}
