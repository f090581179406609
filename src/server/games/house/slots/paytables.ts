/**
 * The house vendor's slot titles: each a paytable for the one engine (engine.ts). Names and art ids are our own.
 *
 * A title's `declaredRtp` is the exact figure rtp.ts computes from its strips and pays, rounded to 4 decimals; a
 * test holds the two equal, so changing a strip or a pay means recomputing and re-declaring it. The strips are
 * short (30–32 stops) so the exact figures can be enumerated in a test.
 *
 * Every line symbol is on every reel; the wild is on every reel, so a line can start with wilds; the scatter is
 * at most once in any three consecutive stops, so a screen shows 0 to 5 of them.
 */
import type { Paytable } from './engine'

/** A reel strip written as symbol ids separated by spaces, top to bottom (it loops back to the start). */
function strip(symbols: string): readonly string[] {
  return symbols.trim().split(/\s+/)
}

/** The common 20 lines of a 5×3 screen: rows (0 = top) on reels 1 to 5. */
const TWENTY_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
]

/** The 20 lines and 5 more zigzags. */
const TWENTY_FIVE_LINES: readonly (readonly number[])[] = [
  ...TWENTY_LINES,
  [2, 0, 2, 0, 2], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2], [0, 2, 1, 2, 0], [2, 0, 1, 0, 2],
]

/**
 * Koi Terrace: the gentle one. Many small line wins (four card ranks, three wilds on each middle reel), a
 * wild that pays as itself (1000 line bets for five), and a frequent feature (about 1 round in 75) of 10 to 20
 * free spins at ×2. RTP 96.12 %, standard deviation about 3.2 total bets per round.
 */
export const KOI_TERRACE: Paytable = {
  id: 'koi-terrace',
  name: 'Koi Terrace',
  rows: 3,
  reels: [
    strip('A lotus K J fan Q crane wild A koi K fan Q lotus J crane A pagoda K fan Q wild lotus J A crane koi K fan Q'),
    strip('Q A wild lotus K J crane fan Q A K koi wild lotus J crane Q fan A K pagoda wild lotus Q J A crane K koi fan'),
    strip('fan J Q wild lotus K A crane pagoda J K koi fan Q wild lotus A crane J K fan Q wild lotus pagoda A J crane K koi'),
    strip('Q A fan wild lotus K koi J crane Q A K fan wild lotus J crane Q A K koi pagoda fan wild lotus Q J A crane K'),
    strip('K fan A J Q lotus koi crane wild K fan A J Q lotus K crane fan A J koi wild K Q pagoda fan lotus A J crane'),
  ],
  paylines: TWENTY_LINES,
  pays: {
    wild: [40, 200, 1000],
    koi: [20, 80, 400],
    lotus: [15, 50, 150],
    crane: [10, 30, 120],
    fan: [8, 25, 80],
    A: [4, 10, 40],
    K: [4, 10, 40],
    Q: [3, 8, 25],
    J: [3, 8, 25],
  },
  wild: 'wild',
  scatter: { symbol: 'pagoda', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpinMultiplier: 2,
  declaredRtp: 0.9612,
}

/**
 * Kiln Drake: the swingy one. Five card ranks thin out the line hits, the drake pays 5000 line bets for five, the
 * wild has no pay of its own (leading wilds stand in for the best symbol), and the rarer feature (about 1 round in
 * 140) brings 15 to 30 free spins at ×5, a third of the return. RTP 94.69 %, standard deviation about 6.8 total
 * bets per round.
 */
export const KILN_DRAKE: Paytable = {
  id: 'kiln-drake',
  name: 'Kiln Drake',
  rows: 3,
  reels: [
    strip('10 Q A anvil J K 10 kiln ember Q A J K 10 anvil drake kiln Q wild A 10 J K egg ember anvil 10 Q A J kiln K'),
    strip('K 10 Q A anvil J kiln wild K 10 ember Q A J anvil drake K 10 kiln Q A J wild K anvil 10 ember egg Q A J kiln'),
    strip('K 10 kiln Q A anvil J wild K 10 ember Q A J kiln anvil K 10 drake Q A J kiln wild K 10 anvil ember Q A egg J'),
    strip('J K 10 kiln Q A anvil J K 10 wild ember Q A kiln egg anvil J K 10 Q drake A kiln J K 10 anvil wild ember Q A'),
    strip('A J 10 K kiln Q anvil 10 A J K Q ember 10 kiln egg anvil A J K Q 10 drake A kiln J wild K anvil 10 Q ember'),
  ],
  paylines: TWENTY_FIVE_LINES,
  pays: {
    drake: [100, 500, 5000],
    ember: [40, 200, 1000],
    kiln: [20, 80, 350],
    anvil: [15, 50, 200],
    A: [5, 20, 100],
    K: [5, 15, 80],
    Q: [5, 15, 60],
    J: [4, 10, 30],
    '10': [4, 10, 30],
  },
  wild: 'wild',
  scatter: { symbol: 'egg', pays: { 3: 5, 4: 25, 5: 200 }, freeSpins: { 3: 15, 4: 20, 5: 30 } },
  freeSpinMultiplier: 5,
  declaredRtp: 0.9469,
}

/** Every house slot title. */
export const HOUSE_SLOTS: readonly Paytable[] = [KOI_TERRACE, KILN_DRAKE]

/** The title with this id, or undefined. */
export function houseSlot(id: string): Paytable | undefined {
  return HOUSE_SLOTS.find((table) => table.id === id)
}
