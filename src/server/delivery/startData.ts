/**
 * The start data of a page request: the answers the portal's start-up calls would get, computed by the same
 * domain functions the endpoints use, for the visitor's language (its `hisLang` cookie when the merchant offers
 * it, else the merchant's default). A closed site (maintenance, region, IP) gets only what its page needs: the
 * permission answer, the config and the country codes (answered to everyone, like their endpoint).
 */
import { isLanguageCode, type LanguageCode } from '../../config/languages'
import type { MerchantConfig } from '../../config/schema'
import { LANGUAGE_COOKIE, type StartData } from '../../contract/start'
import type { AccessDecision } from '../domain/system/access'
import { countryCodes } from '../domain/system/countries'
import type { Database } from '../db/database'
import { publicMerchantConfig } from '../domain/system/merchantConfig'
import type { NoticeReader } from '../domain/content/noticeCache'
import { systemStatus } from '../domain/system/status'
import type { Merchant } from '../merchants/registry'
import { sharedStart, withSharedStart } from './sharedStart'

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
  const { merchant, access, language, host, now } = input
  const { config } = merchant
  const status = systemStatus(merchant, access, now)
  const open = !status.maintenance.enabled && !status.ipBlocked && !status.regionRestriction
  if (!open) return { language, host, values: { systemStatus: status, merchantConfig: publicMerchantConfig(config), countryCodes: [...countryCodes()] } }
  // Everything but the visitor's permission answer is the same for every visitor of this merchant in this language,
  // the home page's hot games and winner board among it (the first screen shows them), as their calls answer a guest:
  // kept, and made again when what it is made of changes (delivery/sharedStart.ts).
  const shared = await sharedStart(sources, { config, language, now })
  return withSharedStart({ language, host, values: { ...shared.values, systemStatus: status } }, shared)
}
