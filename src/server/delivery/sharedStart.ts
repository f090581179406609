/**
 * The part of a page's start data every visitor of one merchant in one language gets alike (the config answers,
 * country codes, game menus, notices, hot games and winner board), kept per database, merchant and language so that
 * a page request computes only its visitor's own part (the permission answer: address, country, time).
 *
 * A kept part stays as long as what it was made of does, checked on every use:
 * - the merchant's config object (merchants are loaded at start; a new config is a new object);
 * - the notices: the notice reader's answer, compared by identity (the reader keeps one answer per merchant and
 *   languages until a notice is written, one starts or ends, or its age runs out; see domain/content/noticeCache.ts);
 * - the games catalogue behind the game menus and hot games: its read cache's object, compared by identity (every
 *   change forgets it in every process, through Redis when REDIS_URL is set; see docs/read-caches.md), and the next
 *   start or end of a vendor's maintenance window, which changes what the menus and games say;
 * - the winner board: read again at most once every WINNER_BOARD_FRESH_MS per merchant and language (its wins are
 *   written by the vendor protocol, which tells no cache), kept as the same object while its content is the same.
 * Each part gets a new id, so the page made from it (delivery/pageCache.ts) is made again too.
 */
import type { LanguageCode } from '../../config/languages'
import type { MerchantConfig } from '../../config/schema'
import { NOTICE_QUERY, WINNER_BOARD_SIZE } from '../../contract/endpoints'
import type { Notices } from '../../contract/schemas/content'
import type { RankList } from '../../contract/schemas/games'
import type { StartData, StartDataValues } from '../../contract/start'
import type { Database } from '../db/database'
import type { NoticeReader } from '../domain/content/noticeCache'
import { languageFallbacks, parseNoticeTypes } from '../domain/content/notices'
import { hotGames, readCatalogue, type Catalogue } from '../domain/games/catalogue'
import { gameMenusOf } from '../domain/games/gameMenus'
import { rankList } from '../domain/games/winners'
import { countryCodes } from '../domain/system/countries'
import { domainRoute } from '../domain/system/domainRoute'
import { publicMerchantConfig, whitelabelTree } from '../domain/system/merchantConfig'
import { registerSettings } from '../domain/system/registerRules'

/** How long a read of the winner board serves the pages of its merchant and language. */
export const WINNER_BOARD_FRESH_MS = 1000

/** Every start value but the permission answer, which is the visitor's own. */
export type SharedValues = Omit<StartDataValues, 'systemStatus'>

export interface SharedStart {
  /** New for every part made: the page made from a part is known by it. */
  readonly id: number
  readonly language: LanguageCode
  readonly values: SharedValues
}

interface Kept {
  part: SharedStart
  config: MerchantConfig
  notices: Notices
  catalogue: Catalogue
  winners: RankList
  /** The next start or end of a vendor's maintenance window (ms), when the part must be made again. */
  validUntil: number
}

interface WinnerBoard {
  value: RankList
  json: string
  readAt: number
  reading?: Promise<RankList>
}

interface Caches {
  parts: Map<string, Kept>
  winners: Map<string, WinnerBoard>
}

const cachesByDatabase = new WeakMap<Database, Caches>()
let nextId = 1

function cachesOf(db: Database): Caches {
  let caches = cachesByDatabase.get(db)
  if (!caches) cachesByDatabase.set(db, (caches = { parts: new Map(), winners: new Map() }))
  return caches
}

/** The parts behind start data (the page finds its kept form by them). */
const partOfStartData = new WeakMap<StartData, SharedStart>()

/** The shared part `data` was made with, when it was (an open site's page); undefined otherwise. */
export function sharedStartOf(data: StartData): SharedStart | undefined {
  return partOfStartData.get(data)
}

/** Notes that `data` carries `part` (its values, plus the visitor's permission answer). */
export function withSharedStart(data: StartData, part: SharedStart): StartData {
  partOfStartData.set(data, part)
  return data
}

/** The next moment (ms) after `now` at which a vendor of `catalogue` enters or leaves maintenance. */
function nextMaintenanceChange(catalogue: Catalogue, now: number): number {
  let next = Number.POSITIVE_INFINITY
  for (const { maintenanceFrom, maintenanceUntil } of catalogue.vendors) {
    if (maintenanceFrom === null || maintenanceUntil === null) continue
    for (const at of [maintenanceFrom.getTime(), maintenanceUntil.getTime()]) if (at > now && at < next) next = at
  }
  return next
}

/** The winner board as a guest's call would answer it, read at most once every WINNER_BOARD_FRESH_MS. */
async function winnerBoard(db: Database, config: MerchantConfig, language: LanguageCode, now: Date): Promise<RankList> {
  const boards = cachesOf(db).winners
  const key = `${config.code}|${language}`
  const kept = boards.get(key)
  const at = now.getTime()
  if (kept && at >= kept.readAt && at - kept.readAt < WINNER_BOARD_FRESH_MS) return kept.value
  if (kept?.reading) return kept.reading
  const reading = rankList(db, { config, language, now, gameCategory: 'ALL', limitNum: String(WINNER_BOARD_SIZE) }).then(
    (value) => {
      const json = JSON.stringify(value)
      // The same wins keep the same object, so the page made from them is kept too.
      const board = kept && kept.json === json ? kept.value : value
      boards.set(key, { value: board, json, readAt: at })
      return board
    },
    (error: unknown) => {
      if (kept) boards.set(key, { ...kept, reading: undefined })
      else boards.delete(key)
      throw error
    },
  )
  boards.set(key, { ...(kept ?? { value: { list: [] }, json: '', readAt: Number.NEGATIVE_INFINITY }), reading })
  return reading
}

/** The shared part of an open site's start data for `config` in `language` at `now`: kept, or made. */
export async function sharedStart(sources: { notices: NoticeReader; db: Database }, input: { config: MerchantConfig; language: LanguageCode; now: Date }): Promise<SharedStart> {
  const { notices: reader, db } = sources
  const { config, language, now } = input
  const key = `${config.code}|${language}`
  const [notices, catalogue, winners] = await Promise.all([
    reader.read({ merchantCode: config.code, types: parseNoticeTypes(NOTICE_QUERY.types), now, languages: languageFallbacks(language, config.languages.default) }),
    readCatalogue(db, config.code),
    winnerBoard(db, config, language, now),
  ])
  const parts = cachesOf(db).parts
  const kept = parts.get(key)
  const at = now.getTime()
  if (kept && kept.config === config && kept.notices === notices && kept.catalogue === catalogue && kept.winners === winners && at < kept.validUntil) {
    return kept.part
  }
  // The home page's hot games, as their call answers a guest (from the catalogue read above, or a newer one: then
  // the next request finds the catalogue changed and makes the part again).
  const hot = await hotGames(db, { config, language, now })
  const values: SharedValues = {
    merchantConfig: publicMerchantConfig(config),
    countryCodes: [...countryCodes()],
    whitelabel: whitelabelTree(config),
    domainRoute: domainRoute(config),
    registerSettings: registerSettings(config),
    gameMenus: gameMenusOf(catalogue, config, now),
    notices,
    hotGames: hot,
    rankList: winners,
  }
  const part: SharedStart = { id: nextId++, language, values }
  parts.set(key, { part, config, notices, catalogue, winners, validUntil: nextMaintenanceChange(catalogue, at) })
  return part
}
