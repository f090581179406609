/**
 * Request and response schemas of every endpoint in ENDPOINTS. The server validates with them; the portal
 * takes only types from here (`import type`), so TypeBox stays out of the browser bundle.
 */
import type { TSchema } from 'typebox'
import { PublicMerchantConfig } from '../../config/public'
import type { EndpointName } from '../endpoints'
import {
  CountryCodes, DomainRoute, GameMenus, NoticeQuery, Notices, RegisterSettings, SystemStatus, SystemStatusQuery,
  UpdateLanguageBody, UpdateLanguageResult, Whitelabel,
} from './system'

export interface EndpointSchemaSet {
  query?: TSchema
  body?: TSchema
  response: TSchema
}

export const ENDPOINT_SCHEMAS = {
  systemStatus: { query: SystemStatusQuery, response: SystemStatus },
  merchantConfig: { response: PublicMerchantConfig },
  whitelabel: { response: Whitelabel },
  registerSettings: { response: RegisterSettings },
  domainRoute: { response: DomainRoute },
  countryCodes: { response: CountryCodes },
  gameMenus: { response: GameMenus },
  notices: { query: NoticeQuery, response: Notices },
  updateLanguage: { body: UpdateLanguageBody, response: UpdateLanguageResult },
} as const satisfies Record<EndpointName, EndpointSchemaSet>

export type EndpointSchemas = typeof ENDPOINT_SCHEMAS

export * from './system'
