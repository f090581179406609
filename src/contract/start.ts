/**
 * The start data: the answers of the portal's start-up calls, which the server writes into the page it serves
 * (a JSON script element), so the first render needs no API round trip. Each value is exactly what the named
 * endpoint would answer for this visitor; the portal applies it through the same store setters as a call's
 * answer. The permission answer (`systemStatus`), the merchant config and the country codes are always there when
 * the page knows its merchant, so "routes are registered only after the permission call returns" still holds and
 * the first screen makes no API call at all.
 */
import type { Static } from 'typebox'
import type { LanguageCode } from '../config/languages'
import type { EndpointSchemas } from './schemas'

/** The `id` of the `<script type="application/json">` element holding the start data. */
export const START_DATA_ELEMENT_ID = 'portico-start'

/**
 * The cookie mirroring the visitor's chosen language (local storage `hisLang`), so the server can write the
 * page, its notices and its translations in that language. It carries nothing but a language code.
 */
export const LANGUAGE_COOKIE = 'hisLang'

/** The start-up calls whose answers travel in the page. */
export const START_DATA_ENDPOINTS = [
  'systemStatus', 'merchantConfig', 'countryCodes', 'whitelabel', 'domainRoute', 'registerSettings', 'gameMenus', 'notices', 'hotGames', 'rankList',
] as const
export type StartDataEndpoint = (typeof START_DATA_ENDPOINTS)[number]

export type StartDataValues = { [N in StartDataEndpoint]?: Static<EndpointSchemas[N]['response']> }

export interface StartData {
  /** The language the language-dependent values (notices, game menus, hot games, winner board) were answered in. */
  language: LanguageCode
  /** The host the answers are for; the portal uses them only on that host. */
  host: string
  values: StartDataValues
}
