/**
 * Story fixtures for the game lobby: the house games (their names in the story's language) and a few
 * third-party-looking ones, with 3:2 art drawn as SVG data URLs (no network, the same pixels on every machine).
 */
import type { GameMenuVendor, Game, RankList } from '../../../contract/schemas/games'
import { vendorLogoDataUrl } from '../../layout/fixtures'

/** 3:2 game art from a hue: a gradient and rings, like the platform's own house art. `seed` keeps URLs distinct. */
export function gameArtDataUrl(seed: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240"><!--${seed}-->` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 68% 32%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 110) % 360} 60% 16%)"/></linearGradient></defs>` +
    `<rect width="360" height="240" fill="url(#bg)"/>` +
    `<circle cx="250" cy="96" r="70" fill="none" stroke="hsl(${(hue + 40) % 360} 85% 70%)" stroke-opacity="0.6" stroke-width="10"/>` +
    `<circle cx="214" cy="120" r="44" fill="none" stroke="hsl(${(hue + 80) % 360} 85% 70%)" stroke-opacity="0.6" stroke-width="6"/>` +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

type Names = { th: string; en: string; cn: string }

interface FixtureGame {
  nodeId: string
  vendorCode: string
  vendorName: string
  gameGroupCode: Game['gameGroupCode']
  names: Names
  hue: number
  isHot?: boolean
  isNew?: boolean
  isFav?: boolean
  maintenance?: boolean
}

const FIXTURE_GAMES: FixtureGame[] = [
  { nodeId: '1001', vendorCode: 'HSLOT', vendorName: 'House Slots', gameGroupCode: 'RNG', names: { th: 'ระเบียงปลาคาร์ป', en: 'Koi Terrace', cn: '锦鲤台' }, hue: 190, isHot: true, isFav: true },
  { nodeId: '1002', vendorCode: 'HSLOT', vendorName: 'House Slots', gameGroupCode: 'RNG', names: { th: 'มังกรเตาเผา', en: 'Kiln Drake', cn: '窑火飞龙' }, hue: 12, isNew: true },
  { nodeId: '1003', vendorCode: 'HMINI', vendorName: 'House Mini Games', gameGroupCode: 'RNG', names: { th: 'แครช', en: 'Rocket Crash', cn: '火箭崩盘' }, hue: 280, isHot: true, isNew: true },
  { nodeId: '1004', vendorCode: 'HMINI', vendorName: 'House Mini Games', gameGroupCode: 'RNG', names: { th: 'ลูกเต๋า สูง-ต่ำ', en: 'Dice Over/Under', cn: '骰子大小' }, hue: 140, isNew: true, isFav: true },
  { nodeId: '1005', vendorCode: 'PG', vendorName: 'PG Soft', gameGroupCode: 'RNG', names: { th: 'ราชินีแห่งท้องทะเลลึกและขุมทรัพย์โบราณ', en: 'Queen of the Deep Sea and the Ancient Treasure', cn: '深海女王与远古宝藏' }, hue: 220 },
  { nodeId: '1006', vendorCode: 'PG', vendorName: 'PG Soft', gameGroupCode: 'RNG', names: { th: 'ผลไม้นำโชค', en: 'Lucky Fruits', cn: '幸运水果' }, hue: 48, isHot: true },
  { nodeId: '1007', vendorCode: 'JILI', vendorName: 'JILI', gameGroupCode: 'RNG', names: { th: 'ป่าทองคำ', en: 'Golden Jungle', cn: '黄金丛林' }, hue: 100, maintenance: true },
  { nodeId: '1008', vendorCode: 'JILI', vendorName: 'JILI', gameGroupCode: 'RNG', names: { th: 'ดวงดาวเสือ', en: 'Tiger Stars', cn: '虎星' }, hue: 330, maintenance: true, isNew: true },
]

/** Which language's names a story shows: its own when the fixtures have it, else English. */
function namesIn(language: string): keyof Names {
  return language === 'th' || language === 'cn' ? language : 'en'
}

/** The fixture games as the game list answers them, named in `language`. */
export function fixtureGames(language = 'en', count = FIXTURE_GAMES.length): Game[] {
  const key = namesIn(language)
  return Array.from({ length: count }, (_, i) => {
    const base = FIXTURE_GAMES[i % FIXTURE_GAMES.length]
    const round = Math.floor(i / FIXTURE_GAMES.length)
    const nodeId = round === 0 ? base.nodeId : String(Number(base.nodeId) + round * 100)
    return {
      nodeId,
      gameId: `${base.names.en.toLowerCase().replace(/[^a-z]+/g, '-')}-${nodeId}`,
      vendorCode: base.vendorCode,
      vendorName: base.vendorName,
      gameGroupCode: base.gameGroupCode,
      gameType: 'slots',
      name: round === 0 ? base.names[key] : `${base.names[key]} ${round + 1}`,
      image: gameArtDataUrl(nodeId, (base.hue + round * 37) % 360),
      isHot: base.isHot ? 1 : 0,
      isNew: base.isNew ? 1 : 0,
      isFav: base.isFav ? 1 : 0,
      tags: [],
      minBet: '1.00',
      maxBet: '5000.00',
      maintenance: base.maintenance ?? false,
    }
  })
}

/** The same games as a guest sees them: nothing marked as a favourite. */
export function guestGames(language = 'en', count?: number): Game[] {
  return fixtureGames(language, count).map((game) => ({ ...game, isFav: 0 }))
}

/** The slots category's vendors as the game menus list them; JILI is in maintenance. */
export const fixtureVendors: GameMenuVendor[] = [
  { vendorCode: 'HSLOT', labelName: 'House Slots', logo: vendorLogoDataUrl('House Slots'), isHot: 1, maintenance: false },
  { vendorCode: 'HMINI', labelName: 'House Mini Games', logo: vendorLogoDataUrl('House Mini Games'), isHot: 0, maintenance: false },
  { vendorCode: 'PG', labelName: 'PG Soft', logo: vendorLogoDataUrl('PG Soft'), isHot: 1, maintenance: false },
  { vendorCode: 'JILI', labelName: 'JILI', logo: vendorLogoDataUrl('JILI'), isHot: 0, maintenance: true },
  { vendorCode: 'PP', labelName: 'Pragmatic Play', logo: vendorLogoDataUrl('Pragmatic Play'), isHot: 0, maintenance: false },
  { vendorCode: 'SG', labelName: 'Spadegaming', logo: vendorLogoDataUrl('Spadegaming'), isHot: 0, maintenance: false },
  { vendorCode: 'JDB', labelName: 'JDB Gaming', logo: vendorLogoDataUrl('JDB Gaming'), isHot: 0, maintenance: false },
]

/** The winner board as `GCSGAME_getRankList` answers it: names masked, newest big wins first. */
export const fixtureWinners: RankList['list'] = [
  { vo: { username: 'so***ak', gameName: 'Koi Terrace', vendorCode: 'HSLOT', nodeId: '1001', winAmount: '128450.00', winTime: '2026-11-24T09:15:00.000Z' } },
  { vo: { username: 'ni***ya', gameName: 'Rocket Crash', vendorCode: 'HMINI', nodeId: '1003', winAmount: '54200.50', winTime: '2026-11-24T08:40:00.000Z' } },
  { vo: { username: 'ch***ai', gameName: 'Baccarat Table A', vendorCode: 'HLIVE', nodeId: '1010', winAmount: '31000.00', winTime: '2026-11-24T08:02:00.000Z' } },
  { vo: { username: 'wa***ee', gameName: 'Queen of the Deep Sea and the Ancient Treasure', vendorCode: 'PG', nodeId: '1005', winAmount: '9875.25', winTime: '2026-11-24T07:30:00.000Z' } },
  { vo: { username: 'pa***on', gameName: 'Dice Over/Under', vendorCode: 'HMINI', nodeId: '1004', winAmount: '2400.00', winTime: '2026-11-24T06:55:00.000Z' } },
]
