/**
 * The house vendor's studios and games: what this server itself can launch, seeded into every merchant's catalogue
 * (seed/games.ts). Our own names, not real brands. A merchant's third-party vendors (its config's navigation) are
 * integrations an operator would connect; until one is, only these are listed to players.
 */
import type { CategoryKey } from '../../../config/schema'

export interface HouseStudio {
  code: string
  name: string
  categories: CategoryKey[]
}

export interface HouseGame {
  vendorCode: string
  gameId: string
  category: CategoryKey
  gameType: 'slots' | 'baccarat' | 'crash' | 'dice' | 'sportsbook' | 'esportsbook' | 'cockfight'
  names: { th: string; en: string; cn: string }
  isHot: boolean
  isNew: boolean
  tags: string[]
  /** Minor units of the merchant's currency (2 decimals for every merchant today). */
  minBet: bigint
  maxBet: bigint
}

/** The studios: slots, a live table, and the mini games (crash, dice). */
export const HOUSE_STUDIOS: readonly HouseStudio[] = [
  { code: 'HSLOT', name: 'House Slots', categories: ['RNG'] },
  { code: 'HLIVE', name: 'House Live', categories: ['LIVE'] },
  { code: 'HMINI', name: 'House Mini Games', categories: ['RNG'] },
]

/**
 * Our lottery (domain/lottery, played in our lottery app) as the header and footer name it: a vendor of the lottery
 * categories (LOTT, ELOTT) for a merchant that runs lottery games of that category. Not a studio in the catalogue's
 * tables: its games are the merchant's lottery settings, and it opens on the lottery pages (/lott, /elott).
 */
export const HOUSE_LOTTERY_VENDOR = { code: 'HLOTTO', name: 'House Lottery' } as const

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    vendorCode: 'HSLOT', gameId: 'koi-terrace', category: 'RNG', gameType: 'slots', isHot: true, isNew: false, tags: ['slots', 'free-spins'],
    names: { th: 'ระเบียงปลาคาร์ป', en: 'Koi Terrace', cn: '锦鲤台' }, minBet: 100n, maxBet: 500_000n,
  },
  {
    vendorCode: 'HSLOT', gameId: 'kiln-drake', category: 'RNG', gameType: 'slots', isHot: false, isNew: true, tags: ['slots', 'free-spins', 'high-volatility'],
    names: { th: 'มังกรเตาเผา', en: 'Kiln Drake', cn: '窑火飞龙' }, minBet: 100n, maxBet: 500_000n,
  },
  {
    vendorCode: 'HLIVE', gameId: 'baccarat-a', category: 'LIVE', gameType: 'baccarat', isHot: true, isNew: false, tags: ['table', 'baccarat'],
    names: { th: 'บาคาร่า โต๊ะ A', en: 'Baccarat Table A', cn: '百家乐 A 桌' }, minBet: 1_000n, maxBet: 5_000_000n,
  },
  {
    vendorCode: 'HMINI', gameId: 'crash', category: 'RNG', gameType: 'crash', isHot: true, isNew: true, tags: ['mini-games', 'crash'],
    names: { th: 'แครช', en: 'Rocket Crash', cn: '火箭崩盘' }, minBet: 100n, maxBet: 1_000_000n,
  },
  {
    vendorCode: 'HMINI', gameId: 'dice', category: 'RNG', gameType: 'dice', isHot: false, isNew: true, tags: ['mini-games', 'dice'],
    names: { th: 'ลูกเต๋า สูง-ต่ำ', en: 'Dice Over/Under', cn: '骰子大小' }, minBet: 100n, maxBet: 1_000_000n,
  },
]

/**
 * The house sportsbook (domain/sports/book): a studio per category, each with its book as one game, which the
 * launch opens like any house game (the frame's book app, the wallet over the vendor protocol).
 */
export const HOUSE_BOOK_STUDIOS: readonly HouseStudio[] = [
  { code: 'HSPORT', name: 'House Sports', categories: ['SPORTS'] },
  { code: 'HESPORT', name: 'House E-sports', categories: ['ESPORTS'] },
]

export const HOUSE_BOOK_GAMES: readonly HouseGame[] = [
  {
    vendorCode: 'HSPORT', gameId: 'sportsbook', category: 'SPORTS', gameType: 'sportsbook', isHot: false, isNew: true, tags: ['sports'],
    names: { th: 'กีฬา พอร์ทิโก', en: 'Portico Sports', cn: 'Portico 体育' }, minBet: 1_000n, maxBet: 5_000_000n,
  },
  {
    vendorCode: 'HESPORT', gameId: 'esportsbook', category: 'ESPORTS', gameType: 'esportsbook', isHot: false, isNew: true, tags: ['esports'],
    names: { th: 'อีสปอร์ต พอร์ทิโก', en: 'Portico E-sports', cn: 'Portico 电竞' }, minBet: 1_000n, maxBet: 5_000_000n,
  },
]

/**
 * The house cockfighting arena (domain/sports/cockfight): its studio and its one game, which the launch opens like
 * any house game (the frame's arena app, a game session for the arena's API). Listed by a seed set of its own
 * (`arena:<code>`, seed/games.ts seedHouseArena) where the merchant's top navigation names COCKFIGHT, so a data folder
 * seeded before the arena existed gets it too. The server knows the studio (its wallet calls are signed with the
 * house secret).
 */
export const HOUSE_ARENA_STUDIOS: readonly HouseStudio[] = [{ code: 'HCOCK', name: 'House Cockfighting', categories: ['COCKFIGHT'] }]

export const HOUSE_ARENA_GAMES: readonly HouseGame[] = [
  {
    vendorCode: 'HCOCK', gameId: 'cockfight', category: 'COCKFIGHT', gameType: 'cockfight', isHot: false, isNew: true, tags: ['cockfight'],
    names: { th: 'ไก่ชน พอร์ทิโก', en: 'Portico Cockfighting', cn: 'Portico 斗鸡' }, minBet: 1_000n, maxBet: 2_000_000n,
  },
]
