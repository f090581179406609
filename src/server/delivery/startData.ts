/**
 * The start data of a page request: the answers the portal's start-up calls would get, computed by the same
 * domain functions the endpoints use, for the visitor's language (its `hisLang` cookie when the merchant offers
 * it, else the merchant's default). A closed site (maintenance, region, IP) gets only what its page needs: the
 * permission answer, the config and the country codes (answered to everyone, like their endpoint).
 */
import { isLanguageCode, type LanguageCode } from '../../config/languages'
import type { MerchantConfig } from '../../config/schema'
import { NOTICE_QUERY } from '../../contract/endpoints'
import { LANGUAGE_COOKIE, type StartData } from '../../contract/start'
import type { AccessDecision } from '../domain/system/access'
import { countryCodes } from '../domain/system/countries'
import { domainRoute } from '../domain/system/domainRoute'
import type { Database } from '../db/database'
import { gameMenus } from '../domain/games/gameMenus'
import { hotGames } from '../domain/games/catalogue'
import { rankList } from '../domain/games/winners'
import { WINNER_BOARD_SIZE } from '../../contract/endpoints'
import { publicMerchantConfig, whitelabelTree } from '../domain/system/merchantConfig'
import type { NoticeReader } from '../domain/content/noticeCache'
import { languageFallbacks, parseNoticeTypes } from '../domain/content/notices'
import { registerSettings } from '../domain/system/registerRules'
import { systemStatus } from '../domain/system/status'
import type { Merchant } from '../merchants/registry'

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The page's language: the visitor's choice when this merchant offers it (as the portal decides), else the default. */
export function pageLanguage(config: MerchantConfig, cookieHeader: string | undefined): LanguageCode {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE)
  return chosen && isLanguageCode(chosen) && config.languages.selectable.includes(chosen) ? chosen : config.languages.default
}

export async function startData(
  sources: { notices: NoticeReader; db: Database },
  input: { merchant: Merchant; access: AccessDecision; language: LanguageCode; host: string; now: Date },
): Promise<StartData> {
  const { notices, db } = sources
  const { merchant, access, language, host, now } = input
  const { config } = merchant
  const status = systemStatus(merchant, access, now)
  const open = !status.maintenance.enabled && !status.ipBlocked && !status.regionRestriction
  const always = { systemStatus: status, merchantConfig: publicMerchantConfig(config), countryCodes: [...countryCodes()] }
  if (!open) return { language, host, values: always }
  // The home page's hot games and winner board (the first screen shows them), as their calls answer a guest.
  const games = { config, language, now }
  const [active, menus, hot, winners] = await Promise.all([
    notices.read({
      merchantCode: config.code,
      types: parseNoticeTypes(NOTICE_QUERY.types),
      now,
      languages: languageFallbacks(language, config.languages.default),
    }),
    gameMenus(db, config, now),
    hotGames(db, games),
    rankList(db, { ...games, gameCategory: 'ALL', limitNum: String(WINNER_BOARD_SIZE) }),
  ])
  return {
    language,
    host,
    values: {
      ...always,
      whitelabel: whitelabelTree(config),
      domainRoute: domainRoute(config),
      registerSettings: registerSettings(config),
      gameMenus: menus,
      notices: active,
      hotGames: hot,
      rankList: winners,
    },
  }
}
